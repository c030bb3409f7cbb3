import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions, type Ports } from '../../src/app';
import { loadConfig, type Config, type Env } from '../../src/config';
import type { Database } from '../../src/db/connect';
import { ManualClock } from '../../src/infra/clock';
import { openTestDatabase, type Backend } from './db';
import { captureLogs } from './logs';

const generousLimits = {
  loginPerMinute: 10_000,
  registerPerHour: 10_000,
  passwordResetPerHour: 10_000,
  confirmationResendPerHour: 10_000,
  linkPerHour: 10_000,
  captchaPerMinute: 10_000,
  apiPerMinute: 100_000,
};

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  clock: ManualClock;
  logs: ReturnType<typeof captureLogs>;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Env;
  /** Runs before app.ready(), e.g. to add a route that fails on purpose. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  ports?: Partial<Ports>;
  build?: BuildOptions;
  /** A database the caller opened and closes (several apps on one database, issue 18). */
  database?: Database;
}

/** The master key of every test app's documents (decision 0043): 32 bytes, base64. */
export const TEST_DOKUMENT_SCHLUESSEL = 'dGVzdC1kb2t1bWVudC1zY2hsdWVzc2VsLTMyYnl0ZSE=';

export async function createTestApp(backend: Backend, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ep-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://portal.example.org',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DOKUMENT_SCHLUESSEL: TEST_DOKUMENT_SCHLUESSEL,
    CAPTCHA_MAX_NUMBER: '50',
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    LOG_LEVEL: 'trace',
    // argon2's least work (decision 0069): the suite hashes and verifies thousands of passwords.
    // register.test.ts turns it off and checks the OWASP parameters of a real registration.
    INSECURE_TEST_PASSWORD_HASHING: '1',
    // PDFs render in the test's own thread: a worker thread (decision 0072) boots tsx, pdfkit and the
    // fonts again in every test process, and again after each idle minute. The pool has its own tests
    // (pdf-pool.test.ts, and receipts.test.ts for a worker that dies).
    PDF_WORKERS: '0',
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase(backend));
  const clock = new ManualClock();
  const logs = captureLogs();
  const app = await buildApp(
    config,
    { database, clock, logger: logs.logger, ...options.ports },
    // Mail is sent when a test says so (app.outbox.runOnce()), not by a timer.
    // IP limits are tested on their own; other tests send many requests from one address.
    {
      underPressure: false,
      outboxPollMs: 0,
      analyzeIntervalMs: 0,
      anchorIntervalMs: 0,
      reminderIntervalMs: 0,
      rateLimits: generousLimits,
      checkResponses: true,
      ...options.build,
    },
  );
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    clock,
    logs,
    dataDir,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      // Every answer a test provoked matched its route's response schema (decision 0024).
      if (app.responseMismatches.length > 0)
        throw new Error(`answers outside their schema:\n${app.responseMismatches.join('\n')}`);
    },
  };
}
