import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../support/fixtures';
import { useDemoServer } from '../support/journeys';
import { prueflisteMarkieren, staffLogin } from '../support/pruefungsstelle';

// Issue 28 points 4 and 6 on the demo data: a caseworker marks one application's Prüfliste complete,
// chooses it and one that is not complete for a batch of admissions, the preview and the report name
// the refused one with its German reason; a leitung releases the batch's draft. The Kandidaten list is
// filtered and exported as CSV; the download is parsed here and holds exactly the filtered rows. axe on
// every state.

useDemoServer();

/** The account id and the list name ("Nachname, Vorname") of a demo account, from the Kandidaten search. */
async function kandidat(page: Page, email: string): Promise<{ id: string; name: string }> {
  await page.goto(`/examensportal/pruefungsstelle/kandidaten?suche=${encodeURIComponent(email)}`);
  const link = page.getByRole('table').getByRole('link').first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  const [vorname, ...rest] = ((await link.textContent()) ?? '').trim().split(' ');
  return { id: href.split('/').at(-1) ?? '', name: `${rest.join(' ')}, ${vorname}` };
}

test('batch admissions: preview, drafts with one refusal and its reason, a leitung releases', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await staffLogin(page, 'sachbearbeitung');
  const komplett = await kandidat(page, 'wp.verkuerzung@demo.example.org');
  const offen = await kandidat(page, 'wp.wiederantrag@demo.example.org');
  await page.goto(`/examensportal/pruefungsstelle/kandidaten/${komplett.id}/entscheidungen`);
  await prueflisteMarkieren(page, 'geprüft');

  // From the Eingang's applications to the batch page.
  await page.goto('/examensportal/pruefungsstelle/eingang/antraege');
  await page.getByRole('link', { name: /^Sammelbearbeitung/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sammelbearbeitung' })).toBeVisible();
  const auswahl = page.getByRole('region', { name: 'Tabelle: Auswahl' });
  await auswahl.getByRole('checkbox', { name: komplett.name }).check();
  await auswahl.getByRole('checkbox', { name: offen.name }).check();
  await expect(page.getByText('2 ausgewählt')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  const vorschau = page.getByRole('region', { name: 'Tabelle: Vorschau' });
  const offeneZeile = vorschau.getByRole('row', { name: new RegExp(offen.name) });
  await expect(offeneZeile.getByRole('cell', { name: 'Nicht möglich', exact: true })).toBeVisible();
  await expect(offeneZeile.getByText(/Nicht alle Punkte der Prüfliste sind geprüft/)).toBeVisible();
  await expect(
    vorschau
      .getByRole('row', { name: new RegExp(komplett.name) })
      .getByRole('cell', { name: 'Möglich', exact: true }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Zulassungen für 2 Anträge entwerfen' }).click();
  const bericht = page.getByRole('region', { name: 'Tabelle: Bericht' });
  await expect(
    bericht
      .getByRole('row', { name: new RegExp(komplett.name) })
      .getByRole('cell', { name: 'Erledigt', exact: true }),
  ).toBeVisible();
  // The report shows the refused one with the checklist's German reason; the other is a draft.
  const abgelehnt = bericht.getByRole('row', { name: new RegExp(offen.name) });
  await expect(abgelehnt.getByRole('cell', { name: 'Nicht möglich', exact: true })).toBeVisible();
  await expect(abgelehnt.getByText(/Nicht alle Punkte der Prüfliste sind geprüft/)).toBeVisible();
  await expect(page.getByText('1 Eintrag erledigt, 1 Eintrag nicht möglich.').first()).toBeVisible();
  await expectAccessible(page);

  // A leitung releases the batch's draft; the caseworker's own role cannot.
  const leitung = await (await browser.newContext()).newPage();
  await staffLogin(leitung, 'leitung');
  await leitung.goto('/examensportal/pruefungsstelle/sammel/freigabe');
  await expect(leitung.getByRole('heading', { level: 1, name: 'Sammelfreigabe' })).toBeVisible();
  const entwuerfe = leitung.getByRole('region', { name: 'Tabelle: Auswahl' });
  await entwuerfe.getByRole('checkbox', { name: komplett.name }).check();
  await expectAccessible(leitung);
  await leitung.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  await leitung.getByRole('button', { name: '1 Entwurf freigeben' }).click();
  const freigabe = leitung.getByRole('region', { name: 'Tabelle: Bericht' });
  await expect(
    freigabe
      .getByRole('row', { name: new RegExp(komplett.name) })
      .getByRole('cell', { name: 'Erledigt', exact: true }),
  ).toBeVisible();
  await expect(freigabe.getByText(/Die Entscheidung ist freigegeben/)).toBeVisible();
  await expectAccessible(leitung);

  // The Kandidaten list, filtered by state, exported as CSV: exactly the rows the page counts.
  await page.goto('/examensportal/pruefungsstelle/kandidaten');
  await page.getByRole('combobox', { name: 'Stand' }).selectOption('eingereicht');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/status=eingereicht/);
  const status = page.getByRole('status').filter({ hasText: /gefunden/ });
  const anzahl = Number(/(\d+)/.exec((await status.textContent()) ?? '')?.[1] ?? NaN);
  expect(anzahl).toBeGreaterThan(0);
  await expect(page.getByRole('table').getByRole('cell', { name: 'Zugelassen' })).toHaveCount(0);
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Liste als CSV herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kandidaten-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const zeilen = text
    .slice(1)
    .split('\r\n')
    .filter((z) => z !== '')
    .map((z) => z.slice(1, -1).split('";"'));
  expect(zeilen[0]).toEqual([
    'Aktenzeichen',
    'Nachname',
    'Vorname',
    'E-Mail-Adresse',
    'Geburtsdatum',
    'Art',
    'Landesgeschäftsstelle',
    'Prüfungstermin',
    'Stand',
  ]);
  expect(zeilen).toHaveLength(anzahl + 1);
  expect(new Set(zeilen.slice(1).map((z) => z[8]))).toEqual(new Set(['Antrag eingereicht']));
  // The released admission is no longer in the filtered list.
  expect(zeilen.some((z) => `${z[1]}, ${z[2]}` === komplett.name)).toBe(false);
});
