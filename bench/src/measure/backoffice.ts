// BACKOFFICE-1 (issue 28 point 13): an office of ten in a term of thousands. A fresh database (PGlite;
// PostgreSQL too with BENCH_DATABASE_URL) gets a term of 2,000 candidates with 10,000 Eingang items
// (backoffice-seed.ts), a caseworker logs in (password, then the TOTP code: timed), and through the
// whole Fastify stack in process (app.inject, no socket) we time the list pages (Kandidaten first and
// last page, sorted, filtered; the Eingang's queues), the person search (a name with umlauts, its
// transliteration, a date of birth), the CSV/XLSX export, and a batch of 500 admissions: the preview,
// a caseworker's drafts in one batch (each in its own transaction, every check of a single draft) and
// a leitung's release in one batch (four-eyes, office function, letter, mail).
import { EINGANG_SEITENGROESSE } from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../apps/server/src/db/connect';
import type { ManualClock } from '../../../apps/server/src/infra/clock';
import { prueflistenGeprueft } from '../../../apps/server/test/helpers/eingang';
import {
  getStaff,
  postStaff,
  staffMember,
  staffPassword,
  totpCode,
  type TestStaff,
} from '../../../apps/server/test/helpers/staff';
import { percentile, type Row, verdict } from '../report';
import { deutschesDatum, geburtsdatum, muellerAnzahl, seedTerm } from './backoffice-seed';
import { appInProcess, onBothDatabases } from './eingang';

/** Candidates and Eingang items; BENCH_BACKOFFICE_CANDIDATES / _ITEMS make a trial run smaller. */
const CANDIDATES = Number(process.env.BENCH_BACKOFFICE_CANDIDATES ?? 2000);
const ITEMS = Number(process.env.BENCH_BACKOFFICE_ITEMS ?? 5 * CANDIDATES);
/** Half the candidates apply for the aptitude test; the batch takes at most all of them. */
const BATCH = Math.min(500, Math.floor(CANDIDATES / 2));
/** Sequential requests per list scenario (after 3 unmeasured warm-up requests). */
const REQUESTS = 30;
const EXPORTS = 3;
const LOGINS = 5;
const TARGET_P95_MS = 200;
const TARGET_EXPORT_MS = 10_000;
/** A batch of 500 drafts and its release each well inside a coffee break. */
const TARGET_BATCH_MS = 120_000;
const KANDIDATEN_SEITENGROESSE = 25;

const letzteSeite = (n: number, groesse: number) => Math.max(1, Math.ceil(n / groesse));
/** Candidate 421's date of birth (or the last one's in a smaller run): exactly one person has it. */
const gesuchtesDatum = deutschesDatum(geburtsdatum(Math.min(421, CANDIDATES)));

interface Scenario {
  name: string;
  url: string;
  /** How many the list must find (the seed is known): a fast wrong answer is no figure. */
  expected?: number;
}

const LISTEN: readonly Scenario[] = [
  { name: 'Kandidaten, first page', url: '/kandidaten', expected: CANDIDATES },
  {
    name: 'Kandidaten, last page by name',
    url: `/kandidaten?seite=${letzteSeite(CANDIDATES, KANDIDATEN_SEITENGROESSE)}`,
    expected: CANDIDATES,
  },
  {
    name: 'Kandidaten, by date of birth descending, middle page',
    url: `/kandidaten?sortierung=geburtsdatum&richtung=ab&seite=${Math.ceil(letzteSeite(CANDIDATES, KANDIDATEN_SEITENGROESSE) / 2)}`,
    expected: CANDIDATES,
  },
  {
    name: 'Kandidaten, filtered: WP, eingereicht, "Nicht zugewiesen"',
    url: '/kandidaten?art=WP&status=eingereicht&zuweisung=keine',
    expected: Math.floor(CANDIDATES / 2),
  },
  { name: 'Eingang "Anträge", first page', url: '/eingang/antraege', expected: CANDIDATES },
  {
    name: 'Eingang "Neue Dokumente", last page',
    url: `/eingang/dokumente?seite=${letzteSeite(ITEMS - CANDIDATES, EINGANG_SEITENGROESSE)}`,
  },
  {
    name: 'search: a name with umlauts ("Müller Jörg")',
    url: `/kandidaten?suche=${encodeURIComponent('Müller Jörg')}`,
    expected: muellerAnzahl(CANDIDATES),
  },
  {
    name: 'search: the same name transliterated ("Mueller")',
    url: '/kandidaten?suche=Mueller',
    expected: muellerAnzahl(CANDIDATES),
  },
  {
    name: `search: a date of birth ("${gesuchtesDatum}")`,
    url: `/kandidaten?suche=${gesuchtesDatum}`,
    expected: 1,
  },
  { name: 'search: an e-mail address', url: '/kandidaten?suche=queue-bo-42%40example.org', expected: 1 },
];

async function listScenario(app: FastifyInstance, jwt: string, s: Scenario, label: string) {
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
    ...verdict([
      { ok: p95 <= TARGET_P95_MS, failure: `p95 ${p95.toFixed(1)} ms > ${TARGET_P95_MS} ms` },
      {
        ok: s.expected === undefined || total === s.expected,
        failure: `found ${total}, expected ${s.expected}`,
      },
    ]),
    details: { url: s.url, p50, p95, requests: REQUESTS, matching: total, expected: s.expected },
  } satisfies Row;
}

async function exportScenario(app: FastifyInstance, jwt: string, format: 'csv' | 'xlsx', label: string) {
  const url = `/export/kandidaten?art=WP&format=${format}`;
  const times: number[] = [];
  let bytes = 0;
  let rows: number | undefined;
  for (let i = 0; i < EXPORTS; i++) {
    const t0 = performance.now();
    const res = await getStaff(app, url, jwt);
    times.push(performance.now() - t0);
    if (res.statusCode !== 200)
      throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 160)}`);
    bytes = res.rawPayload.length;
    if (format === 'csv') rows = res.body.split('\r\n').filter((z) => z !== '').length - 1;
  }
  const worst = Math.max(...times);
  return {
    id: 'BACKOFFICE-2',
    figure: `export of ${(CANDIDATES / 2).toLocaleString('en-US')} candidates as ${format.toUpperCase()} (${label})`,
    ours: { value: worst, unit: 'ms max' },
    oursText: `${EXPORTS} runs, ${(bytes / 1024).toFixed(0)} KiB`,
    target: `≤ ${TARGET_EXPORT_MS / 1000} s`,
    ...verdict([
      { ok: worst <= TARGET_EXPORT_MS, failure: `${worst.toFixed(0)} ms > ${TARGET_EXPORT_MS} ms` },
      {
        ok: rows === undefined || rows === Math.floor(CANDIDATES / 2),
        failure: `${rows} rows, expected ${Math.floor(CANDIDATES / 2)}`,
      },
    ]),
    details: { url, times, bytes, rows },
  } satisfies Row;
}

interface Vorschau {
  eintraege: { moeglich: boolean; grund: string | null }[];
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
  sb: TestStaff,
  label: string,
): Promise<Row[]> {
  const leitung = await staffMember(app, database, clock, 'leitung');
  const kandidaten = await prueflistenGeprueft(database, sb, clock.now(), BATCH);
  const timedPost = async <T>(url: string, body: object, jwt: string) => {
    const t0 = performance.now();
    const res = await postStaff(app, url, body, jwt);
    const ms = performance.now() - t0;
    if (res.statusCode !== 200)
      throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 160)}`);
    return { ms, answer: res.json<T>() };
  };
  // What the batch page shows before the caseworker confirms: each candidate, possible or why not.
  const vorschau = await timedPost<Vorschau>('/sammel/zulassungen/vorschau', { kandidaten }, sb.jwt);
  const entwurf = await timedPost<Bericht>('/sammel/zulassungen', { kandidaten }, sb.jwt);
  const entwuerfe = entwurf.answer.eintraege.filter((e) => e.ok).map((e) => e.id);
  const freigabe = await timedPost<Bericht>('/sammel/freigaben', { entwuerfe }, leitung.jwt);
  const moeglich = vorschau.answer.eintraege.filter((e) => e.moeglich).length;
  const row = (was: string, ms: number, erledigt: number, fehler: string | undefined): Row => ({
    id: 'BACKOFFICE-3',
    figure: `batch of ${BATCH} admissions: ${was} (${label})`,
    ours: { value: ms / 1000, unit: 's' },
    oursText: `${erledigt} of ${BATCH} ${was.startsWith('preview') ? 'possible' : 'done'}; ${(ms / BATCH).toFixed(1)} ms per item`,
    target: `≤ ${TARGET_BATCH_MS / 1000} s, none failed`,
    ...verdict([
      { ok: ms <= TARGET_BATCH_MS, failure: `${(ms / 1000).toFixed(1)} s > ${TARGET_BATCH_MS / 1000} s` },
      { ok: erledigt === BATCH, failure: `${BATCH - erledigt} failed: ${fehler ?? ''}` },
    ]),
    details: { ms, erledigt },
  });
  const ausBericht = (was: string, r: { ms: number; answer: Bericht }) =>
    row(was, r.ms, r.answer.erledigt, r.answer.eintraege.find((e) => !e.ok)?.meldung);
  return [
    row(
      'preview',
      vorschau.ms,
      moeglich,
      vorschau.answer.eintraege.find((e) => !e.moeglich)?.grund ?? undefined,
    ),
    ausBericht('drafts by a caseworker (send)', entwurf),
    ausBericht('release by a leitung', freigabe),
  ];
}

/** The staff login as the office meets it: password, then the TOTP code (each step timed together). */
async function loginRow(
  app: FastifyInstance,
  clock: ManualClock,
  staff: TestStaff,
  label: string,
): Promise<{ row: Row; jwt: string }> {
  const times: number[] = [];
  let jwt = '';
  for (let i = 0; i < LOGINS; i++) {
    // Each login needs a fresh TOTP step (a code is accepted once).
    clock.advance(30_000);
    const t0 = performance.now();
    const erst = await postStaff(app, '/anmelden', { email: staff.email, passwort: staffPassword });
    const code = totpCode(staff.schluessel, clock.now());
    const ok = await postStaff(app, '/anmelden', { email: staff.email, passwort: staffPassword, code });
    times.push(performance.now() - t0);
    if (erst.statusCode !== 200 || ok.statusCode !== 200)
      throw new Error(`staff login answered ${erst.statusCode}/${ok.statusCode}: ${ok.body.slice(0, 160)}`);
    jwt = ok.json<{ jwt: string }>().jwt;
  }
  const p95 = percentile(times, 95);
  return {
    jwt,
    row: {
      id: 'BACKOFFICE-1',
      figure: `staff login, password and TOTP code (${label})`,
      ours: { value: p95, unit: 'ms p95' },
      oursText: `p50 ${percentile(times, 50).toFixed(0)} ms; ${LOGINS} logins`,
      target: 'informational',
      status: 'info',
      details: { times },
    },
  };
}

async function timed(database: Database, label: string): Promise<Row[]> {
  const { app, clock, close } = await appInProcess(database);
  try {
    const seedStart = performance.now();
    await seedTerm(database, { candidates: CANDIDATES, items: ITEMS });
    const seedMs = performance.now() - seedStart;
    const sb = await staffMember(app, database, clock, 'sachbearbeitung');
    const login = await loginRow(app, clock, sb, label);
    const rows: Row[] = [login.row];
    for (const s of LISTEN) rows.push(await listScenario(app, login.jwt, s, label));
    for (const format of ['csv', 'xlsx'] as const)
      rows.push(await exportScenario(app, login.jwt, format, label));
    rows.push(...(await batchRows(app, database, clock, { ...sb, jwt: login.jwt }, label)));
    for (const r of rows)
      r.details = { ...(r.details as object), seedMs, candidates: CANDIDATES, items: ITEMS };
    return rows;
  } finally {
    await close();
  }
}

export const measureBackoffice = (databaseUrl: string | undefined): Promise<Row[]> =>
  onBothDatabases(databaseUrl, timed);
