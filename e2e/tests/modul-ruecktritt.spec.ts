import type { Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { openPage } from '../support/settled';
import {
  absenden,
  errorSummary,
  expect,
  expectAccessible,
  expectReceipt,
  openFlow,
  sendAndExpectSuccess,
  signInAs,
  test,
  toast,
  toSummary,
  useDemoServer,
  weiter,
} from '../support/journeys';

// ruecktritt/modulpruefung (events 7/8) with wp.geladen, invited to the written WP exam, and
// ruecktritt/gesamtpruefung (event 9) with wp.ruecktritt, admitted two terms ago
// (docs/demo-accounts.md). Each shows its consequence before anything is sent.

useDemoServer();

const WP = 'Wirtschaftliches Prüfungswesen, Unternehmensbewertung und Berufsrecht';

test('ruecktritt/modulpruefung: the written WP exam, attempt used – toast, /start, receipt', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  await signInAs(page, 'wp.geladen');
  await openFlow(page, 'ruecktritt/modulpruefung');
  // Only the invited module can be ticked; the part follows from the invitation.
  await expect(page.getByRole('checkbox', { name: 'Steuerrecht', exact: true })).toBeDisabled();
  await expect(
    page.getByRole('radio', { name: 'der schriftlichen Prüfung (Aufsichtsarbeiten)' }),
  ).toBeChecked();

  await weiter(page).click();
  await expect(errorSummary(page)).toContainText('Sie haben keine Modulprüfung ausgewählt.');
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: WP, exact: true }).check();
  await expect(page.getByText('Der Prüfungsversuch ist verbraucht.', { exact: false })).toBeVisible();
  await toSummary(page);
  // The summary shows the server's consequence preview (decision 0012).
  await expect(page.getByText(/Ein Prüfungsversuch wird verbraucht: /)).toBeVisible();
  await expect(page.getByText(new RegExp(`^${WP} – Geladen am \\d{2}\\.\\d{2}\\.\\d{4}$`))).toBeVisible();

  await sendAndExpectSuccess(page, 'Der Rücktritt wurde erfolgreich abgesendet.');
  await expectReceipt(page, 'modulpruefungwp', 'Modulruecktritt');
});

test('ruecktritt/gesamtpruefung: the confirmation is required – toast, /start, receipt', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  const user = await signInAs(page, 'wp.ruecktritt');
  await openFlow(page, 'ruecktritt/gesamtpruefung');
  await expect(page.getByText(/gilt die Prüfung als nicht bestanden/).first()).toBeVisible();

  await weiter(page).click();
  await expect(errorSummary(page)).toContainText('Der Rücktritt muss bestätigt werden.');
  await expectAccessible(page);

  const bestaetigen = (p: Page) =>
    p.getByRole('checkbox', { name: 'Ich trete von der gesamten Prüfung zurück.' }).check();
  await bestaetigen(page);
  await toSummary(page);
  await expect(page.getByText('Zugelassen am')).toBeVisible();

  // A second tab at the same summary, sent after the first: the server refuses the repetition.
  const stale = await page.context().newPage();
  await signIn(stale, user);
  await openFlow(stale, 'ruecktritt/gesamtpruefung');
  await bestaetigen(stale);
  await toSummary(stale);

  await sendAndExpectSuccess(page, 'Die GesamtPrüfungsrücknahme wurde erfolgreich abgesendet.');
  await expectReceipt(page, 'mantelakte', 'Gesamtruecktritt');

  await absenden(stale).click();
  await expect(toast(stale, 'Die GesamtPrüfungsrücknahme wurde nicht erfolgreich abgesendet.')).toBeVisible();
  await expect(stale.getByRole('alert').filter({ hasText: 'Antwort der Prüfungsstelle' })).toContainText(
    'Diese Funktion ist für Sie zur Zeit nicht anwendbar.',
  );
  await expect(stale).toHaveURL(/\/ruecktritt\/gesamtpruefung$/);
  await expectAccessible(stale);
  await stale.close();

  // Opened again after sending: the module state already says the procedure is over, so the page
  // offers no form, only 'nicht anwendbar' and why.
  await openPage(page, 'ruecktritt/gesamtpruefung');
  await expect(page.getByText('Diese Funktion ist für Sie zur Zeit nicht anwendbar.')).toBeVisible();
  await expect(
    page.getByText(
      'Ihr Prüfungsverfahren ist beendet: Sie sind bereits von der gesamten Prüfung zurückgetreten, eine Modulprüfung ist endgültig nicht bestanden, oder Sie haben alle Modulprüfungen bestanden.',
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: 'Ich trete von der gesamten Prüfung zurück.' }),
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Weiter', exact: true })).toHaveCount(0);
  await expectAccessible(page);
});

test('ruecktritt/gesamtpruefung: the day rule – too early after the admission, none without one', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  // Admitted today: 'too early', the page names the first possible day.
  await signInAs(page, 'wp.zugelassen');
  await openPage(page, 'ruecktritt/gesamtpruefung');
  await expect(page.getByText('Diese Funktion ist für Sie zur Zeit nicht anwendbar.')).toBeVisible();
  await expect(
    page.getByText(
      /^Der Rücktritt von der gesamten Prüfung ist erst ab dem \d{2}\.\d{2}\.\d{4} möglich, mehr als drei Tage nach Ihrer Zulassung\.$/,
    ),
  ).toBeVisible();
  await expectAccessible(page);
});

test('ruecktritt/gesamtpruefung: submitted but not admitted – no admission date, not offered', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  await signInAs(page, 'wp.eingereicht');
  await openPage(page, 'ruecktritt/gesamtpruefung');
  await expect(page.getByText('Diese Funktion ist für Sie zur Zeit nicht anwendbar.')).toBeVisible();
  await expect(
    page.getByText(
      'Für Sie ist kein Datum der Zulassung gespeichert. Der Rücktritt von der gesamten Prüfung ist erst nach der Zulassung möglich.',
    ),
  ).toBeVisible();
  await expectAccessible(page);
});
