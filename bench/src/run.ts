// `npm run bench`: baselines and our figures in one run, as ratios beside the targets of quality
// targets §3.3; the table is printed and written to bench/results/<name>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchDir, repoRoot, settings } from './config';
import type { LoginAnswer } from './client';
import { signIn } from './client';
import { describeMachine } from './machine';
import { measureApi, resourceRows, seedDocuments } from './measure/api';
import { idleRssRow, interimSaveTargetRow, measurePglitePk, preparePgbench } from './measure/pipeline';
import { bundleRows, prepareWebBuild, type WebBuild } from './measure/bundle';
import { argon2Rows, measureArgon2, measureLogins } from './measure/login';
import { measureResetTiming } from './measure/enumeration';
import { measureBackoffice } from './measure/backoffice';
import { measureEingang } from './measure/eingang';
import { measurePdf } from './measure/pdf';
import { measureTwoInstances } from './measure/scale';
import { measureSoak, soakSeconds } from './measure/soak';
import { measureInterimSave, measureModuleDeclaration } from './measure/routes';
import { largeUpload, measureUploads, parallelUploadRss } from './measure/upload';
import { measureLighthouse } from './measure/lighthouse';
import { measureVitals } from './measure/vitals';
import { clientCore, killAllStarted, pinSelf, serverCore, tasksetAvailable, withTimeout } from './proc';
import { formatTable, type Row } from './report';
import { benchPassword, type BenchServer, serverLogTail, startServer } from './server';

const runStart = performance.now();
const machine = describeMachine();
const pinned = pinSelf(clientCore);
const rows: Row[] = [];
const deadline = runStart + settings.maxRunSeconds * 1000;
/** A step is not started with less time left than this (or its whole budget, if smaller). */
const minStepMs = 30_000;
/** 1-minute load average when each step began: other work on the box shows up here. */
const stepLoad: { step: string; figure: string; atSeconds: number; load1: number }[] = [];
const loadAtStart = os.loadavg()[0] ?? 0;

process.on('exit', killAllStarted);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killAllStarted();
    process.exit(130);
  });
}

/** Steps that measure through the running server (PGlite) need the 'server' step. */
const serverSteps = ['api', 'routes', 'enumeration', 'login', 'upload', 'vitals', 'lighthouse', 'seiten'];
/** BENCH_STEPS picks measurements (plus the server they run against), BENCH_SKIP drops some. */
function wanted(name: string): boolean {
  if (settings.skip.has(name)) return false;
  if (settings.only.size === 0) return true;
  if (name === 'server') return serverSteps.some((s) => settings.only.has(s) && !settings.skip.has(s));
  return settings.only.has(name);
}

const log = (text: string) =>
  process.stderr.write(
    `[bench ${((performance.now() - runStart) / 1000).toFixed(0).padStart(3)} s] ${text}\n`,
  );

interface Placeholder {
  id: string;
  figure: string;
  target: string;
}

/**
 * One measurement: skipped when BENCH_SKIP names it, bounded in time, and a failure becomes an
 * 'error' row instead of ending the run.
 */
async function step(name: string, placeholder: Placeholder, fn: () => Promise<Row[]>, budgetMs: number) {
  if (!wanted(name)) {
    // Steps left out by BENCH_STEPS stay out of the table; BENCH_SKIP shows what it dropped.
    if (settings.skip.has(name)) rows.push({ ...placeholder, status: 'skipped', note: `BENCH_SKIP=${name}` });
    return;
  }
  const left = deadline - performance.now();
  // A step started with a few seconds left only times out: the evening's quiet run reported
  // "/meinedaten/zugangsdatenaendern timed out after 5 s", which was the run's end, not the page.
  if (left < Math.min(budgetMs, minStepMs)) {
    rows.push({
      ...placeholder,
      status: 'skipped',
      note: `BENCH_MAX_SECONDS=${settings.maxRunSeconds} reached (${Math.max(0, Math.round(left / 1000))} s left)`,
    });
    return;
  }
  log(`${name}: ${placeholder.figure}`);
  stepLoad.push({
    step: name,
    figure: placeholder.figure,
    atSeconds: Math.round((performance.now() - runStart) / 1000),
    load1: os.loadavg()[0] ?? 0,
  });
  try {
    const cut = left < budgetMs ? ` (cut to the ${Math.round(left / 1000)} s left by BENCH_MAX_SECONDS)` : '';
    rows.push(...(await withTimeout(fn(), Math.min(budgetMs, left), `${name}${cut}`)));
  } catch (error) {
    const message = (error as Error).message.split('\n')[0] ?? String(error);
    rows.push({ ...placeholder, status: 'error', note: `error: ${message}` });
    log(`${name} failed: ${(error as Error).message}`);
  }
}

/** Time for `targets` autocannon targets measured in turns, with room for starting the processes. */
const loadBudget = (targets = 1) =>
  ((settings.warmupSeconds + settings.seconds * settings.repetitions) * targets + 40) * 1000;

let web: WebBuild | undefined;
let server: BenchServer | undefined;
let session: LoginAnswer | undefined;

// The build serves the Chromium runs too, so it is made unless both users of it are skipped.
let webError = 'no web build';
if (wanted('bundle') || wanted('vitals') || wanted('lighthouse') || wanted('seiten')) {
  log('building the web app (vite build into a temporary folder)');
  try {
    web = prepareWebBuild();
  } catch (error) {
    webError = (error as Error).message;
  }
}

await step(
  'bundle',
  { id: 'PERF-FE-1', figure: 'bundle sizes', target: '≤ 150 / 350 KiB gz' },
  async () => {
    if (!web) throw new Error(webError);
    return bundleRows(web);
  },
  60_000,
);

await step(
  'server',
  { id: 'server', figure: 'start the server (PGlite)', target: '' },
  async () => {
    server = await startServer({
      label: 'pglite',
      webDist: web?.dir,
      writerAccounts: settings.connections,
      admittedAccounts: settings.declarations,
      quietRss: true,
    });
    session = await signIn(server.origin, server.main.email, benchPassword);
    return [...resourceRows(server), idleRssRow(server)];
  },
  // The seed, the start and up to 90 s until the start-up work is done (idleRssRow).
  240_000,
);

const needServer = (): { server: BenchServer; jwt: string } => {
  if (!server || !session) throw new Error('the server did not start (see the server row)');
  return { server, jwt: session.jwt };
};
await step(
  'api',
  {
    id: 'PERF-API-1',
    figure: 'B1, /health/live, GET /api/dokumente (PGlite)',
    target: 'ratio ≥ 0.6 / ≥ 0.10, ≥ 1,000 req/s, p95 ≤ 50 ms',
  },
  async () => {
    const { server: s, jwt } = needServer();
    return measureApi(s, jwt, await seedDocuments(s, jwt), {
      pglite: () =>
        measurePglitePk().catch((error: unknown) => {
          log(`PGlite baseline failed: ${(error as Error).message}`);
          return undefined;
        }),
    });
  },
  loadBudget(4) + 2 * (settings.seconds + 60) * 1000,
);

await step(
  'routes',
  { id: 'PERF-API-2', figure: 'interim save', target: 'p95 ≤ 100 ms, ≥ 200 req/s' },
  async () => [await measureInterimSave(needServer().server, needServer().jwt)],
  loadBudget(),
);
await step(
  'routes',
  { id: 'PERF-API-3', figure: 'module declaration', target: 'p95 ≤ 300 ms, ≥ 20 submits/s' },
  async () => [await measureModuleDeclaration(needServer().server, needServer().jwt)],
  180_000,
);

await step(
  'enumeration',
  { id: 'SEC-AUTH-7', figure: 'reset request timing, known vs unknown address', target: '≤ 100 ms' },
  async () => measureResetTiming(needServer().server),
  120_000,
);

await step(
  'login',
  { id: 'PERF-AUTH', figure: 'logins/s vs argon2 hashes/s', target: '≥ 0.8 × B5 × usable cores' },
  async () => {
    const b5 = await measureArgon2();
    try {
      return await measureLogins(needServer().server, b5);
    } catch (error) {
      return [
        ...argon2Rows(b5),
        {
          id: 'PERF-AUTH',
          figure: 'successful logins/s at saturation',
          target: '≥ 0.8 × B5',
          status: 'error',
          note: `error: ${(error as Error).message}`,
        },
      ];
    }
  },
  settings.seconds * 3000 + 180_000,
);

await step(
  'upload',
  { id: 'PERF-UP-1', figure: '30 MB uploads', target: 'ratio ≥ 0.5; RSS < 300 MB' },
  async () => measureUploads(needServer().server, needServer().jwt),
  300_000,
);

await step(
  'pdf',
  { id: 'B7 ratio', figure: 'receipt PDFs/s', target: 'ratio ≥ 0.5' },
  () => measurePdf(),
  settings.seconds * 4000 + 120_000,
);

await step(
  'vitals',
  { id: 'PERF-FE-4', figure: 'LCP / CLS in Chromium', target: 'LCP ≤ 2.5 s, CLS ≤ 0.1' },
  async () => {
    const { server: s } = needServer();
    if (!web) throw new Error(webError);
    return measureVitals(s.origin, [
      { name: 'login', path: '/examensportal/login', expect: /\/login$/ },
      {
        name: 'wizard step 1 (modulanmeldung)',
        path: '/examensportal/zulassung/antragstellen/modulanmeldung',
        user: JSON.stringify(session),
        expect: /\/zulassung\/antragstellen\/modulanmeldung$/,
      },
      // Issue 16.5: its sections used to appear after the data and push the links and footer down.
      {
        name: 'Meine Daten',
        path: '/examensportal/meinedaten',
        user: JSON.stringify(session),
        expect: /\/meinedaten$/,
      },
      // Its three panels (confirmation, 'Ihr Verfahren', 'Stand Ihres Verfahrens') arrived one by one.
      { name: 'start', path: '/examensportal/start', user: JSON.stringify(session), expect: /\/start$/ },
      // Issue 29.5: entries that redirect to their first page showed an empty main meanwhile; the
      // footer rose into the screen and dropped again (Lighthouse CLS 0.068 and 0.367).
      {
        name: 'wizard entry (redirects)',
        path: '/examensportal/zulassung/antragstellen',
        user: JSON.stringify(session),
        expect: /\/zulassung\/antragstellen\/modulanmeldung$/,
      },
      {
        name: 'digital file entry (redirects)',
        path: '/examensportal/meinedaten/digitaleakte',
        user: JSON.stringify(session),
        expect: /\/meinedaten\/digitaleakte\/akteneingang$/,
      },
    ]);
  },
  settings.pageLoads * 12 * 30_000 + 30_000,
);

await step(
  'lighthouse',
  { id: 'PERF-FE-3', figure: 'Lighthouse mobile performance of /login', target: '≥ 95' },
  async () => {
    const { server: s } = needServer();
    if (!web) throw new Error(webError);
    return measureLighthouse(s.origin, 'login', '/examensportal/login');
  },
  settings.lighthouseRuns * 60_000 + 30_000,
);

// Issue 29 point 5: every candidate page a fresh WP account opens (the flows show their 'nicht
// anwendbar' state to it) and the back-office's first page, the staff login; one step per page, so
// a slow page or the run's time limit costs only the pages after it.
const oeffentlicheSeiten = ['registrierung', 'passwortvergessen', 'barrierefreiheit'];
const angemeldeteSeiten = [
  'start',
  'zulassung/antragstellen',
  'modulpruefung/anmeldung',
  'triftigergrund',
  'ruecktritt/gesamtpruefung',
  'meinedaten',
  'meinedaten/digitaleakte',
  'meinedaten/kontaktdatenaendern',
  'meinedaten/zugangsdatenaendern',
  'meinedaten/loeschung',
  'postfach',
];
for (const [seite, angemeldet] of [
  ...oeffentlicheSeiten.map((p) => [p, false] as const),
  ...angemeldeteSeiten.map((p) => [p, true] as const),
  ['pruefungsstelle/login', false] as const,
]) {
  await step(
    'seiten',
    { id: 'PERF-FE-3', figure: `Lighthouse mobile performance of /${seite}`, target: '≥ 95' },
    async () => {
      const { server: s } = needServer();
      if (!web) throw new Error(webError);
      const sitzung = angemeldet ? { key: 'user', value: JSON.stringify(session) } : undefined;
      return measureLighthouse(
        s.origin,
        `/${seite}`,
        `/examensportal/${seite}`,
        sitzung,
        settings.lighthouseSeitenRuns,
      );
    },
    settings.lighthouseSeitenRuns * 90_000 + 10_000,
  );
}

if (server) {
  const s: BenchServer = server;
  if (rows.some((r) => r.status === 'error')) log(`server log tail:\n${serverLogTail(s)}`);
  await s.close().catch((error: unknown) => log(`closing the server: ${(error as Error).message}`));
}
web?.cleanup();

if (settings.databaseUrl && wanted('postgres')) {
  // The same reads and writes on PostgreSQL (a fresh database on the given server, dropped afterwards).
  let pg: { server: BenchServer; jwt: string } | undefined;
  await step(
    'postgres',
    { id: 'server', figure: 'start the server (PostgreSQL)', target: '' },
    async () => {
      const pgServer = await startServer({
        label: 'postgres',
        databaseUrl: settings.databaseUrl,
        loginAccounts: 0,
        writerAccounts: settings.connections,
        admittedAccounts: settings.declarations,
        quietRss: true,
      });
      pg = { server: pgServer, jwt: '' };
      pg.jwt = (await signIn(pgServer.origin, pgServer.main.email, benchPassword)).jwt;
      return [...resourceRows(pgServer), idleRssRow(pgServer)];
    },
    240_000,
  );
  const needPg = () => {
    if (!pg?.jwt) throw new Error('the PostgreSQL server did not start (see the server row)');
    return pg;
  };
  await step(
    'postgres',
    { id: 'PERF-API-1', figure: 'GET /api/dokumente (PostgreSQL)', target: 'ratio ≥ 0.10, ≥ 1,000 req/s' },
    async () => {
      const { server: s, jwt } = needPg();
      // B3: pgbench -S on its own tables in a scratch database of the same PostgreSQL server.
      const bench = await preparePgbench(settings.databaseUrl ?? '').catch((error: unknown) => {
        log(`pgbench baseline failed: ${(error as Error).message}`);
        return undefined;
      });
      try {
        return await measureApi(s, jwt, await seedDocuments(s, jwt), {
          pgbench: async () => {
            if (!bench) return undefined;
            const tps = bench.run();
            return { tps, clients: settings.connections, runs: [tps] };
          },
        });
      } finally {
        await bench?.drop();
      }
    },
    loadBudget(2) + 2 * (settings.seconds + 60) * 1000 + 60_000,
  );
  await step(
    'postgres',
    { id: 'PERF-API-2', figure: 'interim save (PostgreSQL)', target: 'p95 ≤ 100 ms, ≥ 200 req/s' },
    async () => {
      const save = await measureInterimSave(needPg().server, needPg().jwt);
      const target = interimSaveTargetRow(save);
      return target ? [save, target] : [save];
    },
    loadBudget() + 60_000,
  );
  await step(
    'postgres',
    { id: 'PERF-API-3', figure: 'module declaration (PostgreSQL)', target: 'p95 ≤ 300 ms, ≥ 20 submits/s' },
    async () => [await measureModuleDeclaration(needPg().server, needPg().jwt)],
    180_000,
  );
  await step(
    'postgres',
    { id: 'PERF-UP-1', figure: 'peak RSS, parallel uploads (PostgreSQL)', target: 'RSS < 300 MB' },
    async () => {
      const big = largeUpload(needPg().server, needPg().jwt);
      return [await parallelUploadRss(needPg().server, big.send, big.mb)];
    },
    180_000,
  );
  const started = pg as { server: BenchServer } | undefined;
  await started?.server
    .close()
    .catch((error: unknown) => log(`closing the server: ${(error as Error).message}`));
} else if (wanted('postgres')) {
  rows.push({
    id: 'PERF-API-1',
    figure: 'GET /api/dokumente (PostgreSQL)',
    target: 'ratio ≥ 0.10, ≥ 1,000 req/s, p95 ≤ 50 ms',
    status: 'skipped',
    note: 'set BENCH_DATABASE_URL or TEST_DATABASE_URL (a fresh database is created and dropped)',
  });
}

// The office-of-ten steps seed 2,000 candidates and take minutes: after the issue 29 rows (the PGlite
// and PostgreSQL reads and writes), so the default run reaches every one of those first.
await step(
  'eingang',
  { id: 'EINGANG-1', figure: 'Eingang queue of 10,000 items', target: 'p95 ≤ 100 ms' },
  () => measureEingang(settings.databaseUrl),
  480_000,
);
await step(
  'backoffice',
  { id: 'BACKOFFICE-1', figure: 'office of ten, 10,000 items', target: '' },
  () => measureBackoffice(settings.databaseUrl),
  1_200_000,
);

if (settings.databaseUrl && wanted('scale')) {
  // Issue 18: one instance vs two behind haproxy (Debian's, /usr/sbin/haproxy) on one fresh database.
  await step(
    'scale',
    { id: 'SCALE-1', figure: 'two instances vs one through haproxy', target: 'informational' },
    () => measureTwoInstances(settings.databaseUrl ?? ''),
    loadBudget(4) + 120_000,
  );
} else if (wanted('scale')) {
  rows.push({
    id: 'SCALE-1',
    figure: 'two instances vs one through haproxy',
    target: 'informational',
    status: 'skipped',
    note: 'set BENCH_DATABASE_URL or TEST_DATABASE_URL',
  });
}

// Issue 29 point 4: the deadline-day soak, only when asked for by name (BENCH_STEPS=soak).
if (settings.only.has('soak')) {
  await step(
    'soak',
    { id: 'SOAK', figure: 'deadline-day soak', target: 'errors 0; RSS flat' },
    () => measureSoak(log),
    (2 * soakSeconds + 600) * 1000,
  );
}

const seconds = (performance.now() - runStart) / 1000;
const notMeasured = [
  'B2 nginx static baseline: nginx is not installed (SPA assets are served by @fastify/static)',
  'B4 pg_test_fsync and durable submits/s at 1 and 8 clients: not run',
  'PERF-API-3 final application submit (POST /api/zulassung/files): only module declarations are measured',
  'PERF-RES-1 RSS under design load and the soak: only with BENCH_STEPS=soak (bench/src/measure/soak.ts)',
  'B8 HMAC / JWT verify microbench: informational, not run',
  'PERF-FE-5 INP proxy, PERF-FE-6 key-up validation: not part of this bench',
  'PERF-DB-1 EXPLAIN / query counts: belongs to the server tests',
];

const header = [
  `Examensportal bench — ${machine.date}`,
  `node ${machine.node}, commit ${machine.commit.slice(0, 12)}${machine.uncommittedFiles ? ` (+${machine.uncommittedFiles} uncommitted files)` : ''}`,
  `${machine.cores} cores (${machine.cpuModel}), ${machine.memoryMiB} MiB, kernel ${machine.kernel}`,
  tasksetAvailable
    ? `pinning: server and CPU loops on core ${serverCore}, load generator and bench on core ${clientCore}${pinned ? '' : ' (self-pin failed)'}`
    : 'pinning: taskset not found, nothing pinned',
  `load average (1 min): ${loadAtStart.toFixed(1)} at start, ${(os.loadavg()[0] ?? 0).toFixed(1)} at the end, on ${machine.cores} cores${
    Math.max(loadAtStart, ...stepLoad.map((l) => l.load1)) > machine.cores
      ? ' — WARNING: other work competed for the CPU during this run; absolute figures are depressed and noisy'
      : ''
  }`,
  `protocol: warm-up ${settings.warmupSeconds} s, then ${settings.repetitions} × ${settings.seconds} s, median; autocannon -c ${settings.connections}, keep-alive, no pipelining`,
];
process.stdout.write(
  `\n${header.join('\n')}\n\n${formatTable(rows)}\n\nNot measured by this bench:\n${notMeasured.map((n) => `- ${n}`).join('\n')}\n\nrun time ${seconds.toFixed(0)} s\n`,
);

const name = settings.name ?? `${machine.date.slice(0, 10)}-${machine.commit.slice(0, 7)}`;
const file = path.join(benchDir, 'results', `${name}.json`);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(
  file,
  `${JSON.stringify(
    {
      name,
      machine,
      settings: {
        ...settings,
        skip: [...settings.skip],
        only: [...settings.only],
        databaseUrl: settings.databaseUrl ? '(set)' : undefined,
      },
      protocol: { serverCore, clientCore, pinned: tasksetAvailable },
      webBuild: web?.source,
      loadAverage: { start: loadAtStart, end: os.loadavg()[0], steps: stepLoad },
      runSeconds: seconds,
      results: rows.map((r) => ({
        ...r,
        pass: r.status === 'pass' ? true : r.status === 'fail' ? false : null,
      })),
      notMeasured,
    },
    null,
    2,
  )}\n`,
);
process.stdout.write(`results: ${path.relative(repoRoot, file)}\n`);
process.exit(0);
