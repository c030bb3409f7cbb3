// Issue 29 point 4: the deadline-day soak (BENCH_STEPS=soak, never part of npm test). 2,000 seeded
// candidates (some admitted) in a realistic mix – login, status, document list, upload, download,
// module declaration (its receipt PDF is rendered by the outbox and then listed and downloaded like
// any document) – and the office's staff paging through their lists (soak-office.ts), for BENCH_SOAK_SECONDS against two instances behind haproxy on PostgreSQL (with
// BENCH_DATABASE_URL / TEST_DATABASE_URL) and, separately, one instance on PGlite. Printed: throughput,
// p50/p95/p99 per call, errors, RSS over time and the event-loop delay (a /health/live probe straight
// to each instance every 500 ms, minus nothing: its latency is the time the loop took to get to it).
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API } from '@examensportal/domain/api';
import { ERKLAERUNGEN } from '@examensportal/domain/erklaerungen/index';
import { MODUL_SLOTS } from '@examensportal/domain/rules/module';
import { percentile } from '../../../apps/server/test/faults/harness/load';
import { type FaultServer, startFaultServer } from '../../../apps/server/test/faults/harness/server';
import { multipartBody, sample } from '../../../apps/server/test/helpers/multipart';
import { haproxyConfig, startHaproxy } from '../../../apps/server/test/scale/haproxy';
import { send } from '../../../apps/server/test/scale/http';
import { allocateAddresses, signIn } from '../client';
import { settings } from '../config';
import { memoryOf, sleep } from '../proc';
import { type Row, verdict } from '../report';
import { proxiedServerEnv } from './scale';
import { type OfficeCall, officeWorker, officeWorkers, seedOffice } from './soak-office';
import { request } from './soak-request';
import { openTermDisplay } from '../seed-procedure';
import { benchPassword, buildServer, freshDatabase, seedAccounts, serveCommand } from '../server';
import { ERKLAERUNG_API } from '@examensportal/domain/erklaerungen/aufrufe';

/** BENCH_SOAK_CANDIDATES makes a trial run smaller (seeding 2,000 takes minutes on a busy machine). */
const CANDIDATES = Number(process.env.BENCH_SOAK_CANDIDATES ?? 2000);
/** Candidates admitted when seeded (one in ten): they also send a module declaration (and get a receipt). */
const ADMITTED = Math.ceil(CANDIDATES / 10);
export const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
/** Virtual candidates working at once (quality-targets' load recipe ramps to 150). */
const USERS = Number(process.env.BENCH_SOAK_USERS ?? 150);
/**
 * Think time between one candidate's calls, "min-max" in ms: the recipe's 2–10 s of a person reading a
 * page, compressed 10×. "0-0" is a closed loop without pauses: a saturation test, where load shedding's
 * 503 is the planned answer, not a soak.
 */
const [THINK_MIN, THINK_MAX] = (process.env.BENCH_SOAK_THINK_MS ?? '200-1000').split('-').map(Number) as [
  number,
  number,
];
/** Users start one after the other over this many seconds (the recipe's ramp), at most a fifth of the run. */
const RAMP_SECONDS = Math.min(Number(process.env.BENCH_SOAK_RAMP_SECONDS ?? 120), soakSeconds / 5);
const think = () => sleep(THINK_MIN + Math.random() * Math.max(0, THINK_MAX - THINK_MIN));
/** BENCH_SOAK_PROXY_PORT for haproxy, BENCH_SOAK_PORT for the first instance (the second takes the next). */
const proxyPort = Number(process.env.BENCH_SOAK_PROXY_PORT ?? 4431);
/** A busy machine starts PGlite with 2,000 accounts slowly (5 s when quiet). */
const startTimeoutMs = 180_000;
const firstPort = Number(process.env.BENCH_SOAK_PORT ?? 4432);
const ports = [firstPort, firstPort + 1];
/** BENCH_SOAK_MAIN: another build's main.js (A/B of two builds in turns); without it the sources are built. */
const main = process.env.BENCH_SOAK_MAIN;
/** BENCH_SOAK_KEEP_LOG=<prefix>: each instance's log is written to <prefix>-<phase>-<n>.log at the end. */
const keepLog = process.env.BENCH_SOAK_KEEP_LOG;
const keepLogs = (phase: string, servers: FaultServer[]) => {
  if (keepLog)
    for (const [i, s] of servers.entries()) writeFileSync(`${keepLog}-${phase}-${i}.log`, s.output());
};
/** BENCH_SOAK_PGLITE=0 leaves out the PGlite phase (short A/B runs of the pair). */
const withPglite = process.env.BENCH_SOAK_PGLITE !== '0';
/** BENCH_SOAK_POSTGRES=0 leaves out the PostgreSQL pair (short runs of the PGlite phase). */
const withPostgres = process.env.BENCH_SOAK_POSTGRES !== '0';
/**
 * BENCH_SOAK_HEAP_DIR=<folder>: the first instance writes a V8 heap snapshot there at a quarter and at nine
 * tenths of each phase (compare them with bench/src/heap-diff.ts). Each one stops that instance for seconds.
 */
const heapDir = process.env.BENCH_SOAK_HEAP_DIR;
/** Node's diagnostic report (heap, external memory, libuv handles) every this many seconds. */
const REPORT_EVERY_SECONDS = 15;

/**
 * An instance as `npm run serve` starts it (MALLOC_ARENA_MAX, the heap flags: RSS is measured), plus Node's
 * own diagnostics on signals the server does not use (close-with-grace ends it on SIGUSR2): a report on
 * SIGWINCH, a heap snapshot on SIGXCPU.
 */
function instanceStart(diagnostics: string): { nodeArgs: string[]; env: Record<string, string> } {
  mkdirSync(diagnostics, { recursive: true });
  const serve = serveCommand();
  return {
    env: serve.env,
    nodeArgs: [
      ...serve.nodeArgs,
      '--report-on-signal',
      '--report-signal=SIGWINCH',
      '--report-compact',
      `--report-directory=${diagnostics}`,
      `--diagnostic-dir=${diagnostics}`,
      '--heapsnapshot-signal=SIGXCPU',
    ],
  };
}

/** What one diagnostic report says, in MB (heap used by live and not yet collected objects, external, malloc). */
interface Report {
  heapUsedMB: number;
  heapTotalMB: number;
  externalMB: number;
  mallocMB: number;
  handles: number;
}

/** Asks the instance for a report and reads it (undefined when none came within 5 s). */
async function reportOf(pid: number, diagnostics: string): Promise<Report | undefined> {
  const before = new Set(readdirSync(diagnostics));
  try {
    process.kill(pid, 'SIGWINCH');
  } catch {
    return undefined;
  }
  for (let i = 0; i < 50; i++) {
    await sleep(100);
    const file = readdirSync(diagnostics).find((f) => f.startsWith('report.') && !before.has(f));
    if (!file) continue;
    try {
      const r = JSON.parse(readFileSync(path.join(diagnostics, file), 'utf8')) as {
        javascriptHeap: {
          usedMemory: number;
          totalMemory: number;
          externalMemory?: number;
          mallocedMemory: number;
        };
        libuv: unknown[];
      };
      rmSync(path.join(diagnostics, file), { force: true });
      const mb = (bytes = NaN) => Math.round((bytes / 1e6) * 10) / 10;
      return {
        heapUsedMB: mb(r.javascriptHeap.usedMemory),
        heapTotalMB: mb(r.javascriptHeap.totalMemory),
        externalMB: mb(r.javascriptHeap.externalMemory),
        mallocMB: mb(r.javascriptHeap.mallocedMemory),
        handles: r.libuv.length,
      };
    } catch {
      // still being written
    }
  }
  return undefined;
}

/**
 * "RSS flat", the rule: for each instance the median RSS of the run's last third (samples every 5 s) is at
 * most FLAT_PERCENT above the median of its middle third. Medians, because a single 5-s sample jumps by
 * 20–40 MB with the uploads in flight; growth that levels off (the heap and the allocator finding their
 * size under load) passes, a leak of a few kB per call at 100+ calls/s does not.
 */
const FLAT_PERCENT = 5;

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** Per instance the median RSS of the first, middle and last third of the run, in MB. */
function rssThirds(probes: { atSeconds: number; rssMB: number[] }[]): [number, number, number][] {
  const last = probes.at(-1)?.atSeconds ?? 0;
  const third = (k: number) =>
    probes.filter(
      (p) => p.atSeconds >= (last * k) / 3 && p.atSeconds < (last * (k + 1)) / 3 + (k === 2 ? 1 : 0),
    );
  return (probes[0]?.rssMB ?? []).map(
    (_, i) =>
      [0, 1, 2].map((k) => median(third(k).map((p) => p.rssMB[i] ?? NaN))) as [number, number, number],
  );
}

type Call = 'login' | 'status' | 'dokumente' | 'upload' | 'download' | 'anmeldung' | OfficeCall['call'];
/** How often each call is chosen once logged in (a deadline day: mostly looking, some sending). */
const MIX: readonly [Call, number][] = [
  ['status', 35],
  ['dokumente', 30],
  ['download', 15],
  ['upload', 12],
  ['anmeldung', 8],
];

interface Sample {
  call: Call;
  status: number;
  ms: number;
  /** The answer's start when it was not a success (the first of each kind is kept). */
  error?: string;
}

interface Candidate {
  email: string;
  /** Its own loopback source address: the per-IP login limit (20 a minute) is per client. */
  address: string;
  admitted: boolean;
  jwt?: string;
  declared?: boolean;
  documents: string[];
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

function chooseCall(): Call {
  const total = MIX.reduce((sum, [, w]) => sum + w, 0);
  let r = Math.random() * total;
  for (const [call, w] of MIX) {
    r -= w;
    if (r < 0) return call;
  }
  return 'status';
}

const upload = multipartBody([
  { name: 'lebenslauf', filename: 'soak.pdf', contentType: 'application/pdf', data: sample.pdf(256 * 1024) },
]);

const declaration = () =>
  Buffer.from(
    JSON.stringify({
      zulassungsblock: openTermDisplay(),
      art: ERKLAERUNGEN.anmeldung.ereignisarten[0],
      abgesendetAm: new Date().toISOString().slice(0, 16).replace('T', ' '),
      ...Object.fromEntries(MODUL_SLOTS.map((slot) => [slot, slot === 'wr'])),
    }),
  );

/** One step of one virtual candidate: log in when needed, else one call of the mix. */
/** What a call's sample keeps of a refusal (its answer) or of no answer (the socket error). */
const errorOf = (res: { status: number; body: string }): string | undefined =>
  res.status >= 300 || res.status === 0 ? res.body.slice(0, 200) : undefined;

async function step(api: string, agent: http.Agent, c: Candidate): Promise<Sample> {
  if (!c.jwt) {
    const started = performance.now();
    try {
      // The origin without the API base (signIn adds it).
      c.jwt = (
        await signIn(api.replace(/\/examensportal\/backend$/, ''), c.email, benchPassword, c.address)
      ).jwt;
      return { call: 'login', status: 200, ms: performance.now() - started };
    } catch (error) {
      const ms = performance.now() - started;
      // A refused login is counted once, then this candidate rests (no tight retry loop).
      await sleep(1000);
      return {
        call: 'login',
        // The captcha's challenge comes first: its refusal (503 from load shedding) is the login's status too.
        status: Number(/(?:login failed|captcha challenge): (\d+)/.exec(String(error))?.[1] ?? 0),
        ms,
        error: String(error).slice(0, 200),
      };
    }
  }
  const auth = { authorization: `Bearer ${c.jwt}` };
  let call = chooseCall();
  if (call === 'anmeldung' && (!c.admitted || c.declared)) call = 'status';
  if (call === 'download' && c.documents.length === 0) call = 'dokumente';
  if (call === 'status')
    return { call, ...(await request(`${api}${API.status.path}`, agent, { headers: auth })) };
  if (call === 'dokumente') {
    const res = await request(`${api}${API.dokumente.path}`, agent, { headers: auth });
    if (res.status === 200) {
      const list = JSON.parse(res.body) as { documentId?: string; id?: string }[];
      c.documents = list.map((d) => d.documentId ?? d.id ?? '').filter(Boolean);
    }
    return {
      call,
      status: res.status,
      ms: res.ms,
      error: errorOf(res),
    };
  }
  if (call === 'download') {
    const id = pick(c.documents);
    const res = await request(`${api}${API.dokumentHerunterladen.path.replace(':documentId', id)}`, agent, {
      headers: auth,
    });
    // Gone meanwhile (a receipt replaced, a document deleted): look again next time.
    if (res.status === 404) c.documents = [];
    return { call, status: res.status, ms: res.ms, error: res.status === 0 ? errorOf(res) : undefined };
  }
  if (call === 'upload') {
    const res = await request(`${api}${API.dokumenteHochladen.path}`, agent, {
      method: 'POST',
      headers: { ...auth, 'content-type': upload.contentType },
      body: upload.body,
    });
    return {
      call,
      status: res.status,
      ms: res.ms,
      error: errorOf(res),
    };
  }
  const res = await request(`${api}${ERKLAERUNG_API.anmeldung.path}`, agent, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: declaration(),
  });
  if (res.status === 200) c.declared = true;
  return {
    call: 'anmeldung',
    status: res.status,
    ms: res.ms,
    error: errorOf(res),
  };
}

interface Probe {
  atSeconds: number;
  rssMB: number[];
  loopMs: number[];
  /** Every REPORT_EVERY_SECONDS: each instance's diagnostic report. */
  reports?: (Report | undefined)[];
}

async function soakThrough(
  api: string,
  direct: string[],
  pids: number[],
  diagnostics: string[],
  candidates: Candidate[],
  log: (text: string) => void,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: USERS });
  const probeAgent = new http.Agent({ keepAlive: true, maxSockets: direct.length });
  const samples: Sample[] = [];
  const probes: Probe[] = [];
  const loopDelays: number[] = [];
  const start = performance.now();
  const end = start + soakSeconds * 1000;
  let running = true;
  const snapshotsAt = heapDir ? [soakSeconds / 4, (soakSeconds * 9) / 10] : [];
  const prober = (async () => {
    let lastRss = 0;
    let lastReport = -Infinity;
    while (running) {
      const loopMs = await Promise.all(
        direct.map(async (d) => (await request(`${d}/health/live`, probeAgent, {})).ms),
      );
      loopDelays.push(...loopMs);
      const at = (performance.now() - start) / 1000;
      if (at - lastRss >= 5 || probes.length === 0) {
        lastRss = at;
        probes.push({
          atSeconds: Math.round(at),
          rssMB: pids.map((pid) => Math.round(((memoryOf(pid)?.rssMiB ?? NaN) * 1024 * 1024) / 1e6)),
          loopMs: loopMs.map((ms) => Math.round(ms * 10) / 10),
        });
        if (at - lastReport >= REPORT_EVERY_SECONDS) {
          lastReport = at;
          const probe = probes.at(-1);
          if (probe)
            probe.reports = await Promise.all(pids.map((pid, i) => reportOf(pid, diagnostics[i] ?? '')));
        }
        if (snapshotsAt[0] !== undefined && at >= snapshotsAt[0]) {
          snapshotsAt.shift();
          log(`soak: heap snapshot of the first instance at ${Math.round(at)} s (into ${heapDir})`);
          try {
            process.kill(pids[0] ?? 0, 'SIGXCPU');
          } catch {
            log('soak: the first instance is gone, no heap snapshot');
          }
        }
        // RSS over time on the console too, every 30 s (every 5 s in the result file).
        const last = probes.at(-1);
        if (last && probes.length % 6 === 1)
          log(
            `soak: ${last.atSeconds} s, RSS ${last.rssMB.join('/')} MB, heap used ${(last.reports ?? []).map((r) => r?.heapUsedMB).join('/')} MB, probe ${last.loopMs.join('/')} ms`,
          );
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  const officeAgent = new http.Agent({ keepAlive: true, maxSockets: officeWorkers });
  await Promise.all([
    ...Array.from({ length: USERS }, async (_, user) => {
      await sleep((user * RAMP_SECONDS * 1000) / USERS);
      while (performance.now() < end) {
        const sample = await step(api, agent, pick(candidates));
        samples.push(sample);
        // A person told "Bitte versuchen Sie es in 5 Sekunden erneut" waits that long.
        if (sample.status === 503) await sleep(5000);
        else await think();
      }
    }),
    ...Array.from({ length: officeWorkers }, (_, worker) =>
      officeWorker(api, officeAgent, worker, candidates.length, end, (c) => samples.push(c)),
    ),
  ]);
  officeAgent.destroy();
  running = false;
  await prober;
  agent.destroy();
  probeAgent.destroy();
  return { samples, probes, loopDelays, seconds: (performance.now() - start) / 1000 };
}

/**
 * What the instances' own logs say about the run (warn and above): how many requests load shedding
 * refused for which reason (its one line per second carries the count), and the first error lines, so a
 * 5xx in the figures comes with its cause in the result file.
 */
function serverFindings(outputs: string[]) {
  const shedBy: Record<string, number> = {};
  const errorLines: string[] = [];
  let errorCount = 0;
  for (const line of outputs.join('\n').split('\n')) {
    if (!line.startsWith('{')) continue;
    let entry: { level?: number; event?: string; reason?: string; refused?: number };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if (entry.event === 'http.overloaded' && entry.reason)
      shedBy[entry.reason] = (shedBy[entry.reason] ?? 0) + (entry.refused ?? 1);
    if ((entry.level ?? 0) >= 50) {
      errorCount++;
      if (errorLines.length < 5) errorLines.push(line.slice(0, 1200));
    }
  }
  return { shedBy, errorCount, errorLines };
}

function rowsOf(
  label: string,
  result: Awaited<ReturnType<typeof soakThrough>>,
  findings: ReturnType<typeof serverFindings>,
): Row[] {
  const { samples, probes, loopDelays, seconds } = result;
  const calls = [...new Set(samples.map((s) => s.call))].sort();
  const perCall = Object.fromEntries(
    calls.map((call) => {
      const mine = samples.filter((s) => s.call === call);
      const ms = mine.map((s) => s.ms);
      const statuses: Record<string, number> = {};
      const firstErrors: Record<string, string> = {};
      for (const s of mine) {
        statuses[s.status] = (statuses[s.status] ?? 0) + 1;
        if (s.error) firstErrors[s.status] ??= s.error;
      }
      return [
        call,
        {
          n: mine.length,
          perSecond: Math.round((mine.length / seconds) * 10) / 10,
          p50: Math.round(percentile(ms, 50)),
          p95: Math.round(percentile(ms, 95)),
          p99: Math.round(percentile(ms, 99)),
          statuses,
          firstErrors,
        },
      ];
    }),
  );
  // An error: no answer, a 5xx, or a refusal the mix does not expect (a declaration answered 409 once
  // the candidate declared through another instance is expected, and so is a 404 of a replaced document).
  const errors = samples.filter(
    (s) => s.status === 0 || s.status >= 500 || (s.status >= 400 && ![404, 409].includes(s.status)),
  );
  const rssFirst = probes[1] ?? probes[0];
  const rssLast = probes.at(-1);
  const rssPeak = (rssFirst?.rssMB ?? []).map((_, i) => Math.max(...probes.map((p) => p.rssMB[i] ?? 0)));
  const growth =
    rssFirst && rssLast ? Math.max(...rssLast.rssMB.map((v, i) => v - (rssFirst.rssMB[i] ?? v))) : NaN;
  // Load shedding's 503 (the server refusing work it cannot do in time) apart from real faults.
  const shed = errors.filter((s) => s.status === 503 || /: 503 /.test(s.error ?? '')).length;
  const thirds = rssThirds(probes);
  const flat = thirds.every(([, middle, last]) => last <= middle * (1 + FLAT_PERCENT / 100));
  const thirdsText = thirds.map((t) => t.join('→')).join(', ');
  const reported = probes.filter((p) => p.reports?.some(Boolean));
  const heapText = (field: keyof Report) =>
    `${reported[0]?.reports?.map((r) => r?.[field]).join('/')} → ${reported
      .at(-1)
      ?.reports?.map((r) => r?.[field])
      .join('/')}`;
  const v = verdict([
    {
      ok: errors.length === 0,
      failure: `${errors.length} errors (${shed} of them 503 from load shedding, by reason ${JSON.stringify(findings.shedBy)}; ${errors.length - shed} others; ${findings.errorCount} error lines in the servers' logs)`,
    },
    {
      ok: flat,
      failure: `RSS not flat: medians of the thirds ${thirdsText} MB (rule: last ≤ middle + ${FLAT_PERCENT} %)`,
    },
  ]);
  const callText = calls
    .map((c) => {
      const f = perCall[c] as { perSecond: number; p50: number; p95: number; p99: number };
      return `${c} ${f.perSecond}/s p50 ${f.p50} p95 ${f.p95} p99 ${f.p99} ms`;
    })
    .join('; ');
  return [
    {
      id: 'SOAK',
      figure: `deadline-day soak, ${label}: ${CANDIDATES} candidates, ${USERS} working at once (think ${THINK_MIN}–${THINK_MAX} ms), ${officeWorkers} staff, ${Math.round(seconds)} s`,
      ours: { value: samples.length / seconds, unit: 'calls/s' },
      oursText: callText,
      target: 'errors 0; RSS flat',
      ...v,
      details: {
        perCall,
        errors: errors.length,
        shed,
        probes,
        users: USERS,
        thinkMs: [THINK_MIN, THINK_MAX],
        ...findings,
      },
    },
    {
      id: 'SOAK',
      figure: `soak ${label}: RSS over time and event-loop delay (/health/live probe)`,
      ours: { value: growth, unit: 'MB RSS growth after the first 5 s' },
      oursText: `RSS ${rssFirst?.rssMB.join('/')} → ${rssLast?.rssMB.join('/')} MB (highest ${rssPeak.join('/')}), medians of the thirds ${thirdsText} MB (flat: last ≤ middle + ${FLAT_PERCENT} %); heap used ${heapText('heapUsedMB')} MB, external ${heapText('externalMB')} MB, libuv handles ${heapText('handles')}; probe p50 ${percentile(loopDelays, 50).toFixed(1)} ms, p99 ${percentile(loopDelays, 99).toFixed(1)} ms, max ${Math.max(...loopDelays).toFixed(0)} ms`,
      target: 'informational',
      status: 'info',
    },
  ];
}

// Load shedding stays as in production (a deadline day is when it matters).
const serverEnv = proxiedServerEnv;

function seeded(tag: string) {
  const list = Array.from({ length: CANDIDATES - ADMITTED }, (_, i) => ({
    email: `soak${i}.${tag}@example.org`,
    art: 'WP' as const,
  }));
  const admitted = Array.from({ length: ADMITTED }, (_, i) => ({
    email: `soak.admitted${i}.${tag}@example.org`,
    art: 'WP' as const,
  }));
  return { list, admitted };
}

function candidatesOf(
  { list, admitted }: ReturnType<typeof seeded>,
  result: { admitted: { email: string }[] },
): Candidate[] {
  const addresses = allocateAddresses(CANDIDATES);
  return [
    ...list.map((a) => ({ email: a.email, admitted: false })),
    ...admitted.map((a) => ({ email: a.email, admitted: result.admitted.some((r) => r.email === a.email) })),
  ].map((c, i) => ({ ...c, address: addresses[i] ?? '127.0.0.1', documents: [] }));
}

const phaseError = (label: string, error: unknown): Row => ({
  id: 'SOAK',
  figure: `deadline-day soak, ${label}`,
  target: 'errors 0; RSS flat',
  status: 'error',
  note: `error: ${(error as Error).message.split('\n')[0] ?? String(error)}`,
});

export async function measureSoak(log: (text: string) => void): Promise<Row[]> {
  if (!main) buildServer();
  const rows: Row[] = [];
  const tag = randomUUID().slice(0, 6);
  const accounts = seeded(tag);

  if (settings.databaseUrl && withPostgres) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ep-bench-soak-'));
    const database = await freshDatabase(settings.databaseUrl);
    const servers: FaultServer[] = [];
    const diagnostics = ports.map((_, i) => path.join(heapDir ?? dir, `postgres-i${i}`));
    try {
      log(`soak: seeding ${CANDIDATES} candidates (PostgreSQL)`);
      const result = await seedAccounts({ databaseUrl: database.url }, accounts.list, accounts.admitted);
      await seedOffice({ databaseUrl: database.url });
      const proxy = `http://127.0.0.1:${proxyPort}`;
      for (const [i, port] of ports.entries()) {
        const start = instanceStart(diagnostics[i] ?? dir);
        servers.push(
          await startFaultServer(
            {
              dataDir: path.join(dir, `i${i}`),
              port,
              databaseUrl: database.url,
              built: true,
              main,
              nodeArgs: start.nodeArgs,
              env: { ...start.env, ...serverEnv(proxy) },
            },
            startTimeoutMs,
          ),
        );
      }
      const haproxy = startHaproxy(
        dir,
        haproxyConfig(
          proxyPort,
          ports.map((port, i) => ({ name: `i${i}`, port })),
          'inter 2s fall 5 rise 1',
        ),
      );
      try {
        const api = `${proxy}/examensportal/backend`;
        for (let i = 0; (await send(`${api}/health/ready`)).status !== 200; i++) {
          if (i > 200) throw new Error(`haproxy not ready:\n${haproxy.output()}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        log(`soak: ${soakSeconds} s through haproxy, two instances on PostgreSQL`);
        const outcome = await soakThrough(
          api,
          servers.map((s) => s.api),
          servers.map((s) => s.child.pid ?? 0),
          diagnostics,
          candidatesOf(accounts, result),
          log,
        );
        rows.push(
          ...rowsOf(
            'two instances behind haproxy, PostgreSQL',
            outcome,
            serverFindings(servers.map((s) => s.output())),
          ),
        );
        keepLogs('postgres', servers);
      } finally {
        await haproxy.stop();
      }
    } catch (error) {
      rows.push(phaseError('two instances behind haproxy, PostgreSQL', error));
    } finally {
      for (const server of servers) await server.stop(10_000);
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  if (!withPglite) return rows;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ep-bench-soak-pglite-'));
  let server: FaultServer | undefined;
  // A failed phase becomes its own error row; the other phase's rows stay.
  try {
    log(`soak: seeding ${CANDIDATES} candidates (PGlite)`);
    const result = await seedAccounts(
      { pgliteDir: path.join(dir, 'pglite') },
      accounts.list,
      accounts.admitted,
    );
    await seedOffice({ pgliteDir: path.join(dir, 'pglite') });
    const diagnostics = path.join(heapDir ?? dir, 'pglite-i0');
    const start = instanceStart(diagnostics);
    server = await startFaultServer(
      {
        dataDir: dir,
        port: ports[0] ?? 4432,
        built: true,
        main,
        nodeArgs: start.nodeArgs,
        env: { ...start.env, ...serverEnv(`http://127.0.0.1:${ports[0]}`) },
      },
      startTimeoutMs,
    );
    log(`soak: ${soakSeconds} s, one instance on PGlite`);
    const outcome = await soakThrough(
      server.api,
      [server.api],
      [server.child.pid ?? 0],
      [diagnostics],
      candidatesOf(accounts, result),
      log,
    );
    rows.push(...rowsOf('one instance, PGlite', outcome, serverFindings([server.output()])));
    keepLogs('pglite', [server]);
  } catch (error) {
    rows.push(phaseError('one instance, PGlite', error));
  } finally {
    await server?.stop(10_000);
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
