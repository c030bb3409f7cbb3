// BACKOFFICE-1 (issue 28 point 13): an office of ten in a term of thousands. A fresh database (PGlite;
// PostgreSQL too with BENCH_DATABASE_URL) gets 10,000 submitted applications in one SQL statement –
// 10,000 Eingang items of as many accounts, so the Kandidaten list reads five times the 2,000
// candidates of a term – and through the whole Fastify stack in process (app.inject, no socket) we time
// the list pages (Eingang, Kandidaten), the search that finds people, the CSV/XLSX export, and a batch
// of 500 admissions: a caseworker drafts them in one batch (each in its own transaction, every check of
// a single draft) and a leitung releases them in one batch (four-eyes, office function, letter, mail).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../apps/server/src/db/connect';
import type { ManualClock } from '../../../apps/server/src/infra/clock';
import {
  analyze,
  prueflistenGeprueft,
  seedSubmittedApplications,
} from '../../../apps/server/test/helpers/eingang';
import { getStaff, postStaff, staffMember } from '../../../apps/server/test/helpers/staff';
import { percentile, type Row, verdict } from '../report';
import { appInProcess, onBothDatabases } from './eingang';

/** Eingang items (and accounts); BENCH_BACKOFFICE_ITEMS makes a trial run smaller. */
const ITEMS = Number(process.env.BENCH_BACKOFFICE_ITEMS ?? 10_000);
const BATCH = Math.min(500, Math.floor(ITEMS / 2));
/** Sequential requests per list scenario (after 3 unmeasured warm-up requests). */
const REQUESTS = 30;
const EXPORTS = 3;
const TARGET_P95_MS = 200;
const TARGET_EXPORT_MS = 10_000;
/** A batch of 500 drafts and its release each well inside a coffee break. */
const TARGET_BATCH_MS = 120_000;

const LISTEN: readonly { name: string; url: string }[] = [
  { name: 'Eingang, first page', url: '/eingang/antraege' },
  { name: 'Eingang, "Nicht zugewiesen", page 100', url: '/eingang/antraege?zuweisung=keine&seite=100' },
  { name: 'Kandidaten, first page', url: '/kandidaten' },
  { name: 'Kandidaten, page 150 by name', url: '/kandidaten?seite=150' },
  { name: 'Kandidaten, WP, "Nicht zugewiesen"', url: '/kandidaten?art=WP&zuweisung=keine' },
  { name: 'search by name (case-insensitive)', url: '/kandidaten?suche=NAME00421' },
  { name: 'search by e-mail', url: '/kandidaten?suche=queue-bo-4711%40example.org' },
  { name: 'search, prefix of many', url: '/kandidaten?suche=vorname01' },
];

async function listScenario(app: FastifyInstance, jwt: string, s: (typeof LISTEN)[number], label: string) {
  const times: number[] = [];
  let total = -1;
  for (let i = 0; i < REQUESTS + 3; i++) {
    const t0 = performance.now();
    const res = await getStaff(app, s.url, jwt);
    const ms = performance.now() - t0;
    if (res.statusCode !== 200)
      throw new Error(`${s.url} answered ${res.statusCode}: ${res.body.slice(0, 160)}`);
    if (i >= 3) times.push(ms);
    total = res.json<{ gesamt: number }>().gesamt;
  }
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  return {
    id: 'BACKOFFICE-1',
    figure: `${s.name} (${label})`,
    ours: { value: p95, unit: 'ms p95' },
    oursText: `p50 ${p50.toFixed(1)} ms; ${total} matching`,
    target: `p95 ≤ ${TARGET_P95_MS} ms`,
    ...verdict([{ ok: p95 <= TARGET_P95_MS, failure: `p95 ${p95.toFixed(1)} ms > ${TARGET_P95_MS} ms` }]),
    details: { url: s.url, p50, p95, requests: REQUESTS, matching: total },
  } satisfies Row;
}

async function exportScenario(app: FastifyInstance, jwt: string, format: 'csv' | 'xlsx', label: string) {
  const url = `/export/kandidaten?art=WP&format=${format}`;
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < EXPORTS; i++) {
    const t0 = performance.now();
    const res = await getStaff(app, url, jwt);
    times.push(performance.now() - t0);
    if (res.statusCode !== 200)
      throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 160)}`);
    bytes = res.rawPayload.length;
  }
  const worst = Math.max(...times);
  return {
    id: 'BACKOFFICE-2',
    figure: `export of ${(ITEMS / 2).toLocaleString('en-US')} candidates as ${format.toUpperCase()} (${label})`,
    ours: { value: worst, unit: 'ms max' },
    oursText: `${EXPORTS} runs, ${(bytes / 1024).toFixed(0)} KiB`,
    target: `≤ ${TARGET_EXPORT_MS / 1000} s`,
    ...verdict([
      { ok: worst <= TARGET_EXPORT_MS, failure: `${worst.toFixed(0)} ms > ${TARGET_EXPORT_MS} ms` },
    ]),
    details: { url, times, bytes },
  } satisfies Row;
}

interface Bericht {
  erledigt: number;
  fehlgeschlagen: number;
  eintraege: { id: string; ok: boolean; meldung: string }[];
}

async function batchRows(
  app: FastifyInstance,
  database: Database,
  clock: ManualClock,
  label: string,
): Promise<Row[]> {
  const sb = await staffMember(app, database, clock, 'sachbearbeitung');
  const leitung = await staffMember(app, database, clock, 'leitung');
  const kandidaten = await prueflistenGeprueft(database, sb, clock.now(), BATCH);
  const timedPost = async (url: string, body: object, jwt: string) => {
    const t0 = performance.now();
    const res = await postStaff(app, url, body, jwt);
    const ms = performance.now() - t0;
    if (res.statusCode !== 200)
      throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 160)}`);
    return { ms, bericht: res.json<Bericht>() };
  };
  const entwurf = await timedPost('/sammel/zulassungen', { kandidaten }, sb.jwt);
  const entwuerfe = entwurf.bericht.eintraege.filter((e) => e.ok).map((e) => e.id);
  const freigabe = await timedPost('/sammel/freigaben', { entwuerfe }, leitung.jwt);
  const row = (was: string, r: { ms: number; bericht: Bericht }): Row => ({
    id: 'BACKOFFICE-3',
    figure: `batch of ${BATCH} admissions: ${was} (${label})`,
    ours: { value: r.ms / 1000, unit: 's' },
    oursText: `${r.bericht.erledigt} done, ${r.bericht.fehlgeschlagen} failed; ${(r.ms / BATCH).toFixed(0)} ms per item`,
    target: `≤ ${TARGET_BATCH_MS / 1000} s, none failed`,
    ...verdict([
      { ok: r.ms <= TARGET_BATCH_MS, failure: `${(r.ms / 1000).toFixed(1)} s > ${TARGET_BATCH_MS / 1000} s` },
      {
        ok: r.bericht.fehlgeschlagen === 0 && r.bericht.erledigt === BATCH,
        failure: `${r.bericht.fehlgeschlagen} failed: ${r.bericht.eintraege.find((e) => !e.ok)?.meldung ?? ''}`,
      },
    ]),
    details: { ms: r.ms, erledigt: r.bericht.erledigt, fehlgeschlagen: r.bericht.fehlgeschlagen },
  });
  return [row('drafts by a caseworker', entwurf), row('release by a leitung', freigabe)];
}

async function timed(database: Database, label: string): Promise<Row[]> {
  const { app, clock, close } = await appInProcess(database);
  try {
    const seedStart = performance.now();
    await seedSubmittedApplications(database, {
      n: ITEMS,
      start: new Date('2026-09-01T06:00:00Z'),
      tag: 'bo',
    });
    await analyze(database);
    const seedMs = performance.now() - seedStart;
    const staff = await staffMember(app, database, clock, 'sachbearbeitung');
    const rows: Row[] = [];
    for (const s of LISTEN) rows.push(await listScenario(app, staff.jwt, s, label));
    for (const format of ['csv', 'xlsx'] as const)
      rows.push(await exportScenario(app, staff.jwt, format, label));
    rows.push(...(await batchRows(app, database, clock, label)));
    for (const r of rows) r.details = { ...(r.details as object), seedMs, items: ITEMS };
    return rows;
  } finally {
    await close();
  }
}

export const measureBackoffice = (databaseUrl: string | undefined): Promise<Row[]> =>
  onBothDatabases(databaseUrl, timed);
