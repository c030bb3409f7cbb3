// The server under scan: the built bundle as `npm run serve` starts it, on a fresh PGlite data folder
// filled by `npm run demo`, listening on loopback only.
import { randomBytes } from 'node:crypto';
import { type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../config';
import { freePort, serverCore, spawnNode, stopChild, waitForHttp } from '../proc';
import { buildServer, serveCommand } from '../server';

export interface ScanTarget {
  origin: string;
  dataDir: string;
  logFile: string;
  close(): Promise<void>;
}

async function exited(child: ChildProcess, timeoutMs: number): Promise<number | null> {
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  clearTimeout(timer);
  return code;
}

/** `npm run demo` into an empty data folder (the documented demo accounts). */
async function seedDemo(dataDir: string, logFile: string): Promise<void> {
  const log = openSync(logFile, 'a');
  const child = spawnNode('apps/server/src/demo/seed.ts', [], {
    core: serverCore,
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const code = await exited(child, 120_000);
  if (code !== 0)
    throw new Error(`demo seed exited with ${code}: ${readFileSync(logFile, 'utf8').slice(-800)}`);
}

/**
 * The limits that stop a flood stay out of the scanners' way, so their payloads reach the code behind
 * them: per-account API and upload limits off, an easy captcha (the gateway solves one per request).
 * The per-IP limits stay on; the gateway sends each request from its own loopback address instead.
 */
export async function startTarget(): Promise<ScanTarget> {
  buildServer();
  const root = mkdtempSync(path.join(os.tmpdir(), 'ep-scan-'));
  // The demo seed wants an empty data folder, so the log lives beside it.
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  const webDist = path.join(repoRoot, 'apps/web/dist');
  try {
    await seedDemo(dataDir, logFile);
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const serve = serveCommand();
    const log = openSync(logFile, 'a');
    const child = spawnNode(serve.script, [], {
      core: serverCore,
      tsx: false,
      nodeArgs: serve.nodeArgs,
      stdio: ['ignore', log, log],
      env: {
        ...serve.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: origin,
        DATABASE_URL: '',
        JWT_SECRET: `scan-${randomBytes(24).toString('hex')}`,
        DOKUMENT_SCHLUESSEL: 'dGVzdC1kb2t1bWVudC1zY2hsdWVzc2VsLTMyYnl0ZSE=',
        SMTP_URL: '',
        CLAMD_URL: '',
        CAPTCHA_MAX_NUMBER: '20',
        LOG_LEVEL: 'info',
        WEB_DIST: existsSync(path.join(webDist, 'index.html')) ? webDist : path.join(dataDir, 'no-web-dist'),
        API_REQUESTS_PER_MINUTE: '0',
        UPLOAD_RATE_PER_HOUR: '100000',
      },
    });
    closeSync(log);
    try {
      await waitForHttp(`${origin}/examensportal/backend/health/live`, 60_000, child);
    } catch (error) {
      await stopChild(child, 2000);
      throw new Error(`${(error as Error).message}\n${readFileSync(logFile, 'utf8').slice(-1500)}`);
    }
    return {
      origin,
      dataDir,
      logFile,
      close: async () => {
        await stopChild(child, 5000);
        rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}
