// What a page's largest paint is and what its main thread does before it (issue 29.5), for builds taken in
// turns: `node --import tsx bench/src/lighthouse-lcp.ts <dist> [<dist> …] -- <page> [page …]`. One server of
// the current code per build, signed in as its fresh WP account (pages behind the login), Lighthouse's phone
// screen and its 4× slower CPU (LCP_CPU=1 for none). Per load: FCP, every LCP candidate (time, area,
// element), the main thread's busy time until the last candidate (CDP Performance metrics: tasks, script,
// style and layout), the long tasks, and the requests before the last candidate (Lighthouse's simulation
// counts each into the LCP, decision 0100). LCP_ROUNDS rounds (default 3), builds in turns, both orders.
// LCP_PROFILE=<dir> keeps a V8 CPU profile of each load (read it with an unminified build:
// `vite build --minify false --outDir …`), LCP_TOP=<n> prints its n heaviest functions (self time).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { signIn } from './client';
import { settings } from './config';
import { killAllStarted } from './proc';
import { median } from './report';
import { benchPassword, type BenchServer, startServer } from './server';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const dists = split < 0 ? [] : args.slice(0, split);
const seiten = split < 0 ? [] : args.slice(split + 1);
if (dists.length === 0 || seiten.length === 0)
  throw new Error('usage: lighthouse-lcp.ts <dist> [<dist> …] -- <page> [page …]');
const rounds = Number(process.env.LCP_ROUNDS ?? 3);
const rate = Number(process.env.LCP_CPU ?? 4);
const profileDir = process.env.LCP_PROFILE;
const top = Number(process.env.LCP_TOP ?? 0);
process.on('exit', killAllStarted);

const PUBLIC = /^(login|registrierung|passwortvergessen|barrierefreiheit|pruefungsstelle\/login)$/;

// Page scripts as text: tsx (esbuild keepNames) would put helper calls into serialized functions.
const observe = `(() => {
  const s = { lcp: [], fcp: 0, tasks: [] };
  window.__lcp = s;
  const describe = (el) => {
    if (!el) return '';
    const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '';
    return el.tagName.toLowerCase() + cls + ' "' + (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 50) + '"';
  };
  try {
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) s.lcp.push({ t: e.startTime, size: e.size, el: describe(e.element) || e.url });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') s.fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) s.tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {}
})();`;

interface Load {
  fcp: number;
  lcp: { t: number; size: number; el: string }[];
  tasks: [number, number][];
  requests: { name: string; start: number; end: number; bytes: number }[];
}

interface Figures {
  fcp: number;
  lcp: number;
  /** Main-thread busy ms until the page settled (Performance.getMetrics), at the throttled rate. */
  task: number;
  script: number;
  styleLayout: number;
  beforeLcp: number;
  bytesBeforeLcp: number;
}

async function loadOnce(server: BenchServer, user: string, seite: string, label: string): Promise<Figures> {
  const browser = await chromium.launch({
    executablePath: settings.chromium,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    if (!PUBLIC.test(seite))
      await context.addInitScript({
        content: `try { sessionStorage.setItem('user', ${JSON.stringify(user)}); } catch (e) {}`,
      });
    await context.addInitScript({ content: observe });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    if (profileDir) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${server.origin}/examensportal/${seite}`, { waitUntil: 'load', timeout: 60_000 });
    // Settled: no new LCP candidate and no new request for 2 s (a throttled SPA paints after the network).
    let last = '';
    let since = performance.now();
    const begin = performance.now();
    while (performance.now() - begin < 20_000 && performance.now() - since < 2000) {
      await page.waitForTimeout(250);
      const now = await page.evaluate<string>(
        `String(window.__lcp.lcp.length) + '/' + performance.getEntriesByType('resource').length`,
      );
      if (now !== last) {
        last = now;
        since = performance.now();
      }
    }
    const metrics = Object.fromEntries(
      (
        (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }
      ).metrics.map((m) => [m.name, m.value]),
    );
    if (profileDir) {
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: unknown };
      mkdirSync(profileDir, { recursive: true });
      const file = path.join(profileDir, `${label}-${seite.replace(/\//g, '_')}-${Date.now()}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      if (top > 0) printTop(profile as Profile, file);
    }
    const load = await page.evaluate<Load>(`({
      ...window.__lcp,
      requests: performance.getEntriesByType('resource').map((r) => ({
        name: new URL(r.name).pathname.replace('/examensportal/', ''),
        start: r.startTime, end: r.responseEnd, bytes: r.transferSize,
      })),
    })`);
    const path_ = await page.evaluate<string>('location.pathname');
    if (!path_.endsWith(seite)) throw new Error(`${seite} ended on ${path_}`);
    const lcp = load.lcp.at(-1);
    const lcpT = lcp?.t ?? NaN;
    const before = load.requests.filter((r) => r.start <= lcpT);
    const ms = (s: number | undefined) => Math.round((s ?? NaN) * 1000);
    const f: Figures = {
      fcp: load.fcp,
      lcp: lcpT,
      task: ms(metrics.TaskDuration),
      script: ms(metrics.ScriptDuration),
      styleLayout: ms((metrics.RecalcStyleDuration ?? 0) + (metrics.LayoutDuration ?? 0)),
      beforeLcp: before.length,
      bytesBeforeLcp: before.reduce((s, r) => s + r.bytes, 0),
    };
    process.stdout.write(
      `${label} /${seite}: FCP ${Math.round(f.fcp)} LCP ${Math.round(f.lcp)} (${lcp?.size ?? '?'} px², ${lcp?.el ?? '–'}), ` +
        `busy ${f.task} ms (script ${f.script}, style+layout ${f.styleLayout}), ` +
        `${f.beforeLcp} requests / ${Math.round(f.bytesBeforeLcp / 1024)} KiB before the LCP, load ${os.loadavg()[0]!.toFixed(1)}\n` +
        `  candidates: ${load.lcp.map((c) => `${Math.round(c.t)} ${c.size} ${c.el.slice(0, 40)}`).join(' | ')}\n` +
        `  long tasks: ${load.tasks.map(([s, d]) => `${s}+${d}`).join(' ')}\n`,
    );
    return f;
  } finally {
    await browser.close();
  }
}

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

function printTop(profile: Profile, file: string) {
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byName = new Map<string, number>();
  for (const n of profile.nodes) {
    const { functionName, url, lineNumber } = n.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    byName.set(key, (byName.get(key) ?? 0) + (self.get(n.id) ?? 0) / 1000);
  }
  const rows = [...byName].sort((a, b) => b[1] - a[1]).slice(0, top);
  process.stdout.write(
    `  profile ${file}:\n${rows.map(([k, v]) => `    ${v.toFixed(1).padStart(7)} ${k}`).join('\n')}\n`,
  );
}

const servers: BenchServer[] = [];
for (const dist of dists) servers.push(await startServer({ label: dist, webDist: dist }));
const users = await Promise.all(
  servers.map(async (s) => JSON.stringify(await signIn(s.origin, s.main.email, benchPassword))),
);
const results = dists.map(() => new Map<string, Figures[]>(seiten.map((s) => [s, []])));
for (let round = 0; round < rounds; round++) {
  const order = dists.map((_, i) => i);
  if (round % 2) order.reverse();
  for (const i of order)
    for (const seite of seiten)
      results[i]!.get(seite)!.push(await loadOnce(servers[i]!, users[i]!, seite, path.basename(dists[i]!)));
}
process.stdout.write('medians:\n');
for (const seite of seiten)
  dists.forEach((dist, i) => {
    const runs = results[i]!.get(seite)!;
    const m = (pick: (f: Figures) => number) => Math.round(median(runs.map(pick)));
    process.stdout.write(
      `  /${seite} ${path.basename(dist)}: FCP ${m((f) => f.fcp)}, LCP ${m((f) => f.lcp)}, busy ${m((f) => f.task)} ` +
        `(script ${m((f) => f.script)}, style+layout ${m((f) => f.styleLayout)}), ${m((f) => f.beforeLcp)} requests / ` +
        `${Math.round(m((f) => f.bytesBeforeLcp) / 1024)} KiB before the LCP\n`,
    );
  });
for (const s of servers) await s.close();
