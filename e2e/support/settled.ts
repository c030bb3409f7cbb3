import { expect, type Page, type Request } from '@playwright/test';

// 'networkidle' never comes on some pages (the captcha widget's worker), so the API calls are
// counted instead: a page is settled when none is open and none started for a moment.

interface Tracker {
  open: Set<Request>;
  lastChange: number;
}

const trackers = new WeakMap<Page, Tracker>();
const quietMs = 300;

const isApiCall = (request: Request) => new URL(request.url()).pathname.startsWith('/examensportal/backend/');

/** Starts counting the page's API calls; call it before the first navigation. */
export function trackApiCalls(page: Page): void {
  if (trackers.has(page)) return;
  const tracker: Tracker = { open: new Set(), lastChange: Date.now() };
  trackers.set(page, tracker);
  page.on('request', (request) => {
    if (!isApiCall(request)) return;
    tracker.open.add(request);
    tracker.lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (tracker.open.delete(request)) tracker.lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until a page of the portal is complete: its one h1 is there, its API calls are answered
 * and the loading overlay is gone (axe on a half-loaded page would check the wrong state).
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  const tracker = trackers.get(page);
  if (!tracker) throw new Error('trackApiCalls(page) was not called before the navigation');
  await expect(page.locator('main h1')).toHaveCount(1);
  await expect
    .poll(() => tracker.open.size === 0 && Date.now() - tracker.lastChange >= quietMs, {
      message: 'API calls of the page answered',
      intervals: [50],
    })
    .toBe(true);
  await expect(page.locator('.loading-overlay.is-visible')).toHaveCount(0);
}

/** Opens a portal path (relative to /examensportal) and waits for it to settle. */
export async function openPage(page: Page, path: string): Promise<void> {
  trackApiCalls(page);
  await page.goto(`/examensportal/${path}`);
  await waitForSettledPage(page);
}
