import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (bench/src → ../..). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const benchDir = path.join(repoRoot, 'bench');

function num(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${name} must be a number between ${min} and ${max} (is: ${raw})`);
  }
  return value;
}

const list = (name: string) =>
  (process.env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Every knob of a run. The default steps take about eight minutes on 2 cores (PGlite), two more with
 * PostgreSQL, then the office-of-ten steps as far as the hard stop BENCH_MAX_SECONDS (900) lets them.
 */
export const settings = {
  /** Length of one measured autocannon repetition and of the loop benchmarks. */
  seconds: num('BENCH_SECONDS', 4, 1, 120),
  warmupSeconds: num('BENCH_WARMUP', 2, 0, 60),
  repetitions: Math.round(num('BENCH_REPS', 3, 1, 9)),
  connections: Math.round(num('BENCH_CONNECTIONS', 32, 1, 1024)),
  /** Logins in flight at once (PERF-AUTH-1 says 10). */
  loginConcurrency: Math.round(num('BENCH_LOGIN_CONCURRENCY', 10, 1, 64)),
  /** ALTCHA difficulty of the benchmark server (the solver counts up to about this number). */
  captchaMaxNumber: Math.round(num('BENCH_CAPTCHA_MAX', 1000, 1, 10_000_000)),
  /** Module declarations sent (one per admitted candidate, seeded before the server starts). */
  declarations: Math.round(num('BENCH_DECLARATIONS', 60, 0, 1000)),
  declarationConcurrency: Math.round(num('BENCH_DECLARATION_CONCURRENCY', 8, 1, 64)),
  uploadMiB: num('BENCH_UPLOAD_MIB', 30, 1, 31),
  parallelUploads: Math.round(num('BENCH_PARALLEL_UPLOADS', 20, 1, 50)),
  /** Page loads per page and throttling setting (median reported). */
  pageLoads: Math.round(num('BENCH_PAGE_LOADS', 3, 1, 9)),
  /** Lighthouse runs of /login (median reported; each about 15 s). */
  lighthouseRuns: Math.round(num('BENCH_LIGHTHOUSE_RUNS', 3, 1, 9)),
  /** Lighthouse runs of each other page (step `seiten`, 15 pages; median reported). */
  lighthouseSeitenRuns: Math.round(num('BENCH_LIGHTHOUSE_SEITEN_RUNS', 1, 1, 9)),
  databaseUrl: process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || undefined,
  /** Measurements to leave out, by id: api,login,routes,upload,pdf,bundle,vitals,lighthouse,postgres. */
  skip: new Set(list('BENCH_SKIP')),
  /** Only these measurements, by id (same ids as BENCH_SKIP); empty = all. */
  only: new Set(list('BENCH_STEPS')),
  name: process.env.BENCH_NAME?.trim() || undefined,
  chromium: process.env.BENCH_CHROMIUM?.trim() || '/usr/bin/chromium',
  /** Use this built SPA instead of building the current source into a temporary folder. */
  webDist: process.env.BENCH_WEB_DIST?.trim() || undefined,
  /** Hard cap for the whole run; a measurement still running then is abandoned. */
  /** (The soak, BENCH_STEPS=soak, runs two 10-minute phases: its default cap is an hour.) */
  /** (A full run reaches the last of the `seiten` step's 15 Lighthouse pages after about 9 minutes, then PostgreSQL's.) */
  maxRunSeconds: num('BENCH_MAX_SECONDS', list('BENCH_STEPS').includes('soak') ? 3600 : 900, 30, 3600),
};
