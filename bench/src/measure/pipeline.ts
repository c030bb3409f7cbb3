// Issue 29 (part A): the request pipeline and authenticated reads against baselines measured in the same
// run: raw node:http (B1), `pgbench -S` on the bench's PostgreSQL server (B3) and bare PGlite
// primary-key selects in one process. Each target of the issue becomes a row with ratio and pass/fail.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { settings } from '../config';
import type { LoadResult } from '../load';
import { clientCore, pinnedCommand, runJson, serverCore, spawnNode } from '../proc';
import { fmt, type Row, verdict } from '../report';
import { type BenchServer, idleSettleMs } from '../server';
import { hasCommand } from '../machine';

export interface PgliteBaseline {
  perSec: number;
  meanUs: number;
  cpuMsPer1000: number;
}

/** Bare PGlite primary-key selects, one process on the server's core (children/pglite-pk.ts). */
export async function measurePglitePk(): Promise<PgliteBaseline> {
  const child = spawnNode('bench/src/children/pglite-pk.ts', [String(settings.seconds)], {
    core: serverCore,
  });
  return runJson<PgliteBaseline>(child, (settings.seconds + 90) * 1000);
}

export interface PgbenchBaseline {
  tps: number;
  clients: number;
  /** tps of each run (before and after our rounds). */
  runs: number[];
}

async function admin(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** pgbench's own tables in a scratch database on the bench's PostgreSQL server; run() = one -S run. */
export async function preparePgbench(baseUrl: string): Promise<{
  run(): number;
  drop(): Promise<void>;
}> {
  if (!hasCommand('pgbench'))
    throw new Error('pgbench not installed (apt-get install -y postgresql-contrib)');
  const name = `ep_pgbench_${randomBytes(5).toString('hex')}`;
  await admin(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const env = { ...process.env, PGCONNECT_TIMEOUT: '5' };
  execFileSync('pgbench', ['-i', '-s', '1', '-q', url.toString()], {
    stdio: 'ignore',
    env,
    timeout: 120_000,
  });
  return {
    run: () => {
      // Same client count as autocannon; pinned like the load generator (PostgreSQL itself is not pinned).
      const [command, args] = pinnedCommand(clientCore, 'pgbench', [
        '-S',
        '-M',
        'prepared',
        '-n',
        '-c',
        String(settings.connections),
        '-j',
        '2',
        '-T',
        String(settings.seconds),
        url.toString(),
      ]);
      const out = execFileSync(command, args, {
        env,
        encoding: 'utf8',
        timeout: (settings.seconds + 60) * 1000,
      });
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
      if (!tps) throw new Error(`pgbench printed no tps: ${out.slice(-300)}`);
      return Number(tps);
    },
    drop: () => admin(baseUrl, `drop database if exists ${name} with (force)`),
  };
}

const cpuText = (r: LoadResult) =>
  r.cpuMsPer1000 === undefined ? '' : `; ${fmt(r.cpuMsPer1000, 0)} ms server CPU per 1,000 req`;

/** Health through the whole stack vs raw node:http, both ways: req/s paired and CPU per request. */
export function healthTargetRow(health: LoadResult, b1: LoadResult, pairedRatio: number): Row {
  const cpuRatio = health.cpuMsPer1000 && b1.cpuMsPer1000 ? b1.cpuMsPer1000 / health.cpuMsPer1000 : undefined;
  return {
    id: 'ISSUE-29 health',
    figure: 'GET /health/live through the plugin stack vs raw node:http',
    ours: { value: health.reqPerSec, unit: 'req/s' },
    oursText: `paired ratio ${pairedRatio.toFixed(2)}${cpuText(health)}`,
    baseline: { name: 'B1', value: b1.reqPerSec, unit: 'req/s' },
    ratio: pairedRatio,
    target: 'ratio ≥ 0.8',
    ...verdict([{ ok: pairedRatio >= 0.8, failure: `ratio ${pairedRatio.toFixed(2)} < 0.8` }]),
    details: {
      cpuMsPer1000: { health: health.cpuMsPer1000, b1: b1.cpuMsPer1000 },
      cpuRatio,
      note: 'cpuRatio = B1 CPU per request / ours: what the ratio would be with the server core to itself',
    },
  };
}

/** GET /api/dokumente (20 documents) on PGlite vs bare PGlite primary-key selects. */
export function pgliteReadRow(docs: LoadResult, base: PgliteBaseline | undefined, listed: number): Row {
  const ratio = base ? docs.reqPerSec / base.perSec : undefined;
  const cpuRatio = base && docs.cpuMsPer1000 ? base.cpuMsPer1000 / docs.cpuMsPer1000 : undefined;
  return {
    id: 'ISSUE-29 PGlite read',
    figure: `GET /api/dokumente, ${listed} documents, PGlite vs bare PGlite primary-key selects`,
    ours: { value: docs.reqPerSec, unit: 'req/s' },
    oursText: `p95 ${docs.p95.toFixed(1)} ms${cpuText(docs)}${cpuRatio ? `; CPU ratio ${cpuRatio.toFixed(3)}` : ''}`,
    ...(base ? { baseline: { name: 'PGlite pk select', value: base.perSec, unit: '/s' } } : {}),
    ratio,
    target: 'ratio ≥ 0.5, p95 ≤ 30 ms',
    ...(ratio === undefined
      ? { status: 'error' as const, note: 'no PGlite baseline' }
      : verdict([
          { ok: ratio >= 0.5, failure: `ratio ${ratio.toFixed(3)} < 0.5` },
          { ok: docs.p95 <= 30, failure: `p95 ${docs.p95.toFixed(1)} ms > 30 ms` },
        ])),
    details: { baseline: base, cpuRatio },
  };
}

/** GET /api/dokumente on PostgreSQL vs pgbench -S on the same server. */
export function postgresReadRow(docs: LoadResult, base: PgbenchBaseline | undefined, listed: number): Row {
  const ratio = base ? docs.reqPerSec / base.tps : undefined;
  return {
    id: 'ISSUE-29 PG read',
    figure: `GET /api/dokumente, ${listed} documents, PostgreSQL vs pgbench -S`,
    ours: { value: docs.reqPerSec, unit: 'req/s' },
    oursText: `p95 ${docs.p95.toFixed(1)} ms${cpuText(docs)}`,
    ...(base ? { baseline: { name: `pgbench -S -c ${base.clients}`, value: base.tps, unit: 'tps' } } : {}),
    ratio,
    target: 'ratio ≥ 0.15',
    ...(ratio === undefined
      ? { status: 'error' as const, note: 'no pgbench baseline' }
      : verdict([{ ok: ratio >= 0.15, failure: `ratio ${ratio.toFixed(3)} < 0.15` }])),
    details: { baseline: base },
  };
}

/**
 * Idle RSS against the raised targets (PGlite ≤ 150 MB, PostgreSQL ≤ 100 MB): read once the start-up
 * work is done (BenchServer.quietRss) – 5 s after start the outbox is still rendering the seeded
 * history's PDFs in a worker thread (about 35 MB more on 2026-11-29) – else 5 s after start.
 */
export function idleRssRow(server: BenchServer): Row {
  const limit = server.kind === 'pglite' ? 150 : 100;
  const quiet = server.quietRss;
  const mib = quiet?.rssMiB ?? server.idleRssMiB;
  const mb = mib === undefined ? undefined : (mib * 1024 * 1024) / 1e6;
  const when = quiet
    ? `idle RSS ${idleSettleMs / 1000} s after the start-up work (${server.kind})`
    : `idle RSS ${idleSettleMs / 1000} s after start (${server.kind})`;
  return {
    id: 'ISSUE-29 RSS',
    figure: when,
    ...(mb === undefined ? {} : { ours: { value: mb, unit: 'MB' } }),
    ...(quiet && server.idleRssMiB !== undefined
      ? {
          oursText: `5 s after start ${Math.round((server.idleRssMiB * 1024 * 1024) / 1e6)} MB; quiet after ${(quiet.afterMs / 1000).toFixed(0)} s`,
        }
      : {}),
    target: `≤ ${limit} MB`,
    ...(mb === undefined
      ? { status: 'not measurable' as const, note: '/proc not readable' }
      : verdict([{ ok: mb <= limit, failure: `${mb.toFixed(0)} MB > ${limit} MB` }])),
  };
}

/** Interim save on PostgreSQL, 32 candidates: p95 ≤ 50 ms (the raised target). */
export function interimSaveTargetRow(save: Row): Row | undefined {
  const details = save.details as LoadResult | undefined;
  if (!details) return undefined;
  return {
    id: 'ISSUE-29 save',
    figure: 'interim save, PostgreSQL, 32 candidates',
    ours: { value: details.p95, unit: 'ms p95' },
    oursText: `${Math.round(details.reqPerSec)} req/s${cpuText(details)}`,
    target: 'p95 ≤ 50 ms',
    ...verdict([{ ok: details.p95 <= 50, failure: `p95 ${details.p95.toFixed(1)} ms > 50 ms` }]),
  };
}
