// Load generator (core 0): a warm-up round per target, then N measured rounds of autocannon, the
// targets taking turns (A B A B …) so a baseline and our figure see the same background load.
// Latencies are recorded per response, since autocannon's summary has no p95.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface CannonJob {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** base64 of a fixed request body. */
  bodyBase64?: string;
  /**
   * Headers and body per request, taken in turn (e.g. one entry per candidate, so concurrent writes
   * come from different accounts as they would in production).
   */
  rotate?: { headers: Record<string, string>; bodyBase64?: string }[];
  connections: number;
  /** The server process whose CPU time (user + system, all threads) each round records. */
  cpuPid?: number;
}

export interface CannonPlan {
  jobs: CannonJob[];
  seconds: number;
  warmupSeconds: number;
  repetitions: number;
}

export interface RoundResult {
  seconds: number;
  requests: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  /** Count per HTTP status. */
  statuses: Record<string, number>;
  /** CPU time the server (cpuPid) used during the round, in ms; undefined without cpuPid. */
  serverCpuMs?: number | undefined;
}

/** utime + stime of a process in ms (/proc/<pid>/stat, USER_HZ 100). */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

const maxSamples = 2_000_000;

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

const rotation = (job: CannonJob) => {
  const entries = (job.rotate ?? []).map((r) => ({
    headers: r.headers,
    body: r.bodyBase64 ? Buffer.from(r.bodyBase64, 'base64') : undefined,
  }));
  if (entries.length === 0) return {};
  let next = 0;
  const setupRequest = (req: { headers?: Record<string, string> }) => {
    const entry = entries[next++ % entries.length];
    return {
      ...req,
      headers: { ...req.headers, ...entry?.headers },
      ...(entry?.body ? { body: entry.body } : {}),
    };
  };
  return { requests: [{ setupRequest }] };
};

async function round(job: CannonJob, seconds: number): Promise<RoundResult> {
  const samples = new Float64Array(maxSamples);
  let count = 0;
  let ok = 0;
  let non2xx = 0;
  const statuses: Record<string, number> = {};
  const started = performance.now();
  const cpuBefore = cpuMsOf(job.cpuPid);
  const instance = autocannon({
    url: job.url,
    method: job.method ?? 'GET',
    headers: job.headers ?? {},
    ...(job.bodyBase64 ? { body: Buffer.from(job.bodyBase64, 'base64') } : {}),
    ...rotation(job),
    connections: job.connections,
    pipelining: 1,
    duration: seconds,
    timeout: 10,
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (count < maxSamples) samples[count++] = responseTime;
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (statusCode >= 200 && statusCode < 300) ok++;
    else non2xx++;
  });
  const result = await instance;
  const cpuAfter = cpuMsOf(job.cpuPid);
  const elapsed = (performance.now() - started) / 1000;
  const sorted = samples.subarray(0, count).sort();
  return {
    seconds: elapsed,
    requests: count,
    ok,
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    reqPerSec: ok / Math.max(seconds, 1e-9),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    statuses,
    serverCpuMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
  };
}

const plan = JSON.parse(process.argv[2] ?? '{}') as CannonPlan;
if (plan.warmupSeconds > 0) for (const job of plan.jobs) await round(job, plan.warmupSeconds);
const rounds: RoundResult[][] = plan.jobs.map(() => []);
for (let i = 0; i < plan.repetitions; i++) {
  for (const [j, job] of plan.jobs.entries()) rounds[j]?.push(await round(job, plan.seconds));
}
process.stdout.write(`${JSON.stringify(rounds)}\n`);
