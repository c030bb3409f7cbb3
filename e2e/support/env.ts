import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Shared between the server wrapper, global setup and the tests of one run.
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2626);
export const runDir = process.env.E2E_RUN_DIR ?? join(tmpdir(), `examensportal-e2e-${e2ePort}`);
export const dataDir = join(runDir, 'data');
export const mailDir = join(runDir, 'inbox');
export const logFile = join(runDir, 'server.log');
