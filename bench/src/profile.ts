// Issue 29 point 1: where the server's time goes under one load. Starts the built server as the bench
// does (pinned, `npm run serve`'s flags) plus --cpu-prof, saturates one target, stops the server and
// writes a summary of the self time of the samples taken during the load only (start-up excluded):
//   node --import tsx bench/src/profile.ts <health|dokumente|save|upload> [pglite|postgres]
// → bench/results/profiles/<target>-<db>.txt (and the .cpuprofile when it is smaller than 5 MB).
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API } from '@examensportal/domain/api';
import { multipartBody } from '../../apps/server/test/helpers/multipart';
import { apiBase, bearer, request, signIn } from './client';
import { benchDir, settings } from './config';
import { saturate } from './load';
import { clientCore, cpuSecondsOf, pinSelf } from './proc';
import { seedDocuments } from './measure/api';
import { largeUpload } from './measure/upload';
import { benchPassword, envOf, startServer } from './server';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const target = process.argv[2] ?? 'dokumente';
const db = process.argv[3] ?? 'pglite';
pinSelf(clientCore);

/** Where a frame comes from: an npm package, node itself, or our bundle. */
function origin(url: string): string {
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? '?');
  }
  if (url.startsWith('node:')) return 'node:internal';
  if (url.includes('/dist/')) return 'our code (bundle)';
  return url ? url : '(native / gc / idle)';
}

/** Self time per function and per origin between fromUs and toUs (CLOCK_MONOTONIC microseconds). */
export function summarize(profile: CpuProfile, fromUs: number, toUs: number, top = 40): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let t = profile.startTime;
  let total = 0;
  for (const [i, id] of profile.samples.entries()) {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    if (t < fromUs || t > toUs) continue;
    self.set(id, (self.get(id) ?? 0) + delta);
    total += delta;
  }
  const fn = new Map<string, number>();
  const pkg = new Map<string, number>();
  for (const [id, us] of self) {
    const f = byId.get(id)?.callFrame;
    if (!f) continue;
    const name = `${f.functionName || '(anonymous)'} ${f.url ? `${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}` : ''}`;
    fn.set(name, (fn.get(name) ?? 0) + us);
    const o = f.url ? origin(f.url) : f.functionName;
    pkg.set(o, (pkg.get(o) ?? 0) + us);
  }
  const rows = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(
        ([k, us]) =>
          `${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`,
      )
      .join('\n');
  return `samples in the load window: ${(total / 1000).toFixed(0)} ms\n\nself time by origin:\n${rows(pkg, 25)}\n\nself time by function (top ${top}):\n${rows(fn, top)}\n`;
}

async function main() {
  const profDir = mkdtempSync(path.join(os.tmpdir(), 'ep-prof-'));
  const server = await startServer({
    label: db,
    databaseUrl: db === 'postgres' ? settings.databaseUrl : undefined,
    writerAccounts: target === 'save' ? settings.connections : 0,
    // PROFILE_ENV: environment experiments against `npm run serve`'s (e.g. an allocator by LD_PRELOAD).
    extraEnv: envOf(process.env.PROFILE_ENV),
    extraNodeArgs: [
      '--cpu-prof',
      `--cpu-prof-dir=${profDir}`,
      '--cpu-prof-interval=200',
      // Experiments with V8 flags against `npm run serve`'s (e.g. PROFILE_NODE_ARGS=--max-semi-space-size=16).
      ...(process.env.PROFILE_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
  });
  const jwt = (await signIn(server.origin, server.main.email, benchPassword)).jwt;
  if (target === 'upload') return profileUploads(server, jwt, profDir);
  let job: Parameters<typeof saturate>[0];
  if (target === 'health') job = { url: `${server.origin}${apiBase}/health/live` };
  else if (target === 'dokumente') {
    await seedDocuments(server, jwt);
    job = { url: `${server.origin}${apiBase}/api/dokumente`, headers: bearer(jwt) };
  } else {
    const draft = await request(`${server.origin}${apiBase}${API.zulassung.path}`, { headers: bearer(jwt) });
    const { body, contentType } = multipartBody([
      { name: 'zulassung', data: draft.body },
      ...(API.zulassungZwischenspeichern.multipart?.files ?? []).map((name) => ({ name, data: '[]' })),
    ]);
    job = {
      url: `${server.origin}${apiBase}${API.zulassungZwischenspeichern.path}`,
      method: 'POST',
      headers: { ...bearer(jwt), 'content-type': contentType },
      bodyBase64: body.toString('base64'),
    };
  }
  const cpuBefore = cpuSecondsOf(server.pid) ?? NaN;
  const from = Number(process.hrtime.bigint() / 1000n);
  const result = await saturate(job);
  const to = Number(process.hrtime.bigint() / 1000n);
  const cpu = (cpuSecondsOf(server.pid) ?? NaN) - cpuBefore;
  const requests = result.rounds.reduce((s, r) => s + r.requests, 0);
  await server.close();
  const { file, profile, outDir } = readProfile(profDir);
  const name = `${target}-${db}${process.env.PROFILE_TAG ? `-${process.env.PROFILE_TAG}` : ''}`;
  const head = [
    `profile of ${target} on ${db}, ${new Date().toISOString()}, load average ${os.loadavg()[0]?.toFixed(1)}`,
    `${result.reqPerSec.toFixed(0)} req/s (median round), p95 ${result.p95.toFixed(1)} ms, non-2xx ${result.non2xx}`,
    `server CPU during the load (warm-up included): ${(cpu * 1000).toFixed(0)} ms for ${requests} measured requests`,
  ].join('\n');
  writeFileSync(path.join(outDir, `${name}.txt`), `${head}\n${summarize(profile, from, to)}`);
  if (statSync(path.join(profDir, file)).size < 5 * 1024 * 1024) {
    copyFileSync(path.join(profDir, file), path.join(outDir, `${name}.cpuprofile`));
  }
  rmSync(profDir, { recursive: true, force: true });
  process.stdout.write(`${head}\n→ ${path.join(outDir, `${name}.txt`)}\n`);
  process.exit(0);
}

/** The one .cpuprofile the stopped server wrote into profDir, and the folder the readings go to. */
function readProfile(profDir: string) {
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no .cpuprofile written (did the server exit cleanly?)');
  const profile = JSON.parse(readFileSync(path.join(profDir, file), 'utf8')) as CpuProfile;
  const outDir = path.join(benchDir, 'results', 'profiles');
  mkdirSync(outDir, { recursive: true });
  return { file, profile, outDir };
}

/** Rounds of one profiled phase of the upload target (PERF-UP-1/2). */
const uploadRounds = Number(process.env.PROFILE_ROUNDS ?? 8);

/**
 * The upload target: 30-MiB uploads one after the other, then downloads of one of them; server CPU per
 * upload and per download (main thread and thread pool, /proc) and a profile of each phase.
 */
async function profileUploads(server: Awaited<ReturnType<typeof startServer>>, jwt: string, profDir: string) {
  const big = largeUpload(server, jwt);
  let documentId = '';
  for (let i = 0; i < 2; i++) {
    const res = await big.send();
    if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
    documentId = (JSON.parse(res.body.toString()) as { documentId: string }[])[0]?.documentId ?? '';
  }
  const download = () =>
    request(`${server.origin}${apiBase}/api/dokumente/download/${documentId}`, {
      headers: bearer(jwt),
      discardBody: true,
      timeoutMs: 120_000,
    });
  await download();
  const phase = async (send: () => Promise<{ totalMs: number; status: number }>) => {
    const cpu = cpuSecondsOf(server.pid) ?? NaN;
    const from = Number(process.hrtime.bigint() / 1000n);
    const wall: number[] = [];
    for (let i = 0; i < uploadRounds; i++) {
      const res = await send();
      if (res.status >= 300) throw new Error(`answered ${res.status}`);
      wall.push(res.totalMs);
    }
    const to = Number(process.hrtime.bigint() / 1000n);
    const cpuMs = (((cpuSecondsOf(server.pid) ?? NaN) - cpu) * 1000) / uploadRounds;
    wall.sort((a, b) => a - b);
    return { from, to, cpuMs, wallMs: wall[Math.floor(wall.length / 2)] ?? NaN };
  };
  const up = await phase(big.send);
  const down = await phase(download);
  // PROFILE_KEEP_LOG=<file>: the server's log (e.g. with PROFILE_NODE_ARGS=--trace-gc) before it goes.
  if (process.env.PROFILE_KEEP_LOG)
    copyFileSync(path.join(server.dataDir, 'server.log'), process.env.PROFILE_KEEP_LOG);
  await server.close();
  const { profile, outDir } = readProfile(profDir);
  const name = `upload-${db}${process.env.PROFILE_TAG ? `-${process.env.PROFILE_TAG}` : ''}`;
  const mb = (big.size / 1e6).toFixed(1);
  const head = [
    `profile of ${uploadRounds} uploads and downloads of ${mb} MB on ${db}, ${new Date().toISOString()}, load average ${os.loadavg()[0]?.toFixed(1)}`,
    `upload: server CPU ${up.cpuMs.toFixed(0)} ms each (10-ms ticks), wall median ${up.wallMs.toFixed(0)} ms`,
    `download: server CPU ${down.cpuMs.toFixed(0)} ms each, wall median ${down.wallMs.toFixed(0)} ms`,
  ].join('\n');
  const text = `${head}\n\n== uploads ==\n${summarize(profile, up.from, up.to)}\n== downloads ==\n${summarize(profile, down.from, down.to)}`;
  writeFileSync(path.join(outDir, `${name}.txt`), text);
  rmSync(profDir, { recursive: true, force: true });
  process.stdout.write(`${head}\n→ ${path.join(outDir, `${name}.txt`)}\n`);
  process.exit(0);
}

await main();
