import type { Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import {
  absenden,
  errorSummary,
  expect,
  expectAccessible,
  expectReceipt,
  openFlow,
  pdf,
  sendAndExpectSuccess,
  signInAs,
  test,
  toast,
  toSummary,
  useDemoServer,
  weiter,
} from '../support/journeys';

// modulpruefung/anmeldung | abmeldung | verschiebung | anrechnung (spec §2, events 3–6) with
// wp.zugelassen (docs/demo-accounts.md): admitted today with WP and WR, BWL and ST open. Each journey
// takes a module of its own, so none depends on another's sending. The labels follow the open term:
// in a term 2 a module has a June and an August box, in a term 1 one box.

useDemoServer();

const WP = 'Wirtschaftliches Prüfungswesen, Unternehmensbewertung und Berufsrecht';
const WR = 'Wirtschaftsrecht';
const BWL = 'Angewandte Betriebswirtschaftslehre, Volkswirtschaftslehre';
const ST = 'Steuerrecht';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The box of a module's August (term 2) or only (term 1) sitting. */
const august = (page: Page, modul: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${escape(modul)}( – im August)?$`) });
const juni = (page: Page, modul: string) =>
  page.getByRole('checkbox', { name: `${modul} – vorgezogen im Juni`, exact: true });

test('anmeldung: nothing ticked, June and August of one module, then ST – toast, /start, receipt', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  await signInAs(page, 'wp.zugelassen');
  await openFlow(page, 'modulpruefung/anmeldung');
  // WP and WR are registered already: their boxes are disabled.
  await expect(august(page, WP)).toBeDisabled();
  await expect(august(page, WR)).toBeDisabled();

  await weiter(page).click();
  await expect(errorSummary(page)).toContainText('Sie haben keine Modulprüfung ausgewählt.');
  await expectAccessible(page);

  if ((await juni(page, BWL).count()) > 0) {
    // A term 2: the June sitting of BWL excludes its August sitting (spec §4, §5).
    await juni(page, BWL).check();
    await august(page, BWL).check();
    await expect(juni(page, BWL)).not.toBeChecked();
    await expect(
      page.getByText('Sie können nicht gleichzeitig 2 Module der gleichen Art auswählen.'),
    ).toBeVisible();
    await expectAccessible(page);
    await august(page, BWL).uncheck();
  }
  await august(page, ST).check();
  await toSummary(page);
  await expect(page.getByText(new RegExp(`^${ST}`)).first()).toBeVisible();
  // The fee consequence: 500 € per written paper, ST has two.
  await expect(page.getByRole('table')).toContainText('1.000,00 €');

  await sendAndExpectSuccess(page, 'Sie haben sich erfolgreich angemeldet.');
  await expectReceipt(page, 'modulpruefungst', 'Modulanmeldung');

  // The registration is a fact now: ST can no longer be ticked for registration.
  await openFlow(page, 'modulpruefung/anmeldung');
  await expect(august(page, ST)).toBeDisabled();
});

test('abmeldung: the IBAN question once when leaving the selection, WR – toast, /start, receipt', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  const user = await signInAs(page, 'wp.zugelassen');
  await openFlow(page, 'modulpruefung/abmeldung');
  await expect(page.getByRole('checkbox', { name: BWL, exact: true })).toBeDisabled();

  await page.getByRole('checkbox', { name: WR, exact: true }).check();
  await weiter(page).click();
  const dialog = page.getByRole('dialog', { name: 'Bankverbindung prüfen' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('DE89 3704 0044 0532 0130 00');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Ja, weiter' }).click();
  await expect(page.getByText('Seite 2 von 2')).toBeVisible();
  await expectAccessible(page);

  // Back and forward again: the question is not asked a second time.
  await page.getByRole('button', { name: 'Zurück', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: WR, exact: true })).toBeChecked();
  await weiter(page).click();
  await expect(page.getByText('Seite 2 von 2')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // A second tab at the same summary, sent after the first: the server refuses it (WR is gone).
  const stale = await page.context().newPage();
  await signIn(stale, user);
  await openFlow(stale, 'modulpruefung/abmeldung');
  await stale.getByRole('checkbox', { name: WR, exact: true }).check();
  await weiter(stale).click();
  await stale.getByRole('dialog').getByRole('button', { name: 'Ja, weiter' }).click();
  await expect(stale.getByText('Seite 2 von 2')).toBeVisible();

  await sendAndExpectSuccess(page, 'Sie haben sich erfolgreich abgemeldet.');
  await expectReceipt(page, 'modulpruefungwr', 'Modulabmeldung');

  await absenden(stale).click();
  await expect(toast(stale, 'Sie haben sich nicht erfolgreich abgemeldet.')).toBeVisible();
  await expect(stale.getByRole('alert').filter({ hasText: 'Antwort der Prüfungsstelle' })).toBeVisible();
  await expect(stale).toHaveURL(/\/modulpruefung\/abmeldung$/);
  await expectAccessible(stale);
  await stale.close();

  await openFlow(page, 'modulpruefung/abmeldung');
  await expect(page.getByRole('checkbox', { name: WR, exact: true })).toBeDisabled();
});

test('verschiebung: WP by one term, shown before sending – toast, /start, receipt; only once', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  await signInAs(page, 'wp.zugelassen');
  await openFlow(page, 'modulpruefung/verschiebung');
  const einleitung = page.getByText(/^Wählen Sie die Modulprüfungen, die Sie vom Prüfungstermin/);
  const [, von, nach] = /Prüfungstermin (\S+) auf den Prüfungstermin (\S+) verschieben/.exec(
    (await einleitung.textContent()) ?? '',
  )!;
  expect(von).not.toBe(nach);

  await august(page, WP).check();
  await toSummary(page);
  await expect(page.getByText('Neuer Prüfungstermin')).toBeVisible();
  await expect(page.getByText(nach!, { exact: true })).toBeVisible();

  await sendAndExpectSuccess(page, 'Die Verschiebung wurde erfolgreich abgesendet.');
  await expectReceipt(page, 'modulpruefungwp', 'Verschiebung');

  // A postponement only once: WP is no longer offered.
  await openFlow(page, 'modulpruefung/verschiebung');
  await expect(august(page, WP)).toBeDisabled();
});

test('anrechnung: BWL with the two upload lists, WP never offered – toast, /start, receipt', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  await signInAs(page, 'wp.zugelassen');
  await openFlow(page, 'modulpruefung/anrechnung');
  await expect(page.getByRole('checkbox', { name: WP })).toHaveCount(0);

  await weiter(page).click();
  await expect(errorSummary(page)).toContainText('Sie haben keine Modulprüfung ausgewählt.');
  await expect(errorSummary(page)).toContainText('Es muss mindestens ein Nachweisdokument ausgewählt sein.');
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: BWL, exact: true }).check();
  await page
    .getByLabel('Masterzeugnis oder Nachweise gleichwertiger Prüfungsleistungen')
    .setInputFiles(pdf('Masterzeugnis.pdf'));
  await page
    .getByLabel(/^Bescheinigung über die Bestellung als Steuerberaterin/)
    .setInputFiles(pdf('Bescheinigung.pdf'));
  await expectAccessible(page);
  await toSummary(page);
  await expect(page.getByText('Masterzeugnis.pdf')).toBeVisible();
  await expect(page.getByText('Bescheinigung.pdf')).toBeVisible();

  await sendAndExpectSuccess(page, 'Die Anrechnung wurde erfolgreich abgesendet.');
  await expectReceipt(page, 'modulpruefungbwl', 'Anrechnung');
  // The proof documents are filed in the Akteneingang.
  await expect(async () => {
    await page.goto('/examensportal/meinedaten/digitaleakte/akteneingang');
    await expect(page.getByRole('button', { name: 'Masterzeugnis.pdf herunterladen' })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Bescheinigung.pdf herunterladen' })).toBeVisible();
  await expectAccessible(page);
});
