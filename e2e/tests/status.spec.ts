import { expect, expectAccessible, signInAs, test, useDemoServer } from '../support/journeys';
import { openPage } from '../support/settled';

// Issue 16 point 2: every demo account's start page shows where its procedure stands (as the server
// derives it, GET /api/status) and a reason for every flow that is not available; a closed flow page
// keeps the spec's sentence and adds the reason; a disabled module checkbox is described by its
// reason. axe on every page. Demo accounts: docs/demo-accounts.md, on a demo server of this spec.

useDemoServer();

const ACCOUNTS = [
  'wp.neu',
  'wp.entwurf',
  'wp.eingereicht',
  'wp.zugelassen',
  'wp.geladen',
  'wp.ruecktritt',
  'wp.juni',
  'wp.zurueckgenommen',
  'wp.wiederantrag',
  'wp.zweiterversuch',
  'wp.verloren',
  'wp.ausgeschoepft',
  'eignung.neu',
  'eignung.zugelassen',
  'eignung.zweiterversuch',
] as const;

const nichtAnwendbar = 'Diese Funktion ist für Sie zur Zeit nicht anwendbar.';
const DATUM = /^\d{2}\.\d{2}\.\d{4} /;

for (const account of ACCOUNTS) {
  test(`/start as ${account}: status, a reason for every unavailable flow`, async ({
    page,
    offOrigin,
    cspViolations,
  }) => {
    void offOrigin;
    void cspViolations;
    await signInAs(page, account);
    await openPage(page, 'start');
    const region = page.getByRole('region', { name: 'Stand Ihres Verfahrens' });
    await expect(region).toBeVisible();
    await expect(region.getByText('Offener Prüfungstermin', { exact: true })).toBeVisible();
    await expect(region.getByText('Anmeldeschluss', { exact: true })).toBeVisible();
    // The spec's links stay.
    await expect(page.getByRole('link', { name: 'Zulassungsantrag' }).first()).toBeVisible();

    const funktionen = region.locator('.verfahrensstand__funktionen > li');
    const anzahl = await funktionen.count();
    expect(anzahl).toBe(account.startsWith('wp.') ? 10 : 5);
    let geschlossen = 0;
    for (let i = 0; i < anzahl; i++) {
      const eintrag = funktionen.nth(i);
      if ((await eintrag.getByText('Zur Zeit nicht möglich').count()) === 0) continue;
      geschlossen += 1;
      // One German sentence: starts with a capital letter, ends with a full stop.
      await expect(eintrag.locator('p')).toHaveText(/^[A-ZÄÖÜ].{15,}\.$/);
      await expect(eintrag.locator('p')).not.toHaveText(
        'Die Voraussetzungen dafür sind zur Zeit nicht erfüllt.',
      );
    }
    expect(geschlossen).toBeGreaterThan(0);

    // The timeline: an ordered list with dates dd.mm.yyyy (empty only before any application).
    const zeitleiste = region.locator('ol > li');
    if (account !== 'wp.neu' && account !== 'eignung.neu' && account !== 'wp.entwurf') {
      expect(await zeitleiste.count()).toBeGreaterThan(0);
      await expect(zeitleiste.first()).toHaveText(DATUM);
    }
    await expectAccessible(page);
  });
}

test('a closed flow page: the spec sentence, then the reason', async ({ page, offOrigin, cspViolations }) => {
  void offOrigin;
  void cspViolations;
  await signInAs(page, 'wp.neu');
  await openPage(page, 'modulpruefung/anmeldung');
  await expect(page.getByText(nichtAnwendbar)).toBeVisible();
  await expect(page.getByText('Sie haben noch keinen Zulassungsantrag gestellt.')).toBeVisible();
  await expectAccessible(page);
});

test('a disabled module checkbox names its reason', async ({ page, offOrigin, cspViolations }) => {
  void offOrigin;
  void cspViolations;
  await signInAs(page, 'wp.zugelassen');
  await openPage(page, 'modulpruefung/anmeldung');
  // wp.zugelassen is registered for WP in the open term: its box is closed with that reason.
  const gesperrt = page.getByRole('checkbox', { name: /^Wirtschaftliches Prüfungswesen/ }).first();
  await expect(gesperrt).toBeDisabled();
  await expect(gesperrt).toHaveAccessibleDescription(
    /Sie sind für diese Modulprüfung im Prüfungstermin \d\/\d{4} bereits angemeldet\./,
  );
  await expectAccessible(page);
});

for (const account of ['wp.zugelassen', 'eignung.zweiterversuch']) {
  test(`the status panel fits a 320 px screen (${account})`, async ({ page, offOrigin, cspViolations }) => {
    void offOrigin;
    void cspViolations;
    await page.setViewportSize({ width: 320, height: 800 });
    await signInAs(page, account);
    await openPage(page, 'start');
    const region = page.getByRole('region', { name: 'Stand Ihres Verfahrens' });
    await expect(region).toBeVisible();
    // The panel itself never needs sideways scrolling (the page layout is issue 16 point 5).
    const breit = await region.evaluate((el) => {
      const rechts = el.getBoundingClientRect().right;
      return [...el.querySelectorAll('*')].filter((k) => k.getBoundingClientRect().right > rechts + 1).length;
    });
    expect(breit).toBe(0);
    await page.screenshot({ path: test.info().outputPath('start-320.png'), fullPage: true });
  });
}
