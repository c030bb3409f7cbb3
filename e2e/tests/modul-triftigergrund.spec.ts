import type { Page } from '@playwright/test';
import {
  errorSummary,
  expect,
  expectAccessible,
  expectReceipt,
  openFlow,
  pdf,
  sendAndExpectSuccess,
  signInAs,
  test,
  toSummary,
  useDemoServer,
  weiter,
} from '../support/journeys';

// triftigergrund (WP) with wp.geladen, invited to the written WP exam, and triftigergrundeignung with
// eignung.zugelassen, invited to both papers (docs/demo-accounts.md): only the parts the server
// flags can be ticked, and the proof documents zeugnis and grund go with the report.

useDemoServer();

const WP = 'Wirtschaftliches Prüfungswesen, Unternehmensbewertung und Berufsrecht';

async function bothMessages(page: Page): Promise<void> {
  await weiter(page).click();
  await expect(errorSummary(page)).toContainText('Es muss mindestens ein Modul ausgewählt sein.');
  await expect(errorSummary(page)).toContainText('Es muss mindestens ein Nachweisdokument ausgewählt sein.');
  await expectAccessible(page);
}

async function proofs(page: Page): Promise<void> {
  await page.getByLabel('Ärztliches oder amtsärztliches Zeugnis').setInputFiles(pdf('Amtsarzt.pdf'));
  await page.getByLabel('Weitere Nachweise zum triftigen Grund').setInputFiles(pdf('Krankmeldung.pdf'));
  await expectAccessible(page);
}

test('triftigergrund: the written WP exam with both proofs – toast, /start, receipt', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  await signInAs(page, 'wp.geladen');
  await openFlow(page, 'triftigergrund');
  const schriftlich = page.getByRole('checkbox', { name: `${WP} (schriftliche Prüfung)`, exact: true });
  await expect(schriftlich).toBeEnabled();
  await expect(page.getByRole('checkbox', { name: `${WP} (mündliche Prüfung)`, exact: true })).toBeDisabled();
  await expect(
    page.getByRole('checkbox', { name: 'Steuerrecht (schriftliche Prüfung)', exact: true }),
  ).toBeDisabled();

  await bothMessages(page);
  await schriftlich.check();
  await proofs(page);
  await toSummary(page);
  await expect(page.getByText('Amtsarzt.pdf')).toBeVisible();
  await expect(page.getByText('Krankmeldung.pdf')).toBeVisible();

  await sendAndExpectSuccess(page, 'Der Triftige Grund wurde erfolgreich abgesendet.');
  await expectReceipt(page, 'modulpruefungwp', 'TriftigerGrund');
});

test('triftigergrundeignung: the Steuerrecht paper with both proofs – toast, /start, receipt', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  await signInAs(page, 'eignung.zugelassen');
  await openFlow(page, 'triftigergrundeignung');
  await expect(page.getByRole('checkbox', { name: 'Aufsichtsarbeit Wirtschaftsrecht' })).toBeEnabled();
  await expect(page.getByRole('checkbox', { name: 'Mündliche Prüfung' })).toBeDisabled();

  await bothMessages(page);
  await page.getByRole('checkbox', { name: 'Aufsichtsarbeit Steuerrecht I' }).check();
  await proofs(page);
  await toSummary(page);
  await expect(page.getByText('Aufsichtsarbeit Steuerrecht I')).toBeVisible();

  await sendAndExpectSuccess(page, 'Der Triftige Grund wurde erfolgreich abgesendet.');
  await expectReceipt(page, 'akte', 'TriftigerGrundEignungspruefung');
});
