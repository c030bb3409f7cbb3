// Paired login LCP of two web builds: `node --import tsx bench/src/vitals-ab.ts <dist A> <dist B>`.
// Two servers of the current code serve the builds; the builds take turns (AB_ROUNDS rounds, default 6;
// each turn is the median of BENCH_PAGE_LOADS loads, 1 is enough here), so other work on the machine hits
// both alike. Chromium is not pinned. AB_LIGHTHOUSE=1 adds a Lighthouse mobile run of /login to every
// turn (issue 16.5): its simulation scales the CPU time it saw, so on a busy machine only the pair means
// something, not the absolute score. AB_START=1 measures the signed-in start page instead of /login
// (its CLS is the figure there, decision 0021). AB_SEITE=<path> (e.g. modulpruefung/anmeldung) runs
// only Lighthouse, of that page signed in as the server's fresh WP account (issue 29.5).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { signIn } from './client';
import { benchDir, repoRoot } from './config';
import { type LighthouseRun, lighthouseOnce } from './measure/lighthouse';
import { measureVitals } from './measure/vitals';
import { killAllStarted } from './proc';
import { median } from './report';
import { benchPassword, type BenchServer, startServer } from './server';

const dists = process.argv.slice(2, 4);
if (dists.length !== 2) throw new Error('usage: vitals-ab.ts <dist A> <dist B> (each a built apps/web/dist)');
const rounds = Number(process.env.AB_ROUNDS ?? 6);
const seiten = (process.env.AB_SEITE ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const seite = seiten.length > 0 ? seiten.join(',') : undefined;
const ports = (process.env.AB_PORTS ?? '').split(',').filter(Boolean).map(Number);
const startPage = process.env.AB_START === '1' || seite !== undefined;
const withLighthouse = process.env.AB_LIGHTHOUSE === '1' || seite !== undefined;
process.on('exit', killAllStarted);

const servers: BenchServer[] = [];
for (const [i, dist] of dists.entries())
  servers.push(await startServer({ label: dist, webDist: dist, port: ports[i] }));
const users = await Promise.all(
  servers.map(async (s) =>
    startPage ? JSON.stringify(await signIn(s.origin, s.main.email, benchPassword)) : '',
  ),
);
const lcp = dists.map(() => ({ 1: [] as number[], 4: [] as number[] }));
const cls = dists.map(() => ({ 1: [] as string[], 4: [] as string[] }));
const lighthouse = dists.map(() => [] as LighthouseRun[]);
const jeSeite = dists.map(() => new Map<string, LighthouseRun[]>(seiten.map((s) => [s, []])));
for (let round = 0; round < rounds; round++) {
  const order = round % 2 ? [1, 0] : [0, 1];
  for (const i of order) {
    if (seite) {
      const sitzung = { key: 'user', value: users[i]! };
      for (const s of seiten) {
        const run = await lighthouseOnce(`${servers[i]!.origin}/examensportal/${s}`, sitzung);
        lighthouse[i]!.push(run);
        jeSeite[i]!.get(s)!.push(run);
      }
      continue;
    }
    const rows = await measureVitals(servers[i]!.origin, [
      startPage
        ? { name: 'start', path: '/examensportal/start', user: users[i], expect: /\/start$/ }
        : { name: 'login', path: '/examensportal/login', expect: /\/login$/ },
    ]);
    for (const row of rows) {
      const cpu = / CPU (\d)×$/.exec(row.figure)?.[1];
      if (cpu && row.ours) lcp[i]![Number(cpu) as 1 | 4].push(row.ours.value);
      if (cpu) cls[i]![Number(cpu) as 1 | 4].push(row.oursText ?? '');
    }
    if (withLighthouse)
      lighthouse[i]!.push(await lighthouseOnce(`${servers[i]!.origin}/examensportal/login`));
  }
}
dists.forEach((dist, i) => {
  const runs = lcp[i]!;
  if (!seite)
    process.stdout.write(
      `${dist}: ${startPage ? 'start' : 'login'} LCP median CPU 1× ${median(runs[1]).toFixed(2)} s [${runs[1].map((v) => v.toFixed(2)).join(' ')}], ` +
        `CPU 4× ${median(runs[4]).toFixed(2)} s [${runs[4].map((v) => v.toFixed(2)).join(' ')}]\n`,
    );
  if (startPage && !seite)
    process.stdout.write(`${dist}: start CLS 1× [${cls[i]![1].join('; ')}], 4× [${cls[i]![4].join('; ')}]\n`);
  const gruppen: [string, LighthouseRun[]][] = seite ? [...jeSeite[i]!] : [['login', lighthouse[i]!]];
  for (const [name, lh] of gruppen) {
    if (lh.length === 0) continue;
    const m = (pick: (r: LighthouseRun) => number) => median(lh.map(pick));
    process.stdout.write(
      `${dist}: Lighthouse mobile /${name} median score ${m((r) => r.score)} [${lh.map((r) => r.score).join(' ')}], ` +
        `LCP ${m((r) => r.lcp).toFixed(2)} s [${lh.map((r) => r.lcp.toFixed(2)).join(' ')}], FCP ${m((r) => r.fcp).toFixed(2)} s, ` +
        `TBT ${Math.round(m((r) => r.tbt))} ms [${lh.map((r) => Math.round(r.tbt)).join(' ')}], CLS ${m((r) => r.cls).toFixed(3)}, load average ${lh.map((r) => r.load1.toFixed(1)).join(' ')}\n`,
    );
  }
});
const file = path.join(
  benchDir,
  'results',
  `${process.env.AB_NAME ?? `vitals-ab-${new Date().toISOString().slice(0, 10)}`}.json`,
);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(
  file,
  `${JSON.stringify({ rounds, dists, page: seite ?? (startPage ? 'start' : 'login'), lcp, cls: startPage ? cls : undefined, lighthouse: withLighthouse ? (seite ? jeSeite.map((m) => Object.fromEntries(m)) : lighthouse) : undefined }, null, 2)}\n`,
);
process.stdout.write(`results: ${path.relative(repoRoot, file)}\n`);
for (const server of servers) await server.close();
process.exit(0);
