// Issue 29, the interim save on PostgreSQL: what one save costs the server, counted over a fixed number
// of saves rather than a time window, for two builds in turns (A B B A … so neither always goes first):
//   node --import tsx bench/src/save-ab.ts <main.js A> <main.js B> [saves per turn, 2000] [turns, 4]
// Per turn: server CPU (user + system, all threads) per save and the read and write syscalls per save
// (/proc/<pid>/io syscr, syscw: the database round trips, the socket's and the log's writes) – the
// syscalls do not move with other work on the machine, the CPU does. 32 candidates, one save in flight
// each, as the bench's step `postgres`, load shedding off. Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL).
import http from 'node:http';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { API } from '@examensportal/domain/api';
import { apiBase, signIn } from './client';
import { settings } from './config';
import { interimSaveBody, interimSaveRotation } from './measure/routes';
import { clientCore, cpuSecondsOf, killAllStarted, pinSelf } from './proc';
import { type BenchServer, benchPassword, startServer } from './server';

const [scriptA, scriptB] = process.argv.slice(2, 4);
const perTurn = Number(process.argv[4] ?? 2000);
const turns = Number(process.argv[5] ?? 4);
if (!scriptA || !scriptB) throw new Error('usage: save-ab.ts <main.js A> <main.js B> [saves] [turns]');
if (!settings.databaseUrl) throw new Error('BENCH_DATABASE_URL or TEST_DATABASE_URL must name PostgreSQL');
pinSelf(clientCore);
process.on('exit', killAllStarted);

function io(pid: number): { syscr: number; syscw: number } {
  const text = readFileSync(`/proc/${pid}/io`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}: (\\d+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { syscr: field('syscr'), syscw: field('syscw') };
}

interface Target {
  label: string;
  server: BenchServer;
  url: URL;
  rotate: { headers: Record<string, string>; body: Buffer }[];
}

/** `count` saves, one in flight per candidate, over keep-alive connections. */
async function saves(target: Target, count: number): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: target.rotate.length });
  let next = 0;
  const one = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const { headers, body } = target.rotate[i % target.rotate.length]!;
      const req = http.request(target.url, {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-length': String(body.length) },
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? resolve() : reject(new Error(`save answered ${res.statusCode}`)),
        );
      });
      req.on('error', reject);
      req.end(body);
    });
  const lane = async (candidate: number) => {
    while (next < count) {
      next++;
      await one(candidate);
    }
  };
  await Promise.all(target.rotate.map((_, i) => lane(i)));
  agent.destroy();
}

async function prepare(label: string, script: string): Promise<Target> {
  const server = await startServer({
    label,
    script,
    databaseUrl: settings.databaseUrl,
    loginAccounts: 0,
    writerAccounts: settings.connections,
    // Load shedding off: on a loaded machine it would answer some saves 503, which cost less.
    extraEnv: {
      MAX_IN_FLIGHT: '0',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      MAX_EVENT_LOOP_UTILIZATION_PERCENT: '0',
    },
  });
  const jwt = (await signIn(server.origin, server.main.email, benchPassword)).jwt;
  const rotate = (await interimSaveRotation(server, jwt, await interimSaveBody(server, jwt))).map((r) => ({
    headers: r.headers,
    body: Buffer.from(r.bodyBase64, 'base64'),
  }));
  return {
    label,
    server,
    url: new URL(`${server.origin}${apiBase}${API.zulassungZwischenspeichern.path}`),
    rotate,
  };
}

const a = await prepare('A', scriptA);
const b = await prepare('B', scriptB);
try {
  // Warm-up of both (JIT, the pool's connections and their named statements).
  for (const t of [a, b]) await saves(t, Math.min(1000, perTurn));
  for (let turn = 0; turn < turns; turn++) {
    const order = turn % 2 === 0 ? [a, b] : [b, a];
    for (const t of order) {
      const load = os.loadavg()[0] ?? NaN;
      const pid = t.server.pid;
      const cpu0 = cpuSecondsOf(pid) ?? NaN;
      const io0 = io(pid);
      const start = performance.now();
      await saves(t, perTurn);
      const wallMs = performance.now() - start;
      const cpuMs = ((cpuSecondsOf(pid) ?? NaN) - cpu0) * 1000;
      const io1 = io(pid);
      const line =
        `turn ${turn + 1} ${t.label}: ${(cpuMs / perTurn).toFixed(3)} ms CPU / save, ` +
        `${((io1.syscr - io0.syscr) / perTurn).toFixed(2)} reads, ${((io1.syscw - io0.syscw) / perTurn).toFixed(2)} writes / save, ` +
        `${((perTurn / wallMs) * 1000).toFixed(0)} saves/s, load ${load.toFixed(1)}`;
      process.stdout.write(`${line}\n`);
    }
  }
  process.stdout.write(`A ${scriptA}\nB ${scriptB}\n`);
} finally {
  await a.server.close();
  await b.server.close();
}
process.exit(0);
