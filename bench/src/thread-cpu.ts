// Issue 29: where a server's CPU goes by thread under one load (the main thread's profile misses V8's
// helper threads, libuv's pool and the WASM compiler, which /proc/<pid>/stat counts):
//   node --import tsx bench/src/thread-cpu.ts <main.js> [health]      (the build, as `npm run serve` starts it)
//   node --import tsx bench/src/thread-cpu.ts - hello|fastify          (the bench's raw / bare Fastify hello)
// One load round (warm-up), then one measured (BENCH_SECONDS × BENCH_REPS): each thread's share of the
// process's CPU per 1,000 answered requests, and read / write syscalls per request (/proc/<pid>/io).
// THREAD_NODE_ARGS: node options after the serve script's (e.g. --trace-gc: the collections are counted
// from the log; THREAD_KEEP_LOG=<file> keeps it). THREAD_IDLE_SECONDS: first the CPU per thread at rest.
// THREAD_BEFORE=dokumente: the first round is the PGlite read of 20 documents, as in the bench's turns.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { apiBase, bearer, signIn } from './client';
import { saturate } from './load';
import { seedDocuments, startHello } from './measure/api';
import { clientCore, killAllStarted, pinSelf } from './proc';
import { benchPassword, startServer } from './server';

const script = process.argv[2];
const kind = process.argv[3] ?? 'health';
pinSelf(clientCore);
process.on('exit', killAllStarted);

/** user+system ticks of each thread of pid, by thread name and id. */
function threadTicks(pid: number): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(`${name} ${tid}`, Number(fields[11]) + Number(fields[12]));
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return ticks;
}

/** Read and write syscalls of pid so far (/proc/<pid>/io). */
function syscallsOf(pid: number): { read: number; write: number } {
  const io = readFileSync(`/proc/${pid}/io`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}: (\\d+)`, 'm').exec(io)?.[1] ?? NaN);
  return { read: field('syscr'), write: field('syscw') };
}

const server =
  kind === 'health'
    ? await startServer({
        label: 'A',
        script,
        loginAccounts: 0,
        extraNodeArgs: process.env.THREAD_NODE_ARGS?.split(' ').filter(Boolean),
      })
    : await startHello(kind === 'fastify' ? 'fastify' : 'node');
const pid = server.pid ?? 0;
const url =
  kind === 'health'
    ? `${(server as { origin: string }).origin}${apiBase}/health/live`
    : (server as { url: string }).url;
try {
  // THREAD_IDLE_SECONDS: first the server at rest, per thread in ms of CPU per second.
  const idleSeconds = Number(process.env.THREAD_IDLE_SECONDS ?? 0);
  if (idleSeconds > 0) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const atRest = threadTicks(pid);
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const rested = [...threadTicks(pid)].map(
      ([thread, t]) => [thread, ((t - (atRest.get(thread) ?? 0)) * 10) / idleSeconds] as const,
    );
    process.stdout.write(
      `at rest: ${rested
        .filter(([, ms]) => ms > 0)
        .map(([thread, ms]) => `${thread} ${ms.toFixed(1)} ms/s`)
        .join(', ')}\n`,
    );
  }
  // THREAD_BEFORE=dokumente: a round of the PGlite read first, as in the bench's turns (its WASM work
  // may go on beside the probe's rounds).
  if (process.env.THREAD_BEFORE === 'dokumente' && 'main' in server) {
    const jwt = (await signIn(server.origin, server.main.email, benchPassword)).jwt;
    await seedDocuments(server, jwt);
    await saturate({ url: `${server.origin}${apiBase}/api/dokumente`, headers: bearer(jwt), cpuPid: pid });
  } else await saturate({ url, cpuPid: pid });
  const before = threadTicks(pid);
  const ioBefore = syscallsOf(pid);
  const result = await saturate({ url, cpuPid: pid });
  const after = threadTicks(pid);
  const ioAfter = syscallsOf(pid);
  const answered = result.rounds.reduce((sum, round) => sum + round.requests, 0);
  // The ticks include the warm-up: each thread's share of them, times the measured rounds' CPU.
  const spent = [...after].map(([thread, t]) => [thread, t - (before.get(thread) ?? 0)] as const);
  const total = spent.reduce((sum, [, t]) => sum + t, 0);
  const rows = spent
    .map(([thread, t]) => [thread, ((result.cpuMsPer1000 ?? NaN) * t) / total] as const)
    .filter(([, ms]) => ms > 0)
    .sort((x, y) => y[1] - x[1]);
  process.stdout.write(
    `${kind} ${script ?? ''}, load ${os.loadavg()[0]?.toFixed(1)}, ${result.reqPerSec.toFixed(0)} req/s, ` +
      `${result.cpuMsPer1000?.toFixed(1)} ms CPU / 1,000; per request (warm-up included) ` +
      `${((ioAfter.read - ioBefore.read) / answered).toFixed(2)} read and ` +
      `${((ioAfter.write - ioBefore.write) / answered).toFixed(2)} write syscalls\n` +
      rows.map(([thread, ms]) => `  ${ms.toFixed(2).padStart(7)} ms / 1,000  ${thread}`).join('\n') +
      '\n',
  );
  // With THREAD_NODE_ARGS=--trace-gc: the collections V8 logged to the server's log.
  if ('logFile' in server) {
    const log = readFileSync(server.logFile, 'utf8');
    for (const kind of ['Scavenge', 'Mark-Compact', 'Mark-Compact (reduce)'])
      process.stdout.write(`  ${kind}: ${log.split(`${kind} `).length - 1}\n`);
    if (process.env.THREAD_KEEP_LOG) writeFileSync(process.env.THREAD_KEEP_LOG, log);
  }
} finally {
  if ('close' in server) await server.close();
  else await server.stop();
}
process.exit(0);
