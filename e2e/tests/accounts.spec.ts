import { test, expect, expectAccessible } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mailbox';
import { formularBereit } from '../support/react-bereit';
import { fillLoginForm } from '../support/wizard';

// The whole account life cycle through the real forms, the real server and a real SMTP server.
test('register, confirm by mail, log in, change the password, log out and log in again', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  test.setTimeout(120_000);
  const email = `erika.${Date.now()}@example.org`;
  const passwort = 'Sentinel#Pw1-Lager';
  const neuesPasswort = 'Sentinel#Pw2-Kanal';
  const started = Date.now();

  await page.goto('/examensportal/registrierung');
  await formularBereit(page);
  await expectAccessible(page);
  await page.getByLabel('Vorname', { exact: false }).first().fill('Erika');
  await page.getByLabel('Nachname', { exact: false }).first().fill('Mustermann');
  await page.getByLabel('E-Mail', { exact: false }).first().fill(email);
  await page.getByRole('radio', { name: /Wirtschaftsprüfungsexamen|WP/ }).check();
  await page
    .getByLabel(/^Passwort/)
    .first()
    .fill(passwort);
  await page.getByLabel(/Passwort wiederholen|Passwort \(Wiederholung\)/).fill(passwort);
  await page.getByRole('button', { name: /Registrieren/ }).click();
  await expect(page).toHaveURL(/\/examensportal\/registriert$/);
  await expectAccessible(page);

  const mail = await waitForMail(email, /Registrierung|bestätigen/i, started);
  await page.goto(linkIn(mail, /\/examensportal\/confirmemail\//));
  await expect(
    page.getByRole('heading', { name: 'Vielen Dank, dass Sie Ihre Registrierung bestätigt haben!' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Weiter zur Login-Seite' }).click();

  await expect(page).toHaveURL(/\/examensportal\/login$/);
  await expectAccessible(page);
  await fillLoginForm(page, email, passwort);
  await expect(page).toHaveURL(/\/examensportal\/start$/);
  await expect(page.getByText('Erika Mustermann').first()).toBeVisible();
  await expectAccessible(page);

  await page.goto('/examensportal/meinedaten/zugangsdatenaendern');
  await expectAccessible(page);
  // The current password first (decision 0006); each access-data form has its own field.
  await page
    .getByRole('region', { name: 'Passwort ändern' })
    .getByRole('textbox', { name: 'Aktuelles Passwort', exact: true })
    .fill(passwort);
  await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill(neuesPasswort);
  await page.getByRole('textbox', { name: 'Neues Passwort wiederholen', exact: true }).fill(neuesPasswort);
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Das Passwort wurde geändert.')).toBeVisible();
  await waitForMail(email, /Passwort/i, started);

  // The longer form scrolled the page; the shrunken header keeps 'Abmelden' above the viewport.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/examensportal\/login$/);
  await expect(page.getByText('Sie wurden abgemeldet.')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();

  await fillLoginForm(page, email, neuesPasswort);
  await expect(page).toHaveURL(/\/examensportal\/start$/);
  // The second login shows the first one as "last login".
  await expect(page.getByText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/).first()).toBeVisible();
});
