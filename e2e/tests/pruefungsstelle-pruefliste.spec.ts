import { test, expect, expectAccessible } from '../support/fixtures';
import { accountFor, signIn, type TestAccount } from '../support/accounts';
import { openPage } from '../support/settled';
import { mitarbeiter, prueflisteMarkieren } from '../support/pruefungsstelle';
import { zulassungsantragStellen } from '../support/wizard';

// Issue 26 point 2, done when: a candidate applies with § 8a without the shortening's proof, sees it
// named on the upload step and warned about on the summary, and sends; the caseworker sees the point's
// proof missing, marks the others geprüft, cannot admit without a reason (error summary), writes one
// and drafts; a second person releases. axe on every state; the marks work with the keyboard.

/** The account id is the session token's subject. */
const accountIdOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

let account: TestAccount;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  account = await accountFor('pruefliste', 'WP', 'Petra');
});

test('§ 8a without its proof: warned, sent, marked, admitted with a written reason and released', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, account.user);
  await openPage(page, 'zulassung/antragstellen/modulanmeldung');
  await zulassungsantragStellen(page, {
    module: ['Steuerrecht'],
    kontakt: {
      vorname: 'Petra',
      nachname: 'Prüfliste',
      geburtsdatum: '1990-04-05',
      geburtsort: 'Köln',
      strasse: 'Domplatz 1',
      plz: '50667',
      ort: 'Köln',
      telefon: '+49 221 123456',
      iban: 'DE89 3704 0044 0532 0130 00',
    },
    nachweise: true,
    par8a: { nachweis: null },
  });

  const staff = await mitarbeiter(browser, 'sachbearbeitung', 'Sina Sachbearbeitung');
  const entscheidungen = `/examensportal/pruefungsstelle/kandidaten/${accountIdOf(account.user.jwt)}/entscheidungen`;
  await staff.goto(entscheidungen);
  const liste = staff.getByRole('region', { name: 'Prüfliste' });
  await expect(liste.getByText('Nachweise fehlen')).toBeVisible();
  const par8a = liste
    .locator('.staff__pruefpunkt')
    .filter({ has: staff.getByRole('heading', { name: /^§ 8a WPO/ }) });
  await expect(par8a.getByText('Nicht beigefügt')).toBeVisible();
  await expect(par8a.getByText('R-56')).toBeVisible();
  await expectAccessible(staff);

  // The CV opens in the document viewer.
  await liste.getByRole('button', { name: 'Lebenslauf.pdf öffnen' }).click();
  await expect(staff.getByRole('heading', { name: 'Dokument: Lebenslauf.pdf' })).toBeFocused();

  // Every other point geprüft; the § 8a proof marked missing with a note, by keyboard only.
  const andere = (await liste.locator('.staff__pruefpunkt h4').allTextContents()).filter(
    (n) => !n.startsWith('§ 8a'),
  );
  await prueflisteMarkieren(staff, 'geprüft', andere);
  await par8a.getByRole('radio', { name: 'fehlt', exact: true }).focus();
  await staff.keyboard.press('Space');
  await par8a.getByLabel('Notiz (freiwillig)').focus();
  await staff.keyboard.type('Bescheinigung der Hochschule fehlt.');
  await staff.keyboard.press('Tab');
  await expect(par8a.getByRole('button', { name: 'Markierung speichern' })).toBeFocused();
  await staff.keyboard.press('Enter');
  await expect(par8a.locator('.kern-badge', { hasText: 'fehlt' })).toBeVisible();
  await expect(par8a.getByText('Bescheinigung der Hochschule fehlt.')).toBeVisible();
  await expectAccessible(staff);

  // Admission without a reason: the error summary names the open point; nothing is saved.
  await staff.getByRole('radio', { name: 'Zulassen' }).check();
  await staff.getByRole('button', { name: 'Entwurf speichern' }).click();
  const summary = staff
    .getByRole('alert')
    .filter({ hasText: 'Nicht alle Punkte der Prüfliste sind geprüft' })
    .first();
  await expect(summary).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Entwurf zur Freigabe' })).toHaveCount(0);
  await expectAccessible(staff);

  // With the written reason: a draft that shows it.
  const grund =
    'Die Hochschule hat den Abschluss schriftlich bestätigt; die Bescheinigung wird nachgereicht.';
  await staff.getByLabel(/^Begründung für die Zulassung trotz offener Punkte/).fill(grund);
  await staff.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(staff.getByRole('status').filter({ hasText: /Der Entwurf ist gespeichert\./ })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Entwurf zur Freigabe' })).toBeVisible();
  await expect(staff.getByText(grund)).toBeVisible();
  await expectAccessible(staff);

  // A second person releases it.
  const leitung = await mitarbeiter(browser, 'leitung', 'Lutz Leitung');
  await leitung.goto(entscheidungen);
  await expect(leitung.getByText(grund)).toBeVisible();
  await leitung.getByRole('button', { name: 'Freigeben' }).click();
  await expect(
    leitung.getByRole('status').filter({ hasText: /Die Entscheidung ist freigegeben\./ }),
  ).toBeVisible();
  await expectAccessible(leitung);
});
