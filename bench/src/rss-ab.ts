// Issue 29: the idle RSS of server builds or Node options, the bench's way (BenchServer.quietRss: the
// bench's seed, `npm run serve`'s flags, read 5 s after the start-up work incl. the PDF worker has ended),
// several starts each, in turns (A B, B A, …):
//   node --import tsx bench/src/rss-ab.ts [pglite|postgres] <variant> <variant> …
// A variant is a main.js (a copy of apps/server/dist next to it, so node_modules resolve), optionally
// followed by Node options or environment variables after commas: `apps/server/dist/main.js,--max-lazy`,
// `…/main.js,LD_PRELOAD=/lib/x86_64-linux-gnu/libjemalloc.so.2`. RSS_ROUNDS (default 3).
// Prints per start the quiet RSS, its anonymous and file-backed parts and glibc's heap, and per variant
// the median and the start's CPU seconds (to spot a start-up cost). RSS_BENCH_SEED=1: the full bench's
// seed and web build (32 writers, 60 admitted candidates, apps/web/dist) instead of startServer's default.
// RSS_SMAPS=1: also the reading's RSS by mapping (the largest few); RSS_SMAPS=2 adds the anonymous
// mappings over 2 MiB one by one as `anon#n(reserved MiB) resident MiB` (PGlite's WASM memory, its files).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clientCore, cpuSecondsOf, killAllStarted, pinSelf } from './proc';
import { repoRoot, settings } from './config';
import { startServer } from './server';

const [db = 'pglite', ...specs] = process.argv.slice(2);
if (specs.length === 0) throw new Error('usage: rss-ab.ts [pglite|postgres] <main.js[,--flag…]> …');
const databaseUrl = db === 'postgres' ? settings.databaseUrl : undefined;
const rounds = Number(process.env.RSS_ROUNDS ?? 3);
const benchSeed =
  process.env.RSS_BENCH_SEED === '1'
    ? {
        writerAccounts: settings.connections,
        admittedAccounts: settings.declarations,
        webDist: path.join(repoRoot, 'apps/web/dist'),
      }
    : {};
pinSelf(clientCore);
process.on('exit', killAllStarted);

/** RSS split from /proc/<pid>/smaps: anonymous, file-backed and glibc's main heap, in MiB. */
function smapsOf(pid: number): {
  anonMiB: number;
  fileMiB: number;
  heapMiB: number;
  byName: Map<string, number>;
} {
  const text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  let anon = 0;
  let file = 0;
  let heap = 0;
  let name = '';
  let size = 0;
  const byName = new Map<string, number>();
  for (const line of text.split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (header) {
      name = header[4] ?? '';
      size = (parseInt(header[2] ?? '0', 16) - parseInt(header[1] ?? '0', 16)) / 1024;
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) {
      const kib = Number(rss[1]);
      const key = name === '' ? '[anon]' : path.basename(name);
      byName.set(key, (byName.get(key) ?? 0) + kib / 1024);
      // RSS_SMAPS=2: the large anonymous mappings one by one (resident of reserved, in MiB).
      if (name === '' && kib >= 2048) byName.set(`anon#${byName.size}(${f(size / 1024)})`, kib / 1024);
      if (name === '[heap]') heap += kib;
      if (name.startsWith('/') && !name.includes('(deleted)')) file += kib;
      else anon += kib;
    }
  }
  return { anonMiB: anon / 1024, fileMiB: file / 1024, heapMiB: heap / 1024, byName };
}

const variants = specs.map((spec) => {
  const [script = '', ...words] = spec.split(',');
  const env = Object.fromEntries(
    words
      .filter((w) => /^[A-Z_][A-Z0-9_]*=/.test(w))
      .map((w) => [w.split('=')[0], w.split('=').slice(1).join('=')]),
  );
  const flags = words.filter((w) => !/^[A-Z_][A-Z0-9_]*=/.test(w));
  return { spec, script, flags, env, rss: [] as number[] };
});
const f = (n: number | undefined) => (n === undefined ? '–' : n.toFixed(1));

for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? variants : [...variants].reverse();
  for (const variant of order) {
    const server = await startServer({
      label: variant.spec,
      databaseUrl,
      script: variant.script,
      extraNodeArgs: variant.flags,
      extraEnv: variant.env,
      quietRss: true,
      ...benchSeed,
    });
    try {
      const parts = smapsOf(server.pid);
      const quiet = server.quietRss?.rssMiB;
      if (quiet !== undefined) variant.rss.push(quiet);
      process.stdout.write(
        `${variant.spec}: quiet RSS ${f(quiet)} MiB after ${f((server.quietRss?.afterMs ?? 0) / 1000)} s` +
          ` (anon ${f(parts.anonMiB)}, file ${f(parts.fileMiB)}, [heap] ${f(parts.heapMiB)}),` +
          ` start ${f(server.startMs)} ms, start CPU ${f(server.startCpuSeconds)} s,` +
          ` CPU at the reading ${f(cpuSecondsOf(server.pid))} s\n`,
      );
      if (process.env.RSS_SMAPS) {
        const largest = [...parts.byName]
          .filter(([n]) => process.env.RSS_SMAPS === '2' || !n.startsWith('anon#'))
          .sort((a, b) => b[1] - a[1])
          .slice(0, 12);
        process.stdout.write(`  by mapping: ${largest.map(([n, m]) => `${n} ${f(m)}`).join(', ')}\n`);
      }
      if (process.env.RSS_GC_LOG) {
        // With `,--trace-gc` in the variant: V8's collections up to the reading (does the memory reducer run?).
        const gcs = readFileSync(server.logFile, 'utf8')
          .split('\n')
          .filter((line) => /Mark-Compact|Mark-Sweep|Scavenge/.test(line))
          .filter((line, i, all) => !line.includes('Scavenge') || i === all.length - 1);
        process.stdout.write(`${gcs.slice(-Number(process.env.RSS_GC_LOG)).join('\n')}\n`);
      }
    } finally {
      await server.close();
    }
  }
}
for (const variant of variants) {
  const sorted = [...variant.rss].sort((a, b) => a - b);
  process.stdout.write(
    `${variant.spec}: ${sorted.map(f).join(', ')} MiB, median ${f(sorted[Math.floor(sorted.length / 2)])}\n`,
  );
}
process.exit(0);
