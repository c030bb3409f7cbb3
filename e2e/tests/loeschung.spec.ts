import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { login, signIn, solveCaptcha } from '../support/accounts';
import { DEMO_PASSWORT, demoOrigin, postgresUrl } from '../support/demo-server';
import { runDir } from '../support/env';
import { expect, expectAccessible, test } from '../support/fixtures';
import { DEMO_STAFF, staffLoginOeffnen } from '../support/pruefungsstelle';
import { openPage, waitForSettledPage } from '../support/settled';
import { expectToast, pdfFile } from '../support/wizard';
import { useZeitreise } from '../support/zeitreise';

// Issue 30 points 1 and 3 (decision 0041) on PORTAL_NOW: in June 2027 wp.zurueckgenommen (application
// withdrawn in 2026) asks for the deletion and sees what must stay until when – the application until
// 31.12.2028 – and only what may go goes. In February 2029 the daily run lists that account and a
// registration never confirmed under 'Zur Löschung fällig'; the leitung approves; both are gone (the
// login fails, the withdrawn candidate's files are gone from the store). In March 2037 (decision 0058)
// ten years have passed since wp.verloren's whole-exam withdrawal became final: the letters' period
// ended while the proof of the result runs for 50 years – the list has one line per class, the leitung
// deletes the letters' line alone, and candidate and office see a tombstone where each file was.

const ZURUECK = 'wp.zurueckgenommen@demo.example.org';
const NIE = 'nie.bestaetigt@demo.example.org';
const VERLOREN = 'wp.verloren@demo.example.org';
const GRAB = 'gelöscht am 01.03.2037 (Aufbewahrungsfrist abgelaufen)';
const accountIdOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;
const reise = useZeitreise('2026-10-05T09:00:00+02:00');

/** The documents folder of the spec's portal (embedded database only; zeitreise.ts names it). */
const objekte = () => join(runDir, `zeitreise-${process.pid}`, 'files', 'objects');
const anzahlDateien = () => (existsSync(objekte()) ? readdirSync(objekte()).length : 0);

async function registrieren(email: string) {
  const res = await fetch(`${demoOrigin}/examensportal/backend/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      vorname: 'Nie',
      nachname: 'Bestätigt',
      email,
      art: 'WP',
      passwort: DEMO_PASSWORT,
      passwort1: DEMO_PASSWORT,
      token: await solveCaptcha(demoOrigin),
    }),
  });
  expect(res.status).toBe(201);
}

/** The leitung's login with a code for the portal's clock (PORTAL_NOW runs on from `portalStart`). */
async function leitungAnmelden(page: Page, portalStart: string, realStart: number) {
  const { email, schluessel } = DEMO_STAFF.leitung;
  await staffLoginOeffnen(page);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(DEMO_PASSWORT);
  await page.getByRole('button', { name: 'Weiter' }).click();
  const portalJetzt = new Date(portalStart).getTime() + (Date.now() - realStart);
  const code = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(schluessel),
    digits: 6,
    period: 30,
  }).generate({
    timestamp: portalJetzt,
  });
  await page.getByRole('textbox', { name: 'Sicherheitscode' }).fill(code);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Übersicht', level: 1 })).toBeVisible();
}

test('deletion request, the due list and its approval over two years of portal time', async ({ page }) => {
  test.setTimeout(360_000);
  await reise().portalAm('2026-10-05T10:00:00+02:00');
  await registrieren(NIE);

  // June 2027: the candidate sees what must stay until when, and asks for the deletion.
  await reise().portalAm('2027-06-01T10:00:00+02:00');
  await signIn(page, await login(ZURUECK, DEMO_PASSWORT, demoOrigin));
  await openPage(page, 'meinedaten');
  await page.getByRole('link', { name: 'Löschung beantragen' }).click();
  await expect(page.getByRole('heading', { name: 'Löschung beantragen', level: 1 })).toBeVisible();
  await waitForSettledPage(page);
  const bleibt = page.getByRole('region', { name: 'Was aufbewahrt werden muss' });
  await expect(bleibt.getByText('Anträge auf Zulassung', { exact: true })).toBeVisible();
  await expect(bleibt.getByText('bis einschließlich 31.12.2028').first()).toBeVisible();
  await expect(
    page.getByText('Ihr Konto bleibt bestehen, solange Daten aufbewahrt werden müssen.', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Aktuelles Passwort').fill(DEMO_PASSWORT);
  await page.getByRole('button', { name: 'Löschung verbindlich beantragen' }).click();
  await expectToast(
    page,
    'Was gelöscht werden durfte, wurde gelöscht. Was aufbewahrt werden muss, bleibt bis zum Ende der Frist gespeichert.',
  );

  // The office files a note in the candidate's file: a file in the store that the approval must remove.
  const vermerk = join(runDir, `loeschung-vermerk-${process.pid}.pdf`);
  writeFileSync(vermerk, pdfFile('Vermerk.pdf').buffer);
  await reise().prueferstelle('2027-06-02T10:00:00+02:00', [
    'dokument',
    ZURUECK,
    vermerk,
    '--kategorie',
    'MANTELAKTE',
    '--typ',
    'VERMERK',
  ]);

  // February 2029: the daily run at the start lists both; the leitung approves.
  const portalStart = '2029-02-01T10:00:00+01:00';
  await reise().portalAm(portalStart);
  const realStart = Date.now();
  const dateienVorher = anzahlDateien();
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await leitungAnmelden(page, portalStart, realStart);
  await page.getByRole('link', { name: 'Zur Löschung fällig' }).first().click();
  await expect(page.getByRole('heading', { name: 'Zur Löschung fällig', level: 1 })).toBeVisible();
  const personen = page.getByRole('region', { name: 'Betroffene Personen' });
  await expect(personen.getByRole('rowheader', { name: 'Rücknahme, Rudolf' })).toBeVisible();
  await expect(personen.getByRole('rowheader', { name: 'Bestätigt, Nie' })).toBeVisible();
  await expect(personen.getByText('Nie bestätigte Registrierungen')).toBeVisible();
  await expect(personen.getByText('Konto und Kontaktdaten').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /endgültig löschen$/ }).click();
  await expect(page.getByText(/wurden? gelöscht\.$/)).toBeVisible();
  await expect(page.getByText('Zurzeit ist nichts zur Löschung fällig.')).toBeVisible();

  // Gone: the logins fail, the withdrawn candidate's files left the store.
  await expect(login(ZURUECK, DEMO_PASSWORT, demoOrigin)).rejects.toThrow(/401/);
  await expect(login(NIE, DEMO_PASSWORT, demoOrigin)).rejects.toThrow(/40[13]/);
  if (!postgresUrl) expect(anzahlDateien()).toBeLessThan(dateienVorher);

  // March 2037: one class of wp.verloren is deleted while the others stay.
  const spaet = '2037-03-01T10:00:00+01:00';
  await reise().portalAm(spaet);
  const spaetReal = Date.now();
  const verloren = await login(VERLOREN, DEMO_PASSWORT, demoOrigin);
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await leitungAnmelden(page, spaet, spaetReal);
  await page.getByRole('link', { name: 'Zur Löschung fällig' }).first().click();
  await expect(page.getByRole('heading', { name: 'Zur Löschung fällig', level: 1 })).toBeVisible();
  const zeilen = page.getByRole('region', { name: 'Betroffene Personen' }).getByRole('row');
  const vera = zeilen.filter({ has: page.getByRole('rowheader', { name: 'Verloren, Vera' }) });
  const bescheide = vera.filter({ hasText: 'Bescheide und Schreiben der Prüfungsstelle' });
  await expect(bescheide).toHaveCount(1);
  // The proof of the result stays 50 years: no line for it, no line for the whole account.
  await expect(vera.filter({ hasText: 'Ergebnisse' })).toHaveCount(0);
  await expect(vera.filter({ hasText: 'ganzes Konto' })).toHaveCount(0);
  await expectAccessible(page);
  await bescheide.getByRole('button', { name: /^Diese Zeile löschen/ }).click();
  await expect(page.getByText('Eine Zeile wurde gelöscht.')).toBeVisible();
  await expect(bescheide).toHaveCount(0);
  await expect(vera.first()).toBeVisible();

  // The office's Kandidat page: the tombstone in place of the file (a name, nothing to open), the page
  // and the rest still there.
  await page.goto(`/examensportal/pruefungsstelle/kandidaten/${accountIdOf(verloren.jwt)}`);
  await expect(page.getByText(GRAB).first()).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(GRAB.replace(/[()]/g, '\\$&')) })).toHaveCount(0);
  await expectAccessible(page);

  // The candidate's digital file: the same tombstones.
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await signIn(page, verloren);
  await openPage(page, 'meinedaten/digitaleakte/mantelakte');
  await expect(page.getByText(GRAB).first()).toBeVisible();
  await expectAccessible(page);
});
