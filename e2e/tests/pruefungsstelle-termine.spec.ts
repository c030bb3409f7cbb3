import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, useDemoServer } from '../support/journeys';
import { staffLogin } from '../support/pruefungsstelle';
import { expectNoHorizontalScroll } from '../support/reflow';

// Termine, Ladungen und Ergebnisse in the back-office (issue 15) on the demo data: the leitung logs in
// with a TOTP code computed here, is shown every impossible date at once (issue 26), sets a paper day
// with its start time and venue after confirming how many candidates it affects, invites two registered
// candidates of module WP, imports a results file with one bad row (German row error, nothing
// written), fixes it and imports it. Every page is axe-clean and fits 320 px without side scrolling.

useDemoServer();

const A = 'wp.zugelassen@demo.example.org';
const B = 'wp.ruecktritt@demo.example.org';

async function ohneSeitlichesScrollen(page: Page) {
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const zeile = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

test('Termine, Ladungen und Ergebnisse: dates, invitations, CSV with a bad row, fixed import', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  test.setTimeout(180_000);
  await staffLogin(page, 'leitung');

  // Termine: the open term is chosen in the form. Impossible dates first – a deadline after the legal
  // end and a paper day outside the sitting's month: every error at once in the summary, each linking
  // its field (issue 26 point 7).
  await page.getByRole('link', { name: 'Termine' }).first().click();
  await expect(page.getByRole('heading', { name: 'Termine', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Termine – Prüfungsstelle – Examensportal');
  await expectAccessible(page);
  await ohneSeitlichesScrollen(page);
  const termin = await page.getByRole('combobox', { name: 'Prüfungstermin' }).inputValue();
  const [jahr, nummer] = termin.split('/');
  const monat = nummer === '2' ? '08' : '02';
  const anzeige = `${nummer}/${jahr}`;
  const nachGesetzlich = nummer === '2' ? `${jahr}-03-15` : `${Number(jahr) - 1}-09-15`;
  await page.getByLabel('Anmeldeschluss', { exact: true }).fill(nachGesetzlich);
  await page
    .getByLabel('WP: 1. Aufsichtsarbeit', { exact: true })
    .fill(`${jahr}-${nummer === '2' ? '02' : '08'}-10`);
  await page.getByRole('button', { name: 'Termin speichern' }).click();
  const zusammenfassung = page.getByRole('alert').filter({ hasText: 'Bitte korrigieren Sie' });
  await expect(zusammenfassung.getByRole('link')).toHaveCount(2);
  await expect(
    zusammenfassung.getByRole('link', { name: /^Anmeldeschluss: Der Anmeldeschluss darf nicht nach/ }),
  ).toBeVisible();
  await zusammenfassung.getByRole('link', { name: /^WP: 1\. Aufsichtsarbeit: / }).click();
  await expect(page.getByLabel('WP: 1. Aufsichtsarbeit', { exact: true })).toBeFocused();
  await expectAccessible(page);

  // Corrected: the legal deadline, no WP day; the first ST paper with its start time and the venue of
  // the Berlin office. The form names how many candidates the change affects and asks first.
  await page.getByLabel('Anmeldeschluss', { exact: true }).fill('');
  await page.getByLabel('WP: 1. Aufsichtsarbeit', { exact: true }).fill('');
  await page.getByLabel('ST: 1. Aufsichtsarbeit', { exact: true }).fill(`${jahr}-${monat}-10`);
  await page.getByLabel('ST: 1. Aufsichtsarbeit: Beginn (Uhrzeit)', { exact: true }).fill('09:00');
  await page
    .getByLabel(/^Aufsichtsarbeiten der regulären Sitzung .*: Prüfungsort der Landesgeschäftsstelle Berlin$/)
    .fill('Berlin, Rankestraße 26, Saal 1');
  await page.getByRole('button', { name: 'Termin speichern' }).click();
  await expect(page.getByText(/Die Änderung betrifft .* im Prüfungstermin/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ja, speichern' }).click();
  await expect(page.getByText(`Der Prüfungstermin ${anzeige} wurde gespeichert.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: anzeige }).first()).toContainText(
    `ST: 10.${monat}.${jahr}`,
  );
  await expect(page.getByLabel('ST: 1. Aufsichtsarbeit: Beginn (Uhrzeit)', { exact: true })).toHaveValue(
    '09:00',
  );
  await expectAccessible(page);

  // Ladungen: the registered candidates of WP in the open term; two are invited to the papers.
  await page.getByRole('link', { name: 'Ladungen und Ergebnisse' }).first().click();
  await expect(page.getByRole('heading', { name: 'Ladungen und Ergebnisse', level: 1 })).toBeVisible();
  await expect(zeile(page, A)).toContainText('angemeldet');
  await expectAccessible(page);
  await ohneSeitlichesScrollen(page);
  await zeile(page, A).getByRole('checkbox').check();
  await zeile(page, B).getByRole('checkbox').check();
  await page.getByRole('combobox', { name: /^Teil der Prüfung/ }).selectOption('schriftlich');
  // A batch (decision 0061): the preview, then each invitation on its own and the report.
  await page.getByRole('button', { name: 'Vorschau der Ladungen anzeigen' }).click();
  await page.getByRole('button', { name: '2 Kandidatinnen und Kandidaten laden' }).click();
  await expect(page.getByText('2 Einträge erledigt, 0 Einträge nicht möglich.').first()).toBeVisible();
  await expect(zeile(page, A)).toContainText('geladen');
  await expect(zeile(page, B)).toContainText('schriftliche Prüfung');

  // Results from a CSV file: B cannot pass without the oral part – the row's German error, nothing
  // written; then the fixed file is taken over as a whole.
  const schlecht = ['E-Mail;Modul;Ergebnis;Datum', `${A};WP;nicht bestanden;`, `${B};WP;bestanden;`].join(
    '\n',
  );
  const textfeld = page.getByRole('textbox', { name: 'Inhalt der CSV-Datei' });
  await textfeld.fill(schlecht);
  await page.getByRole('button', { name: 'Vorschau', exact: true }).click();
  await expect(page.getByText('1 Fehler. Es wurde nichts gespeichert.', { exact: false })).toBeVisible();
  await expect(
    page.getByText('Zeile 3: „Bestanden“ setzt die Ladung zur mündlichen Prüfung voraus.', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Alle Ergebnisse übernehmen' }).click();
  await expect(
    page.getByText('Es wurde nichts übernommen, weil nicht alle Zeilen in Ordnung sind.'),
  ).toBeVisible();
  await page.reload();
  await expect(zeile(page, A)).toContainText('geladen');
  // No result was written: the row still offers the result form.
  await expect(zeile(page, A).getByRole('button', { name: /Ergebnis speichern/ })).toBeVisible();

  await page
    .getByRole('textbox', { name: 'Inhalt der CSV-Datei' })
    .fill(schlecht.replace(';WP;bestanden;', ';WP;nicht bestanden;'));
  await page.getByRole('button', { name: 'Vorschau', exact: true }).click();
  await expect(page.getByText('2 Zeilen sind in Ordnung. Es wurde noch nichts gespeichert.')).toBeVisible();
  await page.getByRole('button', { name: 'Alle Ergebnisse übernehmen' }).click();
  await expect(page.getByText('2 Ergebnisse wurden übernommen.')).toBeVisible();
  for (const email of [A, B]) {
    await expect(zeile(page, email)).toContainText('nicht bestanden');
    await expect(zeile(page, email).getByRole('button', { name: /Ergebnis speichern/ })).toHaveCount(0);
  }
  await expectAccessible(page);

  // Every step is in the Protokoll, from the browser.
  await page.getByRole('link', { name: 'Protokoll' }).first().click();
  const tabelle = page.getByRole('table');
  for (const aktion of ['Termin festgelegt', 'Ladung', 'Ergebnisse aus CSV übernommen'])
    await expect(tabelle.getByText(aktion, { exact: true }).first()).toBeVisible();
});
