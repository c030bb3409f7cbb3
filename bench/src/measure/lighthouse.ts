// PERF-FE-3 (lab, issues 16.5 and 29.5): Lighthouse's mobile performance score of the login page
// and of every other page, with its metrics, against the built server. Lighthouse (npm, pinned in
// the bench workspace) drives Debian's Chromium through a puppeteer-core page (the version
// Lighthouse itself uses); nothing downloads a browser. Its
// default config is the mobile one: Moto G Power screen, simulated slow 4G (150 ms RTT, 1.6 Mbit/s)
// and 4× CPU slowdown. The simulation scales the CPU time it observed, so a machine busy with other
// work lowers the score: the load average is printed with the row.
import os from 'node:os';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { settings } from '../config';
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

/** What a page needs in its tab's sessionStorage before its first script runs (a signed-in page). */
export interface Sitzung {
  key: string;
  value: string;
}

/**
 * One Lighthouse run (mobile, performance only) of the URL in a fresh Chromium. A page behind a
 * login gets its `sitzung`: the web app keeps its session in the tab's sessionStorage, so Lighthouse
 * runs in a puppeteer page whose every new document finds the session stored first, as a signed-in
 * candidate's or caseworker's tab would.
 */
export async function lighthouseOnce(url: string, sitzung?: Sitzung): Promise<LighthouseRun> {
  const { lhr, load1 } = await lighthouseReport(url, sitzung);
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    fcp: audit(lhr, 'first-contentful-paint') / 1000,
    lcp: audit(lhr, 'largest-contentful-paint') / 1000,
    cls: audit(lhr, 'cumulative-layout-shift'),
    tbt: audit(lhr, 'total-blocking-time'),
    si: audit(lhr, 'speed-index') / 1000,
    load1,
  };
}

/** Lighthouse's whole report of one run (its audits' details: requests, long tasks, LCP element). */
export type LighthouseReport = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One run as {@link lighthouseOnce}, with Lighthouse's whole report. */
export async function lighthouseReport(
  url: string,
  sitzung?: Sitzung,
): Promise<{ lhr: LighthouseReport; load1: number }> {
  const browser = await puppeteer.launch({
    executablePath: settings.chromium,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    if (sitzung)
      await page.evaluateOnNewDocument(
        `sessionStorage.setItem(${JSON.stringify(sitzung.key)}, ${JSON.stringify(sitzung.value)});`,
      );
    const load1 = os.loadavg()[0] ?? 0;
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
      page as never,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result');
    const finalUrl = (lhr as { finalDisplayedUrl?: string }).finalDisplayedUrl ?? '';
    // A page that sent the run to the login measured the login, not itself.
    if (/\/login$/.test(finalUrl) && !/\/login$/.test(url))
      throw new Error(`${url} ended on ${finalUrl}: the session was not accepted`);
    return { lhr, load1 };
  } finally {
    await browser.close();
  }
}

/** BENCH_LIGHTHOUSE_RUNS runs (default 3) of the page, the median of each figure. */
export async function measureLighthouse(
  origin: string,
  name: string,
  path: string,
  sitzung?: Sitzung,
  anzahl = settings.lighthouseRuns,
): Promise<Row[]> {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < anzahl; i++) runs.push(await lighthouseOnce(`${origin}${path}`, sitzung));
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
