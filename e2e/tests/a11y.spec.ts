import { test, expect, expectAccessible } from '../support/fixtures';
import { accountFor, signIn, type Art, type TestAccount } from '../support/accounts';
import { protectedPathsFor, publicPaths } from '../support/route-registry';
import { openPage, waitForSettledPage } from '../support/settled';

// WCAG 2.2 AA (axe) on every page of spec §2, signed in as the kind each page belongs to. Pages whose
// data calls fail show error boxes and toasts: that state has to be accessible as well. A fresh
// account sees most flows as 'nicht anwendbar'; their forms are checked in a11y-demo.spec.ts.

interface PublicVisit {
  /** The registry path (':token' routes are opened with a made-up token). */
  route: string;
  url: string;
  /** What shows once the page has done its work (a toast, a redirect target). */
  settled?: RegExp;
  /** Where the page sends the visitor. */
  lands?: string;
}

const PUBLIC_VISITS: readonly PublicVisit[] = [
  { route: 'login', url: 'login' },
  { route: 'registrierung', url: 'registrierung' },
  { route: 'registriert', url: 'registriert' },
  { route: 'passwortvergessen', url: 'passwortvergessen' },
  { route: 'passwortzurueckgesetzt', url: 'passwortzurueckgesetzt' },
  // The error state: the token is unknown; a toast, and the page says the link is no longer valid.
  {
    route: 'confirmemail/:token',
    url: 'confirmemail/unbekannter-token-0000',
    settled: /Die E-Mail konnte nicht bestätigt werden\./,
  },
  { route: 'confirmresetpassword/:token', url: 'confirmresetpassword/unbekannter-token-0000' },
  { route: 'emailzuruecksetzen/:token', url: 'emailzuruecksetzen/unbekannter-token-0000' },
  // Without a session the page still says goodbye and lands on the login page.
  { route: 'logout', url: 'logout', settled: /Sie wurden abgemeldet\./, lands: 'login' },
  { route: 'bestaetigungerneutsenden', url: 'bestaetigungerneutsenden' },
  { route: 'barrierefreiheit', url: 'barrierefreiheit' },
];

const zulassung = [
  'modulanmeldung',
  'kontaktdaten',
  'bisherigezulassungsantraege',
  'akademischevorbildung',
  'praktischevorbildung',
  'pruefungsverkuerzung',
  'zusammenfassung',
];
const eignung = ['anmeldung', 'kontaktdaten', 'erklaerung', 'zusammenfassung'];
const meineDaten = [
  'meinedaten',
  'meinedaten/kontaktdatenaendern',
  'meinedaten/zugangsdatenaendern',
  'meinedaten/loeschung',
];

const PROTECTED_VISITS: Readonly<Record<Art, readonly string[]>> = {
  WP: [
    'start',
    // The Postfach (issue 27 point 1, decision 0049).
    'postfach',
    ...zulassung.map((p) => `zulassung/antragstellen/${p}`),
    'zulassung/zuruecknehmen',
    'modulpruefung/anmeldung',
    'modulpruefung/abmeldung',
    'modulpruefung/verschiebung',
    'modulpruefung/anrechnung',
    'ruecktritt/modulpruefung',
    'ruecktritt/gesamtpruefung',
    'triftigergrund',
    ...meineDaten,
    ...[
      'akteneingang',
      'mantelakte',
      'modulpruefungwp',
      'modulpruefungwr',
      'modulpruefungbwl',
      'modulpruefungst',
    ].map((p) => `meinedaten/digitaleakte/${p}`),
  ],
  EIGNUNG: [
    'start',
    // The Postfach (issue 27 point 1, decision 0049).
    'postfach',
    ...eignung.map((p) => `zulassungeignung/antragstellen/${p}`),
    'zulassungeignung/zuruecknehmen',
    'zulassungeignung/ruecktritt',
    'triftigergrundeignung',
    ...meineDaten,
    'meinedaten/digitaleakte/akteneingang',
    'meinedaten/digitaleakte/akte',
  ],
};

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

for (const art of ['WP', 'EIGNUNG'] as const) {
  test.describe(`signed in as ${art}`, () => {
    let account: TestAccount;
    test.beforeAll(async () => {
      test.setTimeout(60_000);
      account = await accountFor('a11y', art, art === 'WP' ? 'Wera' : 'Emil');
    });
    test.beforeEach(async ({ page }) => signIn(page, account.user));

    for (const path of PROTECTED_VISITS[art]) {
      test(`/${path}`, async ({ page, offOrigin, cspViolations }) => {
        void offOrigin;
        void cspViolations;
        await openPage(page, path);
        // Signed in for real: the header shows the name, no redirect to the login happened.
        await expect(page).toHaveURL(new RegExp(`/examensportal/${path}$`));
        await expect(page.locator('.user-info__name')).toHaveText(`${account.user.vorname} Prüfling`);
        await expectAccessible(page);
      });
    }
  });
}

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
