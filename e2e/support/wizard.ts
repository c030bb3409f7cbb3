import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { waitForSettledPage } from './settled';
import { formularBereit } from './react-bereit';

// The application wizards in the browser: small real files, the toast area, moving on with 'Weiter',
// logging in through the form and finding a receipt in the digital file.

/** A minimal but real PDF (the server checks magic bytes; the upload rule wants ≥ 105 bytes). */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A PNG header with padding, enough for the type and size checks. */
const png = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(120, 0),
]);

export const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdf });
export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: png });

/** The toast live region of the layout. */
const toasts = (page: Page): Locator => page.getByRole('region', { name: 'Benachrichtigungen' });

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toasts(page).getByText(text, { exact: true }).last()).toBeVisible();
}

/** Closes every toast, so the next one of the same text is the new one. */
async function clearToasts(page: Page): Promise<void> {
  const close = toasts(page).getByRole('button', { name: 'Meldung schließen' });
  // A toast may close itself meanwhile (after 7 s); then there is nothing to click.
  while ((await close.count()) > 0)
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
}

/** The error summary of a form ('Bitte korrigieren Sie die folgenden Eingaben:'). */
export const errorSummary = (page: Page): Locator =>
  page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'Bitte korrigieren Sie die folgenden Eingaben:' }) });

/** The value a summary list shows for a term (the dd after the dt of exactly that text). */
export const summaryValue = (page: Page, term: string): Locator =>
  page
    .locator('main dt')
    .filter({ hasText: new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .first()
    .locator('xpath=following-sibling::dd[1]');

/** The file input of an upload field by its label. */
export const fileInput = (page: Page, label: string): Locator =>
  page.locator('input[type="file"]').and(page.getByLabel(label, { exact: true }));

/** The files an interim save stored, as the upload field lists them. */
export const storedFiles = (page: Page, label: string): Locator =>
  page.getByRole('list', { name: `${label} – bereits gespeichert` });

/**
 * 'Weiter': the page is checked and saved in the interim ('Die Daten wurden zwischengespeichert.'),
 * then page `next` of `total` opens and settles; axe checks it.
 */
export async function weiter(page: Page, next: number, total: number): Promise<void> {
  await clearToasts(page);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expectToast(page, 'Die Daten wurden zwischengespeichert.');
  await expect(page.getByText(`Seite ${next} von ${total}`)).toBeVisible();
  await waitForSettledPage(page);
  await expectAccessible(page);
}

/** Fills and sends the candidates' login form (ALTCHA solves itself in the browser). */
export async function fillLoginForm(page: Page, email: string, passwort: string) {
  await formularBereit(page);
  await page
    .getByLabel(/E-Mail/)
    .first()
    .fill(email);
  await page
    .getByLabel(/^Passwort/)
    .first()
    .fill(passwort);
  await page.getByRole('button', { name: /Anmelden/ }).click();
}

/** Logs in through the login form; lands on `landing`. */
export async function loginThroughForm(page: Page, email: string, passwort: string, landing: RegExp) {
  await expect(page).toHaveURL(/\/examensportal\/login$/);
  await fillLoginForm(page, email, passwort);
  await expect(page).toHaveURL(landing);
  await waitForSettledPage(page);
}

export async function logout(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/examensportal\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();
}

/**
 * The receipt PDF in a page of the digital file: the outbox files it shortly after the
 * declaration, so the page is reloaded until it is listed; it must download as a PDF. Its path, for a
 * journey that reads the letter's text (pdftotext).
 */
export async function expectReceipt(page: Page, seite: string, fileName: RegExp): Promise<string> {
  const button = page.getByRole('button', { name: new RegExp(`^${fileName.source} herunterladen$`) });
  await expect(async () => {
    await page.goto(`/examensportal/meinedaten/digitaleakte/${seite}`);
    await waitForSettledPage(page);
    await expect(button).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(fileName);
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return path;
}

/** Contact data typed into page 2 of the WP application (Anrede 'Frau'). */
interface Kontakt {
  vorname?: string;
  nachname?: string;
  geburtsdatum: string;
  geburtsort: string;
  strasse: string;
  plz: string;
  ort: string;
  telefon: string;
  iban: string;
}

/** What the one WP application filler is told; everything else is the shortest complete answer. */
export interface Zulassungsantrag {
  /** The modules as their checkboxes are named; in term 2 the August sitting. */
  module: readonly string[];
  /** Typed in, or only checked where the form is prefilled from the last application. */
  kontakt: Kontakt | { vorbelegt: Partial<Kontakt> };
  /** Upload the CV, the degree certificate and the proof of practice (Tätigkeitsnachweis). */
  nachweise: boolean;
  /** A repeat (§ 22 (2) WiPrPrüfV): the form names the earlier admission; the day of the failure. */
  wiederholung?: { nichtBestandenAm: string };
  /**
   * The master's degree under § 8a (issue 26 point 2): chosen on page 1 (WR and BWL drop out). With
   * `nachweis` (a file name) page 6 uploads the shortening's proof; without it (null) the application
   * is sent without the proof – page 6 names it as not uploaded, the summary warns.
   */
  par8a?: { nachweis: string | null };
  /**
   * A Nachteilsausgleich (issue 26 point 4): page 2 asks for it and uploads the certificate; the
   * explanation goes to the Zusatzinformationen of page 1, the wizard's one free text.
   */
  nachteilsausgleich?: { erlaeuterung: string };
}

const KONTAKT_FELDER: Record<keyof Kontakt, RegExp> = {
  vorname: /^Vorname/,
  nachname: /^Nachname/,
  geburtsdatum: /^Geburtsdatum/,
  geburtsort: /^Geburtsort/,
  strasse: /^Straße & Hausnr\./,
  plz: /^PLZ/,
  ort: /^Ort/,
  telefon: /^Telefon/,
  iban: /^IBAN/,
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The e2e suite's one filler of the WP application wizard (issue 31.3): from its first page, open and
 * settled, through the 7 pages ('Weiter' saves each one, axe checks each) to 'Antrag abschicken' and
 * the toast on /start. No shortening unless § 8a is asked for; without a repeat, never admitted before
 * and a degree.
 */
export async function zulassungsantragStellen(page: Page, antrag: Zulassungsantrag): Promise<void> {
  await page.getByRole('radio', { name: 'Düsseldorf' }).check();
  if (antrag.par8a) await page.getByRole('radio', { name: 'Masterabschluss nach § 8a WPO' }).check();
  if (antrag.nachteilsausgleich)
    await page.getByLabel('Zusatzinformationen').fill(antrag.nachteilsausgleich.erlaeuterung);
  const gruppe = page.getByRole('group', { name: /Modulprüfungen/ });
  for (const modul of antrag.module) {
    await gruppe.getByRole('checkbox', { name: new RegExp(`^${escaped(modul)}( – im August)?$`) }).check();
  }
  await weiter(page, 2, 7);
  if ('vorbelegt' in antrag.kontakt) {
    for (const [feld, wert] of Object.entries(antrag.kontakt.vorbelegt)) {
      await expect(page.getByLabel(KONTAKT_FELDER[feld as keyof Kontakt])).toHaveValue(wert);
    }
  } else {
    await page.getByRole('radio', { name: 'Frau' }).check();
    for (const [feld, wert] of Object.entries(antrag.kontakt)) {
      await page.getByLabel(KONTAKT_FELDER[feld as keyof Kontakt]).fill(wert);
    }
  }
  if (antrag.nachweise) await fileInput(page, 'Lebenslauf').setInputFiles(pdfFile('Lebenslauf.pdf'));
  if (antrag.nachteilsausgleich) {
    await page.getByRole('checkbox', { name: /^Ich bin schwerbehindert/ }).check();
    await fileInput(page, 'Nachweis zum Nachteilsausgleich (z. B. ärztliches Attest)').setInputFiles(
      pdfFile('Attest.pdf'),
    );
  }
  await weiter(page, 3, 7);
  if (antrag.wiederholung) {
    await expect(
      page.getByRole('radio', { name: 'Ich war einmal zugelassen und habe die Prüfung nicht bestanden.' }),
    ).toBeChecked();
    await page.getByLabel(/^Datum des ersten Nichtbestehens/).fill(antrag.wiederholung.nichtBestandenAm);
  } else {
    await page
      .getByRole('radio', { name: 'Ich war noch nie zum Wirtschaftsprüfungsexamen zugelassen.' })
      .check();
  }
  await weiter(page, 4, 7);
  if (antrag.wiederholung) {
    // § 22 (2) WiPrPrüfV: no Vorbildung for the second overall attempt.
    await expect(
      page.getByText(/Angaben zur akademischen und praktischen Vorbildung sind nicht erforderlich/),
    ).toBeVisible();
  } else {
    await page.getByRole('checkbox', { name: 'Abgeschlossenes Hochschulstudium (§ 8 Abs. 1 WPO)' }).check();
    if (antrag.nachweise) {
      await fileInput(page, 'Hochschulzeugnis').setInputFiles(pdfFile('Hochschulzeugnis.pdf'));
    }
  }
  await weiter(page, 5, 7);
  if (antrag.nachweise) {
    await page
      .getByRole('radio', {
        name: 'Die Tätigkeit und die Prüfungstätigkeit nach § 9 Abs. 1 bis 3 WPO sind vollständig nachgewiesen.',
      })
      .check();
    await fileInput(page, 'Tätigkeitsnachweis des Arbeitgebers').setInputFiles(pdfFile('Taetigkeit.pdf'));
  }
  await weiter(page, 6, 7);
  if (antrag.par8a) {
    // Page 1's choice carries over: § 8a is ticked here already.
    await expect(page.getByRole('checkbox', { name: /^Anrechnung nach § 8a WPO/ })).toBeChecked();
    const box = page.getByRole('region', { name: 'Für Ihren gewählten Weg benötigte Nachweise' });
    await expect(box).toContainText('Nachweise zur Prüfungsverkürzung');
    if (antrag.par8a.nachweis) {
      await fileInput(page, 'Nachweise zur Prüfungsverkürzung').setInputFiles(pdfFile(antrag.par8a.nachweis));
    } else await expect(box).toContainText('noch nicht hochgeladen');
  } else {
    await page
      .getByRole('checkbox', { name: 'Ich lege die vollständige Prüfung ab (keine Verkürzung).' })
      .check();
  }
  await weiter(page, 7, 7);
  if (antrag.par8a && !antrag.par8a.nachweis) {
    const warnung = page.getByRole('region', { name: 'Es fehlen Nachweise' });
    await expect(warnung).toContainText('§ 8a WPO');
    await expect(warnung).toContainText('Sie können den Antrag trotzdem abschicken');
  }
  for (const box of await page
    .getByRole('checkbox', { name: /^(Ich versichere|Mir ist bekannt|Ich habe zur Kenntnis)/ })
    .all()) {
    await box.check();
  }
  await page.getByRole('button', { name: 'Antrag abschicken' }).click();
  await expectToast(page, 'Ihr Zulassungsantrag wurde abgeschickt.');
  await expect(page).toHaveURL(/\/examensportal\/start$/);
  await waitForSettledPage(page);
}
