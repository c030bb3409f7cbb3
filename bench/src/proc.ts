import { type ChildProcess, execFileSync, spawn, type StdioOptions } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { repoRoot } from './config';
import { hasCommand } from './machine';

export const tasksetAvailable = hasCommand('taskset');

/** Server under test and CPU-bound loops run on core 1, load generators on core 0 (quality targets §3.2). */
export const serverCore = 1;
export const clientCore = 0;

const started = new Set<ChildProcess>();

/** A command, prefixed with `taskset -c <core>` when taskset exists (it execs, so the pid stays the same). */
export function pinnedCommand(core: number, command: string, args: string[]): [string, string[]] {
  return tasksetAvailable ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
}

/** Pins this process and its threads to the load-generator core; children inherit it unless re-pinned. */
export function pinSelf(core: number): boolean {
  if (!tasksetAvailable) return false;
  try {
    execFileSync('taskset', ['-a', '-cp', String(core), String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export interface NodeChildOptions {
  core: number;
  env?: Record<string, string | undefined>;
  stdio?: StdioOptions;
  /** False for built JavaScript (the server bundle), which runs without the TypeScript loader. */
  tsx?: boolean;
  /** Node options before the script (e.g. heap flags of `npm run serve`). */
  nodeArgs?: string[];
}

/** `node --import tsx <script> …args` (or plain node for built JS), pinned, from the repository root. */
export function spawnNode(script: string, args: string[], options: NodeChildOptions): ChildProcess {
  const loader = options.tsx === false ? [] : ['--import', 'tsx'];
  const [command, argv] = pinnedCommand(options.core, process.execPath, [
    ...(options.nodeArgs ?? []),
    ...loader,
    script,
    ...args,
  ]);
  const child = spawn(command, argv, {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    stdio: options.stdio ?? ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.on('exit', () => started.delete(child));
  return child;
}

/** Runs a child to its end (killed after timeoutMs) and parses the last stdout line as JSON. */
export async function runJson<T>(child: ChildProcess, timeoutMs: number): Promise<T> {
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  clearTimeout(timer);
  const last = out.trim().split('\n').at(-1) ?? '';
  if (code !== 0) throw new Error(`child exited with ${code}: ${(err || out).trim().slice(-400)}`);
  try {
    return JSON.parse(last) as T;
  } catch {
    throw new Error(`child printed no JSON: ${(err || out).trim().slice(-400)}`);
  }
}

/** SIGTERM, then SIGKILL after graceMs; only the given child (never by name). */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Last resort on exit of the run: every child this run started and that still lives. */
export function killAllStarted(): void {
  for (const child of started) child.kill('SIGKILL');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until the URL answers 200 or the time is up. */
export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    if (child && child.exitCode !== null)
      throw new Error(`process exited with ${child.exitCode} before ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - start;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

export interface MemoryStatus {
  rssMiB: number;
  /** Peak resident set since start or the last resetPeak. */
  hwmMiB: number;
}

export function memoryOf(pid: number): MemoryStatus | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMiB: kib('VmRSS') / 1024, hwmMiB: kib('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}

/** Threads of the process now (/proc/<pid>/status); a PDF worker thread is one of them. */
export function threadsOf(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const threads = Number(/^Threads:\s+(\d+)/m.exec(status)?.[1] ?? NaN);
    return Number.isFinite(threads) ? threads : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds (user + system, all threads) the process has used: unlike wall time, hardly affected by
 * other work on the machine, so a start measured under load stays comparable.
 */
export function cpuSecondsOf(pid: number): number | undefined {
  try {
    // Fields after the command name (which may contain spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / 100 : undefined;
  } catch {
    return undefined;
  }
}

/** Resets VmHWM (Linux clear_refs "5"); false when the kernel refuses. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Samples VmRSS every intervalMs until stopped; returns the highest value seen. */
export function sampleRss(pid: number, intervalMs = 25): { stop(): number } {
  let max = 0;
  const timer = setInterval(() => {
    const m = memoryOf(pid);
    if (m && m.rssMiB > max) max = m.rssMiB;
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return max;
    },
  };
}

export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Waits 40 s, then (up to 90 s in all) until the process uses under 25 ms of CPU per second for 2 s in a
 * row: a fresh server goes on compiling its bundle and PGlite's WASM and marking its start's heap on V8's
 * helper threads for half a minute (a burst about 30 s after the start), and a build measured then pays
 * for that (h103: 18 % of its CPU on the probe, 4 % settled). AB_SETTLE=0 measures at once, as before.
 */
export async function settle(pid: number): Promise<void> {
  if (process.env.AB_SETTLE === '0') return;
  const start = performance.now();
  let quiet = 0;
  await sleep(40_000);
  let last = cpuSecondsOf(pid) ?? 0;
  while (quiet < 4 && performance.now() - start < 90_000) {
    await sleep(500);
    const now = cpuSecondsOf(pid) ?? 0;
    quiet = (now - last) * 2 < 0.025 ? quiet + 1 : 0;
    last = now;
  }
}
