import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

// Debian's headless shell (package chromium-headless-shell), the build Playwright itself runs headless
// tests in: measured on 2 cores, the a11y and reflow specs took 4.1 min in it against 5.7 min in the
// full browser's headless mode, at 60 % of the CPU time. The full browser stays the fallback.
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

// The spec files that took longest (1.5–3 min each in a whole run), started before all others.
const longSpecs = new RegExp(
  `/(${[
    'laufbahn',
    'pruefungsstelle-fallentscheidung',
    'pruefungsstelle-termin',
    'dialog-bekanntgabe',
    'pruefungsstelle-amtsbetrieb',
    'erinnerungen-kalender',
    'loeschung',
    'a11y-wp',
    'modul-pruefung',
    'reflow',
  ].join('|')})\\.spec\\.ts$`,
);

// Never a downloaded browser; the flags keep it off the (closed) network.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two spec files at a time (the tests of one file run in order, in one worker): every spec works on
  // accounts of its own, and a spec's demo or time-travel server listens on its worker's own port.
  fullyParallel: false,
  workers: 2,
  // One retry on a loaded CI machine; the list reporter marks a test that needed it as flaky.
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // Recorded on a failed test's retry only: recording every test (DOM snapshots and a screencast for
    // each action) cost 17–20 % of the machine's CPU in the reflow journeys (trace on 95–107 s, off 79–87
    // s, wall 73–82 → 66–71 s; 2 cores, nothing else running). E2E_TRACE=retain-on-failure records all.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // One renderer process per site: each test's new tab joins the one support/fixtures.ts keeps
        // open, instead of starting a process and compiling the app again (a test with two tabs runs
        // both on one main thread, as a single-core phone would).
        ...(process.env.E2E_CONTEXT_PER_TEST === '1' ? [] : ['--process-per-site']),
      ],
    },
  },
  projects: [
    // The longest spec files first: Playwright hands out the files of a project in alphabetical order,
    // and files like laufbahn or pruefungsstelle-termin (2–3 min each) coming last left one worker
    // running alone for minutes at the end. Projects are handed out in this order.
    { name: 'journeys-long', testMatch: longSpecs },
    { name: 'journeys', testIgnore: [/zz-log-sentinel/, longSpecs] },
    // The log sentinel reads the server log once every journey has written to it.
    { name: 'log-sentinel', testMatch: /zz-log-sentinel/, dependencies: ['journeys-long', 'journeys'] },
  ],
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
