import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { login, signIn } from '../support/accounts';
import { DEMO_PASSWORT, demoOrigin } from '../support/demo-server';
import { mailDir } from '../support/env';
import { expect, expectAccessible, test } from '../support/fixtures';
import type { ReceivedMail } from '../support/mail-sink';
import { waitForMail } from '../support/mailbox';
import { openPage } from '../support/settled';
import { expectToast } from '../support/wizard';
import { useZeitreise } from '../support/zeitreise';

// Issue 27 points 5 and 6 (decision 0040) on the portal clock (PORTAL_NOW): the registration deadline
// reminder arrives on its day (14 days before the deadline) and not the day before, once; the paper
// day's reminder 7 days before; the candidate makes the secret calendar address in Meine Daten,
// copies it, and the feed holds the paper days the office set. wp.zugelassen of the demo data
// (docs/demo-accounts.md) is admitted for term 2/2027 with WP and WR.

const EMAIL = 'wp.zugelassen@demo.example.org';
const reise = useZeitreise('2026-10-05T09:00:00+02:00');
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Every mail to the candidate whose subject matches, as the sink received them. */
const mailsAn = (subject: RegExp): ReceivedMail[] =>
  readdirSync(mailDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as ReceivedMail)
    .filter((m) => m.to.includes(EMAIL) && subject.test(m.subject));

async function alsKandidatin(page: Page, now: string) {
  await reise().portalAm(now);
  await signIn(page, await login(EMAIL, DEMO_PASSWORT, demoOrigin));
}

test('reminders arrive on their day; the calendar feed holds the paper days', async ({ page }) => {
  test.setTimeout(240_000);
  await reise().prueferstelle('2026-10-05T10:00:00+02:00', [
    'termin',
    '2/2027',
    '--aufsichtsarbeiten',
    'wp=2027-08-10+2027-08-11,wr=2027-08-12',
    '--aufsichtsarbeiten-juni',
    'wr=2027-06-22',
  ]);

  // Meine Daten: the switches and the calendar address (shown once, copied, the feed holds the papers).
  await alsKandidatin(page, '2026-10-05T10:05:00+02:00');
  await openPage(page, 'meinedaten');
  const abschnitt = page.getByRole('region', { name: 'Erinnerungen und Kalender' });
  await expect(abschnitt.getByRole('checkbox', { name: /Anmeldeschluss/ })).toBeChecked();
  await abschnitt.getByRole('button', { name: 'Kalenderadresse erzeugen' }).click();
  const feld = abschnitt.getByRole('textbox', { name: 'Ihre Kalenderadresse' });
  await expect(feld).toHaveValue(/\/examensportal\/backend\/kalenderfeed\/[\w-]{43}$/);
  await expectAccessible(page);
  await abschnitt.getByRole('button', { name: 'Adresse kopieren' }).click();
  await expectToast(page, 'Die Adresse wurde in die Zwischenablage kopiert.');
  const adresse = await page.evaluate(() => navigator.clipboard.readText());
  expect(adresse).toBe(await feld.inputValue());
  const feed = await page.request.get(adresse);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = (await feed.text()).replace(/\r\n[ \t]/g, '');
  expect(text).toContain('SUMMARY:Aufsichtsarbeit 1 von 2: Wirtschaftliches Prüfungswesen');
  expect(text).toContain('DTSTART;VALUE=DATE:20270810');
  expect(text).toContain('DTSTART;VALUE=DATE:20270811');
  expect(text).toContain('SUMMARY:Anmeldeschluss Prüfungstermin 2/2027');

  // The day before the 14-day reminder: nothing; at Berlin midnight of its day: the mail, once.
  await reise().portalAm('2027-02-13T23:30:00+01:00');
  const amTag = Date.now();
  await reise().portalAm('2027-02-14T00:30:00+01:00');
  const erinnerung = await waitForMail(EMAIL, /Anmeldeschluss am 28\.02\.2027/, amTag);
  expect(erinnerung.text).toContain('Prüfungstermin 2/2027 ist am 28.02.2027');
  expect(erinnerung.text).toContain('/examensportal/login');
  await reise().portalAm('2027-02-14T09:00:00+01:00');
  expect(mailsAn(/Anmeldeschluss am 28\.02\.2027/)).toHaveLength(1);

  // Seven days before the first paper: its reminder names the day.
  const vorPapier = Date.now();
  await reise().portalAm('2027-08-03T08:00:00+02:00');
  const papier = await waitForMail(EMAIL, /Aufsichtsarbeit am 10\.08\.2027/, vorPapier);
  expect(papier.text).toContain('Wirtschaftliches Prüfungswesen');
});
