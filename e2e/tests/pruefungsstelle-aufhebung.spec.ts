import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../support/fixtures';
import { accountFor, signIn, type TestAccount } from '../support/accounts';
import { waitForSettledPage } from '../support/settled';
import { antragStellen, mitarbeiter, prueflisteMarkieren } from '../support/pruefungsstelle';
import { expectReceipt } from '../support/wizard';

// Issue 26 point 6 (decision 0055): an admission (a caseworker drafts, a leitung releases); a leitung
// drafts its Rücknahme (§ 48 VwVfG) beside the admission letter on the Kandidat page and previews the
// letter; a second leitung releases it with the keyboard only; the candidate finds the
// Rücknahmebescheid in the file and is no longer admitted, and the Kandidat page says so.

const heute = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
const accountIdOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

/** The toasts of a page (decision 0044: the outcome of an action is a toast). */
const meldungen = (p: Page) => p.getByRole('region', { name: 'Benachrichtigungen' });

let account: TestAccount;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  account = await accountFor('aufhebung', 'WP', 'Ruth');
});

test('an admission revoked: drafted by one leitung, released by another with the keyboard, the candidate no longer admitted', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signIn(page, account.user);
  await antragStellen(page);
  const id = accountIdOf(account.user.jwt);

  // The admission: drafted by a caseworker, released by a leitung.
  const staff = await mitarbeiter(browser, 'sachbearbeitung', 'Sara Sachbearbeitung');
  await staff.goto(`/examensportal/pruefungsstelle/kandidaten/${id}/entscheidungen`);
  await prueflisteMarkieren(staff);
  await staff.getByRole('radio', { name: 'Zulassen' }).check();
  await staff.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(staff.getByRole('heading', { name: 'Entwurf zur Freigabe' })).toBeVisible();
  const leitung = await mitarbeiter(browser, 'leitung', 'Lena Leitung');
  await leitung.goto(`/examensportal/pruefungsstelle/kandidaten/${id}/entscheidungen`);
  await leitung.getByRole('button', { name: 'Freigeben' }).click();
  await expect(
    leitung.getByRole('status').filter({ hasText: 'Die Entscheidung ist freigegeben.' }),
  ).toBeVisible();

  // The caseworker sees the letter but no revocation form.
  const kandidat = `/examensportal/pruefungsstelle/kandidaten/${id}`;
  await expect(async () => {
    await staff.goto(kandidat);
    await expect(
      staff
        .getByRole('region', { name: 'Widersprüche' })
        .getByRole('option', { name: /^Bescheid-Zulassung-/ }),
    ).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(staff.getByText('Bescheid aufheben (§§ 48, 49 VwVfG)')).toHaveCount(0);

  // The leitung drafts the Rücknahme beside the admission letter.
  await leitung.goto(kandidat);
  const bereich = leitung.getByRole('region', { name: 'Widersprüche' });
  const brief = bereich.getByRole('article', { name: /^Bescheid „Bescheid-Zulassung-/ });
  // The revocation's form, folded beside the § 42 correction's.
  const form = brief.locator('details').filter({ hasText: 'Bescheid aufheben (§§ 48, 49 VwVfG)' });
  await form.getByText('Bescheid aufheben (§§ 48, 49 VwVfG)').click();
  await form.getByRole('button', { name: 'Aufhebung entwerfen' }).click();
  await expect(form.getByRole('link', { name: /Bitte wählen Sie: Rücknahme/ })).toBeVisible();
  await expectAccessible(leitung);
  await form.getByRole('radio', { name: /^Rücknahme \(§ 48 VwVfG\)/ }).check();
  await form.getByLabel(/^Kenntnis erhalten am/).fill(heute());
  await form
    .getByLabel(/^Begründung/)
    .fill('Die Prüfungstätigkeit war nicht nachgewiesen; die Nachweise waren unecht.');
  await form.getByRole('button', { name: 'Aufhebung entwerfen' }).click();
  await expect(meldungen(leitung).getByText(/Der Entwurf ist gespeichert\./)).toBeVisible();
  await expect(brief.getByRole('heading', { name: 'Entwurf zur Freigabe' })).toBeVisible();
  await expect(brief.getByRole('button', { name: 'Freigeben' })).toHaveCount(0);
  const vorschau = leitung.waitForResponse((r) => /\/entwuerfe\/[0-9a-f-]+\/bescheid$/.test(r.url()));
  await brief.getByRole('button', { name: 'Bescheid ansehen' }).click();
  expect((await vorschau).headers()['content-type']).toBe('application/pdf');
  await expectAccessible(leitung);

  // A second leitung releases it with the keyboard only.
  const zweite = await mitarbeiter(browser, 'leitung', 'Levi Leitung');
  await zweite.goto(kandidat);
  const freigeben = zweite
    .getByRole('region', { name: 'Widersprüche' })
    .getByRole('article', { name: /^Bescheid „Bescheid-Zulassung-/ })
    .getByRole('button', { name: 'Freigeben' });
  await expect(freigeben).toBeVisible();
  await expectAccessible(zweite);
  for (let i = 0; i < 400 && !(await freigeben.evaluate((el) => el === document.activeElement)); i++)
    await zweite.keyboard.press('Tab');
  await expect(freigeben).toBeFocused();
  await zweite.keyboard.press('Enter');
  await expect(meldungen(zweite).getByText(new RegExp(`Ruecknahmebescheid-${heute()}\\.pdf`))).toBeVisible();

  // The Kandidat page reads the revocation.
  await zweite.reload();
  await expect(zweite.getByText(/^Zulassung aufgehoben am /).first()).toBeVisible();
  await expectAccessible(zweite);

  // The candidate: the letter in the file, no longer admitted.
  await expect(async () => {
    await page.goto('/examensportal/start');
    await waitForSettledPage(page);
    await expect(page.getByText(/zum Examen zugelassen\. Ihr Prüfungsverfahren läuft\./)).toHaveCount(0, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await expectAccessible(page);
  await expectReceipt(page, 'mantelakte', new RegExp(`Ruecknahmebescheid-${heute()}\\.pdf`));
});
