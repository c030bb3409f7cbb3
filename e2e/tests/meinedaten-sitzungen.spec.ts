import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { login, signIn, solveCaptcha, type PortalUser } from '../support/accounts';
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

// Issue 30 point 2: 'Meine Daten herunterladen'. wp.verkuerzung saves the ZIP from Meine Daten and
// finds in it its data (daten.json) and the copy of its application the portal filed as a receipt, byte for byte.
test('Meine Daten herunterladen: a ZIP with daten.json and the receipt', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  const user = await login('wp.verkuerzung@demo.example.org', DEMO_PASSWORT, demoOrigin);
  // The demo's application copy is filed by the outbox shortly after the start.
  const receipts = async () => {
    const res = await fetch(`${demoOrigin}/examensportal/backend/api/dokumente`, {
      headers: { authorization: `Bearer ${user.jwt}` },
    });
    const docs = (await res.json()) as { documentId: string; originalFileName: string; type: string }[];
    return docs.filter((d) => d.originalFileName.startsWith('Antrag-'));
  };
  await expect.poll(async () => (await receipts()).length, { timeout: 15_000 }).toBeGreaterThan(0);
  await signIn(page, user);
  await openPage(page, 'meinedaten');
  const abschnitt = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Meine Daten herunterladen' }),
  });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    abschnitt.getByRole('button', { name: 'Meine Daten herunterladen' }).click(),
  ]);
  await expectToast(page, 'Die Datei mit Ihren Daten wurde heruntergeladen.');
  expect(download.suggestedFilename()).toMatch(/^datenkopie-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  const daten = JSON.parse(Buffer.from(files['daten.json']!).toString('utf8')) as {
    konto: { email: string };
    antraege: { status: string }[];
    dokumente: { id: string; source: string; sha256: string; pfadImArchiv: string }[];
  };
  expect(daten.konto.email).toBe('wp.verkuerzung@demo.example.org');
  expect(daten.antraege.map((a) => a.status)).toContain('submitted');
  const kopie = (await receipts())[0];
  const receipt = daten.dokumente.find((d) => d.id === kopie?.documentId);
  expect(receipt?.source).toBe('receipt');
  const pdf = files[receipt!.pfadImArchiv]!;
  expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  expect(createHash('sha256').update(pdf).digest('hex')).toBe(receipt!.sha256);
  await expectAccessible(page);
});
