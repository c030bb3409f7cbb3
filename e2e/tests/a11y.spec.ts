import { test, expect, expectAccessible } from '../support/fixtures';
import { accountFor, signIn, type TestAccount } from '../support/accounts';
import { PROTECTED_VISITS, PUBLIC_VISITS } from '../support/a11y-pages';
import { protectedPathsFor, publicPaths } from '../support/route-registry';
import { openPage, waitForSettledPage } from '../support/settled';

// WCAG 2.2 AA (axe) on every page of spec §2, signed in as the kind each page belongs to. Pages whose
// data calls fail show error boxes and toasts: that state has to be accessible as well. A fresh
// account sees most flows as 'nicht anwendbar'; their forms are checked in a11y-demo.spec.ts. The pages
// behind the login are checked in a11y-wp.spec.ts and a11y-eignung.spec.ts (support/a11y-pages.ts).

test.describe('the page list', () => {
  test('covers every page of the route registry, per kind of candidate', () => {
    expect([...PUBLIC_VISITS.map((v) => v.route)].sort()).toEqual(publicPaths().sort());
    for (const art of ['WP', 'EIGNUNG'] as const) {
      expect([...PROTECTED_VISITS[art]].sort(), `protected pages of ${art}`).toEqual(
        protectedPathsFor(art).sort(),
      );
    }
  });
});

test.describe('public pages', () => {
  for (const visit of PUBLIC_VISITS) {
    test(`/${visit.url}`, async ({ page, offOrigin, cspViolations }) => {
      void offOrigin;
      void cspViolations;
      await openPage(page, visit.url);
      if (visit.settled) {
        await expect(page.getByText(visit.settled)).toBeVisible();
        await waitForSettledPage(page);
      }
      await expect(page).toHaveURL(new RegExp(`/examensportal/${visit.lands ?? visit.url}$`));
      await expectAccessible(page);
    });
  }
});

test.describe('states beyond the first view (WP)', () => {
  let account: TestAccount;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    account = await accountFor('a11y', 'WP', 'Wera');
  });
  test.beforeEach(async ({ page }) => signIn(page, account.user));

  test('an open dropdown of the main navigation', async ({ page, offOrigin, cspViolations }) => {
    void offOrigin;
    void cspViolations;
    await openPage(page, 'start');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const button = nav.getByRole('button', { name: 'Modulprüfung' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Anrechnung' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the open mobile menu with an open dropdown', async ({ page, offOrigin, cspViolations }) => {
    void offOrigin;
    void cspViolations;
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, 'meinedaten');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('button', { name: 'Menü öffnen' }).click();
    const meineDaten = nav.getByRole('button', { name: 'Meine Daten' });
    await meineDaten.click();
    await expect(meineDaten).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Digitale Akte' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a page of the other kind says it does not apply', async ({ page, offOrigin, cspViolations }) => {
    void offOrigin;
    void cspViolations;
    await openPage(page, 'triftigergrundeignung');
    await expect(page.getByText('Diese Funktion ist für Sie zur Zeit nicht anwendbar.')).toBeVisible();
    await expectAccessible(page);
  });

  test('the open delete question of the digital file', async ({ page, offOrigin, cspViolations }) => {
    void offOrigin;
    void cspViolations;
    await openPage(page, 'meinedaten/digitaleakte/akteneingang');
    const name = `nachweis-${Date.now()}.pdf`;
    await page
      .getByLabel('Dateien', { exact: false })
      .first()
      .setInputFiles({
        name,
        mimeType: 'application/pdf',
        buffer: Buffer.from(`%PDF-1.4\n% Barrierefreiheitstest ${'x'.repeat(200)}\n%%EOF\n`),
      });
    await page.getByRole('button', { name: 'Hochladen' }).click();
    await expect(page.getByText('Die Dateien wurden hochgeladen.')).toBeVisible();
    await waitForSettledPage(page);
    await expectAccessible(page);

    const remove = page.getByRole('button', { name: `${name} löschen` });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Dokument löschen' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Nein' })).toBeFocused();
    await expectAccessible(page);
    // Escape answers 'Nein': the document stays and the focus returns to its button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
  });
});
