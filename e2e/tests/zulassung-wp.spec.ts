import { test, expect, expectAccessible } from '../support/fixtures';
import { accountFor, login, signIn, type TestAccount } from '../support/accounts';
import { openPage, trackApiCalls, waitForSettledPage } from '../support/settled';
import {
  errorSummary,
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

// Issue 8: a WP candidate applies for admission in the 7-page wizard (with uploads), leaves, comes
// back on the saved page, submits, finds the receipt in the digital file and withdraws the
// application. One registered account for the whole file; the tests run in order.

const wizard = 'zulassung/antragstellen';
const nichtAnwendbar = 'Diese Funktion ist für Sie zur Zeit nicht anwendbar.';
const pflicht = 'Das Pflichtfeld wurde nicht angegeben';
const heute = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

test.describe.configure({ mode: 'serial' });

let account: TestAccount;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  account = await accountFor('zulassung-wp', 'WP', 'Wilma');
});

test('the final check of an empty application: toast, banner, summary with links to every page', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  await signIn(page, account.user);
  await openPage(page, `${wizard}/zusammenfassung`);
  await expect(page.getByText('Seite 7 von 7')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Antrag abschicken' }).click();
  await expectToast(page, 'Ihr Zulassungsantrag ist nicht korrekt oder nicht vollständig');
  const summary = errorSummary(page);
  await expect(summary).toBeVisible();
  // Every page with a required field is named; the confirmations of this page too.
  const link = (name: string) => summary.getByRole('link', { name, exact: true });
  for (const name of [
    `Modulanmeldung: Landesgeschäftsstelle – ${pflicht}`,
    `Modulanmeldung: Modulprüfungen – ${pflicht}`,
    `Kontaktdaten: Geburtsort – ${pflicht}`,
    `Kontaktdaten: IBAN – ${pflicht}`,
    `Bisherige Zulassungsanträge: Bisherige Zulassungen zum Wirtschaftsprüfungsexamen – ${pflicht}`,
    `Akademische Vorbildung: Vorbildung (mehrere Angaben möglich) – ${pflicht}`,
    `Prüfungsverkürzung: Prüfungsverkürzung (mindestens eine Angabe) – ${pflicht}`,
    'Ich versichere, dass meine Angaben in diesem Antrag vollständig sind und der Wahrheit entsprechen.: Bitte bestätigen',
  ]) {
    await expect(link(name), name).toBeVisible();
  }
  // The field itself is marked red.
  await expect(page.getByRole('checkbox', { name: /^Ich versichere, dass meine Angaben/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectAccessible(page);

  // A link opens the other page with its field focused.
  await link(`Kontaktdaten: Geburtsort – ${pflicht}`).click();
  await expect(page).toHaveURL(new RegExp(`/${wizard}/kontaktdaten$`));
  await expect(page.getByLabel(/^Geburtsort/)).toBeFocused();
  await expect(page.getByLabel(/^Geburtsort/)).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
});

test('fill all 7 pages with uploads, leave, come back on the saved page, submit once, find the receipt', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  test.setTimeout(180_000);
  trackApiCalls(page);
  await page.goto(`/examensportal/${wizard}/modulanmeldung`);
  // Not signed in: the guard keeps the page for after the login.
  await loginThroughForm(page, account.email, account.passwort, new RegExp(`/${wizard}/modulanmeldung$`));

  // Page 1: office, two modules, a note.
  await expect(page.getByText('Seite 1 von 7')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Düsseldorf' }).check();
  const module = page.getByRole('group', { name: /Modulprüfungen/ });
  await module.getByRole('checkbox', { name: 'Wirtschaftsrecht', exact: true }).check();
  // Not ST: page 6 declares § 13, which replaces it – the final check would refuse it.
  await page.getByLabel('Zusatzinformationen').fill('Bitte Prüfung in Düsseldorf.');
  await weiter(page, 2, 7);

  // Page 2: contact data, the certificate for the compensation and the CV.
  await page.getByRole('radio', { name: 'Frau' }).check();
  await page.getByLabel(/^Vorname/).fill('Wilma');

  // Leaving with unsaved edits asks first; 'Nein' keeps the page and what was typed.
  await page.getByRole('link', { name: 'Erklärung zur Barrierefreiheit' }).click();
  const verlassen = page.getByRole('dialog', { name: 'Seite verlassen?' });
  await expect(verlassen).toBeVisible();
  await expect(verlassen.getByRole('button', { name: 'Nein' })).toBeFocused();
  await expectAccessible(page);
  await verlassen.getByRole('button', { name: 'Nein' }).click();
  await expect(verlassen).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/${wizard}/kontaktdaten$`));
  await expect(page.getByLabel(/^Vorname/)).toHaveValue('Wilma');
  await page.getByLabel(/^Nachname/).fill('Prüfling');
  await page.getByLabel(/^Geburtsdatum/).fill('1990-04-01');
  await page.getByLabel(/^Geburtsort/).fill('Köln');
  await page.getByRole('checkbox', { name: /^Ich bin schwerbehindert/ }).check();
  await fileInput(page, 'Nachweis zum Nachteilsausgleich (z. B. ärztliches Attest)').setInputFiles(
    pngFile('Attest.png'),
  );

  // One round of errors (decision 0045): 'Weiter' on the half-filled page names every missing field at
  // once, the summary has the focus, and the page stays.
  await page.getByRole('button', { name: 'Weiter' }).click();
  const fehler = errorSummary(page);
  await expect(fehler).toBeFocused();
  for (const feld of ['Straße & Hausnr.', 'PLZ', 'Ort', 'Telefon', 'IBAN']) {
    await expect(fehler.getByRole('link', { name: `${feld}: ${pflicht}`, exact: true }), feld).toBeVisible();
  }
  await expect(page.getByText('Seite 2 von 7')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel(/^Straße & Hausnr\./).fill('Hauptstraße 1');
  await expect(page.getByLabel(/^Land/)).toHaveValue('DE');
  await page.getByLabel(/^PLZ/).fill('10115');
  await page.getByLabel(/^Ort/).fill('Berlin');
  await page.getByLabel(/^Telefon/).fill('+49 30 1234567');
  await page.getByLabel(/^IBAN/).fill('DE89 3704 0044 0532 0130 00');
  await fileInput(page, 'Lebenslauf').setInputFiles(pdfFile('Lebenslauf.pdf'));
  await expectAccessible(page);
  await weiter(page, 3, 7);

  // Page 3: failed once before.
  await page
    .getByRole('radio', { name: 'Ich war einmal zugelassen und habe die Prüfung nicht bestanden.' })
    .check();
  await page.getByLabel(/^Datum des ersten Nichtbestehens/).fill('2021-06-30');
  await weiter(page, 4, 7);

  // Page 4: a degree with its certificate.
  await page.getByRole('checkbox', { name: 'Abgeschlossenes Hochschulstudium (§ 8 Abs. 1 WPO)' }).check();
  await fileInput(page, 'Hochschulzeugnis').setInputFiles(pdfFile('Hochschulzeugnis.pdf'));
  await expectAccessible(page);
  await weiter(page, 5, 7);

  // Page 5: the practical work with the employer's proof.
  await page
    .getByRole('radio', {
      name: 'Die Tätigkeit und die Prüfungstätigkeit nach § 9 Abs. 1 bis 3 WPO sind vollständig nachgewiesen.',
    })
    .check();
  await fileInput(page, 'Tätigkeitsnachweis des Arbeitgebers').setInputFiles(
    pdfFile('Taetigkeitsnachweis.pdf'),
  );
  await weiter(page, 6, 7);

  // Page 6: § 13 as a tax adviser, with its proof.
  await page.getByRole('checkbox', { name: 'Verkürzte Prüfung nach § 13 WPO: Steuerrecht entfällt' }).check();
  await page
    .getByRole('checkbox', { name: 'als bestellte Steuerberaterin / bestellter Steuerberater' })
    .check();
  await fileInput(page, 'Nachweise zur Prüfungsverkürzung').setInputFiles(pngFile('Bestellungsurkunde.png'));
  await expectAccessible(page);
  await weiter(page, 7, 7);
  await expect(page).toHaveURL(new RegExp(`/${wizard}/zusammenfassung$`));

  // Leave, and come back on the saved page (another session: nothing of this one is kept).
  await logout(page);
  await page.goto(`/examensportal/${wizard}/zusammenfassung`);
  await loginThroughForm(page, account.email, account.passwort, new RegExp(`/${wizard}/zusammenfassung$`));
  await expect(page.getByText('Seite 7 von 7')).toBeVisible();
  const saved: [string, string][] = [
    ['Landesgeschäftsstelle', 'Düsseldorf'],
    ['Modulprüfungen', 'Wirtschaftsrecht'],
    ['Zusatzinformationen', 'Bitte Prüfung in Düsseldorf.'],
    ['Geburtsdatum', '01.04.1990'],
    ['Geburtsort', 'Köln'],
    ['Straße & Hausnr.', 'Hauptstraße 1'],
    ['IBAN', 'DE89 3704 0044 0532 0130 00'],
    ['Nachweis zum Nachteilsausgleich (z. B. ärztliches Attest)', 'Attest.png'],
    ['Lebenslauf', 'Lebenslauf.pdf'],
    [
      'Bisherige Zulassungen zum Wirtschaftsprüfungsexamen',
      'Ich war einmal zugelassen und habe die Prüfung nicht bestanden.',
    ],
    ['Datum des ersten Nichtbestehens', '30.06.2021'],
    ['Hochschulzeugnis', 'Hochschulzeugnis.pdf'],
    ['Tätigkeitsnachweis des Arbeitgebers', 'Taetigkeitsnachweis.pdf'],
    ['Nachweise zur Prüfungsverkürzung', 'Bestellungsurkunde.png'],
  ];
  for (const [term, value] of saved) await expect(summaryValue(page, term), term).toHaveText(value);
  await expectAccessible(page);

  // The uploads are back on their pages as stored files.
  await page.goto(`/examensportal/${wizard}/kontaktdaten`);
  await waitForSettledPage(page);
  await expect(page.getByLabel(/^Geburtsort/)).toHaveValue('Köln');
  await expect(storedFiles(page, 'Lebenslauf').getByText('Lebenslauf.pdf')).toBeVisible();
  await expect(
    storedFiles(page, 'Nachweis zum Nachteilsausgleich (z. B. ärztliches Attest)').getByText('Attest.png'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/examensportal/${wizard}/akademischevorbildung`);
  await waitForSettledPage(page);
  await expect(storedFiles(page, 'Hochschulzeugnis').getByText('Hochschulzeugnis.pdf')).toBeVisible();

  // Submit: every confirmation ticked; a double click sends one application.
  await page.goto(`/examensportal/${wizard}/zusammenfassung`);
  await waitForSettledPage(page);
  for (const box of await page
    .getByRole('checkbox', { name: /^(Ich versichere|Mir ist bekannt|Ich habe zur Kenntnis)/ })
    .all()) {
    await box.check();
  }
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Antrag abschicken' }).dblclick();
  await expectToast(page, 'Ihr Zulassungsantrag wurde abgeschickt.');
  await expect(page).toHaveURL(/\/examensportal\/start$/);
  await waitForSettledPage(page);
  await expectConfirmation(page);
  await expectAccessible(page);

  // The form is closed now.
  await openPage(page, `${wizard}/modulanmeldung`);
  await expect(page.getByText(nichtAnwendbar)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Weiter' })).toHaveCount(0);
  await expectAccessible(page);

  // One receipt in the Mantelakte, a real PDF.
  const receipt = new RegExp(`Quittung-Zulassungsantrag-${heute()}\\.pdf`);
  await expectReceipt(page, 'mantelakte', receipt);
});

test('withdraw the submitted application: confirmation, IBAN question, fees, receipt', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  test.setTimeout(90_000);
  // The session of the last test may be gone (it logged in through the form): a fresh one.
  await signIn(page, await login(account.email, account.passwort));
  await openPage(page, 'zulassung/zuruecknehmen');
  await expect(page.getByText('Seite 1 von 2')).toBeVisible();
  // The fee consequence shows before anything is sent: half the admission fee, the exam fees back
  // minus the processing share – for WR only: ST is dropped by the § 13 shortening (no exam, no
  // registration, no fee).
  const gebuehren = page.getByRole('table', { name: 'Folgen für die Gebühren' });
  await expect(
    gebuehren.getByRole('row', { name: /^Zulassungsgebühr\s+500,00\s€\s+250,00\s€\s+250,00\s€$/ }),
  ).toBeVisible();
  await expect(gebuehren.getByRole('row', { name: /^Prüfungsgebühr Wirtschaftsrecht / })).toBeVisible();
  await expect(gebuehren.getByRole('row', { name: /Steuerrecht/ })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Die Rücknahme muss bestätigt werden.').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: 'Ich nehme meinen Zulassungsantrag zurück.' }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bankverbindung prüfen' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('DE89 3704 0044 0532 0130 00');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Ja, weiter' }).click();

  await expect(page.getByText('Seite 2 von 2')).toBeVisible();
  await expect(page.getByText('Ich nehme meinen Zulassungsantrag zurück.').first()).toBeVisible();
  await expect(summaryValue(page, 'Betroffene Modulprüfungen')).toHaveText('Wirtschaftsrecht');
  await expect(page.getByRole('table', { name: 'Folgen für die Gebühren' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Absenden' }).click();
  await expectToast(page, 'Die Rücknahme des Zulassungsantrags wurde erfolgreich abgesendet.');
  await expect(page).toHaveURL(/\/examensportal\/start$/);
  await waitForSettledPage(page);
  await expectConfirmation(page);

  // Withdrawn: neither the withdrawal nor the application form opens again.
  await openPage(page, 'zulassung/zuruecknehmen');
  await expect(page.getByText(nichtAnwendbar)).toBeVisible();
  await openPage(page, `${wizard}/modulanmeldung`);
  await expect(page.getByText(nichtAnwendbar)).toBeVisible();

  await expectReceipt(page, 'mantelakte', new RegExp(`Quittung-Ruecknahme-${heute()}\\.pdf`));
});
