import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2ePort, logFile, runDir, smtpPort } from './env';

// A second portal server on the documented demo data (docs/demo-accounts.md): candidates who are
// admitted, registered for modules, invited … Most flows show only 'nicht anwendbar' to a fresh
// account; these accounts open their forms. The office tool cannot add such facts to the main
// server's embedded database while it runs, so the demo data gets a server of its own.

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const demoPort = Number(process.env.E2E_DEMO_PORT ?? e2ePort + 1);
export const demoOrigin = `http://127.0.0.1:${demoPort}`;
export const DEMO_PASSWORT = 'Demo#Portal2026';

function env(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(demoPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: demoOrigin,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Examensportal <noreply@examensportal.test>',
    CAPTCHA_MAX_NUMBER: '1000',
    LOG_LEVEL: 'info',
    DATABASE_URL: '',
  };
}

function run(script: string, dataDir: string, log: NodeJS.WritableStream): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, script)], {
    cwd: root,
    env: env(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The same log as the main server's, so the log sentinel reads this one too.
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code ?? 1));
  });

async function waitReady(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`demo server ended with ${child.exitCode}; see ${logFile}`);
    try {
      const res = await fetch(`${demoOrigin}/examensportal/backend/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`demo server not ready within 60 s; see ${logFile}`);
}

export interface DemoServer {
  stop(): Promise<void>;
}

/** Seeds a fresh data folder with the demo accounts and serves it on {@link demoPort}. */
export async function startDemoServer(): Promise<DemoServer> {
  const dataDir = join(runDir, `demo-data-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const log = createWriteStream(logFile, { flags: 'a' });

  const seed = run('apps/server/src/demo/seed.ts', dataDir, log);
  const code = await exited(seed);
  if (code !== 0) throw new Error(`demo seed ended with ${code}; see ${logFile}`);

  const server = run('apps/server/src/main.ts', dataDir, log);
  // Never outlive the test worker, even when it ends without afterAll.
  const kill = () => server.kill('SIGTERM');
  process.once('exit', kill);
  try {
    await waitReady(server);
  } catch (error) {
    kill();
    throw error;
  }
  return {
    async stop() {
      process.removeListener('exit', kill);
      kill();
      await exited(server);
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
