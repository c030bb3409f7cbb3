import { expect, expectAccessible, test } from './fixtures';
import { accountFor, signIn, type Art, type TestAccount } from './accounts';
import { openPage } from './settled';

// The page list of the a11y specs (WCAG 2.2 AA with axe on every page of spec §2), shared by the three
// files that check it: a11y.spec.ts (the list against the route registry, the public pages, the states
// beyond the first view), a11y-wp.spec.ts, a11y-wp-daten.spec.ts and a11y-eignung.spec.ts (the pages
// behind the login, per kind of candidate). One file took 5–6 minutes alone; split, the two workers share it.

interface PublicVisit {
  /** The registry path (':token' routes are opened with a made-up token). */
  route: string;
  url: string;
  /** What shows once the page has done its work (a toast, a redirect target). */
  settled?: RegExp;
  /** Where the page sends the visitor. */
  lands?: string;
}

export const PUBLIC_VISITS: readonly PublicVisit[] = [
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

export const PROTECTED_VISITS: Readonly<Record<Art, readonly string[]>> = {
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

/** Meine Daten and the digital file (a11y-wp-daten.spec.ts checks them for WP). */
export const isMyDataPage = (path: string): boolean => path.startsWith('meinedaten');

/**
 * One test per page behind the login of `art` (those `only` keeps, all by default): signed in for real,
 * axe on the settled page.
 */
export function signedInPages(art: Art, only: (path: string) => boolean = () => true): void {
  test.describe(`signed in as ${art}`, () => {
    let account: TestAccount;
    test.beforeAll(async () => {
      test.setTimeout(60_000);
      account = await accountFor('a11y', art, art === 'WP' ? 'Wera' : 'Emil');
    });
    test.beforeEach(async ({ page }) => signIn(page, account.user));

    for (const path of PROTECTED_VISITS[art].filter(only)) {
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
