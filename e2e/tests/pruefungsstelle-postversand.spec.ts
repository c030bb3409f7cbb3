import { readFileSync } from 'node:fs';
import { test, expect, expectAccessible, useDemoServer } from '../support/journeys';
import { staffLogin } from '../support/pruefungsstelle';
import { expectNoHorizontalScroll } from '../support/reflow';

// The office's Postversand (issue 27 point 4, decision 0033): the demo candidates never consented to
// notification by retrieval, so their filed letters wait for the post. A caseworker prints them as one
// batch, records the posting day, and the candidate's file then says "bekanntgegeben am … (Post)".

useDemoServer();

test('a caseworker prints the letters that go by post and records the posting day', async ({ page }) => {
  test.setTimeout(180_000);
  await staffLogin(page, 'sachbearbeitung');
  await page.getByRole('link', { name: 'Postversand' }).first().click();
  await expect(page.getByRole('heading', { name: 'Postversand', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Postversand – Prüfungsstelle – Examensportal');
  // The demo server files its letters in the outbox after it starts: the page shows them once filed.
  const faellig = page.getByRole('status').filter({ hasText: /per Post zu versenden/ });
  await expect(async () => {
    await page.reload();
    await expect(faellig).toHaveText(/(Bescheid ist|Bescheide sind) per Post zu versenden\./, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000 });
  const tabelle = page.getByRole('region', { name: 'Fällige Bescheide' });
  await expect(tabelle.getByText('keine Einwilligung in den Abruf').first()).toBeVisible();
  // The first letter's candidate, to look at the file afterwards.
  const person = tabelle.getByRole('row').nth(1).getByRole('link');
  const kandidatSeite = (await person.getAttribute('href')) ?? '';
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Druckstapel erstellen' }).click();
  await expect(page.getByText(/^Druckstapel \d+ mit \d+ Bescheiden? wurde erstellt\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Druckstapel \d+$/, level: 3 })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Als PDF drucken' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Druckstapel-\d+\.pdf$/);
  const pdf = readFileSync((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The posting day defaults to the portal's day; the keyboard sends the form.
  const tag = page.getByLabel('Tag der Aufgabe zur Post');
  await expect(tag).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByRole('button', { name: 'Versand vermerken' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(/^Der Versand von Druckstapel \d+ am \d{2}\.\d{2}\.\d{4} ist vermerkt\.$/),
  ).toBeVisible();
  await expect(
    page.getByText('Es gibt keinen Druckstapel, dessen Versand noch zu vermerken ist.'),
  ).toBeVisible();
  await expect(page.getByText(/zur Post gegeben am \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The candidate's file now dates the letter's notification by post.
  await page.goto(kandidatSeite);
  await expect(page.getByText(/bekanntgegeben am \d{2}\.\d{2}\.\d{4} \(Post\)/).first()).toBeVisible();
});
