import { accountFor } from '../support/accounts';
import { expect, expectAccessible, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { freshCode } from '../support/pruefungsstelle';
import { openPage } from '../support/settled';
import { fillLoginForm } from '../support/wizard';

// Issue 30 point 5 (decision 0042): a candidate switches on the second factor in Meine Daten (the key
// from the page, codes computed with otpauth as the staff journeys do, each TOTP step claimed once
// against the server's replay protection), signs out and signs in with password and Bestätigungscode –
// the second step by keyboard – and finds the session marked in the sessions overview.

test('TOTP on in Meine Daten, then sign in with password and Bestätigungscode', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  test.setTimeout(150_000);
  const konto = await accountFor(`zweiter-faktor-${Date.now()}`, 'WP', 'Zara');

  await page.goto('/examensportal/login');
  await fillLoginForm(page, konto.email, konto.passwort);
  await expect(page).toHaveURL(/\/examensportal\/start$/);

  await openPage(page, 'meinedaten');
  const abschnitt = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Zwei-Faktor-Anmeldung' }),
  });
  await expect(abschnitt.getByText('Die Zwei-Faktor-Anmeldung ist ausgeschaltet.')).toBeVisible();
  await abschnitt.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einschalten' }).click();
  await expect(abschnitt.getByRole('img', { name: 'QR-Code für Ihre Authenticator-App' })).toBeVisible();
  const schluessel = (await abschnitt.getByTestId('totp-schluessel').innerText()).replace(/\s+/g, '');
  await expectAccessible(page);

  await abschnitt.getByLabel(/^Bestätigungscode/).fill(await freshCode(page, schluessel));
  await abschnitt.getByRole('button', { name: 'Bestätigen' }).click();
  const codes = abschnitt.getByRole('list', { name: 'Ihre Wiederherstellungscodes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expectAccessible(page);
  await abschnitt.getByRole('button', { name: 'Ich habe die Codes gesichert' }).click();
  await expect(abschnitt.getByText('Die Zwei-Faktor-Anmeldung ist eingeschaltet.')).toBeVisible();
  await expect(abschnitt.getByText('Unbenutzte Wiederherstellungscodes: 10')).toBeVisible();

  // The section scrolled the page; the shrunken header keeps 'Abmelden' above the viewport.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/examensportal\/login$/);
  await fillLoginForm(page, konto.email, konto.passwort);
  const schritt = page.getByRole('heading', { level: 2, name: 'Bestätigung der Anmeldung' });
  await expect(schritt).toBeVisible();
  await expect(page).toHaveURL(/\/examensportal\/login$/);
  await expectAccessible(page);

  // The second step by keyboard: the code field, typed, sent with Enter.
  const feld = page.getByLabel(/^Bestätigungscode/);
  await tabTo(page, feld);
  await page.keyboard.type(await freshCode(page, schluessel));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/examensportal\/start$/);

  await openPage(page, 'meinedaten');
  const sitzungen = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Angemeldete Geräte' }),
  });
  await expect(sitzungen.getByText('mit Passwort und Bestätigungscode')).toBeVisible();
});
