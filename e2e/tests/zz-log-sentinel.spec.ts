import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { logFile } from '../support/env';

// Runs last: the journeys used sentinel passwords; none of them, and no bearer token, may be in the log.
test('the server log holds no password, token or JWT', () => {
  const log = readFileSync(logFile, 'utf8');
  expect(log.length).toBeGreaterThan(0);
  expect(log).not.toContain('Sentinel#Pw');
  expect(log).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\./);
  expect(log).not.toMatch(/Bearer\s+[A-Za-z0-9_-]{10,}/);
});
