// PERF-FE-3 (lab, issue 16.5): Lighthouse's mobile performance score of the login page, with its
// metrics, against the built server. Lighthouse (npm, pinned in the bench workspace) drives Debian's
// Chromium through the DevTools port of a browser Playwright starts; it downloads no browser. Its
// default config is the mobile one: Moto G Power screen, simulated slow 4G (150 ms RTT, 1.6 Mbit/s)
// and 4× CPU slowdown. The simulation scales the CPU time it observed, so a machine busy with other
// work lowers the score: the load average is printed with the row.
import os from 'node:os';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { settings } from '../config';
import { freePort } from '../proc';
import { joinNotes, median, type Row, verdict } from '../report';

export interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  si: number;
  load1: number;
}

const audit = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  lhr.audits[id]?.numericValue ?? NaN;

/** One Lighthouse run (mobile, performance only) of the URL in a fresh Chromium. */
export async function lighthouseOnce(url: string): Promise<LighthouseRun> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: settings.chromium,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
  });
  try {
    const load1 = os.loadavg()[0] ?? 0;
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result');
    const runtimeError = (lhr as { runtimeError?: { message?: string } }).runtimeError;
    if (runtimeError?.message) throw new Error(`Lighthouse: ${runtimeError.message}`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
      fcp: audit(lhr, 'first-contentful-paint') / 1000,
      lcp: audit(lhr, 'largest-contentful-paint') / 1000,
      cls: audit(lhr, 'cumulative-layout-shift'),
      tbt: audit(lhr, 'total-blocking-time'),
      si: audit(lhr, 'speed-index') / 1000,
      load1,
    };
  } finally {
    await browser.close();
  }
}

/** BENCH_LIGHTHOUSE_RUNS runs (default 3) of the page, the median of each figure. */
export async function measureLighthouse(origin: string, name: string, path: string): Promise<Row[]> {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < settings.lighthouseRuns; i++) runs.push(await lighthouseOnce(`${origin}${path}`));
  const m = (pick: (r: LighthouseRun) => number) => median(runs.map(pick));
  const score = m((r) => r.score);
  const lcp = m((r) => r.lcp);
  const cls = m((r) => r.cls);
  const v = verdict([
    { ok: score >= 95, failure: `performance ${score} < 95` },
    { ok: cls <= 0.1, failure: `CLS ${cls.toFixed(3)} > 0.1` },
  ]);
  return [
    {
      id: 'PERF-FE-3',
      figure: `${name}: Lighthouse mobile performance`,
      ours: { value: score, unit: 'score' },
      oursText:
        `LCP ${lcp.toFixed(2)} s, FCP ${m((r) => r.fcp).toFixed(2)} s, CLS ${cls.toFixed(3)}, ` +
        `TBT ${Math.round(m((r) => r.tbt))} ms, SI ${m((r) => r.si).toFixed(2)} s ` +
        `(scores ${runs.map((r) => r.score).join(' ')})`,
      target: 'performance ≥ 95 (issue 16.5)',
      status: v.status,
      note: joinNotes(
        v.note,
        `load average ${runs.map((r) => r.load1.toFixed(1)).join(' ')} on ${os.cpus().length} cores`,
      ),
      details: runs,
    },
  ];
}
