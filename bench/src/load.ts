import { settings } from './config';
import type { CannonJob, CannonPlan, RoundResult } from './children/cannon';
import { clientCore, runJson, spawnNode } from './proc';
import { median, spread } from './report';

export interface LoadResult {
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  /** (max − min) / median of req/s over the repetitions. */
  spread: number;
  non2xx: number;
  errors: number;
  /** Answers other than 2xx, summed over the rounds, e.g. { '503': 12 }. */
  refusals: Record<string, number>;
  rounds: RoundResult[];
  /**
   * Server CPU time (user + system) per 1,000 answered requests over the measured rounds, when the job
   * named the server's pid: hardly touched by other work on the machine, unlike req/s.
   */
  cpuMsPer1000?: number | undefined;
}

type JobInput = Omit<CannonJob, 'connections'> & Partial<CannonJob>;

function summarize(rounds: RoundResult[]): LoadResult {
  const rps = rounds.map((r) => r.reqPerSec);
  const refusals: Record<string, number> = {};
  for (const r of rounds) {
    for (const [status, n] of Object.entries(r.statuses)) {
      if (!status.startsWith('2')) refusals[status] = (refusals[status] ?? 0) + n;
    }
  }
  return {
    reqPerSec: median(rps),
    p50: median(rounds.map((r) => r.p50)),
    p95: median(rounds.map((r) => r.p95)),
    p99: median(rounds.map((r) => r.p99)),
    spread: spread(rps),
    non2xx: rounds.reduce((s, r) => s + r.non2xx, 0),
    errors: rounds.reduce((s, r) => s + r.errors + r.timeouts, 0),
    refusals,
    rounds,
    cpuMsPer1000: cpuPer1000(rounds),
  };
}

function cpuPer1000(rounds: RoundResult[]): number | undefined {
  if (rounds.some((r) => r.serverCpuMs === undefined)) return undefined;
  const requests = rounds.reduce((s, r) => s + r.requests, 0);
  const cpu = rounds.reduce((s, r) => s + (r.serverCpuMs ?? 0), 0);
  return requests > 0 ? (cpu / requests) * 1000 : undefined;
}

/**
 * Warm-up per target, then `repetitions` rounds in turns (A B C A B C …) from one autocannon process
 * on core 0; per target the medians of its rounds.
 */
export async function saturateInTurns(jobs: JobInput[]): Promise<LoadResult[]> {
  const plan: CannonPlan = {
    jobs: jobs.map((job) => ({ connections: settings.connections, ...job })),
    seconds: settings.seconds,
    warmupSeconds: settings.warmupSeconds,
    repetitions: settings.repetitions,
  };
  // Plus 2 s per round for autocannon's start and the turn's change, which a loaded machine stretches
  // (h109: 16 targets × 6 rounds overran the 30 s of slack at load 28).
  const turns = jobs.length * (plan.repetitions + (plan.warmupSeconds > 0 ? 1 : 0));
  const budgetMs =
    ((plan.warmupSeconds + plan.seconds * plan.repetitions) * jobs.length + 2 * turns + 30) * 1000;
  const child = spawnNode('bench/src/children/cannon.ts', [JSON.stringify(plan)], { core: clientCore });
  const rounds = await runJson<RoundResult[][]>(child, budgetMs);
  return rounds.map(summarize);
}

export async function saturate(job: JobInput): Promise<LoadResult> {
  const [result] = await saturateInTurns([job]);
  if (!result) throw new Error('no result from the load generator');
  return result;
}

/** Median of the per-round ratios ours/baseline: rounds taken in turns saw the same background load. */
export function pairedRatio(ours: LoadResult, baseline: LoadResult): number {
  return median(ours.rounds.map((r, i) => r.reqPerSec / (baseline.rounds[i]?.reqPerSec ?? NaN)));
}

export const loadText = (r: LoadResult) =>
  `${r.cpuMsPer1000 === undefined ? '' : `${r.cpuMsPer1000.toFixed(0)} ms server CPU per 1,000 req; `}p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, spread ±${Math.round(
    (r.spread * 100) / 2,
  )} %${r.non2xx || r.errors ? `, non-2xx ${JSON.stringify(r.refusals)}, ${r.errors} socket errors` : ''}`;
