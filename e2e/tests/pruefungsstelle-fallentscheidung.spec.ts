import { execFileSync } from 'node:child_process';
import type { Browser, Locator, Page } from '@playwright/test';
import { accountFor, accountIdOf, login, signIn } from '../support/accounts';
import { demoOrigin } from '../support/demo-server';
import { expect, expectAccessible, test } from '../support/fixtures';
import { prueflisteMarkieren, staffLoginAmPortaltag } from '../support/pruefungsstelle';
import { openPage, waitForSettledPage } from '../support/settled';
import { expectReceipt, zulassungsantragStellen } from '../support/wizard';
import { useZeitreise } from '../support/zeitreise';

// Issue 26 point 10: one case decided from the application to the objection, on the portal clock
// (PORTAL_NOW). A candidate applies for the WP module with the § 8a shortening (its proof uploaded) and
// asks for a Nachteilsausgleich; a caseworker reads the application as sent, marks the Prüfliste and
// drafts the Nachteilsausgleich (25 % extra time, a separate room) and the admission, and reads both
// letters as the real PDF side by side; a leitung releases the admission with the keyboard only and
// the Nachteilsausgleich; the candidate sees the letters and the measures. The office sets the paper
// day's time and venue, invites, and the invitation names both and the measures. After the paper day
// the result is recorded; a leitung corrects it (§ 42 VwVfG), a second leitung releases the correction;
// the candidate's objection against it is recorded, rejected and released.

const PORTALTAG = '2026-10-05';
const PAPIER = '2027-08-10';
const NACH_DEM_PAPIER = '2027-08-20';
const reise = useZeitreise(`${PORTALTAG}T08:00:00+02:00`);

const LADEN_BESTAETIGEN = '1 Kandidatin oder Kandidaten laden';
const WP = 'Wirtschaftliches Prüfungswesen, Unternehmensbewertung und Berufsrecht';
const ERLAEUTERUNG = 'Wegen einer Sehbehinderung brauche ich mehr Zeit und einen eigenen Raum.';
const ORT = 'Messe Düsseldorf, Halle 3';
const VERLAENGERUNG = 'Verlängerung der Bearbeitungszeit der Aufsichtsarbeiten um 25 Prozent';
const RAUM = 'Bearbeitung der Aufsichtsarbeiten in einem gesonderten Raum';
const TERMIN = '2027/2';

/** A new browser on the time-travel portal. */
const neueSeite = async (browser: Browser) =>
  (await browser.newContext({ baseURL: demoOrigin, locale: 'de-DE', timezoneId: 'Europe/Berlin' })).newPage();

/** A staff member's page, logged in on the portal's day. */
async function mitarbeiterSeite(browser: Browser, rolle: 'sachbearbeitung' | 'leitung' | 'leitung2') {
  const seite = await neueSeite(browser);
  await staffLoginAmPortaltag(seite, rolle);
  return seite;
}

/** The toasts and status messages of a page. */
const meldung = (p: Page, text: RegExp) =>
  p
    .getByRole('status')
    .or(p.getByRole('region', { name: 'Benachrichtigungen' }))
    .filter({ hasText: text });

/** A letter's text as pdftotext reads it, white space folded (lines break anywhere). */
const pdfText = (path: string) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');

/** Reloads the candidate's page until `locator` shows: the outbox works moments after a commit. */
async function nachLaden(page: Page, url: string, locator: Locator) {
  await expect(async () => {
    await page.goto(url);
    await waitForSettledPage(page);
    await expect(locator).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Presses Tab until `ziel` has the focus (the keyboard user's way there), then Enter. */
async function perTastatur(page: Page, ziel: Locator) {
  await expect(ziel).toBeVisible();
  for (let i = 0; i < 400 && !(await ziel.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(ziel).toBeFocused();
  await page.keyboard.press('Enter');
}

test('one case: § 8a and Nachteilsausgleich applied, decided with preview and four eyes, invited, result corrected, objection decided', async ({
  page,
  browser,
}) => {
  test.setTimeout(720_000);
  await reise().portalAm(`${PORTALTAG}T09:00:00+02:00`);

  // 1. The candidate registers and applies through the wizard: § 8a with its proof, a Nachteilsausgleich.
  const konto = await accountFor('fallentscheidung', 'WP', 'Fenja', demoOrigin);
  await signIn(page, konto.user);
  const id = accountIdOf(konto.user.jwt);
  await openPage(page, 'zulassung/antragstellen/modulanmeldung');
  await zulassungsantragStellen(page, {
    module: [WP],
    kontakt: {
      vorname: 'Fenja',
      nachname: 'Fallentscheidung',
      geburtsdatum: '1993-06-07',
      geburtsort: 'Essen',
      strasse: 'Königsallee 10',
      plz: '40212',
      ort: 'Düsseldorf',
      telefon: '+49 211 123456',
      iban: 'DE89 3704 0044 0532 0130 00',
    },
    nachweise: true,
    par8a: { nachweis: 'Masterzeugnis-8a.pdf' },
    nachteilsausgleich: { erlaeuterung: ERLAEUTERUNG },
  });

  // 2. The caseworker reads the whole application as sent on the Kandidat page.
  const sb = await mitarbeiterSeite(browser, 'sachbearbeitung');
  const kandidat = `/examensportal/pruefungsstelle/kandidaten/${id}`;
  await sb.goto(kandidat);
  const antrag = sb.getByRole('region', { name: 'Antrag wie eingereicht', exact: true });
  await expect(antrag.getByText('Nachteilsausgleich beantragt').first()).toBeVisible();
  for (const seite of ['Modulanmeldung', 'Kontaktdaten', 'Bisherige Zulassungsanträge', 'Prüfungsverkürzung'])
    await expect(antrag.getByRole('heading', { name: seite, exact: true })).toBeVisible();
  await expect(antrag.getByText(ERLAEUTERUNG)).toBeVisible();
  await expect(antrag.getByText(/Anrechnung nach § 8a WPO/).first()).toBeVisible();
  await expect(antrag.getByText('07.06.1993', { exact: true })).toBeVisible();
  await expectAccessible(sb);
  const nachweis = antrag.getByRole('button', { name: 'Anlage Masterzeugnis-8a.pdf ansehen' });
  await nachweis.click();
  const viewer = sb.getByRole('region', { name: 'Dokument: Masterzeugnis-8a.pdf' });
  await expect(viewer.locator('iframe')).toHaveAttribute('src', /^blob:/);
  await expect(antrag.getByRole('button', { name: 'Anlage Attest.pdf ansehen' })).toBeVisible();
  await expectAccessible(sb);

  // 3. On the decision page: the Prüfliste marked, the Nachteilsausgleich and the admission drafted.
  await sb
    .getByRole('link', { name: 'Zu den Entscheidungen über diese Kandidatin oder diesen Kandidaten' })
    .click();
  await expect(sb.getByRole('heading', { name: 'Entscheidungen', level: 1 })).toBeVisible();
  await expectAccessible(sb);
  await prueflisteMarkieren(sb);
  const na = sb.getByRole('region', { name: 'Nachteilsausgleich', exact: true });
  await na.getByRole('radio', { name: 'Gewähren' }).check();
  await na.getByLabel(/^Verlängerung der Bearbeitungszeit/).fill('25');
  await na.getByRole('checkbox', { name: 'Bearbeitung in einem gesonderten Raum' }).check();
  await na.getByRole('button', { name: 'Entwurf speichern' }).click();
  const naEntwurf = na.getByRole('region', { name: 'Entwurf zur Freigabe' });
  await expect(naEntwurf.getByText(VERLAENGERUNG)).toBeVisible();
  const zulassung = sb.getByRole('region', { name: 'Zulassungsantrag', exact: true });
  await zulassung.getByRole('radio', { name: 'Zulassen' }).check();
  await zulassung.getByRole('button', { name: 'Entwurf speichern' }).click();
  const zEntwurf = zulassung.getByRole('region', { name: 'Entwurf zur Freigabe' });
  await expect(zEntwurf).toBeVisible();
  // The drafter may not release her own drafts.
  await expect(sb.getByRole('button', { name: 'Freigeben' })).toHaveCount(0);

  // 4. Both letters as the real PDF, side by side: each viewer its own (the ids once collided).
  for (const entwurf of [zEntwurf, naEntwurf]) {
    const vorschau = sb.waitForResponse((r) => /\/entwuerfe\/[0-9a-f-]+\/bescheid$/.test(r.url()));
    await entwurf.getByRole('button', { name: 'Bescheid ansehen' }).click();
    const antwort = await vorschau;
    expect(antwort.status()).toBe(200);
    expect(antwort.headers()['content-type']).toBe('application/pdf');
    await expect(entwurf.locator('iframe')).toHaveAttribute('src', /^blob:/);
  }
  await expectAccessible(sb);

  // 5. The leitung releases the admission with the keyboard only, then the Nachteilsausgleich.
  const leitung = await mitarbeiterSeite(browser, 'leitung');
  await leitung.goto(`${kandidat}/entscheidungen`);
  const lZulassung = leitung.getByRole('region', { name: 'Zulassungsantrag', exact: true });
  await expect(lZulassung.getByRole('heading', { name: 'Entwurf zur Freigabe' })).toBeVisible();
  await expectAccessible(leitung);
  await perTastatur(leitung, lZulassung.getByRole('button', { name: 'Freigeben' }));
  await expect(meldung(leitung, new RegExp(`Bescheid-Zulassung-${PORTALTAG}\\.pdf`)).first()).toBeVisible();
  const lNa = leitung.getByRole('region', { name: 'Nachteilsausgleich', exact: true });
  await lNa.getByRole('button', { name: 'Freigeben' }).click();
  await expect(
    meldung(leitung, new RegExp(`Bescheid-Nachteilsausgleich-gewaehrt-${PORTALTAG}\\.pdf`)).first(),
  ).toBeVisible();
  await expectAccessible(leitung);

  // 6. The candidate: admitted, the measures on /start, both letters in the file.
  const stand = page.getByRole('region', { name: 'Stand Ihres Verfahrens' });
  await nachLaden(page, '/examensportal/start', stand.getByText(/Zugelassen am \d{2}\.\d{2}\.\d{4}/));
  await expect(page.getByRole('heading', { name: 'Ihr Nachteilsausgleich' })).toBeVisible();
  await expect(page.getByText(VERLAENGERUNG)).toBeVisible();
  await expect(page.getByText(RAUM)).toBeVisible();
  await expectAccessible(page);
  await expectReceipt(page, 'mantelakte', new RegExp(`Bescheid-Zulassung-${PORTALTAG}\\.pdf`));
  const naBrief = pdfText(
    await expectReceipt(
      page,
      'mantelakte',
      new RegExp(`Bescheid-Nachteilsausgleich-gewaehrt-${PORTALTAG}\\.pdf`),
    ),
  );
  expect(naBrief).toContain(VERLAENGERUNG);

  // 7. The office sets the WP paper day of the August sitting with its time and Düsseldorf's venue.
  await leitung.getByRole('link', { name: 'Termine' }).first().click();
  await expect(leitung.getByRole('heading', { name: 'Termine', level: 1 })).toBeVisible();
  await leitung.getByRole('combobox', { name: 'Prüfungstermin' }).selectOption(TERMIN);
  await leitung.getByLabel('WP: 1. Aufsichtsarbeit', { exact: true }).fill(PAPIER);
  await leitung.getByLabel('WP: 1. Aufsichtsarbeit: Beginn (Uhrzeit)', { exact: true }).fill('09:00');
  await leitung
    .getByLabel(
      /^Aufsichtsarbeiten der regulären Sitzung .*: Prüfungsort der Landesgeschäftsstelle Düsseldorf$/,
    )
    .fill(ORT);
  await leitung.getByRole('button', { name: 'Termin speichern' }).click();
  await expect(leitung.getByText(/Die Änderung betrifft .* im Prüfungstermin/)).toBeVisible();
  await leitung.getByRole('button', { name: 'Ja, speichern' }).click();
  await expect(leitung.getByText('Der Prüfungstermin 2/2027 wurde gespeichert.')).toBeVisible();
  await expectAccessible(leitung);

  // 8. The caseworker invites; the list shows the measures; the invitation names day, time, venue and them.
  const ladungen = `/examensportal/pruefungsstelle/ladungen?${new URLSearchParams({ termin: TERMIN, pruefung: 'wp' })}`;
  await sb.goto(ladungen);
  const zeile = sb.getByRole('row').filter({ hasText: konto.email });
  await expect(zeile).toContainText('angemeldet');
  await expect(zeile).toContainText(VERLAENGERUNG);
  await zeile.getByRole('checkbox').check();
  await sb.getByRole('combobox', { name: /^Teil der Prüfung/ }).selectOption('schriftlich');
  // A batch of one (decision 0061): the preview, then the invitation and the report.
  await sb.getByRole('button', { name: 'Vorschau der Ladungen anzeigen' }).click();
  await sb.getByRole('button', { name: LADEN_BESTAETIGEN }).click();
  await expect(sb.getByText('1 Eintrag erledigt, 0 Einträge nicht möglich.').first()).toBeVisible();
  await expectAccessible(sb);
  const ladung = pdfText(
    await expectReceipt(page, 'modulpruefungwp', new RegExp(`Ladung-WP-schriftlich-${PORTALTAG}\\.pdf`)),
  );
  expect(ladung).toContain('10.08.2027, Beginn 09:00 Uhr');
  expect(ladung).toContain(`Prüfungsort: ${ORT} (Landesgeschäftsstelle Düsseldorf).`);
  expect(ladung).toContain('Für Sie gelten folgende Maßnahmen des Nachteilsausgleichs:');
  expect(ladung).toContain(VERLAENGERUNG);
  expect(ladung).toContain(RAUM);

  // 9. After the paper day: the oral part invited, the result recorded (as passed, wrongly).
  await reise().portalAm(`${NACH_DEM_PAPIER}T09:00:00+02:00`);
  const sb2 = await mitarbeiterSeite(browser, 'sachbearbeitung');
  await sb2.goto(ladungen);
  const zeile2 = sb2.getByRole('row').filter({ hasText: konto.email });
  await zeile2.getByRole('checkbox').check();
  await sb2.getByRole('combobox', { name: /^Teil der Prüfung/ }).selectOption('muendlich');
  // A batch of one (decision 0061): the preview, then the invitation and the report.
  await sb2.getByRole('button', { name: 'Vorschau der Ladungen anzeigen' }).click();
  await sb2.getByRole('button', { name: LADEN_BESTAETIGEN }).click();
  await expect(sb2.getByText('1 Eintrag erledigt, 0 Einträge nicht möglich.').first()).toBeVisible();
  await sb2
    .getByRole('textbox', { name: 'Inhalt der CSV-Datei' })
    .fill(['E-Mail;Modul;Ergebnis;Datum', `${konto.email};WP;bestanden;`].join('\n'));
  await sb2.getByRole('button', { name: 'Vorschau', exact: true }).click();
  await expect(sb2.getByText('1 Zeile ist in Ordnung. Es wurde noch nichts gespeichert.')).toBeVisible();
  await sb2.getByRole('button', { name: 'Alle Ergebnisse übernehmen' }).click();
  await expect(sb2.getByText('1 Ergebnis wurde übernommen.')).toBeVisible();
  await expect(zeile2).toContainText('bestanden');
  await expectAccessible(sb2);

  // 10. A leitung corrects the result (§ 42 VwVfG); a second leitung releases the correction.
  const leitung1 = await mitarbeiterSeite(browser, 'leitung');
  await leitung1.goto(`${kandidat}/entscheidungen`);
  const ergebnis = leitung1
    .getByRole('region', { name: 'Erfasste Ergebnisse', exact: true })
    .getByRole('article', { name: new RegExp(`^Modulprüfung ${WP}: Ergebnis vom 20\\.08\\.2027$`) });
  await ergebnis.getByRole('radio', { name: 'nicht bestanden', exact: true }).check();
  await ergebnis
    .getByLabel(/^Begründung/)
    .fill('Übertragungsfehler: Die Niederschrift weist die Aufsichtsarbeit mit 5,50 aus.');
  await ergebnis.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(ergebnis.getByRole('heading', { name: 'Entwurf zur Freigabe' })).toBeVisible();
  await expect(ergebnis.getByRole('button', { name: 'Freigeben' })).toHaveCount(0);
  await expectAccessible(leitung1);
  const leitung2 = await mitarbeiterSeite(browser, 'leitung2');
  await leitung2.goto(`${kandidat}/entscheidungen`);
  const ergebnis2 = leitung2.getByRole('region', { name: 'Erfasste Ergebnisse', exact: true });
  const vorschau = leitung2.waitForResponse((r) => /\/entwuerfe\/[0-9a-f-]+\/bescheid$/.test(r.url()));
  await ergebnis2.getByRole('button', { name: 'Bescheid ansehen' }).click();
  expect((await vorschau).headers()['content-type']).toBe('application/pdf');
  await ergebnis2.getByRole('button', { name: 'Freigeben' }).click();
  await expect(meldung(leitung2, /Die Entscheidung ist freigegeben\./).first()).toBeVisible();
  await expect(ergebnis2.getByText(/^nicht bestanden$/).first()).toBeVisible();
  await expectAccessible(leitung2);
  const berichtigungBrief = new RegExp(`Berichtigung-Ergebnis-WP-${NACH_DEM_PAPIER}\\.pdf`);
  await signIn(page, await login(konto.email, konto.passwort, demoOrigin));
  const berichtigung = pdfText(await expectReceipt(page, 'modulpruefungwp', berichtigungBrief));
  expect(berichtigung).toContain('nicht bestanden');

  // 11. The candidate's objection against the correction: recorded, rejected as a draft, released.
  const bereich = sb2.getByRole('region', { name: 'Widersprüche' });
  const brief = bereich.getByRole('option', { name: berichtigungBrief });
  await expect(async () => {
    await sb2.goto(kandidat);
    await expect(brief).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await bereich
    .getByLabel(/^Bescheid, gegen den sich der Widerspruch richtet/)
    .selectOption((await brief.getAttribute('value')) ?? '');
  await bereich.getByLabel(/^Eingegangen am/).fill(NACH_DEM_PAPIER);
  await bereich
    .getByLabel(/^Begründung des Widerspruchs/)
    .fill('Die Aufsichtsarbeit ist zu streng bewertet worden.');
  await bereich.getByRole('button', { name: 'Widerspruch erfassen' }).click();
  await expect(meldung(sb2, /Der Widerspruch vom 20\.08\.2027 ist erfasst\./).first()).toBeVisible();
  await expect(bereich.getByText(/Frist bis .+ – fristgerecht$/)).toBeVisible();
  await bereich.getByRole('radio', { name: 'Zurückweisen (Widerspruchsbescheid)' }).check();
  await bereich
    .getByLabel(/^Gründe/)
    .fill('Die Berichtigung gibt die Niederschrift wieder; eine Neubewertung ist nicht Gegenstand.');
  await bereich.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(bereich.getByRole('heading', { name: 'Entwurf zur Freigabe' })).toBeVisible();
  await expectAccessible(sb2);
  await leitung1.goto(kandidat);
  const lb = leitung1.getByRole('region', { name: 'Widersprüche' });
  await lb.getByRole('button', { name: 'Freigeben' }).click();
  await expect(lb.getByText(/^Erledigt am 20\.08\.2027: zurückgewiesen$/)).toBeVisible();
  await expectAccessible(leitung1);
  await expectReceipt(page, 'mantelakte', new RegExp(`Widerspruchsbescheid-${NACH_DEM_PAPIER}\\.pdf`));
});
