import { test, expect, expectAccessible } from '../support/fixtures';
import { accountFor, signIn, type TestAccount } from '../support/accounts';
import { waitForMail } from '../support/mailbox';
import { antragStellen, mitarbeiter } from '../support/pruefungsstelle';
import { waitForSettledPage } from '../support/settled';
import { pdfFile } from '../support/wizard';

// Issue 27 points 2 and 3 (decision 0039), done when: a caseworker asks for a missing certificate on a
// sent application; the candidate gets the mail without content and sees on /start what is missing
// and until when; answers with an upload; the caseworker sees the request answered and the
// application "Vollständig seit …" with the decision's due date. Every page axe-clean.

const heuteDe = () =>
  new Date().toLocaleDateString('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
const accountIdOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

let account: TestAccount;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  account = await accountFor('nachforderung', 'WP', 'Nora');
});

test('the office requests a certificate, the candidate answers with an upload, the application is complete', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, account.user);
  await antragStellen(page, { vorname: 'Nora', nachname: 'Nachweis' });

  const staff = await mitarbeiter(browser, 'sachbearbeitung', 'Nils Nachforderung');
  const kandidat = `/examensportal/pruefungsstelle/kandidaten/${accountIdOf(account.user.jwt)}`;
  await staff.goto(kandidat);
  const abschnitt = staff.getByRole('region', { name: 'Nachforderung von Unterlagen' });
  await expect(abschnitt.getByText(/^Vollständig seit /)).toBeVisible();
  await abschnitt
    .getByRole('textbox', { name: 'Was wird benötigt?' })
    .fill('Zeugnis über die Abschlussprüfung');
  const gesendetAb = Date.now();
  await abschnitt.getByRole('button', { name: 'Nachforderung senden' }).click();
  await expect(
    abschnitt
      .getByRole('status')
      .filter({ hasText: 'Die Nachforderung wurde gesendet und in der Akte abgelegt.' }),
  ).toBeVisible();
  await expect(
    abschnitt.getByRole('heading', { level: 3, name: /Nachforderung offen \(Frist \d\d\.\d\d\.\d{4}\)/ }),
  ).toBeVisible();
  await expect(abschnitt.getByText('Es fehlt noch: Zeugnis über die Abschlussprüfung')).toBeVisible();
  await expectAccessible(staff);

  // The notice is filed and announced by a mail without its content.
  const mail = await waitForMail(account.email, /^Neues Dokument in Ihrer digitalen Akte$/, gesendetAb);
  expect(mail.text).not.toContain('Zeugnis');

  // The candidate: what is missing and until when, answered with an upload.
  await page.goto('/examensportal/start');
  await waitForSettledPage(page);
  const anfrage = page.getByRole('region', {
    name: 'Die Prüfungsstelle bittet um folgende Unterlagen oder Angaben',
  });
  await expect(anfrage.getByText('Es fehlt noch: Zeugnis über die Abschlussprüfung')).toBeVisible();
  await expect(anfrage.getByText(/^Bitte antworten Sie bis zum \d\d\.\d\d\.\d{4}\.$/)).toBeVisible();
  await expectAccessible(page);
  await anfrage.getByLabel('Dokument hochladen').setInputFiles(pdfFile('Zeugnis.pdf'));
  await anfrage.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(
    page.getByText(
      new RegExp(`^Vollständig seit ${heuteDe().replace(/\./g, '\\.')} · Entscheidung fällig bis`),
    ),
  ).toBeVisible();
  await expectAccessible(page);

  // The office: answered, the document opens in the viewer, the application complete since today.
  await staff.reload();
  await expect(abschnitt.getByRole('heading', { level: 3, name: /beantwortet$/ })).toBeVisible();
  await expect(
    abschnitt.getByText(new RegExp(`^Vollständig seit ${heuteDe().replace(/\./g, '\\.')}`)),
  ).toBeVisible();
  await abschnitt.getByRole('button', { name: 'Zeugnis.pdf öffnen' }).click();
  await expect(staff.getByRole('heading', { name: 'Dokument: Zeugnis.pdf' })).toBeVisible();
  await expectAccessible(staff);
});
