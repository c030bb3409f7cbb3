import { test, expect, expectAccessible } from '../support/fixtures';
import { login, signIn, type PortalUser } from '../support/accounts';
import { DEMO_PASSWORT, demoOrigin } from '../support/demo-server';
import { useDemoServer } from '../support/journeys';
import { openPage } from '../support/settled';

// The forms behind 'nicht anwendbar': the flows a fresh account cannot open yet, checked with the
// demo accounts of docs/demo-accounts.md (admitted, registered, invited …) on a server of their own
// (a fresh copy of the seeded accounts: the journeys of e2e/tests/modul-*.spec.ts send with them).

useDemoServer();

const sessions = new Map<string, PortalUser>();
async function signInAs(page: Parameters<typeof signIn>[0], name: string): Promise<void> {
  const email = `${name}@demo.example.org`;
  let user = sessions.get(email);
  if (!user) {
    user = await login(email, DEMO_PASSWORT, demoOrigin);
    sessions.set(email, user);
  }
  await signIn(page, user);
}

const nichtAnwendbar = 'Diese Funktion ist für Sie zur Zeit nicht anwendbar.';

const VISITS: readonly { account: string; path: string }[] = [
  { account: 'wp.eingereicht', path: 'zulassung/zuruecknehmen' },
  { account: 'wp.zugelassen', path: 'modulpruefung/anmeldung' },
  { account: 'wp.zugelassen', path: 'modulpruefung/abmeldung' },
  { account: 'wp.zugelassen', path: 'modulpruefung/verschiebung' },
  { account: 'wp.zugelassen', path: 'modulpruefung/anrechnung' },
  { account: 'wp.geladen', path: 'ruecktritt/modulpruefung' },
  { account: 'wp.geladen', path: 'triftigergrund' },
  { account: 'wp.ruecktritt', path: 'ruecktritt/gesamtpruefung' },
  { account: 'wp.entwurf', path: 'meinedaten/kontaktdatenaendern' },
  { account: 'wp.entwurf', path: 'zulassung/antragstellen/zusammenfassung' },
  { account: 'wp.zugelassen', path: 'meinedaten' },
  { account: 'wp.zugelassen', path: 'meinedaten/digitaleakte/mantelakte' },
  { account: 'eignung.zugelassen', path: 'triftigergrundeignung' },
  { account: 'eignung.zugelassen', path: 'zulassungeignung/ruecktritt' },
  { account: 'eignung.zugelassen', path: 'meinedaten/kontaktdatenaendern' },
  { account: 'eignung.zugelassen', path: 'meinedaten/digitaleakte/akte' },
];

for (const { account, path } of VISITS) {
  test(`/${path} as ${account}`, async ({ page, offOrigin, cspViolations }) => {
    void offOrigin;
    void cspViolations;
    await signInAs(page, account);
    await openPage(page, path);
    await expect(page).toHaveURL(new RegExp(`/examensportal/${path}$`));
    await expect(page.getByText(nichtAnwendbar)).toHaveCount(0);
    await expectAccessible(page);
  });
}

const summaryOf = (page: Parameters<typeof signIn>[0]) =>
  page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'Bitte korrigieren Sie die folgenden Eingaben:' }) });

test('a two-step flow: its errors, the IBAN question and the summary step', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  await signInAs(page, 'wp.zugelassen');
  await openPage(page, 'modulpruefung/abmeldung');
  const weiter = page.getByRole('button', { name: 'Weiter' });
  await weiter.click();
  await expect(summaryOf(page)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: 'Wirtschaftsrecht', exact: true }).check();
  await weiter.click();
  const dialog = page.getByRole('dialog', { name: 'Bankverbindung prüfen' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Ja, weiter' }).click();
  await expect(page.getByText('Seite 2 von 2')).toBeVisible();
  await expectAccessible(page);
});

test('the final check of the application: banner, summary and toast', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  await signInAs(page, 'wp.entwurf');
  await openPage(page, 'zulassung/antragstellen/zusammenfassung');
  await page.getByRole('button', { name: 'Antrag abschicken' }).click();
  await expect(summaryOf(page)).toBeFocused();
  await expect(
    page.getByText('Ihr Zulassungsantrag ist nicht korrekt oder nicht vollständig').first(),
  ).toBeVisible();
  await expectAccessible(page);
});
