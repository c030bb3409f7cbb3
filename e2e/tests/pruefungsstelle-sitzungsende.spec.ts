import { test, expect, expectAccessible, useDemoServer } from '../support/journeys';
import { DEMO_PASSWORT } from '../support/demo-server';
import { DEMO_STAFF, freshCode, staffLogin } from '../support/pruefungsstelle';

// An ended staff session (issue 28 point 12, issue 31 point 1, decision 0044): the session is revoked
// on the server from elsewhere while a page is open; the next call's 401 clears token and context, the
// login says why in German, and after the login with a new Sicherheitscode the page that was open
// opens again – with its query.

useDemoServer();

test('a revoked staff session ends on the login with a German message and leads back to the page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await staffLogin(page, 'sachbearbeitung');
  await page.getByRole('link', { name: 'Termine' }).first().click();
  await expect(page.getByRole('heading', { name: 'Termine', level: 1 })).toBeVisible();

  // Another place ends the session: the server revokes it (as a logout in another tab would).
  const jwt = await page.evaluate(() => sessionStorage.getItem('examensportal.pruefungsstelle.jwt'));
  expect(jwt).toBeTruthy();
  const abgemeldet = await page.request.post('/examensportal/backend/pruefungsstelle/abmelden', {
    headers: { authorization: `Bearer ${jwt}` },
    data: {},
  });
  expect(abgemeldet.ok()).toBe(true);

  // The page still shows; its next call answers 401.
  await page.getByRole('link', { name: 'Postversand' }).first().click();
  await expect(page.getByRole('heading', { name: 'Anmeldung Prüfungsstelle', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Ihre Sitzung ist abgelaufen.' })).toHaveText(
    'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  );
  await expect(page).toHaveURL(/\/examensportal\/pruefungsstelle\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('examensportal.pruefungsstelle.jwt'))).toBeNull();
  // The context went with the token: no name and no logout in the header.
  await expect(page.getByRole('button', { name: 'Abmelden' })).toHaveCount(0);
  await expectAccessible(page);

  const { email, schluessel } = DEMO_STAFF.sachbearbeitung;
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(DEMO_PASSWORT);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('textbox', { name: 'Sicherheitscode' }).fill(await freshCode(page, schluessel));
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Postversand', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/examensportal\/pruefungsstelle\/postversand$/);

  // A page with a query comes back with it; a reload with a revoked token says the same.
  await page.goto('/examensportal/pruefungsstelle/postversand?seite=1');
  await expect(page.getByRole('heading', { name: 'Postversand', level: 1 })).toBeVisible();
  const jwt2 = await page.evaluate(() => sessionStorage.getItem('examensportal.pruefungsstelle.jwt'));
  await page.request.post('/examensportal/backend/pruefungsstelle/abmelden', {
    headers: { authorization: `Bearer ${jwt2}` },
    data: {},
  });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Ihre Sitzung ist abgelaufen.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(DEMO_PASSWORT);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('textbox', { name: 'Sicherheitscode' }).fill(await freshCode(page, schluessel));
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/examensportal\/pruefungsstelle\/postversand\?seite=1$/);
});
