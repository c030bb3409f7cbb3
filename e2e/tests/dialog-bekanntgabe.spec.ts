import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { PDFDocument } from 'pdf-lib';
import { accountIdOf, login, signIn } from '../support/accounts';
import { DEMO_PASSWORT, demoOrigin } from '../support/demo-server';
import { mailDir } from '../support/env';
import { expect, expectAccessible, test } from '../support/fixtures';
import type { ReceivedMail } from '../support/mail-sink';
import { waitForMail } from '../support/mailbox';
import { prueflisteMarkieren, staffLoginAmPortaltag } from '../support/pruefungsstelle';
import { openPage, waitForSettledPage } from '../support/settled';
import { expectReceipt, pdfFile } from '../support/wizard';
import { useZeitreise } from '../support/zeitreise';

// Issue 27 point 9: one journey on the portal clock (PORTAL_NOW) through the whole dialogue of an
// admission. The office requests a missing certificate (Nachforderung); the candidate sees it on /start,
// gets the mail and answers with an upload; the office admits (Prüfliste, draft, release by the leitung);
// the candidate, who consented to notification by retrieval (§ 41 (2a) VwVfG), opens the letter and it
// counts as notified on the next day. A second candidate with consent never opens hers: the reminder
// comes on day 7 (not on day 6), after ten days her letter waits in the Postversand, and the batch
// prints as one PDF. The first candidate's calendar feed parses (ical.js, as the server tests) and
// holds the events, and the request still open reminds them by mail 7 and 2 days before its deadline.
// Demo data (docs/demo-accounts.md): wp.eingereicht and eignung.eingereicht have sent applications for
// the open term; the latter's admission is drafted and waits for the leitung.

const A = 'wp.eingereicht@demo.example.org';
const B = 'eignung.eingereicht@demo.example.org';
const ZEUGNIS = 'Zeugnis über die Masterprüfung (Journey)';
const reise = useZeitreise('2026-10-05T08:00:00+02:00');

/** Every mail to `to` whose subject matches, as the sink received them. */
const mailsAn = (to: string, subject: RegExp): ReceivedMail[] =>
  readdirSync(mailDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as ReceivedMail)
    .filter((m) => m.to.includes(to) && subject.test(m.subject));

async function alsKandidat(page: Page, email: string) {
  const user = await login(email, DEMO_PASSWORT, demoOrigin);
  await signIn(page, user);
  return accountIdOf(user.jwt);
}

/** A new browser on the time-travel portal. */
const neueSeite = async (browser: Browser) =>
  (await browser.newContext({ baseURL: demoOrigin, locale: 'de-DE', timezoneId: 'Europe/Berlin' })).newPage();

async function einwilligen(page: Page) {
  await openPage(page, 'meinedaten');
  const bekanntgabe = page.getByRole('region', { name: 'Bekanntgabe von Bescheiden' });
  await bekanntgabe.getByRole('button', { name: 'Einwilligung erteilen' }).click();
  await expect(
    bekanntgabe.getByText(/^Sie haben am .+ in die Bekanntgabe durch Abruf eingewilligt\.$/),
  ).toBeVisible();
  return bekanntgabe;
}

test('request, answer, admission, notification by retrieval and by post, reminders and calendar', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  await reise().portalAm('2026-10-05T09:00:00+02:00');
  const tag0 = Date.now();

  // Both candidates consent to notification by retrieval; A makes the calendar address.
  const idA = await alsKandidat(page, A);
  const bekanntgabeA = await einwilligen(page);
  await expectAccessible(page);
  const kalender = page.getByRole('region', { name: 'Erinnerungen und Kalender' });
  await kalender.getByRole('button', { name: 'Kalenderadresse erzeugen' }).click();
  const adresse = await kalender.getByRole('textbox', { name: 'Ihre Kalenderadresse' }).inputValue();
  expect(adresse).toMatch(/\/examensportal\/backend\/kalenderfeed\/[\w-]{43}$/);
  const seiteB = await neueSeite(browser);
  const idB = await alsKandidat(seiteB, B);
  await einwilligen(seiteB);

  // The office requests a missing certificate from A.
  const staff = await neueSeite(browser);
  await staffLoginAmPortaltag(staff, 'sachbearbeitung');
  await staff.goto(`/examensportal/pruefungsstelle/kandidaten/${idA}`);
  const abschnitt = staff.getByRole('region', { name: 'Nachforderung von Unterlagen' });
  await abschnitt.getByRole('textbox', { name: 'Was wird benötigt?' }).fill(ZEUGNIS);
  await abschnitt.getByRole('button', { name: 'Nachforderung senden' }).click();
  await expect(
    abschnitt
      .getByRole('status')
      .filter({ hasText: 'Die Nachforderung wurde gesendet und in der Akte abgelegt.' }),
  ).toBeVisible();
  // The demo's own open request names a certificate too.
  await expect(
    abschnitt.getByText(/^Es fehlt noch: .*Zeugnis über die Masterprüfung \(Journey\)$/),
  ).toBeVisible();
  await expectAccessible(staff);
  const mail = await waitForMail(A, /^Neues Dokument in Ihrer digitalen Akte$/, tag0);
  expect(mail.text).not.toContain('Masterprüfung');

  // A sees it on /start and answers with an upload.
  await page.goto('/examensportal/start');
  await waitForSettledPage(page);
  const anfrage = page.getByRole('region', {
    name: 'Die Prüfungsstelle bittet um folgende Unterlagen oder Angaben',
  });
  const punkt = anfrage.getByRole('listitem').filter({ hasText: ZEUGNIS });
  await expect(punkt).toBeVisible();
  await expectAccessible(page);
  await punkt.getByLabel('Dokument hochladen').setInputFiles(pdfFile('Masterzeugnis.pdf'));
  await punkt.getByRole('button', { name: 'Antwort senden' }).click();
  // Answered: no longer missing (the demo's own request stays).
  await expect(punkt).toHaveCount(0);
  await expect(anfrage.getByText(/^Es fehlt noch: /)).not.toContainText(ZEUGNIS);

  // The office admits A: Prüfliste, the draft; the leitung releases it, and B's drafted admission.
  await staff.goto(`/examensportal/pruefungsstelle/kandidaten/${idA}/entscheidungen`);
  await prueflisteMarkieren(staff);
  await staff.getByRole('radio', { name: 'Zulassen' }).check();
  await staff.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(staff.getByRole('heading', { name: 'Entwurf zur Freigabe' })).toBeVisible();
  const leitung = await neueSeite(browser);
  await staffLoginAmPortaltag(leitung, 'leitung');
  for (const id of [idA, idB]) {
    await leitung.goto(`/examensportal/pruefungsstelle/kandidaten/${id}/entscheidungen`);
    await expect(leitung.getByRole('heading', { name: 'Entwurf zur Freigabe' })).toBeVisible();
    // The demo's drafted admission of B comes with its Prüfliste unchecked (docs/demo-accounts.md).
    if (id === idB) await prueflisteMarkieren(leitung);
    await leitung.getByRole('button', { name: 'Freigeben' }).click();
    await expect(
      leitung.getByRole('status').filter({ hasText: 'Die Entscheidung ist freigegeben.' }),
    ).toBeVisible();
    await expectAccessible(leitung);
  }

  // A gets the notice of § 41 (2a) VwVfG and opens the letter; it counts as notified tomorrow.
  // By its text: the request's mail has the same subject and may come late (CI once took it for this).
  const neuesDokument = /^Neues Dokument in Ihrer digitalen Akte$/;
  const zumAbruf = /zum Abruf bereitgestellt/;
  const hinweis = await waitForMail(A, neuesDokument, mail.receivedAt + 1, zumAbruf);
  expect(hinweis.text).toContain('zum Abruf bereitgestellt');
  await waitForMail(B, neuesDokument, tag0, zumAbruf);
  const bescheid = /Bescheid-Zulassung-2026-10-05\.pdf/;
  await expectReceipt(page, 'mantelakte', bescheid);
  await openPage(page, 'meinedaten');
  await expect(bekanntgabeA.getByRole('listitem').filter({ hasText: bescheid })).toHaveText(
    /bekanntgegeben am 06\.10\.2026 \(Abruf\)/,
  );

  // The next day the status says so.
  await reise().portalAm('2026-10-06T09:00:00+02:00');
  await alsKandidat(page, A);
  await openPage(page, 'meinedaten');
  await expect(bekanntgabeA.getByRole('listitem').filter({ hasText: bescheid })).toHaveText(
    /bekanntgegeben am 06\.10\.2026 \(Abruf\)/,
  );
  await expectAccessible(page);
  // … and so does the status on /start (issue 27 point 4).
  await page.goto('/examensportal/start');
  await waitForSettledPage(page);
  await expect(
    page
      .getByRole('region', { name: 'Stand Ihres Verfahrens' })
      .getByText('bekanntgegeben am 06.10.2026 (Abruf)', { exact: true }),
  ).toBeVisible();

  // B never opens hers: no reminder on day 6, the reminder on day 7 (once).
  const erinnerung = /^Examensportal: Bescheid noch nicht abgerufen$/;
  await reise().portalAm('2026-10-11T09:00:00+02:00');
  await reise().portalAm('2026-10-11T23:30:00+02:00');
  const tag7 = Date.now();
  await reise().portalAm('2026-10-12T09:00:00+02:00');
  const abruf = await waitForMail(B, erinnerung, tag7);
  expect(abruf.text).toContain('Bitte melden Sie sich an');
  // Once, and nothing before day 7.
  expect(mailsAn(B, erinnerung).map((m) => m.receivedAt >= tag7)).toEqual([true]);

  // After ten days her letter waits in the Postversand; the batch prints as one PDF.
  await reise().portalAm('2026-10-16T09:00:00+02:00');
  const post = await neueSeite(browser);
  await staffLoginAmPortaltag(post, 'sachbearbeitung');
  await post.goto('/examensportal/pruefungsstelle/postversand');
  await expect(post.getByRole('heading', { name: 'Postversand', level: 1 })).toBeVisible();
  const tabelle = post.getByRole('region', { name: 'Fällige Bescheide' });
  // The portal ends the provision in its background work after the start: the page shows it then.
  const zeileB = tabelle.getByRole('row').filter({ has: post.locator(`a[href$="/kandidaten/${idB}"]`) });
  await expect(async () => {
    await post.reload();
    await expect(zeileB.getByText('nicht innerhalb von zehn Tagen abgerufen')).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000 });
  await expectAccessible(post);
  await post.getByRole('button', { name: 'Druckstapel erstellen' }).click();
  const erstellt = post.getByText(/^Druckstapel \d+ mit (\d+) Bescheiden? wurde erstellt\.$/);
  await expect(erstellt).toBeVisible();
  const anzahl = Number(/mit (\d+) Besch/.exec((await erstellt.textContent()) ?? '')?.[1]);
  expect(anzahl).toBeGreaterThanOrEqual(2);
  const [download] = await Promise.all([
    post.waitForEvent('download'),
    post.getByRole('button', { name: 'Als PDF drucken' }).click(),
  ]);
  const pdf = readFileSync((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Every letter of the batch has at least one page of its own (pdf-lib, as the server writes them).
  expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThanOrEqual(anzahl);

  // The calendar feed parses and holds A's events.
  const feed = await page.request.get(adresse);
  expect(feed.status()).toBe(200);
  const kalenderDaten = new ICAL.Component(ICAL.parse(await feed.text()));
  const ereignisse = kalenderDaten.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
  // The demo's request still open (Frist 02.11.2026); every event with its own stable UID.
  expect(ereignisse.map((e) => e.summary)).toContain('Frist: Nachforderung von Unterlagen');
  expect(new Set(ereignisse.map((e) => e.uid)).size).toBe(ereignisse.length);

  // That open request reminds A 7 and 2 days before its deadline, once each and not a day early;
  // the journey's own request was answered and reminds nobody. (Summer time ends on 25.10.2026.)
  const fristErinnerung = /^Examensportal: Frist für nachgeforderte Unterlagen am 02\.11\.2026$/;
  await reise().portalAm('2026-10-25T23:30:00+01:00');
  const siebenVorher = Date.now();
  await reise().portalAm('2026-10-26T09:00:00+01:00');
  const ersteFrist = await waitForMail(A, fristErinnerung, siebenVorher);
  expect(ersteFrist.text).toContain('die Frist endet am 02.11.2026');
  expect(ersteFrist.text).not.toContain('Masterprüfung');
  await reise().portalAm('2026-10-30T23:30:00+01:00');
  const zweiVorher = Date.now();
  await reise().portalAm('2026-10-31T09:00:00+01:00');
  await waitForMail(A, fristErinnerung, zweiVorher);
  expect(
    mailsAn(A, fristErinnerung)
      .map((m) => (m.receivedAt >= zweiVorher ? 'zwei' : m.receivedAt >= siebenVorher ? 'sieben' : 'zu früh'))
      .sort(),
  ).toEqual(['sieben', 'zwei']);
});
