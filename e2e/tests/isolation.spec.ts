import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { accountFor } from '../support/accounts';
import { trackApiCalls } from '../support/settled';
import { loginThroughForm } from '../support/wizard';

// The journeys of a worker share one browser context, a tab per test (support/fixtures.ts). That holds
// only while the portal keeps a session nowhere but in the tab's sessionStorage: these two tests run in
// order in one worker and fail if a sign-in leaves anything a later test's tab would inherit.
test.describe.configure({ mode: 'serial' });

/** Everything the browser would keep for the origin beyond the tab: none of it may be used. */
async function originStorage(page: Page) {
  return {
    cookies: await page.context().cookies(),
    ...(await page.evaluate(async () => ({
      localStorage: Object.keys(localStorage),
      indexedDB: (await indexedDB.databases()).map((db) => db.name),
      caches: await caches.keys(),
      serviceWorkers: (await navigator.serviceWorker.getRegistrations()).length,
    }))),
  };
}

const nothingKept = { cookies: [], localStorage: [], indexedDB: [], caches: [], serviceWorkers: 0 };

// The fixtures' origin and CSP checks are automatic, so these tests need not name them.
test('signing in through the form keeps the session in the tab only', async ({ page }) => {
  const { email, passwort } = await accountFor('isolation', 'WP', 'Ilse');
  trackApiCalls(page);
  await page.goto('/examensportal/login');
  await loginThroughForm(page, email, passwort, /\/examensportal\/start$/);
  expect(await page.evaluate(() => sessionStorage.getItem('user'))).toContain('"jwt"');
  expect(await originStorage(page)).toEqual(nothingKept);
});

test('the next test’s tab starts signed out, with the previous test’s tabs closed', async ({
  page,
  context,
}) => {
  // The shared context's keeper tab (on favicon.svg) and this test's tab, nothing else.
  const others = context.pages().filter((other) => other !== page);
  expect(others.map((other) => new URL(other.url()).pathname)).toEqual(
    process.env.E2E_CONTEXT_PER_TEST === '1' ? [] : ['/examensportal/favicon.svg'],
  );
  await page.goto('/examensportal/start');
  await expect(page).toHaveURL(/\/examensportal\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();
  expect(await originStorage(page)).toEqual(nothingKept);
});
