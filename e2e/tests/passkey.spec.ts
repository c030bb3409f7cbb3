import { accountFor } from '../support/accounts';
import { e2ePort } from '../support/env';
import { expect, expectAccessible, test } from '../support/fixtures';
import { openPage } from '../support/settled';
import { fillLoginForm } from '../support/wizard';

// Issue 30 point 5 (decision 0051): passkeys with Chromium's virtual authenticator (CDP WebAuthn domain)
// in place of a fingerprint reader. A candidate adds a passkey in Meine Daten, signs out, signs in with
// password and "Passkey verwenden", and changes the password with the passkey as the second factor.
// WebAuthn needs a domain, never an IP address: this journey opens the portal as localhost (the server's
// WEBAUTHN_RP_ID/WEBAUTHN_ORIGIN in support/start-server.ts).
test.use({ baseURL: `http://localhost:${e2ePort}` });

test('passkey: add in Meine Daten, sign in with it, change the password with it', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  test.setTimeout(150_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const konto = await accountFor(`passkey-${Date.now()}`, 'WP', 'Paula');

  await page.goto('/examensportal/login');
  await fillLoginForm(page, konto.email, konto.passwort);
  await expect(page).toHaveURL(/\/examensportal\/start$/);

  await openPage(page, 'meinedaten');
  const passkeys = page.locator('section', {
    has: page.getByRole('heading', { level: 3, name: 'Passkeys' }),
  });
  await expect(passkeys.getByText('Sie haben noch keinen Passkey eingerichtet.')).toBeVisible();
  await passkeys.getByLabel(/^Name des Passkeys/).fill('Laptop');
  await passkeys.getByRole('button', { name: 'Passkey hinzufügen' }).click();
  await expect(page.getByText('Der Passkey wurde hinzugefügt.')).toBeVisible();
  const liste = passkeys.getByRole('list', { name: 'Passkeys' }).getByRole('listitem');
  await expect(liste).toHaveCount(1);
  await expect(liste.first()).toContainText('Laptop');
  await expect(liste.first()).toContainText('noch nicht verwendet');
  await expectAccessible(page);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/examensportal\/login$/);
  await fillLoginForm(page, konto.email, konto.passwort);
  await expect(page.getByRole('heading', { level: 2, name: 'Bestätigung der Anmeldung' })).toBeVisible();
  await expect(
    page.getByText('Ihr Benutzerkonto ist mit einem Passkey geschützt.', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Passkey verwenden' }).click();
  await expect(page).toHaveURL(/\/examensportal\/start$/);

  await openPage(page, 'meinedaten/zugangsdatenaendern');
  await expect(
    page.getByText('Ihr Benutzerkonto ist mit einem Passkey geschützt: Beim Speichern'),
  ).toHaveCount(2);
  const formular = page.locator('section', { has: page.getByRole('heading', { name: 'Passwort ändern' }) });
  await formular.getByLabel(/^Aktuelles Passwort/).fill(konto.passwort);
  await formular.getByLabel(/^Neues Passwort(?! wiederholen)/).fill('Passkey#Neu-Kennwort9');
  await formular.getByLabel(/^Neues Passwort wiederholen/).fill('Passkey#Neu-Kennwort9');
  await expectAccessible(page);
  await formular.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Das Passwort wurde geändert.')).toBeVisible();

  await openPage(page, 'meinedaten');
  await expect(
    passkeys.getByRole('list', { name: 'Passkeys' }).getByRole('listitem').first(),
  ).not.toContainText('noch nicht verwendet');
});
