import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeArgs } from './server-entry';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
  /** Resolves once stdout contains the text, rejects when the process ends first or time runs out. */
  waitFor(text: string, timeoutMs?: number): Promise<void>;
}

/**
 * Starts the server as a real child process: dist/main.js as in production (built by the tests' global
 * setup when older than the sources), or src/main.ts through tsx when the bundle is stale.
 */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, nodeArgs('apps/server/src/main.ts'), {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'warn',
      // Its first second is the busy start (PGlite); the busy-share guard would shed the first
      // probe. These tests are about the process, the guards have their own fault tests.
      MAX_EVENT_LOOP_UTILIZATION_PERCENT: '0',
      // argon2's least work, as in every test app (decision 0069); main.ts warns about it at start.
      INSECURE_TEST_PASSWORD_HASHING: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor: (text, timeoutMs = 180_000) =>
      new Promise((resolve, reject) => {
        const started = Date.now();
        const check = () => {
          if (out.includes(text)) return resolve();
          if (child.exitCode !== null) return reject(new Error(`server exited: ${err}${out.slice(-2000)}`));
          if (Date.now() - started > timeoutMs) return reject(new Error(`timeout waiting for "${text}"`));
          setTimeout(check, 50);
        };
        check();
      }),
  };
}
