import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** Fixed for all runs on one data folder, so sessions survive a restart. */
export const faultJwtSecret = 'fault-suite-secret-fault-suite-secret-0123456789';

export interface FaultServerOptions {
  dataDir: string;
  port: number;
  databaseUrl?: string;
  smtpUrl?: string;
  /** Arms one named fault point (src/infra/faultPoint.ts). */
  faultPoint?: string;
  env?: Record<string, string>;
  /** Run the built bundle (apps/server/dist/main.js, as `npm run serve`) instead of the sources with tsx. */
  built?: boolean;
  /** Another build's main.js (a copy of the bundle inside the repository, for A/B runs); implies built. */
  main?: string;
  /** Node options before the script (the bench's soak passes `npm run serve`'s heap flags). */
  nodeArgs?: string[];
}

export interface FaultServer {
  child: ChildProcess;
  origin: string;
  /** The API base, `<origin>/examensportal/backend`. */
  api: string;
  output(): string;
  /** Exit code, or the signal's name when a signal ended it. */
  exited: Promise<number | string | null>;
  /** SIGTERM and wait for the exit; SIGKILL after timeoutMs. */
  stop(timeoutMs?: number): Promise<number | string | null>;
}

async function waitUntilLive(server: FaultServer, timeoutMs: number): Promise<void> {
  const started = Date.now();
  let ended = false;
  void server.exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`server exited during start:\n${server.output().slice(-2000)}`);
    try {
      const res = await fetch(`${server.api}/health/live`, { signal: AbortSignal.timeout(1000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`server not live in time:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The real server as the bench and e2e start it (`node --import tsx apps/server/src/main.ts`), on its
 * own data folder and port, so a test can kill -9 it and start it again on the same data.
 */
export async function startFaultServer(
  options: FaultServerOptions,
  timeoutMs = 60_000,
): Promise<FaultServer> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    JWT_SECRET: faultJwtSecret,
    DOKUMENT_SCHLUESSEL: 'dGVzdC1kb2t1bWVudC1zY2hsdWVzc2VsLTMyYnl0ZSE=',
    CAPTCHA_MAX_NUMBER: '1000',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(options.dataDir, 'no-web-dist'),
    // Some cases register more accounts from 127.0.0.1 than the production 5 per hour.
    REGISTER_PER_HOUR: '1000',
    // With DATABASE_URL the server requires PUBLIC_URL (issue 18); the default it would have taken.
    ...(options.databaseUrl
      ? { DATABASE_URL: options.databaseUrl, PUBLIC_URL: `http://localhost:${options.port}` }
      : {}),
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...(options.faultPoint ? { FAULT_POINT: options.faultPoint } : {}),
    ...options.env,
  };
  const origin = `http://127.0.0.1:${options.port}`;
  // A server left over from a failed case would answer the health check in this one's place.
  const leftover = await fetch(`${origin}/examensportal/backend/health/live`).then(
    () => true,
    () => false,
  );
  if (leftover) throw new Error(`port ${options.port} is already served by another process`);
  const entry = options.main
    ? [options.main]
    : options.built
      ? ['apps/server/dist/main.js']
      : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...entry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  const server: FaultServer = {
    child,
    origin,
    api: `${origin}/examensportal/backend`,
    output: () => out,
    exited,
    stop: async (stopTimeoutMs = 30_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
  try {
    await waitUntilLive(server, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return server;
}
