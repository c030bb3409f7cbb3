// Where one page's Lighthouse mobile score goes (issue 29.5): `node --import tsx bench/src/lighthouse-detail.ts
// <dist> <page> [page …]` starts one server of the current code with the built web app in <dist>, signs in
// its fresh WP account and prints, per page, the metrics, the observed (unthrottled) timeline of requests
// and long tasks, the LCP element and the scripting per file. The observed times move less with the
// machine's load than the simulated score; DETAIL_JSON=<file> keeps the reports.
import { writeFileSync } from 'node:fs';
import { signIn } from './client';
import { type LighthouseReport, lighthouseReport } from './measure/lighthouse';
import { killAllStarted } from './proc';
import { benchPassword, startServer } from './server';

const [dist, ...seiten] = process.argv.slice(2);
if (!dist || seiten.length === 0) throw new Error('usage: lighthouse-detail.ts <dist> <page> [page …]');
process.on('exit', killAllStarted);

interface Item {
  [key: string]: unknown;
}
const items = (lhr: LighthouseReport, id: string): Item[] =>
  ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
const short = (url: unknown) =>
  String(url)
    .replace(/^https?:\/\/[^/]+/, '')
    .slice(0, 70);
const ms = (v: unknown) => String(Math.round(Number(v))).padStart(6);

const server = await startServer({
  label: dist,
  webDist: dist,
  port: Number(process.env.DETAIL_PORT) || undefined,
});
const user = JSON.stringify(await signIn(server.origin, server.main.email, benchPassword));
const reports: Record<string, LighthouseReport> = {};
for (const seite of seiten) {
  const signedIn =
    !/^(login|registrierung|passwortvergessen|barrierefreiheit|impressum|datenschutz|pruefungsstelle\/login)$/.test(
      seite,
    );
  const { lhr, load1 } = await lighthouseReport(
    `${server.origin}/examensportal/${seite}`,
    signedIn ? { key: 'user', value: user } : undefined,
  );
  reports[seite] = lhr;
  const a = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const out: string[] = [
    `== /${seite}: score ${Math.round((lhr.categories.performance?.score ?? NaN) * 100)}, FCP ${ms(a('first-contentful-paint'))}, LCP ${ms(a('largest-contentful-paint'))}, TBT ${ms(a('total-blocking-time'))}, SI ${ms(a('speed-index'))}, CLS ${a('cumulative-layout-shift').toFixed(3)}, load ${load1.toFixed(1)}`,
  ];
  const observed = items(lhr, 'metrics')[0] ?? {};
  out.push(
    `observed: FCP ${ms(observed.observedFirstContentfulPaint)} LCP ${ms(observed.observedLargestContentfulPaint)} DCL ${ms(observed.observedDomContentLoaded)} load ${ms(observed.observedLoad)}`,
  );
  out.push('requests (observed ms: start end, bytes):');
  const first = Math.min(
    ...items(lhr, 'network-requests').map((r) => Number(r.networkRequestTime ?? r.startTime)),
  );
  for (const r of items(lhr, 'network-requests'))
    out.push(
      `  ${ms(Number(r.networkRequestTime ?? r.startTime) - first)} ${ms(Number(r.networkEndTime ?? r.endTime) - first)} ${String(r.transferSize).padStart(7)} ${short(r.url)}`,
    );
  out.push('long tasks (observed ms: start duration):');
  for (const t of items(lhr, 'long-tasks'))
    out.push(`  ${ms(t.startTime)} ${ms(t.duration)} ${short(t.url)}`);
  const lcpEl = items(lhr, 'largest-contentful-paint-element')[0] as
    { items?: Item[]; node?: unknown } | undefined;
  const node = (lcpEl?.items?.[0]?.node ?? lcpEl?.node) as
    { snippet?: string; selector?: string } | undefined;
  out.push(`LCP element: ${node?.selector ?? '?'} ${node?.snippet?.slice(0, 100) ?? ''}`);
  for (const phase of (lcpEl?.items ?? []).slice(1)) out.push(`  ${JSON.stringify(phase).slice(0, 300)}`);
  out.push('scripting per file (simulated ms: total scripting parse):');
  for (const b of items(lhr, 'bootup-time'))
    out.push(`  ${ms(b.total)} ${ms(b.scripting)} ${ms(b.scriptParseCompile)} ${short(b.url)}`);
  out.push(
    `main thread: ${items(lhr, 'mainthread-work-breakdown')
      .map((w) => `${String(w.group)} ${Math.round(Number(w.duration))}`)
      .join(', ')}`,
  );
  process.stdout.write(`${out.join('\n')}\n`);
}
if (process.env.DETAIL_JSON) writeFileSync(process.env.DETAIL_JSON, JSON.stringify(reports));
await server.close();
process.exit(0);
