import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * One browser context per worker and set of options, a new tab in it for every test, and a tab that
 * stays open on the portal's origin: with Chromium's --process-per-site (playwright.config.ts) every
 * test's tab then joins the same renderer, which keeps V8's compiled app and the HTTP cache keeps the
 * assets, instead of a new renderer process starting, fetching and compiling the whole app for every
 * test. Measured on 2 cores, nothing else running: reflow's 27 signed-in pages 104 → 81–87 s of machine
 * CPU (wall 67 → 56–59 s), status.spec 129 → 113 s. Tests stay apart: the portal keeps its session in
 * the tab's sessionStorage and uses no cookies, no localStorage and no IndexedDB, so a new tab starts
 * signed out; the API answers `no-store`, so only the assets and the revalidated index.html come from
 * the cache; every tab a test opened is closed at its end, and after a failure the context is dropped.
 * tests/isolation.spec.ts fails when a sign-in leaves anything beyond its tab, or a tab stays open.
 * A test that needs a browser of its own opens one with browser.newContext(). E2E_CONTEXT_PER_TEST=1
 * gives every test a context of its own again and leaves out --process-per-site (to rule this sharing
 * out when a journey seems to see another test's state).
 */
const perTest = process.env.E2E_CONTEXT_PER_TEST === '1';

interface SharedContext {
  context: BrowserContext;
  /** The tab that keeps the origin's renderer process alive between tests. */
  keeper: Page;
  /** Whether the keeper has reached the origin (a portal may start only inside a test). */
  kept: boolean;
}

/** Opens a static file of the origin in the keeper: a renderer for the site without running the app. */
const keep = (keeper: Page): Promise<boolean> =>
  keeper.goto('/examensportal/favicon.svg').then(
    (response) => response?.ok() ?? false,
    () => false,
  );

// Every journey records the hosts it talks to: nothing may leave the portal's origin (SEC-DP-2),
// and no CSP violation may occur. Both run for every test with a page (auto), named or not.
export const test = base.extend<
  { offOrigin: string[]; cspViolations: string[] },
  { sharedContexts: Map<string, SharedContext> }
>({
  sharedContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const contexts = new Map<string, SharedContext>();
      await use(contexts);
      await Promise.all([...contexts.values()].map(({ context }) => context.close()));
    },
    { scope: 'worker' },
  ],
  context: async (
    { browser, sharedContexts, baseURL, viewport, locale, timezoneId, permissions, contextOptions },
    use,
    testInfo,
  ) => {
    // Every option a spec or the config sets with test.use; a new one must be added here.
    const options: BrowserContextOptions = {
      ...contextOptions,
      baseURL,
      viewport,
      locale,
      timezoneId,
      permissions,
    };
    if (perTest) {
      const context = await browser.newContext(options);
      await use(context);
      await context.close();
      return;
    }
    const key = JSON.stringify(options);
    let shared = sharedContexts.get(key);
    if (!shared) {
      const context = await browser.newContext(options);
      const keeper = await context.newPage();
      shared = { context, keeper, kept: await keep(keeper) };
      sharedContexts.set(key, shared);
    }
    const { context, keeper } = shared;
    await use(context);
    // A time-travel spec starts its portal inside the test: the keeper reaches it afterwards.
    if (!shared.kept) shared.kept = await keep(keeper);
    await Promise.all(
      context
        .pages()
        .filter((page) => page !== keeper)
        .map((page) => page.close()),
    );
    await context.clearCookies();
    if (testInfo.status !== testInfo.expectedStatus) {
      sharedContexts.delete(key);
      await context.close();
    }
  },
  page: async ({ context }, use) => {
    await use(await context.newPage());
  },
  offOrigin: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL!).origin;
      const off: string[] = [];
      page.on('request', (req) => {
        const url = req.url();
        if (url.startsWith('data:') || url.startsWith('blob:')) return;
        // The browser's own PDF viewer (back-office document viewer) loads its parts from these
        // built-in schemes; nothing leaves the machine.
        if (url.startsWith('chrome-extension:') || url.startsWith('chrome:')) return;
        if (new URL(url).origin !== origin) off.push(url);
      });
      await use(off);
      expect(off, 'requests that left the origin').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCsp', (v: string) => violations.push(v));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __reportCsp: (v: string) => void }).__reportCsp(
            `${e.violatedDirective} ${e.blockedURI}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** True when axe-core is loaded in every frame of the page (a client navigation keeps it). */
const axeLoaded = async (page: Page): Promise<boolean> =>
  (
    await Promise.all(
      page
        .frames()
        .map((frame) => frame.evaluate('typeof window.axe?.run === "function"').catch(() => false)),
    )
  ).every(Boolean);

/**
 * axe with the WCAG 2.2 AA rule set; fails the test on any violation. In legacy mode axe runs in the
 * page itself (axe.run, same-origin frames – the portal has no other): the default mode opened a blank
 * page of its own for every check, loaded axe there too and merged the results in it, the same results
 * at about twice the time (measured 1.7 → 0.9 s per check at load 12; passes and incomplete identical).
 * axe's 580 KB are evaluated once per document, not again for each state of the same page.
 */
export async function expectAccessible(page: Page) {
  const builder = new AxeBuilder({ page, ...((await axeLoaded(page)) ? { axeSource: ';' } : {}) });
  const result = await builder
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
