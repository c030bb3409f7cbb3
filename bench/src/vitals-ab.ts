// Paired login LCP of two web builds: `node --import tsx bench/src/vitals-ab.ts <dist A> <dist B>`.
// Two servers of the current code serve the builds; the builds take turns (AB_ROUNDS rounds, default 6;
// each turn is the median of BENCH_PAGE_LOADS loads, 1 is enough here), so other work on the machine hits
// both alike. Chromium is not pinned.
import { measureVitals } from './measure/vitals';
import { killAllStarted } from './proc';
import { median } from './report';
import { type BenchServer, startServer } from './server';

const dists = process.argv.slice(2, 4);
if (dists.length !== 2) throw new Error('usage: vitals-ab.ts <dist A> <dist B> (each a built apps/web/dist)');
const rounds = Number(process.env.AB_ROUNDS ?? 6);
process.on('exit', killAllStarted);

const servers: BenchServer[] = [];
for (const dist of dists) servers.push(await startServer({ label: dist, webDist: dist }));
const lcp = dists.map(() => ({ 1: [] as number[], 4: [] as number[] }));
for (let round = 0; round < rounds; round++) {
  const order = round % 2 ? [1, 0] : [0, 1];
  for (const i of order) {
    const rows = await measureVitals(servers[i]!.origin, [
      { name: 'login', path: '/examensportal/login', expect: /\/login$/ },
    ]);
    for (const row of rows) {
      const cpu = / CPU (\d)×$/.exec(row.figure)?.[1];
      if (cpu && row.ours) lcp[i]![Number(cpu) as 1 | 4].push(row.ours.value);
    }
  }
}
dists.forEach((dist, i) => {
  const runs = lcp[i]!;
  process.stdout.write(
    `${dist}: login LCP median CPU 1× ${median(runs[1]).toFixed(2)} s [${runs[1].map((v) => v.toFixed(2)).join(' ')}], ` +
      `CPU 4× ${median(runs[4]).toFixed(2)} s [${runs[4].map((v) => v.toFixed(2)).join(' ')}]\n`,
  );
});
for (const server of servers) await server.close();
process.exit(0);
