import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../support/fixtures';
import { useDemoServer } from '../support/journeys';
import { staffLogin } from '../support/pruefungsstelle';
import { expectNoHorizontalScroll } from '../support/reflow';

// The back-office's Eingang (issue 15) on the demo data, which leaves work in every queue
// (docs/demo-accounts.md): a caseworker logs in with a TOTP code computed here from the documented
// key, sees the counts, filters and sorts a queue, acknowledges a withdrawal – axe-clean, and usable
// at 320 CSS px without horizontal scrolling.

useDemoServer();

const queue = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Arbeitslisten' }).getByRole('link', { name: new RegExp(`^${name}`) });
/** A queue's count, once the counts have arrived (the links render before their numbers). */
const zahl = async (page: Page, name: string) => {
  await expect(queue(page, name)).toHaveText(/\d/);
  return Number(/(\d+)/.exec((await queue(page, name).textContent()) ?? '')?.[1] ?? NaN);
};

test('Eingang: counts, filter, sort, Kenntnisnahme of a withdrawal, accessible, 320 px', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  test.setTimeout(120_000);
  await staffLogin(page, 'sachbearbeitung');

  // The Übersicht names every queue with its open items.
  const uebersicht = page.getByRole('region', { name: 'Eingang' });
  await expect(uebersicht.getByRole('link', { name: /^Triftige Gründe: 1 offen$/ })).toBeVisible();
  await expectAccessible(page);
  await uebersicht.getByRole('link', { name: /^Anträge auf Zulassung: \d+ offen$/ }).click();

  await expect(page.getByRole('heading', { name: 'Eingang', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Eingang – Prüfungsstelle – Examensportal');
  await expect(page.getByRole('heading', { name: 'Anträge auf Zulassung', level: 2 })).toBeVisible();
  for (const name of [
    'Anträge auf Zulassung',
    'Triftige Gründe',
    'Anrechnungen',
    'Rücktritte und Rücknahmen',
    'Neue Dokumente',
  ])
    expect(await zahl(page, name), name).toBeGreaterThan(0);
  expect(await zahl(page, 'Anträge auf Zulassung')).toBeGreaterThanOrEqual(3);
  const tabelle = page.getByRole('table');
  await expect(tabelle.getByRole('link', { name: /^Esra Einreichung – Kandidatenseite/ })).toBeVisible();
  await expectAccessible(page);

  // Filter: only the aptitude test.
  await page.getByRole('combobox', { name: 'Verfahren' }).selectOption('EIGNUNG');
  await page.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(/art=EIGNUNG/);
  await expect(tabelle.getByRole('cell', { name: 'WP-Examen', exact: true })).toHaveCount(0);
  await expect(tabelle.getByRole('cell', { name: 'Eignungsprüfung', exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await expect(tabelle.getByRole('cell', { name: 'WP-Examen', exact: true }).first()).toBeVisible();

  // Sort by name, then the other way round.
  const nameKopf = page.getByRole('columnheader', { name: /Name/ });
  await expect(nameKopf).toHaveAttribute('aria-sort', 'none');
  const namen = async () =>
    // The name links (each row also links "Zur Entscheidung": issue 28 point 7).
    (await tabelle.getByRole('link', { name: /– Kandidatenseite öffnen$/ }).allTextContents()).map(
      (n) => n.split(' ').at(-1) ?? '',
    );
  // The table shows the new order once the server answered: polled.
  const auf = [...(await namen())].sort((a, b) => a.localeCompare(b, 'de'));
  await nameKopf.getByRole('button').click();
  await expect(nameKopf).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(namen).toEqual(auf);
  await nameKopf.getByRole('button').click();
  await expect(nameKopf).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(namen).toEqual([...auf].reverse());

  // A proof comes with the triftiger Grund.
  await queue(page, 'Triftige Gründe').click();
  await expect(page.getByText('Nachweis: Attest-Amtsarzt.pdf')).toBeVisible();

  // Acknowledge one withdrawal.
  await queue(page, 'Rücktritte und Rücknahmen').click();
  await expect(page.getByRole('heading', { name: 'Rücktritte und Rücknahmen', level: 2 })).toBeVisible();
  const vorher = await zahl(page, 'Rücktritte und Rücknahmen');
  await page.getByRole('button', { name: 'Zur Kenntnis genommen' }).click();
  await expect(page.getByText('Bitte wählen Sie mindestens einen Eintrag aus.')).toBeVisible();
  await tabelle.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: 'Zur Kenntnis genommen' }).click();
  await expect(page.getByText('Ein Eintrag wurde zur Kenntnis genommen.')).toBeVisible();
  await expect.poll(() => zahl(page, 'Rücktritte und Rücknahmen')).toBe(vorher - 1);
  await expectAccessible(page);

  // The acknowledgement is in the Protokoll.
  await page.getByRole('link', { name: 'Protokoll' }).first().click();
  await expect(page.getByRole('table').getByText('Zur Kenntnis genommen (Eingang)').first()).toBeVisible();

  // 320 px: the queues stack above the table, the table scrolls inside its own region.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/examensportal/pruefungsstelle/eingang/ruecktritte');
  await expect(page.getByRole('heading', { name: 'Rücktritte und Rücknahmen', level: 2 })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});
