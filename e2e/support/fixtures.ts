import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// Every journey records the hosts it talks to: nothing may leave the portal's origin (SEC-DP-2),
// and no CSP violation may occur. Both run for every test with a page (auto), named or not.
export const test = base.extend<{ offOrigin: string[]; cspViolations: string[] }>({
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
