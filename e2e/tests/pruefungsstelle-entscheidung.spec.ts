import type { Browser, Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../support/fixtures';
import { accountFor, signIn, type TestAccount } from '../support/accounts';
import { openPage, waitForSettledPage } from '../support/settled';
import { antragStellen, office, sicherheitscode } from '../support/pruefungsstelle';
import { expectReceipt } from '../support/wizard';

// Issue 15, done when: a candidate submits an application in one browser context, a caseworker –
// logged in with a TOTP code computed here – admits it in another, and the candidate then sees the
// admission on /start, the decision letter in the digital file and the module flows admission opens.

const heute = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
const nichtAnwendbar = 'Diese Funktion ist für Sie zur Zeit nicht anwendbar.';

/** The account id is the session token's subject. */
const accountIdOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

/** A caseworker created with the office command line, set up with password and TOTP in the browser. */
async function sachbearbeitung(browser: Browser): Promise<Page> {
  const email = `sachbearbeitung.${Date.now()}@pruefungsstelle.example`;
  const passwort = 'Prüfungsstelle#2026-Sachbearbeitung';
  const ausgabe = await office([
    'mitarbeiter-anlegen',
    '--email',
    email,
    '--name',
    'Sara Sachbearbeitung',
    '--rolle',
    'sachbearbeitung',
    '--von',
    'Journey Betrieb',
  ]);
  const link = /https?:\/\/\S+\/examensportal\/pruefungsstelle\/einrichten\/\S+/.exec(ausgabe)?.[0] ?? '';
  const page = await (await browser.newContext()).newPage();
  await page.goto(new URL(link).pathname);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(passwort);
  await page.getByRole('textbox', { name: 'Passwort wiederholen' }).fill(passwort);
  await page.getByRole('button', { name: 'Passwort festlegen' }).click();
  const schluessel = (await page.getByTestId('totp-schluessel').textContent())?.replace(/\s/g, '') ?? '';
  await page.getByRole('textbox', { name: 'Sicherheitscode' }).fill(sicherheitscode(schluessel));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await page.getByRole('link', { name: 'Ich habe die Codes gesichert – weiter zur Übersicht' }).click();
  await expect(page.getByRole('heading', { name: 'Übersicht' })).toBeVisible();
  return page;
}

let account: TestAccount;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  account = await accountFor('entscheidung', 'WP', 'Erna');
});

test('a caseworker admits a submitted application; the candidate sees admission, letter and module flows', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, account.user);
  await antragStellen(page);
  await openPage(page, 'modulpruefung/anrechnung');
  await expect(page.getByText(nichtAnwendbar)).toBeVisible();

  const staff = await sachbearbeitung(browser);
  await staff.goto(
    `/examensportal/pruefungsstelle/kandidaten/${accountIdOf(account.user.jwt)}/entscheidungen`,
  );
  await expect(staff.getByRole('heading', { name: 'Entscheidungen', level: 1 })).toBeVisible();
  await expect(staff).toHaveTitle('Entscheidungen – Prüfungsstelle – Examensportal');
  await expect(staff.getByRole('heading', { name: 'Zulassungsantrag' })).toBeVisible();
  await expect(staff.getByText('Wirtschaftsrecht', { exact: true })).toBeVisible();
  // Rejecting is for the leitung: not offered, and said why.
  await expect(staff.getByRole('radio', { name: 'Ablehnen' })).toHaveCount(0);
  await expect(staff.getByText(/Ablehnen kann nur die Leitung/)).toBeVisible();
  await expectAccessible(staff);

  // Without a choice: the error summary links to the field.
  await staff.getByRole('button', { name: 'Entscheidung speichern' }).click();
  const summary = staff.getByRole('alert').filter({ hasText: 'Bitte wählen Sie eine Entscheidung.' }).first();
  await expect(summary).toBeVisible();
  await expectAccessible(staff);

  await staff.getByRole('radio', { name: 'Zulassen' }).check();
  await expect(staff.getByLabel(/^Datum der ersten Zulassung/)).toHaveValue(heute());
  await staff.getByRole('button', { name: 'Entscheidung speichern' }).click();
  const dateiname = `Bescheid-Zulassung-${heute()}.pdf`;
  await expect(staff.getByRole('status').filter({ hasText: dateiname })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Zulassungsantrag' })).toHaveCount(0);
  await expect(staff.getByText('Für diese Person ist derzeit nichts zu entscheiden.')).toBeVisible();
  await expectAccessible(staff);

  // The candidate: admission on /start, the letter in the Mantelakte, credits now possible.
  await page.goto('/examensportal/start');
  await waitForSettledPage(page);
  await expect(page.getByText(/zum Examen zugelassen\. Ihr Prüfungsverfahren läuft\./)).toBeVisible();
  await expectReceipt(page, 'mantelakte', new RegExp(dateiname.replace(/\./g, '\\.')));
  await openPage(page, 'modulpruefung/anrechnung');
  await expect(page.getByText(nichtAnwendbar)).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Steuerrecht', exact: true })).toBeVisible();
});
