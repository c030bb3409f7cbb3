import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../support/fixtures';
import { useDemoServer } from '../support/journeys';
import { staffLogin, staffLoginAls } from '../support/pruefungsstelle';

// The office of ten (issue 28 point 14, decisions 0047 and 0061) on the demo data plus 50 complete
// aptitude-test applications (apps/server/test/helpers/amtsbetrieb-seed.ts): two caseworkers split the
// Eingang's applications by assignment ("Mir zuweisen", "Zuweisen an …", "Meine Fälle", "Nicht
// zugewiesen"); one of them admits the 50 in one batch (choose, preview, drafts, report); the leitung
// releases them in one batch; the Protokoll names people and candidates, never ids or raw JSON; the
// term statistics count 50 admissions more. axe on every page.

useDemoServer({}, { amtsbetrieb: true });

/** The seed's second caseworker (AMTSBETRIEB_KOLLEGE in amtsbetrieb-seed.ts). */
const JOERG = {
  email: 'joerg.weiss@pruefungsstelle.example',
  schluessel: 'KXKYUCO2UINAW2TQ3F5EU4RQB6KKDDJT',
};
const ANTRAEGE = '/examensportal/pruefungsstelle/eingang/antraege';
/** The seed's e-mail addresses (queue-amt-<n>@example.org): the search keeps the demo's own cases out. */
const SEED = 'queue-amt';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

const zeilen = (page: Page) => page.getByRole('table').locator('tbody tr');
const zeile = (page: Page, name: string) => zeilen(page).filter({ hasText: name });

async function eingang(page: Page, zustaendig: 'Alle Fälle' | 'Meine Fälle' | 'Nicht zugewiesen') {
  await page.goto(ANTRAEGE);
  await page.getByRole('combobox', { name: 'Zuständigkeit' }).selectOption({ label: zustaendig });
  await page.getByRole('searchbox', { name: 'Name oder E-Mail-Adresse' }).fill(SEED);
  await page.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(/suche=queue-amt/);
  await expect(zeilen(page).first()).toBeVisible();
}

/** The first case of the list (its name) to its decision page, one click. */
async function ersterFall(page: Page): Promise<string> {
  const name = ((await zeilen(page).first().getByRole('link').first().textContent()) ?? '').trim();
  await page.getByRole('link', { name: `${name} – zur Entscheidung` }).click();
  await expect(page.getByRole('heading', { name: 'Entscheidungen', level: 1 })).toBeVisible();
  return name;
}

/** The statistics of the open term for the aptitude test: its admissions and the undecided ones. */
async function statistik(page: Page): Promise<{ zulassungen: number; offen: number }> {
  await page.goto('/examensportal/pruefungsstelle/statistik?art=EIGNUNG');
  const tabelle = page.getByRole('region', { name: 'Anträge dieses Termins' });
  const zahl = async (kennzahl: string) =>
    Number(await tabelle.getByRole('row', { name: kennzahl }).getByRole('cell').textContent());
  await expect(tabelle.getByRole('row', { name: 'Zulassungen' })).toBeVisible();
  return { zulassungen: await zahl('Zulassungen'), offen: await zahl('Eingereicht, nicht entschieden') };
}

test('an office of ten: split by assignment, 50 admissions in one batch, one batch release, Protokoll, statistics', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const neueSeite = async () => (await browser.newContext()).newPage();

  // The leitung's statistics before: the 51 seeded are submitted, not decided.
  const lena = await neueSeite();
  await staffLogin(lena, 'leitung');
  const vorher = await statistik(lena);
  expect(vorher.offen).toBeGreaterThanOrEqual(51);
  await expectAccessible(lena);

  // Sami takes the first unassigned case and gives the next one to Jörg Weiß.
  await staffLogin(page, 'sachbearbeitung');
  await eingang(page, 'Nicht zugewiesen');
  await expectAccessible(page);
  const samisFall = await ersterFall(page);
  await page.getByRole('button', { name: 'Mir zuweisen' }).click();
  await expect(page.getByText('Zugewiesen an Sami Sachbearbeitung')).toBeVisible();
  await eingang(page, 'Nicht zugewiesen');
  await expect(zeile(page, samisFall)).toHaveCount(0);
  const joergsFall = await ersterFall(page);
  await page.getByRole('combobox', { name: 'Zuweisen an …' }).selectOption({ label: 'Jörg Weiß' });
  await page.getByRole('button', { name: 'Zuweisen', exact: true }).click();
  await expect(page.getByText('Zugewiesen an Jörg Weiß')).toBeVisible();
  await expectAccessible(page);

  // Jörg finds it under "Meine Fälle" and takes one more himself.
  const joerg = await neueSeite();
  await staffLoginAls(joerg, JOERG);
  await eingang(joerg, 'Meine Fälle');
  await expect(zeilen(joerg)).toHaveCount(1);
  await expect(zeile(joerg, joergsFall)).toContainText('Jörg Weiß');
  await eingang(joerg, 'Nicht zugewiesen');
  await expect(zeile(joerg, samisFall)).toHaveCount(0);
  await expect(zeile(joerg, joergsFall)).toHaveCount(0);
  const zweiterFall = await ersterFall(joerg);
  await joerg.getByRole('button', { name: 'Mir zuweisen' }).click();
  await expect(joerg.getByText('Zugewiesen an Jörg Weiß')).toBeVisible();
  await eingang(joerg, 'Meine Fälle');
  await expect(zeilen(joerg)).toHaveCount(2);
  await expect(zeile(joerg, zweiterFall)).toContainText('Jörg Weiß');
  await expectAccessible(joerg);

  // Sami's own list holds his case only; the whole list names each holder.
  await eingang(page, 'Meine Fälle');
  await expect(zeilen(page)).toHaveCount(1);
  await expect(zeile(page, samisFall)).toContainText('Sami Sachbearbeitung');
  await eingang(page, 'Alle Fälle');
  await expect(zeile(page, joergsFall)).toContainText('Jörg Weiß');
  await expect(zeile(page, samisFall)).toContainText('Sami Sachbearbeitung');

  // Jörg admits the complete applications in one batch: the whole page chosen, the preview names the
  // demo's incomplete ones with the checklist's reason, the report counts 50 drafts.
  await joerg.goto(ANTRAEGE);
  await joerg.getByRole('link', { name: /^Sammelbearbeitung/ }).click();
  await expect(joerg.getByRole('heading', { level: 1, name: 'Sammelbearbeitung' })).toBeVisible();
  await joerg.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' }).check();
  const auswahl = joerg.getByRole('region', { name: 'Tabelle: Auswahl' });
  const gewaehlt = await auswahl.locator('tbody tr').count();
  expect(gewaehlt).toBeGreaterThanOrEqual(50);
  await expect(joerg.getByText(`${gewaehlt} ausgewählt`)).toBeVisible();
  await expectAccessible(joerg);
  await joerg.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  const vorschau = joerg.getByRole('region', { name: 'Tabelle: Vorschau' });
  await expect(vorschau.getByRole('cell', { name: 'Möglich', exact: true })).toHaveCount(50);
  // The case Sami holds stays out of Jörg's batch: a batch cannot ask per case (decision 0061).
  // The preview names people as 'Nachname, Vorname'.
  const samisZeile = samisFall.split(' ').reverse().join(', ');
  await expect(vorschau.locator('tbody tr').filter({ hasText: samisZeile })).toContainText(
    'Dieser Fall ist Sami Sachbearbeitung zugewiesen und wird nicht in der Sammelbearbeitung entschieden.',
  );
  await expect(joerg.getByText(`50 von ${gewaehlt} Anträgen können zugelassen werden.`)).toBeVisible();
  await expectAccessible(joerg);
  await joerg.getByRole('button', { name: `Zulassungen für ${gewaehlt} Anträge entwerfen` }).click();
  const bericht = joerg.getByRole('region', { name: 'Tabelle: Bericht' });
  await expect(bericht.getByRole('cell', { name: 'Erledigt', exact: true })).toHaveCount(50, {
    timeout: 60_000,
  });
  const nichtMoeglich = gewaehlt - 50;
  await expect(
    joerg
      .getByText(
        `50 Einträge erledigt, ${nichtMoeglich === 1 ? '1 Eintrag' : `${nichtMoeglich} Einträge`} nicht möglich.`,
      )
      .first(),
  ).toBeVisible();
  await expectAccessible(joerg);

  // The leitung releases Jörg's 50 drafts in one batch (the demo's own draft stays).
  await lena.goto('/examensportal/pruefungsstelle/sammel/freigabe');
  await expect(lena.getByRole('heading', { level: 1, name: 'Sammelfreigabe' })).toBeVisible();
  const entwuerfe = lena.getByRole('region', { name: 'Tabelle: Auswahl' });
  await lena.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' }).check();
  const fremde = entwuerfe.locator('tbody tr').filter({ hasNotText: 'Jörg Weiß' }).getByRole('checkbox');
  for (const box of await fremde.all()) await box.uncheck();
  await expect(lena.getByText('50 ausgewählt')).toBeVisible();
  await expectAccessible(lena);
  await lena.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  await lena.getByRole('button', { name: '50 Entwürfe freigeben' }).click();
  const freigabe = lena.getByRole('region', { name: 'Tabelle: Bericht' });
  await expect(freigabe.getByRole('cell', { name: 'Erledigt', exact: true })).toHaveCount(50, {
    timeout: 120_000,
  });
  await expect(lena.getByText('50 Einträge erledigt, 0 Einträge nicht möglich.').first()).toBeVisible();
  await expectAccessible(lena);

  // The Protokoll reads as sentences – who did what to whom –, with no ids and no raw JSON.
  const protokoll = lena.getByRole('region', { name: 'Protokoll', exact: true });
  const protokollZeilen = async (person: string, aktion = 'Alle Aktionen') => {
    await lena.goto('/examensportal/pruefungsstelle/protokoll');
    await lena.getByRole('combobox', { name: 'Person' }).selectOption({ label: person });
    await lena.getByRole('combobox', { name: 'Aktion' }).selectOption({ label: aktion });
    await lena.getByRole('button', { name: 'Filtern', exact: true }).click();
    await expect(lena).toHaveURL(/person=/);
    const rows = protokoll.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(protokoll).not.toContainText(UUID);
    await expect(protokoll).not.toContainText('{');
    return rows;
  };
  const batch = await protokollZeilen('Jörg Weiß', 'Sammelbearbeitung: Entwürfe angelegt');
  await expect(batch).toHaveCount(1);
  await expect(batch).toContainText('Jörg Weiß');
  await expect(batch).toContainText('Erledigt: „50“');
  await expect(batch).toContainText(`Fehlgeschlagen: „${nichtMoeglich}“`);
  const entwurf = (await protokollZeilen('Jörg Weiß', 'Entwurf angelegt')).filter({
    hasText: zweiterFall,
  });
  await expect(entwurf).toContainText('Jörg Weiß');
  await expect(entwurf).toContainText('Zulassung');
  await expect(entwurf).toContainText('Eingabe › Entscheidung: „zulassen“');
  await expectAccessible(lena);
  const genommen = await protokollZeilen('Jörg Weiß', 'Fall zugewiesen');
  await expect(genommen).toHaveCount(1);
  await expect(genommen).toContainText(zweiterFall);
  await expect(genommen).toContainText('Halter: „Jörg Weiß“');
  const gegeben = (await protokollZeilen('Sami Sachbearbeitung', 'Fall zugewiesen')).filter({
    hasText: joergsFall,
  });
  await expect(gegeben).toContainText('Sami Sachbearbeitung');
  await expect(gegeben).toContainText('Halter: „Jörg Weiß“');
  const freigegeben = await protokollZeilen('Lena Leitung', 'Sammelbearbeitung: Entwürfe freigegeben');
  await expect(freigegeben).toContainText('Lena Leitung');
  await expect(freigegeben).toContainText('Erledigt: „50“');
  await expect(freigegeben).toContainText('Fehlgeschlagen: „0“');
  await protokollZeilen('Lena Leitung', 'Entwurf freigegeben');

  // The statistics count 50 admissions more and 50 open applications less.
  const nachher = await statistik(lena);
  expect(nachher).toEqual({ zulassungen: vorher.zulassungen + 50, offen: vorher.offen - 50 });
  await expectAccessible(lena);
});
