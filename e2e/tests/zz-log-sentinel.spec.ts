import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { logFile } from '../support/env';

// Runs last: the journeys used sentinel passwords; none of them, and no bearer token, may be in the log.
test('the server log holds no password, token or JWT', async ({ request }) => {
  // The server writes its log buffered (decision 0089): a request of our own whose access line has
  // reached the file shows that every line before it has too.
  const marker = `/examensportal/backend/api/log-sentinel-${randomUUID()}`;
  await request.get(marker);
  await expect.poll(() => readFileSync(logFile, 'utf8').includes(marker), { timeout: 10_000 }).toBe(true);
  const log = readFileSync(logFile, 'utf8');
  expect(log.length).toBeGreaterThan(0);
  expect(log).not.toContain('Sentinel#Pw');
  expect(log).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\./);
  expect(log).not.toMatch(/Bearer\s+[A-Za-z0-9_-]{10,}/);
});
