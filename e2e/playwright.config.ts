import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

// Debian's Chromium, never a downloaded browser; the flags keep it off the (closed) network.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry on a loaded CI machine; the list reporter marks a test that needed it as flaky.
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node --import tsx support/start-server.ts`,
    url: `http://127.0.0.1:${port}/examensportal/backend/health/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
