// Issue 29: server CPU per request of two server builds under the same load, in turns with raw
// node:http (B1), so other work on the machine hits all of them alike:
//   node --import tsx bench/src/server-ab.ts <main.js A> <main.js B> [health|save|dokumente] [pglite|postgres]
// Each main.js is a copy of apps/server/dist/main.js of one commit (next to it, so node_modules resolve).
// Prints req/s, p95 and CPU ms per 1,000 requests of each, and B1's CPU over each build's (the issue's
// ratio as if the server core were free). AB_BARE=1 adds a bare Fastify hello to the health turns.
// Each build is measured once it has settled (40 s, then its CPU at rest under 25 ms/s; AB_SETTLE=0: at once).
import os from 'node:os';
import { API } from '@examensportal/domain/api';
import { apiBase, bearer, signIn } from './client';
import { settings } from './config';
import { type LoadResult, saturate, saturateInTurns } from './load';
import { seedDocuments, startHello } from './measure/api';
import { interimSaveBody, interimSaveRotation } from './measure/routes';
import { clientCore, killAllStarted, pinSelf, settle } from './proc';
import { benchPassword, type BenchServer, envOf, startServer } from './server';

const [scriptA, scriptB] = process.argv.slice(2, 4);
const target = process.argv[4] ?? 'health';
const db = process.argv[5] ?? 'pglite';
if (!scriptA || !scriptB)
  throw new Error('usage: server-ab.ts <main.js A> <main.js B> [health|save|dokumente] [db]');
pinSelf(clientCore);
process.on('exit', killAllStarted);

/**
 * The load job of one server: the liveness probe, the list of 20 documents, or the interim save of one
 * candidate per connection.
 */
async function jobOf(server: BenchServer) {
  if (target === 'health') return { url: `${server.origin}${apiBase}/health/live`, cpuPid: server.pid };
  const jwt = (await signIn(server.origin, server.main.email, benchPassword)).jwt;
  if (target === 'dokumente') {
    await seedDocuments(server, jwt);
    return { url: `${server.origin}${apiBase}/api/dokumente`, headers: bearer(jwt), cpuPid: server.pid };
  }
  const rotate = await interimSaveRotation(server, jwt, await interimSaveBody(server, jwt));
  const url = `${server.origin}${apiBase}${API.zulassungZwischenspeichern.path}`;
  return { url, method: 'POST' as const, rotate, cpuPid: server.pid };
}

const pairs = Number(process.env.AB_PAIRS ?? 2);

/** Each job alone, `rounds` times in turns; per job the round with the median CPU per request. */
async function saturateSeparately(jobs: Parameters<typeof saturate>[0][], rounds: number) {
  const results: LoadResult[][] = jobs.map(() => []);
  for (let i = 0; i < rounds; i++) {
    for (const [j, job] of jobs.entries()) results[j]?.push(await saturate(job));
  }
  return results.map((all) => {
    const sorted = all.sort((x, y) => (x.cpuMsPer1000 ?? 0) - (y.cpuMsPer1000 ?? 0));
    process.stdout.write(
      `  rounds: ${sorted.map((r) => r.cpuMsPer1000?.toFixed(0)).join(', ')} ms / 1,000\n`,
    );
    return sorted[Math.floor(sorted.length / 2)];
  });
}

const start = (label: string, script: string) =>
  startServer({
    label,
    script,
    // AB_ENV_A / AB_ENV_B: environment of one side (`NAME=value …`, e.g. an allocator by LD_PRELOAD).
    extraEnv: envOf(process.env[`AB_ENV_${label}`]),
    // AB_ARGS_A / AB_ARGS_B: Node or V8 options of one side after `npm run serve`'s (`--flag=value …`).
    extraNodeArgs: (process.env[`AB_ARGS_${label}`] ?? '').split(' ').filter(Boolean),
    databaseUrl: db === 'postgres' ? settings.databaseUrl : undefined,
    loginAccounts: 0,
    writerAccounts: target === 'save' ? settings.connections : 0,
  });
const a = await start('A', scriptA);
const b = await start('B', scriptB);
const hello = await startHello('node');
// AB_BARE=1 (health only): a bare Fastify hello in the same turns, to split Fastify's cost from ours.
const bare = target === 'health' && process.env.AB_BARE ? await startHello('fastify') : undefined;
try {
  const loadBefore = os.loadavg()[0];
  const jobs = [{ url: hello.url, cpuPid: hello.pid }, await jobOf(a), await jobOf(b)];
  // After jobOf: the read's documents and the saves' drafts are part of what a settled server holds.
  await Promise.all([settle(a.pid), settle(b.pid)]);
  if (bare) jobs.push({ url: bare.url, cpuPid: bare.pid });
  // The saves' bodies (one per candidate and build) are too long for one argument of the load
  // generator: then each target alone, in turns A B A B (the spread of two pairs, not of one).
  const [b1, ra, rb, rbare] =
    target === 'save' ? await saturateSeparately(jobs, pairs) : await saturateInTurns(jobs);
  const line = (name: string, r: typeof b1) =>
    `${name}: ${r?.reqPerSec.toFixed(0)} req/s, p95 ${r?.p95.toFixed(1)} ms, ${r?.cpuMsPer1000?.toFixed(1)} ms CPU / 1,000, non-2xx ${r?.non2xx}`;
  const ratio = (r: typeof b1) => ((b1?.cpuMsPer1000 ?? NaN) / (r?.cpuMsPer1000 ?? NaN)).toFixed(3);
  process.stdout.write(
    [
      `${target} on ${db}, load average ${loadBefore?.toFixed(1)} → ${os.loadavg()[0]?.toFixed(1)}`,
      line('B1 raw node:http', b1),
      `${line(`A ${scriptA}`, ra)}; B1 CPU / A CPU ${ratio(ra)}`,
      `${line(`B ${scriptB}`, rb)}; B1 CPU / B CPU ${ratio(rb)}`,
      ...(rbare ? [`${line('bare Fastify hello', rbare)}; B1 CPU / bare CPU ${ratio(rbare)}`] : []),
    ].join('\n') + '\n',
  );
} finally {
  await hello.stop();
  await bare?.stop();
  await a.close();
  await b.close();
}
process.exit(0);
