import { test, expect, expectAccessible } from '../support/fixtures';
import { login, signIn } from '../support/accounts';
import { DEMO_PASSWORT, demoOrigin, startDemoServer, type DemoServer } from '../support/demo-server';
import { openPage, waitForSettledPage } from '../support/settled';
import { expectReceipt, expectToast, summaryValue } from '../support/wizard';
import { expectConfirmation } from '../support/journeys';

// Issue 8: withdrawal from the aptitude test (event 14) by the demo account admitted to it. This file
// seeds a demo server of its own, so the withdrawal cannot change what other files see.

test.use({ baseURL: demoOrigin });

let server: DemoServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startDemoServer();
});
test.afterAll(async () => server?.stop());

const heute = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

test('withdraw from the aptitude test in two steps, with the fee rule and the receipt', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  test.setTimeout(90_000);
  await signIn(page, await login('eignung.zugelassen@demo.example.org', DEMO_PASSWORT, demoOrigin));
  await openPage(page, 'zulassungeignung/ruecktritt');
  await expect(page.getByText('Seite 1 von 2')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Folgen für die Gebühren' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Der Rücktritt muss bestätigt werden.').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: 'Ich trete von der Eignungsprüfung zurück.' }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expect(page.getByText('Seite 2 von 2')).toBeVisible();
  await expect(summaryValue(page, 'Erklärung')).toHaveText('Ich trete von der Eignungsprüfung zurück.');
  await expectAccessible(page);
  // 'Zurück' keeps the tick.
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(
    page.getByRole('checkbox', { name: 'Ich trete von der Eignungsprüfung zurück.' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Absenden' }).click();
  await expectToast(page, 'Die GesamtPrüfungsrücknahme wurde erfolgreich abgesendet.');
  await expect(page).toHaveURL(/\/examensportal\/start$/);
  await waitForSettledPage(page);
  await expectConfirmation(page);

  await expectReceipt(page, 'akte', new RegExp(`Quittung-RuecktrittEignungspruefung-${heute()}\\.pdf`));

  // Opened again after sending: the module state says the attempt is over (state 1 with the
  // admission date), so the page offers no form, only 'nicht anwendbar' and why.
  await openPage(page, 'zulassungeignung/ruecktritt');
  await expect(page.getByText('Diese Funktion ist für Sie zur Zeit nicht anwendbar.')).toBeVisible();
  await expect(
    page.getByText(
      'Für Sie läuft kein Prüfungsversuch der Eignungsprüfung mehr: Sie sind bereits zurückgetreten, oder der Versuch ist abgeschlossen.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Ich trete von der Eignungsprüfung zurück.' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('button', { name: 'Weiter' })).toHaveCount(0);
  await expectAccessible(page);
});
