import { readFileSync } from 'node:fs';
import http from 'node:http';

export interface Hit {
  /** 0 = connection failed or cut; -1 = no answer within the timeout. */
  status: number;
  ms: number;
  retryAfter?: string;
  body: string;
}

/** One GET over `agent`; never throws. */
export function hit(url: string, agent: http.Agent, headers: http.OutgoingHttpHeaders, timeoutMs: number) {
  const started = performance.now();
  return new Promise<Hit>((resolve) => {
    let settled = false;
    const done = (h: Omit<Hit, 'ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...h, ms: performance.now() - started });
    };
    const req = http.get(url, { agent, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }),
      );
      res.on('error', () => done({ status: 0, body }));
    });
    req.setTimeout(timeoutMs, () => {
      done({ status: -1, body: '' });
      req.destroy();
    });
    req.on('error', () => done({ status: 0, body: '' }));
  });
}

/** `concurrency` workers, each sending the next request as soon as the last one is answered. */
export async function closedLoop(
  send: () => Promise<Hit>,
  concurrency: number,
  seconds: number,
): Promise<{ hits: Hit[]; perSecond: number; okPerSecond: number }> {
  const hits: Hit[] = [];
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) hits.push(await send());
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const ok = hits.filter((h) => h.status >= 200 && h.status < 300).length;
  return { hits, perSecond: hits.length / elapsed, okPerSecond: ok / elapsed };
}

/**
 * Open loop: `rate` requests per second for `seconds`, each sent on schedule whether or not the earlier
 * ones were answered (as many independent users would), so an overloaded server cannot slow the
 * arrivals down. Returns when every request has an outcome.
 */
export async function openLoop(
  send: () => Promise<Hit>,
  rate: number,
  seconds: number,
): Promise<{ hits: Hit[]; sentPerSecond: number }> {
  const total = Math.round(rate * seconds);
  const pending: Promise<Hit>[] = [];
  const started = performance.now();
  while (pending.length < total) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate) + 1;
    while (pending.length < Math.min(due, total)) pending.push(send());
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const sentPerSecond = total / ((performance.now() - started) / 1000);
  return { hits: await Promise.all(pending), sentPerSecond };
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Resident memory of a process in bytes (Linux /proc), or undefined when it is gone. */
function rssOf(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples the RSS every `everyMs` until stopped; returns the peak. */
export function watchRss(pid: number, everyMs = 100): { stop(): number } {
  let peak = 0;
  const sample = () => (peak = Math.max(peak, rssOf(pid) ?? 0));
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

/** Polls `probe` every `everyMs` until stopped; returns every outcome. */
export function keepProbing(probe: () => Promise<Hit>, everyMs: number): { stop(): Promise<Hit[]> } {
  const outcomes: Promise<Hit>[] = [];
  const timer = setInterval(() => outcomes.push(probe()), everyMs);
  return {
    stop: async () => {
      clearInterval(timer);
      return Promise.all(outcomes);
    },
  };
}

/**
 * Right after a start (and on a busy machine) the event-loop guard may still shed for a second or two;
 * a client honours Retry-After. Waits until an ordinary API path answers without 503.
 */
export async function untilNotShedding(api: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const res = await fetch(`${api}/no-such-route`, { signal: AbortSignal.timeout(5000) }).catch(
      () => undefined,
    );
    if (res && res.status !== 503) return;
    if (Date.now() - started > timeoutMs) throw new Error(`still shedding after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
