import { login, solveCaptcha, type PortalUser } from '../support/accounts';
import { DEMO_PASSWORT, demoOrigin } from '../support/demo-server';
import { expect, expectAccessible, test, useDemoServer } from '../support/journeys';
import { openPage } from '../support/settled';
import { expectToast } from '../support/wizard';

// Issue 30 point 6: 'Angemeldete Geräte' in Meine Daten. wp.zugelassen signs in twice – once in this
// browser (its User-Agent names the browser), once elsewhere – sees both sessions and ends the other.

useDemoServer();

const email = 'wp.zugelassen@demo.example.org';

test('signed in twice: both sessions listed, the other one ended at once', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  // The other device: a login from outside the browser (no browser in its User-Agent).
  const anderswo = await login(email, DEMO_PASSWORT, demoOrigin);

  // This browser: the login call made by the page itself, so the session carries Chromium's User-Agent.
  await page.goto('/examensportal/login');
  const token = await solveCaptcha(demoOrigin);
  const user = await page.evaluate(
    async ({ email, passwort, token }) => {
      const res = await fetch('/examensportal/backend/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, passwort, token }),
      });
      return (await res.json()) as PortalUser;
    },
    { email, passwort: DEMO_PASSWORT, token },
  );
  await page.evaluate((value) => sessionStorage.setItem('user', value), JSON.stringify(user));

  await openPage(page, 'meinedaten');
  const abschnitt = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Angemeldete Geräte' }),
  });
  const eintraege = abschnitt.getByRole('listitem');
  await expect(eintraege).toHaveCount(2);
  await expect(eintraege.first().getByRole('heading', { level: 3 })).toHaveText(
    /^Chrome \d+, Computer, Linux Diese Sitzung$/,
  );
  await expect(eintraege.nth(1).getByRole('heading', { level: 3 })).toHaveText(
    'Unbekannter Browser, Unbekanntes Gerät',
  );
  await expectAccessible(page);

  await abschnitt.getByRole('button', { name: 'Alle anderen Sitzungen beenden' }).click();
  await expectToast(page, 'Eine andere Sitzung wurde beendet.');
  await expect(eintraege).toHaveCount(1);
  await expect(abschnitt.getByText('Sie sind nirgends sonst angemeldet.')).toBeVisible();
  await expectAccessible(page);

  // The other device's token is dead; this one still works.
  const andere = await fetch(`${demoOrigin}/examensportal/backend/api/sitzungen`, {
    headers: { authorization: `Bearer ${anderswo.jwt}` },
  });
  expect(andere.status).toBe(401);
  await page.reload();
  await expect(eintraege).toHaveCount(1);
});
