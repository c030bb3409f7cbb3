import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../support/fixtures';
import { useDemoServer } from '../support/journeys';
import { prueflisteMarkieren, staffLogin } from '../support/pruefungsstelle';

// Case work (issue 28 points 1–4, decision 0046) on the demo data: two caseworkers split the queue of
// applications by assignment ("Meine Fälle", "Nicht zugewiesen", the holder in every row); a decision
// on a case someone else holds asks first; notes and a Wiedervorlage, whose queue puts the one due
// today first; a decision from the top of the Eingang with "Nächster Fall" – axe-clean throughout.

useDemoServer();

const ANTRAEGE = '/examensportal/pruefungsstelle/eingang/antraege';
const tabelle = (page: Page) => page.getByRole('table');
const zeile = (page: Page, name: string) => tabelle(page).getByRole('row').filter({ hasText: name });
/** A day `tage` from today in Berlin, as the date field takes it. */
const tagIn = (tage: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + tage * 86_400_000),
  );

async function filtern(page: Page, zustaendig: 'Alle Fälle' | 'Meine Fälle' | 'Nicht zugewiesen') {
  await page.getByRole('combobox', { name: 'Zuständigkeit' }).selectOption({ label: zustaendig });
  await page.getByRole('button', { name: 'Filtern' }).click();
}

test('two caseworkers split the applications, note, Wiedervorlage, decide from the top, Nächster Fall', async ({
  page,
  browser,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  test.setTimeout(240_000);
  await staffLogin(page, 'sachbearbeitung');

  // "Meine Fälle": the demo caseworker holds Vera Verkürzung's case; the holder in the row, the age too.
  await page.goto(ANTRAEGE);
  await filtern(page, 'Meine Fälle');
  await expect(page).toHaveURL(/zuweisung=meine/);
  await expect(zeile(page, 'Vera Verkürzung')).toContainText('Sami Sachbearbeitung');
  await expect(zeile(page, 'Erik Eingereicht')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Alter' })).toBeVisible();
  await expectAccessible(page);

  // "Nicht zugewiesen": Erik's case, one click to its decision beside the application.
  await filtern(page, 'Nicht zugewiesen');
  await expect(zeile(page, 'Vera Verkürzung')).toHaveCount(0);
  await expect(zeile(page, 'Erik Eingereicht')).toContainText('nicht zugewiesen');
  await zeile(page, 'Erik Eingereicht')
    .getByRole('link', { name: 'Erik Eingereicht – zur Entscheidung' })
    .click();
  await expect(page).toHaveURL(
    /\/entscheidungen\?.*zuweisung=keine.*queue=antraege|queue=antraege.*zuweisung=keine/,
  );
  await expect(page.getByRole('heading', { name: 'Entscheidungen', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Mir zuweisen' }).click();
  await expect(page.getByText('Zugewiesen an Sami Sachbearbeitung')).toBeVisible();

  // An internal note and a Wiedervorlage in a week.
  await page.getByRole('textbox', { name: /^Neue Notiz/ }).fill('Zeugnis im Original angefordert.');
  await page.getByRole('button', { name: 'Notiz speichern' }).click();
  await expect(page.getByText('Zeugnis im Original angefordert.', { exact: true })).toBeVisible();
  await page.getByLabel(/^Wiedervorlage am/).fill(tagIn(7));
  await page.getByRole('textbox', { name: /^Grund/ }).fill('Original da?');
  await page.getByRole('button', { name: 'Wiedervorlage setzen' }).click();
  await expect(page.getByText(/: Original da\?$/)).toBeVisible();
  await expectAccessible(page);

  // The second caseworker (the demo leitung) takes another case and meets Sami's hold.
  const lena = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage();
  await staffLogin(lena, 'leitung');
  await lena.goto(ANTRAEGE);
  await filtern(lena, 'Nicht zugewiesen');
  await expect(zeile(lena, 'Erik Eingereicht')).toHaveCount(0);
  await zeile(lena, 'Wanda Wiederantrag')
    .getByRole('link', { name: 'Wanda Wiederantrag – zur Entscheidung' })
    .click();
  await lena.getByRole('button', { name: 'Mir zuweisen' }).click();
  await expect(lena.getByText('Zugewiesen an Lena Leitung')).toBeVisible();
  await lena.goto(ANTRAEGE);
  await filtern(lena, 'Meine Fälle');
  await expect(zeile(lena, 'Wanda Wiederantrag')).toContainText('Lena Leitung');
  await expect(zeile(lena, 'Erik Eingereicht')).toHaveCount(0);
  await filtern(lena, 'Alle Fälle');
  await expect(zeile(lena, 'Erik Eingereicht')).toContainText('Sami Sachbearbeitung');
  await zeile(lena, 'Erik Eingereicht')
    .getByRole('link', { name: 'Erik Eingereicht – zur Entscheidung' })
    .click();
  await lena.getByRole('radio', { name: 'Ablehnen' }).check();
  await lena.getByRole('textbox', { name: /^Begründung/ }).fill('Nachweis fehlt.');
  await lena.getByRole('button', { name: 'Entwurf speichern' }).click();
  const frage = lena.getByRole('group', {
    name: 'Dieser Fall ist Sami Sachbearbeitung zugewiesen. Trotzdem entscheiden?',
  });
  await expect(frage.getByRole('button', { name: 'Trotzdem entscheiden' })).toBeFocused();
  await expectAccessible(lena);
  await frage.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(frage).toHaveCount(0);
  await lena.context().close();

  // Sami decides Erik's case from the top: the checklist, the admission draft, then "Nächster Fall".
  await prueflisteMarkieren(page);
  await page.getByRole('radio', { name: 'Zulassen' }).check();
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  const naechster = page.getByRole('link', { name: 'Nächster Fall' });
  await expect(naechster).toBeFocused();
  await expect(page.getByRole('group', { name: /Trotzdem entscheiden/ })).toHaveCount(0);
  await expectAccessible(page);
  const vorher = page.url();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(vorher);
  await expect(page).toHaveURL(/\/entscheidungen\?.*queue=antraege/);
  await expect(page.getByText('Zugewiesen an Sami Sachbearbeitung')).toHaveCount(0);

  // The Wiedervorlage queue: Vera's, due today, before Erik's next week.
  await page.goto('/examensportal/pruefungsstelle/eingang/wiedervorlage');
  await expect(page.getByRole('heading', { name: 'Wiedervorlage', level: 2 })).toBeVisible();
  const namen = tabelle(page).locator('tbody tr td:first-child a:first-child');
  await expect(namen.first()).toHaveText('Vera Verkürzung');
  await expect(zeile(page, 'Erik Eingereicht')).toContainText('Original da?');
  await expectAccessible(page);
});
