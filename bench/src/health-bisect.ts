// Issue 29, row B1/health: where the CPU between a bare Fastify hello and our server's `GET /health/live`
// goes, step by step (h103's suggestion, h109):
//   node --import tsx bench/src/health-bisect.ts [step,step,…|all] [reverse]
// Starts raw node:http (B1), one Fastify app per step of bench/src/children/health-stack.ts (each step
// adds one of our options or plugins, with the server's own modules, to all before it) and the real
// server (`npm run serve`'s bundle on PGlite), all on core 1; lets them settle (proc.ts, `settle`); then
// loads them in turns from core 0 (B1, the steps, the server; `reverse`: the steps and the server in the
// opposite order). Prints per step the server CPU per 1,000 probes, its difference to the step before,
// and B1's CPU over it. Run it in both orders: the first and last of a round see different neighbours.
import os from 'node:os';
import { apiBase } from './client';
import { type StackStep, stackSteps } from './measure/health-steps';
import { type LoadResult, saturateInTurns } from './load';
import { median } from './report';
import { startHello } from './measure/api';
import {
  clientCore,
  cpuSecondsOf,
  freePort,
  killAllStarted,
  pinSelf,
  serverCore,
  settle,
  sleep,
  spawnNode,
  stopChild,
  waitForHttp,
} from './proc';
import { serveCommand, startServer } from './server';

const chosen = process.argv[2] && process.argv[2] !== 'all' ? process.argv[2].split(',') : [...stackSteps];
const reverse = process.argv[3] === 'reverse';
pinSelf(clientCore);
process.on('exit', killAllStarted);

const serve = serveCommand();
const probePath = `${apiBase}/health/live`;

async function startStep(step: string) {
  const port = await freePort();
  // From `serve-flags` on, the Node options and environment of `npm run serve`.
  const withServe = stackSteps.indexOf(step as StackStep) >= 1;
  const child = spawnNode('bench/src/children/health-stack.ts', [String(port), step], {
    core: serverCore,
    stdio: 'ignore',
    ...(withServe ? { nodeArgs: serve.nodeArgs, env: serve.env } : {}),
  });
  const url = `http://127.0.0.1:${port}${probePath}`;
  await waitForHttp(url, 180_000, child);
  return { name: step, url, pid: child.pid, stop: () => stopChild(child) };
}

const serverName = 'server (npm run serve, PGlite)';
const hello = await startHello('node');
// Four at a time: one after the other they took minutes on a loaded machine, all at once never got ready.
// The server first: beside four starting steps it missed its 60 s at load 30.
const server = await startServer({ label: 'server', loginAccounts: 0 });
const steps: Awaited<ReturnType<typeof startStep>>[] = [];
for (let i = 0; i < chosen.length; i += 4)
  steps.push(...(await Promise.all(chosen.slice(i, i + 4).map(startStep))));
const targets = [...steps, { name: serverName, url: `${server.origin}${probePath}`, pid: server.pid }];
if (reverse) targets.reverse();
try {
  await Promise.all(targets.map((t) => (t.pid ? settle(t.pid) : undefined)));
  // CPU at rest (timers, samplers) over 5 s: at a loaded machine's few thousand req/s it is a visible
  // share per request, at a quiet run's 20–50k not; the table shows the figure with it taken out too.
  const restBefore = targets.map((t) => cpuSecondsOf(t.pid ?? 0) ?? 0);
  await sleep(5000);
  const restMsPerSecond = targets.map(
    (t, i) => (((cpuSecondsOf(t.pid ?? 0) ?? 0) - (restBefore[i] ?? 0)) * 1000) / 5,
  );
  const loadBefore = os.loadavg();
  const results = await saturateInTurns([
    { url: hello.url, cpuPid: hello.pid },
    ...targets.map((t) => ({ url: t.url, cpuPid: t.pid })),
  ]);
  const loadAfter = os.loadavg();
  const [b1, ...rest] = results;
  const b1Cpu = b1?.cpuMsPer1000 ?? NaN;
  const perRound = (r: LoadResult | undefined, restMs = 0) =>
    (r?.rounds ?? []).map((x) => (((x.serverCpuMs ?? NaN) - restMs * x.seconds) / x.requests) * 1000);
  const b1Rounds = perRound(b1);
  const inOrder = [...steps.map((s) => s.name), serverName];
  const lines = [
    `health bisect${reverse ? ' (reverse order)' : ''}, load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} → ${loadAfter.map((l) => l.toFixed(1)).join(' ')}`,
    `B1 raw node:http: ${b1?.reqPerSec.toFixed(0)} req/s, ${b1Cpu.toFixed(1)} ms CPU / 1,000`,
    '| step | req/s | CPU ms / 1,000 | Δ | at rest ms/s | without rest | Δ | B1 CPU / CPU (median of rounds) | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  let previous: [number, number] | undefined;
  const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)}`;
  for (const name of inOrder) {
    const i = targets.findIndex((t) => t.name === name);
    const r = rest[i];
    const restMs = restMsPerSecond[i] ?? 0;
    const cpu = r?.cpuMsPer1000 ?? NaN;
    const lean = median(perRound(r, restMs));
    const paired = median(perRound(r).map((c, k) => (b1Rounds[k] ?? NaN) / c));
    lines.push(
      `| ${name} | ${r?.reqPerSec.toFixed(0)} | ${cpu.toFixed(1)} | ${previous ? signed(cpu - previous[0]) : ''} | ${restMs.toFixed(1)} | ${lean.toFixed(1)} | ${previous ? signed(lean - previous[1]) : ''} | ${paired.toFixed(3)} | ${r?.non2xx} |`,
    );
    previous = [cpu, lean];
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await hello.stop();
  for (const s of steps) await s.stop();
  await server.close();
}
process.exit(0);
