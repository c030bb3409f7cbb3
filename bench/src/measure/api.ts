// B1 and PERF-API-1: raw node:http vs the full stack, then an authenticated read with 20 documents.
import { multipartBody, sample } from '../../../apps/server/test/helpers/multipart';
import { apiBase, bearer, request } from '../client';
import { type LoadResult, loadText, pairedRatio, saturateInTurns } from '../load';
import { freePort, serverCore, spawnNode, stopChild, waitForHttp } from '../proc';
import { type Criterion, joinNotes, type Row, verdict } from '../report';
import { type BenchServer, idleSettleMs } from '../server';
import {
  healthTargetRow,
  type PgbenchBaseline,
  type PgliteBaseline,
  pgliteReadRow,
  postgresReadRow,
} from './pipeline';

function meanPglite(a?: PgliteBaseline, b?: PgliteBaseline): PgliteBaseline | undefined {
  if (!a || !b) return a ?? b;
  return {
    perSec: (a.perSec + b.perSec) / 2,
    meanUs: (a.meanUs + b.meanUs) / 2,
    cpuMsPer1000: (a.cpuMsPer1000 + b.cpuMsPer1000) / 2,
  };
}

function meanPgbench(a?: PgbenchBaseline, b?: PgbenchBaseline): PgbenchBaseline | undefined {
  if (!a || !b) return a ?? b;
  const runs = [...a.runs, ...b.runs];
  return { tps: runs.reduce((s, t) => s + t, 0) / runs.length, clients: a.clients, runs };
}

/** A hello server on core 1 (raw node:http = B1, or bare Fastify); stop() ends it. */
export async function startHello(
  kind: 'node' | 'fastify',
): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }> {
  const port = await freePort();
  const script = kind === 'node' ? 'bench/src/children/hello.ts' : 'bench/src/children/fastify-hello.ts';
  const child = spawnNode(script, [String(port)], { core: serverCore, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitForHttp(url, 20_000, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, pid: child.pid, stop: () => stopChild(child) };
}

function helloRow(b1: LoadResult, pairedWith: string): Row {
  return {
    id: 'B1',
    figure: `raw node:http hello (baseline, rounds in turns with ${pairedWith})`,
    ours: { value: b1.reqPerSec, unit: 'req/s' },
    oursText: loadText(b1),
    target: 'baseline',
    status: 'info',
    note: 'one autocannon process on one core drives the load, so B1 may be bounded by the client, not the server',
    details: b1,
  };
}

function ratioRow(
  id: string,
  figure: string,
  ours: LoadResult,
  b1: LoadResult,
  target: string,
  criteria: Criterion[],
  extraNote?: string,
): Row {
  const ratio = pairedRatio(ours, b1);
  const v = verdict([
    ...criteria,
    {
      ok: ours.non2xx === 0 && ours.errors === 0,
      failure: `non-2xx ${JSON.stringify(ours.refusals)}, ${ours.errors} socket errors`,
    },
  ]);
  return {
    id,
    figure,
    ours: { value: ours.reqPerSec, unit: 'req/s' },
    oursText: loadText(ours),
    baseline: { name: 'B1', value: b1.reqPerSec, unit: 'req/s' },
    ratio,
    target,
    status: v.status,
    note: joinNotes(v.note, extraNote),
    details: ours,
  };
}

/** PERF-API-1 criteria on a measured read. */
function readCriteria(r: LoadResult, ratio: number): Criterion[] {
  return [
    { ok: ratio >= 0.1, failure: `ratio ${ratio.toFixed(3)} < 0.10` },
    { ok: r.reqPerSec >= 1000, failure: `${r.reqPerSec.toFixed(1)} req/s < 1,000` },
    { ok: r.p95 <= 50, failure: `p95 ${r.p95.toFixed(1)} ms > 50 ms` },
    { ok: r.p99 <= 150, failure: `p99 ${r.p99.toFixed(1)} ms > 150 ms` },
  ];
}

/**
 * B1 ratios: raw node:http, bare Fastify, GET /health/live and the authenticated GET /api/dokumente,
 * measured in turns so every ratio compares rounds that saw the same background load.
 */
export async function measureApi(
  server: BenchServer,
  jwt: string,
  seeded: SeededDocuments,
  baselines: {
    pglite?: () => Promise<PgliteBaseline | undefined>;
    pgbench?: () => Promise<PgbenchBaseline | undefined>;
  } = {},
): Promise<Row[]> {
  const db = server.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const dokumente = `${server.origin}${apiBase}/api/dokumente`;
  const listed = await countDocuments(dokumente, jwt);
  const hello = await startHello('node');
  const fastify = server.kind === 'pglite' ? await startHello('fastify').catch(() => undefined) : undefined;
  try {
    const jobs = [
      { url: hello.url, cpuPid: hello.pid },
      { url: `${server.origin}${apiBase}/health/live`, cpuPid: server.pid },
      { url: dokumente, headers: bearer(jwt), cpuPid: server.pid },
      ...(fastify ? [{ url: fastify.url, cpuPid: fastify.pid }] : []),
    ];
    // Database baselines before and after our rounds (mean), as B5 is taken around the logins.
    const before = await Promise.all([baselines.pglite?.(), baselines.pgbench?.()]);
    const [b1, health, docs, bare] = await saturateInTurns(jobs);
    const after = await Promise.all([baselines.pglite?.(), baselines.pgbench?.()]);
    if (!b1 || !health || !docs) throw new Error('the load generator returned too few results');
    const rows: Row[] = [helloRow(b1, server.kind === 'pglite' ? 'the rows below' : `the ${db} rows`)];
    if (bare) {
      rows.push({
        id: 'B1',
        figure: 'bare Fastify hello, no plugins (for comparison)',
        ours: { value: bare.reqPerSec, unit: 'req/s' },
        oursText: loadText(bare),
        baseline: { name: 'B1', value: b1.reqPerSec, unit: 'req/s' },
        ratio: pairedRatio(bare, b1),
        target: 'informational',
        status: 'info',
        details: bare,
      });
    }
    if (server.kind === 'pglite') {
      const ratio = pairedRatio(health, b1);
      rows.push(
        ratioRow('B1 ratio', 'GET /health/live, full plugin stack', health, b1, 'ratio ≥ 0.6', [
          { ok: ratio >= 0.6, failure: `ratio ${ratio.toFixed(2)} < 0.6` },
        ]),
      );
    }
    const notes = [
      !seeded.routeExists && 'POST /api/dokumente/files not built: the list is empty',
      seeded.failures.length > 0 && `uploads refused: ${seeded.failures.slice(0, 2).join(' | ')}`,
      server.kind === 'postgres' && 'PostgreSQL is an external service, not pinned to core 1',
    ];
    rows.push(
      ratioRow(
        'PERF-API-1',
        `GET /api/dokumente, ${listed} documents, ${db}`,
        docs,
        b1,
        'ratio ≥ 0.10, ≥ 1,000 req/s, p95 ≤ 50 ms, p99 ≤ 150 ms',
        readCriteria(docs, pairedRatio(docs, b1)),
        joinNotes(...notes),
      ),
    );
    if (server.kind === 'pglite') {
      rows.push(healthTargetRow(health, b1, pairedRatio(health, b1)));
      rows.push(pgliteReadRow(docs, meanPglite(before[0], after[0]), listed));
    } else {
      rows.push(postgresReadRow(docs, meanPgbench(before[1], after[1]), listed));
    }
    return rows;
  } finally {
    await hello.stop();
    await fastify?.stop();
  }
}

async function countDocuments(url: string, jwt: string): Promise<number> {
  const res = await request(url, { headers: bearer(jwt) });
  if (res.status !== 200) throw new Error(`GET /api/dokumente answered ${res.status}`);
  return (JSON.parse(res.body.toString()) as unknown[]).length;
}

export interface SeededDocuments {
  uploaded: number;
  /** false when POST /api/dokumente/files does not exist (404) in this build. */
  routeExists: boolean;
  failures: string[];
}

/** 20 small valid files (PNG and PDF alternating) through the real upload route. */
export async function seedDocuments(server: BenchServer, jwt: string, count = 20): Promise<SeededDocuments> {
  const result: SeededDocuments = { uploaded: 0, routeExists: true, failures: [] };
  for (let i = 0; i < count; i++) {
    const png = i % 2 === 0;
    const { body, contentType } = multipartBody([
      {
        name: png ? 'attest' : 'lebenslauf',
        filename: png ? `attest-${i}.png` : `lebenslauf-${i}.pdf`,
        contentType: png ? 'image/png' : 'application/pdf',
        data: png ? sample.png(4096) : sample.pdf(4096),
      },
    ]);
    const res = await request(`${server.origin}${apiBase}/api/dokumente/files`, {
      method: 'POST',
      headers: { ...bearer(jwt), 'content-type': contentType },
      body,
    });
    if (res.status === 404) {
      result.routeExists = false;
      return result;
    }
    if (res.status === 201) result.uploaded++;
    else result.failures.push(`${res.status} ${res.body.toString().slice(0, 120)}`);
  }
  return result;
}

/** PERF-RES-1: start time and idle RSS of the server process. */
export function resourceRows(server: BenchServer): Row[] {
  const rss = server.idleRssMiB;
  return [
    {
      id: 'PERF-RES-1',
      figure: `start to first /health/live 200 (${server.kind})`,
      ours: { value: server.startMs / 1000, unit: 's' },
      ...(server.startCpuSeconds === undefined
        ? {}
        : { oursText: `${server.startCpuSeconds.toFixed(2)} s of CPU (all threads)` }),
      target: 'start ≤ 2 s',
      status: server.startMs <= 2000 ? 'pass' : 'fail',
      note: 'node apps/server/dist/main.js (the built bundle, as npm start runs it), including PGlite/pool start and migrations check',
    },
    {
      id: 'PERF-RES-1',
      figure: `idle RSS ${idleSettleMs / 1000} s after start (${server.kind})`,
      ...(rss === undefined ? {} : { ours: { value: (rss * 1024 * 1024) / 1e6, unit: 'MB' } }),
      ...(server.readyRssMiB === undefined
        ? {}
        : { oursText: `${Math.round((server.readyRssMiB * 1024 * 1024) / 1e6)} MB at the first 200` }),
      target: 'idle RSS ≤ 150 MB',
      ...(rss === undefined
        ? { status: 'not measurable' as const, note: '/proc not readable' }
        : verdict([{ ok: (rss * 1024 * 1024) / 1e6 <= 150, failure: 'idle RSS above 150 MB' }])),
    },
  ];
}
