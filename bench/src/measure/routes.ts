// PERF-API-2 (interim save) and PERF-API-3 (module declaration): measured once the routes exist.
import { API } from '@examensportal/domain/api';
import { multipartBody } from '../../../apps/server/test/helpers/multipart';
import { randomUUID } from 'node:crypto';
import { ERKLAERUNGEN } from '@examensportal/domain/erklaerungen/index';
import { MODUL_SLOTS } from '@examensportal/domain/rules/module';
import { allocateAddresses, apiBase, bearer, request, type Response, signIn } from '../client';
import { settings } from '../config';
import { loadText, saturate } from '../load';
import { sleep } from '../proc';
import { joinNotes, percentile, type Row, verdict } from '../report';
import { openTermDisplay } from '../seed-procedure';
import { benchPassword, type BenchServer } from '../server';
import { ERKLAERUNG_API } from '@examensportal/domain/erklaerungen/aufrufe';

/** The draft the server hands a candidate, sent back as the wizard does: JSON part plus '[]' lists. */
export async function interimSaveBody(server: BenchServer, jwt: string) {
  const draft = await request(`${server.origin}${apiBase}${API.zulassung.path}`, { headers: bearer(jwt) });
  if (draft.status !== 200) throw new Error(`GET /api/zulassung answered ${draft.status}`);
  return multipartBody([
    { name: 'zulassung', data: draft.body },
    ...(API.zulassungZwischenspeichern.multipart?.files ?? []).map((name) => ({ name, data: '[]' })),
  ]);
}

/** One candidate per connection: concurrent saves come from different accounts, as in production. */
export async function interimSaveRotation(
  server: BenchServer,
  jwt: string,
  first: { body: Buffer; contentType: string },
): Promise<{ headers: Record<string, string>; bodyBase64: string }[]> {
  const writers = server.writerAccounts;
  const addresses = allocateAddresses(writers.length);
  const rotate: { headers: Record<string, string>; bodyBase64: string }[] = [];
  for (const [i, writer] of writers.entries()) {
    const answer = await signIn(server.origin, writer.email, benchPassword, addresses[i]);
    const { body, contentType } = await interimSaveBody(server, answer.jwt);
    rotate.push({
      headers: { ...bearer(answer.jwt), 'content-type': contentType },
      bodyBase64: body.toString('base64'),
    });
  }
  if (rotate.length === 0) {
    rotate.push({
      headers: { ...bearer(jwt), 'content-type': first.contentType },
      bodyBase64: first.body.toString('base64'),
    });
  }
  return rotate;
}

export async function measureInterimSave(server: BenchServer, jwt: string): Promise<Row> {
  const base: Row = {
    id: 'PERF-API-2',
    figure: 'interim save POST /api/zulassung/zwischenspeichern (JSON part, no files)',
    target: 'p95 ≤ 100 ms, ≥ 200 req/s',
    status: 'not built',
  };
  const url = `${server.origin}${apiBase}${API.zulassungZwischenspeichern.path}`;
  const first = await interimSaveBody(server, jwt);
  const probe = await request(url, {
    method: 'POST',
    headers: { ...bearer(jwt), 'content-type': first.contentType },
    body: first.body,
  });
  if (probe.status === 404) return { ...base, note: 'route answers 404: not yet built' };
  if (probe.status < 200 || probe.status >= 300) {
    return {
      ...base,
      status: 'error',
      note: `the route exists but refused the draft from GET /api/zulassung: ${probe.status} ${probe.body.toString().slice(0, 160)}`,
    };
  }
  const rotate = await interimSaveRotation(server, jwt, first);
  const r = await saturate({ url, method: 'POST', rotate, cpuPid: server.pid });
  const v = verdict([
    { ok: r.p95 <= 100, failure: `p95 ${r.p95.toFixed(1)} ms > 100 ms` },
    { ok: r.reqPerSec >= 200, failure: `${r.reqPerSec.toFixed(1)} req/s < 200` },
    { ok: r.non2xx === 0 && r.errors === 0, failure: `${r.non2xx} non-2xx, ${r.errors} errors` },
  ]);
  const db = server.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  return {
    ...base,
    figure: `${base.figure}, ${db}`,
    ours: { value: r.p95, unit: 'ms p95' },
    oursText: `${Math.round(r.reqPerSec)} req/s; ${loadText(r)}`,
    status: v.status,
    note: joinNotes(
      v.note,
      `${rotate.length} candidates taking turns over ${settings.connections} connections`,
    ),
    details: r,
  };
}

/** Answers 503 while @fastify/under-pressure sheds load (e.g. right after a saturation run): wait, retry. */
async function whenAvailable(send: () => Promise<Response>): Promise<Response> {
  let res = await send();
  for (let i = 0; i < 3 && res.status === 503; i++) {
    const wait = Math.min(15, Number(res.headers['retry-after'] ?? 5) || 5);
    await sleep(wait * 1000);
    res = await send();
  }
  return res;
}

/** 'YYYY-MM-DD HH:mm' as the client stamps abgesendetAm. */
const clientStamp = () => new Date().toISOString().slice(0, 16).replace('T', ' ');

/**
 * PERF-API-3: registrations for a further module (WR), one per admitted candidate, several candidates
 * at once; each is a real declaration (transaction, fact changes, receipt job enqueued).
 */
export async function measureModuleDeclaration(server: BenchServer, jwt: string): Promise<Row> {
  const base: Row = {
    id: 'PERF-API-3',
    figure: `module declaration POST /api/modul/anmeldung (${server.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'})`,
    target: 'p95 ≤ 300 ms, ≥ 20 submits/s',
    status: 'not built',
  };
  const url = `${server.origin}${apiBase}${ERKLAERUNG_API.anmeldung.path}`;
  const envelope = (overrides: Record<string, boolean> = {}) =>
    Buffer.from(
      JSON.stringify({
        zulassungsblock: openTermDisplay(),
        art: ERKLAERUNGEN.anmeldung.ereignisarten[0],
        abgesendetAm: clientStamp(),
        ...Object.fromEntries(MODUL_SLOTS.map((slot) => [slot, false])),
        ...overrides,
      }),
    );
  const send = (token: string, body: Buffer) =>
    request(url, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body,
    });
  const probe = await whenAvailable(() => send(jwt, envelope({ wr: true })));
  if (probe.status === 404) return { ...base, note: 'route answers 404: not yet built' };
  if (server.admitError) {
    return { ...base, status: 'error', note: `seeding admitted candidates failed: ${server.admitError}` };
  }
  const candidates = server.admittedAccounts;
  if (candidates.length === 0) return { ...base, status: 'skipped', note: 'BENCH_DECLARATIONS=0' };

  const addresses = allocateAddresses(candidates.length);
  const tokens: string[] = [];
  let nextSignIn = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (nextSignIn < candidates.length) {
        const i = nextSignIn++;
        const c = candidates[i];
        if (c) tokens[i] = (await signIn(server.origin, c.email, benchPassword, addresses[i])).jwt;
      }
    }),
  );

  const warmup = Math.min(5, Math.floor(tokens.length / 4));
  for (const token of tokens.slice(0, warmup)) await send(token, envelope({ wr: true }));
  const measured = tokens.slice(warmup);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let firstRefusal = '';
  let next = 0;
  const start = performance.now();
  let end = start;
  await Promise.all(
    Array.from({ length: settings.declarationConcurrency }, async () => {
      while (next < measured.length) {
        const token = measured[next++];
        if (!token) continue;
        const res = await send(token, envelope({ wr: true }));
        end = performance.now();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 200) latencies.push(res.totalMs);
        else firstRefusal ||= `${res.status} ${res.body.toString().slice(0, 160)}`;
      }
    }),
  );
  const ok = statuses.get(200) ?? 0;
  const perSec = ok / ((end - start) / 1000);
  const p95 = percentile(latencies, 95);
  const v = verdict([
    { ok: ok > 0, failure: `no declaration accepted: ${firstRefusal}` },
    { ok: p95 <= 300, failure: `p95 ${Math.round(p95)} ms > 300 ms` },
    { ok: perSec >= 20, failure: `${perSec.toFixed(1)} submits/s < 20` },
    { ok: ok === measured.length, failure: `${measured.length - ok} refused (${firstRefusal})` },
  ]);
  return {
    ...base,
    ours: { value: p95, unit: 'ms p95' },
    oursText: `${perSec.toFixed(1)} submits/s; p50 ${Math.round(percentile(latencies, 50))} ms, p99 ${Math.round(
      percentile(latencies, 99),
    )} ms`,
    status: v.status,
    note: joinNotes(
      v.note,
      `${measured.length} admitted candidates, ${settings.declarationConcurrency} declarations in flight; the answer comes after the commit, the receipt PDF is rendered later by the outbox`,
    ),
    details: { statuses: Object.fromEntries(statuses), measured: measured.length, perSec, p95 },
  };
}
