import { test, expect, expectAccessible } from '../support/fixtures';
import { accountFor, login, signIn, type TestAccount } from '../support/accounts';
import { openPage, trackApiCalls, waitForSettledPage } from '../support/settled';
import {
  expectReceipt,
  expectToast,
  fileInput,
  loginThroughForm,
  logout,
  pdfFile,
  pngFile,
  storedFiles,
  summaryValue,
  weiter,
} from '../support/wizard';
import { expectConfirmation } from '../support/journeys';

// Issue 8: an aptitude-test candidate applies in the 4-page wizard (with uploads), leaves, comes back
// on the saved page, submits, finds the receipt in the file and withdraws the application (event 13).
// One registered account for the whole file; the tests run in order.

const wizard = 'zulassungeignung/antragstellen';
const nichtAnwendbar = 'Diese Funktion ist für Sie zur Zeit nicht anwendbar.';
const heute = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

test.describe.configure({ mode: 'serial' });

let account: TestAccount;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  account = await accountFor('zulassung-eignung', 'EIGNUNG', 'Eva');
});

test('fill all 4 pages with uploads, leave, come back on the saved page, submit, find the receipt', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  test.setTimeout(150_000);
  trackApiCalls(page);
  await page.goto(`/examensportal/${wizard}/anmeldung`);
  await loginThroughForm(page, account.email, account.passwort, new RegExp(`/${wizard}/anmeldung$`));

  // Page 1: country of qualification and the elective subject.
  await expect(page.getByText('Seite 1 von 4')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/^Land der Zulassung/).selectOption({ label: 'Österreich' });
  await page.getByRole('radio', { name: 'Insolvenzrecht' }).check();
  await weiter(page, 2, 4);

  // Page 2: contact data with the nationality; the place of birth may stay empty.
  await page.getByRole('radio', { name: 'Herr' }).check();
  await page.getByLabel(/^Vorname/).fill('Eva');
  await page.getByLabel(/^Nachname/).fill('Prüfling');
  await page.getByLabel(/^Geburtsdatum/).fill('1985-11-23');
  await page.getByLabel(/^Staatsangehörigkeit/).selectOption({ label: 'Österreich' });
  await page.getByLabel(/^Straße & Hausnr\./).fill('Ringstraße 5');
  await page.getByLabel(/^Land\b/).selectOption('AT');
  await page.getByLabel(/^PLZ/).fill('1010');
  await page.getByLabel(/^Ort/).fill('Wien');
  await page.getByLabel(/^Telefon/).fill('+43 1 234567');
  await page.getByLabel(/^IBAN/).fill('AT61 1904 3002 3457 3201');
  await expectAccessible(page);
  await weiter(page, 3, 4);

  // Page 3: never admitted before, two shortenings, the three proofs.
  await page.getByRole('radio', { name: 'Ich war noch nie zur Eignungsprüfung zugelassen.' }).check();
  await page
    .getByRole('checkbox', {
      name: 'Verkürzte Prüfung als bestellte Steuerberaterin / bestellter Steuerberater (§ 13 WPO)',
    })
    .check();
  // § 13 as a tax adviser rules out § 13 after the exam (spec §4).
  await expect(
    page.getByRole('checkbox', {
      name: 'Verkürzte Prüfung nach bestandener Steuerberaterprüfung (§ 13 WPO)',
    }),
  ).toBeDisabled();
  await page
    .getByRole('checkbox', {
      name: 'Verzicht auf Prüfungsgebiete aufgrund von Prüfungszeugnissen (§ 28 Abs. 2 WiPrPrüfV)',
    })
    .check();
  const nachweise = 'Nachweise (Bescheinigung der zuständigen Stelle, Nachweis der Staatsangehörigkeit)';
  await fileInput(page, nachweise).setInputFiles([pdfFile('Bescheinigung.pdf'), pngFile('Pass.png')]);
  await fileInput(page, 'Zeugnisse').setInputFiles(pdfFile('Zeugnis.pdf'));
  await fileInput(page, 'Erklärung zum Wahlfach').setInputFiles(pdfFile('Wahlfach.pdf'));
  await expectAccessible(page);
  await weiter(page, 4, 4);

  // Leave, and come back on the saved page after a new login.
  await logout(page);
  await page.goto(`/examensportal/${wizard}/zusammenfassung`);
  await loginThroughForm(page, account.email, account.passwort, new RegExp(`/${wizard}/zusammenfassung$`));
  await expect(page.getByText('Seite 4 von 4')).toBeVisible();
  const saved: [string, string][] = [
    ['Land der Zulassung als Abschlussprüferin / Abschlussprüfer', 'Österreich'],
    ['Wahlfach der mündlichen Prüfung', 'Insolvenzrecht'],
    ['Geburtsdatum', '23.11.1985'],
    ['Staatsangehörigkeit', 'Österreich'],
    ['Ort', 'Wien'],
    ['IBAN', 'AT61 1904 3002 3457 3201'],
    ['Bisherige Zulassungen zur Eignungsprüfung', 'Ich war noch nie zur Eignungsprüfung zugelassen.'],
    [nachweise, 'Bescheinigung.pdf Pass.png'],
    ['Zeugnisse', 'Zeugnis.pdf'],
    ['Erklärung zum Wahlfach', 'Wahlfach.pdf'],
  ];
  for (const [term, value] of saved) await expect(summaryValue(page, term), term).toHaveText(value);
  await expectAccessible(page);

  // The proofs are back on their page as stored files.
  await page.goto(`/examensportal/${wizard}/erklaerung`);
  await waitForSettledPage(page);
  await expect(storedFiles(page, nachweise).getByText('Pass.png')).toBeVisible();
  await expect(storedFiles(page, 'Zeugnisse').getByText('Zeugnis.pdf')).toBeVisible();

  await page.goto(`/examensportal/${wizard}/zusammenfassung`);
  await waitForSettledPage(page);
  for (const box of await page
    .getByRole('checkbox', { name: /^(Ich versichere|Mir ist bekannt|Ich habe zur Kenntnis)/ })
    .all()) {
    await box.check();
  }
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Antrag abschicken' }).click();
  await expectToast(page, 'Ihr Zulassungsantrag wurde abgeschickt.');
  await expect(page).toHaveURL(/\/examensportal\/start$/);
  await waitForSettledPage(page);
  await expectConfirmation(page);

  await openPage(page, `${wizard}/anmeldung`);
  await expect(page.getByText(nichtAnwendbar)).toBeVisible();
  await expectAccessible(page);

  await expectReceipt(page, 'akte', new RegExp(`Quittung-Eignungspruefung-${heute()}\\.pdf`));
});

test('withdraw the aptitude-test application (event 13)', async ({ page, offOrigin, cspViolations }) => {
  void offOrigin;
  void cspViolations;
  test.setTimeout(90_000);
  await signIn(page, await login(account.email, account.passwort));
  await openPage(page, 'zulassungeignung/zuruecknehmen');
  await expect(page.getByText('Seite 1 von 2')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Folgen für die Gebühren' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Die Rücknahme muss bestätigt werden.').first()).toBeVisible();
  await page
    .getByRole('checkbox', { name: 'Ich nehme meinen Antrag auf Zulassung zur Eignungsprüfung zurück.' })
    .check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bankverbindung prüfen' });
  await expect(dialog).toContainText('AT61 1904 3002 3457 3201');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Ja, weiter' }).click();

  await expect(page.getByText('Seite 2 von 2')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Absenden' }).click();
  await expectToast(page, 'Die Rücknahme des Zulassungsantrags wurde erfolgreich abgesendet.');
  await expect(page).toHaveURL(/\/examensportal\/start$/);
  await waitForSettledPage(page);
  await expectConfirmation(page);

  await openPage(page, 'zulassungeignung/zuruecknehmen');
  await expect(page.getByText(nichtAnwendbar)).toBeVisible();
  await expectReceipt(page, 'akte', new RegExp(`Quittung-RuecknahmeEignungspruefung-${heute()}\\.pdf`));
});
