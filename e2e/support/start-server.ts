import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataDir, e2ePort, logFile, runDir, smtpPort } from './env';
import { nodeArgs } from './server-entry';

// Starts the real server on a fresh data folder; its log is kept for the sentinel scan.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
mkdirSync(runDir, { recursive: true });
const log = createWriteStream(logFile, { flags: 'a' });

const child = spawn(process.execPath, nodeArgs('apps/server/src/main.ts'), {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(e2ePort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${e2ePort}`,
    // Passkeys need a domain, never an IP address: the passkey journey opens the portal as localhost.
    WEBAUTHN_RP_ID: 'localhost',
    WEBAUTHN_ORIGIN: `http://localhost:${e2ePort}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Examensportal <noreply@examensportal.test>',
    CAPTCHA_MAX_NUMBER: '1000',
    // The journeys register far more than the production 5 accounts per hour, all from 127.0.0.1.
    REGISTER_PER_HOUR: '1000',
    // The browser, the test runner and this server share two cores; a busy second of the server, or a
    // late event loop, is the machine's doing, not overload (the load guards have their own tests in
    // npm run test:faults).
    MAX_EVENT_LOOP_UTILIZATION_PERCENT: '0',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    LOG_LEVEL: 'info',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.pipe(log);
child.stderr.pipe(log);
child.stdout.pipe(process.stdout);
child.stderr.pipe(process.stderr);
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
