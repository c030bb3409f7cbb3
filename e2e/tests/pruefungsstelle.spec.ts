import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mailbox';
import { office, sicherheitscode } from '../support/pruefungsstelle';

// The examination office's first account, from the command line to the Protokoll (issue 15): the
// office tool runs while the portal runs (decision 0014) and prints a one-time set-up link; the
// person sets a password and the second factor (the test computes the code from the key shown as
// text), keeps the recovery codes, logs in again with one of them, invites a colleague and finds every
// step in the Protokoll and its CSV export.

/** Set-up link → password → TOTP from the key shown as text → the recovery codes, checked with axe. */
async function einrichten(page: Page, link: string, passwort: string): Promise<string[]> {
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Zugang einrichten' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(passwort);
  await page.getByRole('textbox', { name: 'Passwort wiederholen' }).fill(passwort);
  await page.getByRole('button', { name: 'Passwort festlegen' }).click();

  await expect(page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung einrichten' })).toBeVisible();
  const schluessel = (await page.getByTestId('totp-schluessel').textContent())?.replace(/\s/g, '') ?? '';
  expect(schluessel).toMatch(/^[A-Z2-7]+$/);
  await expect(page.getByRole('img', { name: /QR-Code für die Authenticator-App/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Sicherheitscode' }).fill(sicherheitscode(schluessel));
  await page.getByRole('button', { name: 'Bestätigen' }).click();

  await expect(page.getByRole('heading', { name: 'Ihre Wiederherstellungscodes' })).toBeVisible();
  const codes = await page
    .getByRole('list', { name: 'Ihre Wiederherstellungscodes' })
    .locator('code')
    .allTextContents();
  expect(codes.length).toBeGreaterThanOrEqual(8);
  await expectAccessible(page);
  return codes;
}

test('first staff account: set-up link, password, TOTP, recovery code, invitation, Protokoll', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `leitung.${stamp}@pruefungsstelle.example`;
  const kollegin = `sachbearbeitung.${stamp}@pruefungsstelle.example`;
  const passwort = 'Prüfungsstelle#2026-Leitung';

  const ausgabe = await office([
    'mitarbeiter-anlegen',
    '--email',
    email,
    '--name',
    'Lea Leitung',
    '--rolle',
    'leitung',
    '--von',
    'Journey Betrieb',
  ]);
  const link = /https?:\/\/\S+\/examensportal\/pruefungsstelle\/einrichten\/\S+/.exec(ausgabe)?.[0];
  expect(link, ausgabe).toBeTruthy();

  const codes = await einrichten(page, link ?? '', passwort);
  await page.getByRole('link', { name: 'Ich habe die Codes gesichert – weiter zur Übersicht' }).click();

  await expect(page.getByRole('heading', { name: 'Übersicht' })).toBeVisible();
  await expect(page.getByText('Angemeldet als Lea Leitung')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByText('Sie wurden von der Prüfungsstelle abgemeldet.')).toBeVisible();

  // Log in again; the code of the set-up's time step may not be used twice, so a recovery code.
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(passwort);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Stattdessen einen Wiederherstellungscode verwenden' }).click();
  await page.getByRole('textbox', { name: 'Wiederherstellungscode' }).fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Übersicht' })).toBeVisible();

  await page.getByRole('link', { name: 'Mitarbeitende' }).first().click();
  await expect(page.getByRole('heading', { name: 'Mitarbeitende', level: 1 })).toBeVisible();
  await expectAccessible(page);
  const eingeladenAb = Date.now();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Sachbearbeitung');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(kollegin);
  await page.getByRole('combobox', { name: 'Rolle' }).selectOption('sachbearbeitung');
  await page.getByRole('button', { name: 'Einladen' }).click();
  await expect(page.getByText(`Die Einladung an ${kollegin} wurde versandt.`)).toBeVisible();
  const einladung = await waitForMail(kollegin, /.+/, eingeladenAb);
  // The mail carries only the set-up link, under the portal's own origin.
  const einladungslink = new URL(linkIn(einladung, /\/examensportal\/pruefungsstelle\/einrichten\//));
  expect(einladungslink.origin).toBe(new URL(page.url()).origin);

  // The colleague sets up in a tab of their own (the staff session lives in each tab's sessionStorage).
  const kollegenTab = await page.context().newPage();
  await einrichten(kollegenTab, einladungslink.href, 'Prüfungsstelle#2026-Kollegin');
  await kollegenTab.close();

  // The colleague's phone is lost: the leader resets the access, after a question naming the person.
  await page.reload();
  await page.getByRole('button', { name: 'Zugang zurücksetzen (Sam Sachbearbeitung)' }).click();
  const frage = page.getByRole('dialog', { name: 'Zugang zurücksetzen' });
  await expect(frage.getByText(/^Zugang von Sam Sachbearbeitung zurücksetzen\?/)).toBeVisible();
  await expectAccessible(page);
  const zurueckgesetztAb = Date.now();
  await frage.getByRole('button', { name: 'Ja' }).click();
  await expect(
    page.getByText(
      `Der Zugang von Sam Sachbearbeitung wurde zurückgesetzt. Ein neuer Einrichtungslink wurde an ${kollegin} gesendet.`,
    ),
  ).toBeVisible();
  await waitForMail(kollegin, /zurückgesetzt/, zurueckgesetztAb);

  await page.getByRole('link', { name: 'Protokoll' }).first().click();
  await expect(page.getByRole('heading', { name: 'Protokoll', level: 1 })).toBeVisible();
  const tabelle = page.getByRole('table');
  for (const aktion of [
    'Konto angelegt',
    'Passwort festgelegt',
    'Zwei-Faktor-Anmeldung eingerichtet',
    'Abmeldung',
    'Anmeldung mit Wiederherstellungscode',
    'Konto eingeladen',
    'Zugang zurückgesetzt',
  ])
    await expect(tabelle.getByText(aktion, { exact: true }).first()).toBeVisible();
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Als CSV herunterladen' }).click(),
  ]);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('Konto eingeladen');
  expect(csv).toContain(kollegin);
});
