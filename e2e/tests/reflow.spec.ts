import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../support/fixtures';
import { accountFor, login, signIn, type Art, type PortalUser, type TestAccount } from '../support/accounts';
import { DEMO_PASSWORT, demoOrigin } from '../support/demo-server';
import { useDemoServer } from '../support/journeys';
import { protectedPathsFor, publicPaths } from '../support/route-registry';
import { staffLogin } from '../support/pruefungsstelle';
import { expectNoHorizontalScroll } from '../support/reflow';
import { openPage } from '../support/settled';

// Issue 16 point 5 and the toast fault of point 4: WCAG 1.4.10 reflow – no horizontal scrolling at
// 320 CSS px – and toasts on a 375 px phone that leave the heading and the menu button uncovered.
// Every route of the route registry is opened at 320 px: the public ones on the main server, the
// ones behind the login with a demo account that can open the form (docs/demo-accounts.md), and the
// back-office's pages with its demo staff. Wider content is allowed only inside a scroll region a
// keyboard can reach (tabindex=0, role=region and a name), as the tables have.

/** Registry paths with a made-up token where the route has one. */
const publicUrls = () => publicPaths().map((path) => path.replace(':token', 'unbekannter-token-0000'));

test.describe('320 px wide, public pages', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const url of publicUrls()) {
    test(`/${url}`, async ({ page, offOrigin, cspViolations }) => {
      void offOrigin;
      void cspViolations;
      await openPage(page, url);
      await expectNoHorizontalScroll(page);
    });
  }
});

/**
 * The demo account that can open a page's form (docs/demo-accounts.md); the default one sees the
 * pages without a state of their own (start, Meine Daten, the digital file).
 */
function demoAccountFor(path: string, art: Art): string {
  const rules: readonly [RegExp, string][] =
    art === 'WP'
      ? [
          [/^zulassung\/antragstellen\//, 'wp.entwurf'],
          [/^zulassung\/zuruecknehmen$/, 'wp.eingereicht'],
          [/^(ruecktritt\/modulpruefung|triftigergrund)$/, 'wp.geladen'],
          [/^ruecktritt\/gesamtpruefung$/, 'wp.ruecktritt'],
        ]
      : [[/^zulassungeignung\/antragstellen\//, 'eignung.neu']];
  return (
    rules.find(([pattern]) => pattern.test(path))?.[1] ??
    (art === 'WP' ? 'wp.zugelassen' : 'eignung.zugelassen')
  );
}

/** One login per demo account and run (each login solves a captcha and hashes a password). */
const demoSessions = new Map<string, Promise<PortalUser>>();
async function signInDemo(page: Page, account: string): Promise<void> {
  const email = `${account}@demo.example.org`;
  if (!demoSessions.has(email)) demoSessions.set(email, login(email, DEMO_PASSWORT, demoOrigin));
  await signIn(page, await demoSessions.get(email)!);
}

/** Keyboard only: Tab until the element has the focus (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 150) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`not reached with ${limit} × Tab`);
}

/** Sums the layout shifts of the page (not after input), from before its first script on. */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shift of one page load on Lighthouse's phone screen (412 × 823) with the CPU `rate`×
 * slower, signed in as the demo account; `loaded` waits for the page's last part.
 */
async function layoutShiftOf(
  page: Page,
  account: string,
  path: string,
  rate: number,
  loaded: () => Promise<void>,
): Promise<number> {
  await page.setViewportSize({ width: 412, height: 823 });
  await observeLayoutShifts(page);
  await signInDemo(page, account);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    await openPage(page, path);
    await loaded();
    return await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

test.describe('signed in and back-office (demo data)', () => {
  useDemoServer();

  for (const art of ['WP', 'EIGNUNG'] as const) {
    test.describe(`320 px wide, signed in (${art})`, () => {
      test.use({ viewport: { width: 320, height: 640 } });
      for (const path of protectedPathsFor(art)) {
        const account = demoAccountFor(path, art);
        test(`/${path} as ${account}`, async ({ page, offOrigin, cspViolations }) => {
          void offOrigin;
          void cspViolations;
          await signInDemo(page, account);
          await openPage(page, path);
          await expect(page).toHaveURL(new RegExp(`/examensportal/${path}$`));
          await expectNoHorizontalScroll(page);
        });
      }
    });
  }

  test.describe('320 px wide, in the flows', () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('the menu opened', async ({ page, offOrigin, cspViolations }) => {
      void offOrigin;
      void cspViolations;
      await signInDemo(page, 'wp.zugelassen');
      await openPage(page, 'start');
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await expect(page.getByRole('button', { name: 'Menü schließen' })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });

    test('the second page of a two-step flow (Abmeldung)', async ({ page, offOrigin, cspViolations }) => {
      void offOrigin;
      void cspViolations;
      await signInDemo(page, 'wp.zugelassen');
      await openPage(page, 'modulpruefung/abmeldung');
      await page.getByRole('checkbox', { name: 'Wirtschaftsrecht', exact: true }).check();
      await page.getByRole('button', { name: 'Weiter', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Bankverbindung prüfen' })
        .getByRole('button', { name: 'Ja, weiter' })
        .click();
      await expect(page.getByText('Seite 2 von 2')).toBeVisible();
      await expectNoHorizontalScroll(page);
    });

    test('the fee table scrolls in a region the keyboard reaches, with a visible focus ring', async ({
      page,
      offOrigin,
      cspViolations,
    }) => {
      void offOrigin;
      void cspViolations;
      await signInDemo(page, 'wp.entwurf');
      await openPage(page, 'zulassung/antragstellen/zusammenfassung');
      const region = page.getByRole('region', { name: 'Voraussichtliche Gebühren' });
      await expect(region).toHaveAttribute('tabindex', '0');
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await tabTo(page, region);
      const ring = await region.evaluate((el) => {
        const style = getComputedStyle(el);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(ring.style).not.toBe('none');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      // Arrow keys scroll the focused region.
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      await expectAccessible(page);
    });
  });

  test('back-office at 320 px: login, Übersicht, Protokoll, Mitarbeitende', async ({
    page,
    offOrigin,
    cspViolations,
  }) => {
    void offOrigin;
    void cspViolations;
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/examensportal/pruefungsstelle/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung Prüfungsstelle' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await staffLogin(page, 'leitung');
    await expectNoHorizontalScroll(page);
    const nav = page.getByRole('navigation', { name: 'Bereiche der Prüfungsstelle' });
    for (const name of ['Protokoll', 'Mitarbeitende']) {
      await nav.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
  });

  test('Meine Daten loads without layout shift (CLS ≤ 0.1, Chromium)', async ({
    page,
    offOrigin,
    cspViolations,
  }) => {
    void offOrigin;
    void cspViolations;
    const cls = await layoutShiftOf(page, 'wp.zugelassen', 'meinedaten', 1, async () => {
      await expect(page.getByRole('heading', { level: 2, name: 'Kontaktdaten' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Weitere Funktionen' })).toBeVisible();
    });
    expect(cls, 'cumulative layout shift of Meine Daten').toBeLessThanOrEqual(0.1);
  });

  test('the start page loads without layout shift at 4× slower CPU (CLS ≤ 0.1, Chromium)', async ({
    page,
    offOrigin,
    cspViolations,
  }) => {
    void offOrigin;
    void cspViolations;
    // Its three panels used to arrive one by one and push the tiles down (0.158 at 4×, decision 0021).
    const cls = await layoutShiftOf(page, 'wp.zugelassen', 'start', 4, async () => {
      await expect(page.getByRole('heading', { level: 2, name: 'Stand Ihres Verfahrens' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Meine Daten' }).first()).toBeVisible();
    });
    expect(cls, 'cumulative layout shift of the start page').toBeLessThanOrEqual(0.1);
  });

  // Issue 29.5: an entry that redirects to its first page (/zulassung/antragstellen, the digital
  // file) rendered an empty main for a moment; the footer rose into the screen and dropped again
  // (0.05–0.07 here, 0.37 in the Lighthouse run). Held, only the header's few pixels remain (0.002).
  // The digital file with a document (wp.anrechnung): its Akteneingang showed the "no documents" line
  // and the upload form at once, the list came after and its table pushed the form down (0.13 here,
  // 0.322 in the bench's Lighthouse run, whose account has 20 documents).
  for (const [path, account, heading, mitDokumenten] of [
    ['zulassung/antragstellen', 'wp.entwurf', 'Zulassungsantrag stellen', false],
    ['meinedaten/digitaleakte', 'wp.zugelassen', 'Digitale Akte', false],
    ['meinedaten/digitaleakte', 'wp.anrechnung', 'Digitale Akte', true],
  ] as const) {
    test(`/${path} as ${account} redirects without layout shift at 4× slower CPU (Chromium)`, async ({
      page,
      offOrigin,
      cspViolations,
    }) => {
      void offOrigin;
      void cspViolations;
      const cls = await layoutShiftOf(page, account, path, 4, async () => {
        await expect(page).not.toHaveURL(new RegExp(`/examensportal/${path}$`));
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        if (mitDokumenten) {
          await expect(page.getByRole('table').first()).toBeVisible();
          await expect(page.getByText('Wählen Sie eine oder mehrere Dateien aus').first()).toBeVisible();
        }
      });
      expect(cls, `cumulative layout shift of /${path} as ${account}`).toBeLessThanOrEqual(0.02);
    });
  }
});

test.describe('toasts on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });
  let account: TestAccount;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    account = await accountFor('reflow-toast', 'WP', 'Tina');
  });
  test.beforeEach(async ({ page }) => signIn(page, account.user));

  test('a toast leaves the heading and the menu button uncovered and is announced', async ({
    page,
    offOrigin,
    cspViolations,
  }) => {
    void offOrigin;
    void cspViolations;
    await openPage(page, 'zulassung/antragstellen/modulanmeldung');
    await page.getByRole('radio', { name: 'Berlin' }).check();
    await page.getByRole('checkbox', { name: 'Steuerrecht', exact: true }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    const region = page.getByRole('region', { name: 'Benachrichtigungen' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    const toast = region.locator('.toast').first();
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    for (const covered of [page.locator('main h1'), page.getByRole('button', { name: 'Menü öffnen' })]) {
      const other = (await covered.boundingBox())!;
      const overlaps =
        box.x < other.x + other.width &&
        other.x < box.x + box.width &&
        box.y < other.y + other.height &&
        other.y < box.y + box.height;
      expect(overlaps, `the toast covers ${await covered.evaluate((el) => el.outerHTML.slice(0, 60))}`).toBe(
        false,
      );
    }
    await expectAccessible(page);
  });
});
