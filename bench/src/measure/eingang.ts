// EINGANG-1 (issue 15): the back-office's work queue with 10,000 items stays fast. A fresh database
// (PGlite in memory; PostgreSQL too with BENCH_DATABASE_URL) gets 10,000 submitted applications in
// one SQL statement, a caseworker logs in (TOTP), and GET /pruefungsstelle/eingang/antraege is timed
// for the first page, a late page, sorted by name and filtered (kind + text search). The requests go
// through the whole Fastify stack in process (app.inject: routing, staff guard, zod, SQL,
// serialisation) but no socket, so the figures are the server's own latency, not the network's.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../apps/server/src/app';
import { loadConfig } from '../../../apps/server/src/config';
import { connect, type Database } from '../../../apps/server/src/db/connect';
import { ManualClock } from '../../../apps/server/src/infra/clock';
import { analyze, seedSubmittedApplications } from '../../../apps/server/test/helpers/eingang';
import { getStaff, staffMember } from '../../../apps/server/test/helpers/staff';
import { percentile, type Row, verdict } from '../report';
import { freshDatabase } from '../server';

const EINGANG_ITEMS = 10_000;
/** Sequential requests per scenario (after 5 unmeasured warm-up requests). */
const REQUESTS = 50;
const TARGET_P95_MS = 100;

const SCENARIOS: readonly { name: string; query: string }[] = [
  { name: 'first page (oldest first)', query: '' },
  { name: 'late page (200 of 200)', query: 'seite=200' },
  { name: 'sorted by name, page 100', query: 'sort=name&seite=100' },
  { name: 'filtered: WP + text search', query: 'art=WP&suche=name01' },
];

/** A fresh database: PGlite in a temporary folder, or a new database on the given PostgreSQL server. */
async function openDatabase(databaseUrl: string | undefined) {
  if (!databaseUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ep-bench-eingang-db-'));
    const database = await connect({ pgliteDir: dir });
    return { database, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const fresh = await freshDatabase(databaseUrl);
  const database = await connect({ databaseUrl: fresh.url, poolMax: 5 });
  return { database, drop: fresh.drop };
}

async function scenario(
  app: FastifyInstance,
  jwt: string,
  s: (typeof SCENARIOS)[number],
  label: string,
  seedMs: number,
): Promise<Row> {
  const url = `/eingang/antraege${s.query ? `?${s.query}` : ''}`;
  const times: number[] = [];
  let total = -1;
  for (let i = 0; i < REQUESTS + 5; i++) {
    const t0 = performance.now();
    const res = await getStaff(app, url, jwt);
    const ms = performance.now() - t0;
    if (res.statusCode !== 200)
      throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 160)}`);
    if (i >= 5) times.push(ms);
    total = res.json<{ gesamt: number }>().gesamt;
  }
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  const v = verdict([
    { ok: p95 <= TARGET_P95_MS, failure: `p95 ${p95.toFixed(1)} ms > ${TARGET_P95_MS} ms` },
  ]);
  return {
    id: 'EINGANG-1',
    figure: `Eingang queue of ${EINGANG_ITEMS.toLocaleString('en-US')}, ${s.name} (${label})`,
    ours: { value: p95, unit: 'ms p95' },
    oursText: `p50 ${p50.toFixed(1)} ms; ${total} matching`,
    target: `p95 ≤ ${TARGET_P95_MS} ms`,
    ...v,
    details: { query: s.query, p50, p95, requests: REQUESTS, matching: total, seedMs },
  };
}

/** The whole server in process (app.inject, no socket) on the given database, its clock at 5 October 2026. */
export async function appInProcess(database: Database) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ep-bench-eingang-'));
  const clock = new ManualClock();
  clock.set('2026-10-05T08:00:00Z');
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://portal.example.org',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DOKUMENT_SCHLUESSEL: 'dGVzdC1kb2t1bWVudC1zY2hsdWVzc2VsLTMyYnl0ZSE=',
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    LOG_LEVEL: 'error',
  });
  // One staff member sends far more than a person's 300 requests a minute here; the budget is still
  // counted on every request (its cost stays in the figures), only not reached (as in the server tests).
  const app = await buildApp(
    config,
    { database, clock },
    { underPressure: false, outboxPollMs: 0, rateLimits: { apiPerMinute: 100_000 } },
  );
  await app.ready();
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, clock, close };
}

async function timed(database: Database, label: string): Promise<Row[]> {
  const { app, clock, close } = await appInProcess(database);
  try {
    const seedStart = performance.now();
    await seedSubmittedApplications(database, {
      n: EINGANG_ITEMS,
      start: new Date('2026-09-01T06:00:00Z'),
      tag: 'bench',
    });
    const seedMs = performance.now() - seedStart;
    const staff = await staffMember(app, database, clock, 'sachbearbeitung');
    const rows: Row[] = [];
    // As seeded the planner has no statistics (PGlite runs no autovacuum; PostgreSQL's analyses a
    // bulk load only later), then after ANALYZE: both are what an office may meet.
    for (const stand of ['no statistics', 'after ANALYZE'] as const) {
      if (stand === 'after ANALYZE') await analyze(database);
      for (const s of SCENARIOS) rows.push(await scenario(app, staff.jwt, s, `${label}, ${stand}`, seedMs));
    }
    return rows;
  } finally {
    await close();
  }
}

/** Runs `timed` on a fresh PGlite, and on a fresh PostgreSQL database when a server is given. */
export async function onBothDatabases(
  databaseUrl: string | undefined,
  timed: (database: Database, label: string) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const target of [undefined, databaseUrl].filter((u, i) => i === 0 || u)) {
    const { database, drop } = await openDatabase(target);
    try {
      rows.push(...(await timed(database, target ? 'PostgreSQL' : 'PGlite')));
    } finally {
      await database.close();
      await drop();
    }
  }
  return rows;
}

export const measureEingang = (databaseUrl: string | undefined): Promise<Row[]> =>
  onBothDatabases(databaseUrl, timed);
