import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../support/fixtures';
import { accountFor, signIn, type TestAccount } from '../support/accounts';
import { openPage, waitForSettledPage } from '../support/settled';
import { antragStellen, mitarbeiter, prueflisteMarkieren } from '../support/pruefungsstelle';
import { expectReceipt } from '../support/wizard';

// Issue 15, done when: a candidate submits an application in one browser context, a caseworker –
// logged in with a TOTP code computed here – admits it in another, and the candidate then sees the
// admission on /start, the decision letter in the digital file and the module flows admission opens.
// Issue 26: the caseworker saves a draft and sees its letter as PDF; a leitung in a third context
// releases it with the keyboard only; only then is the letter in the candidate's file.
// Issue 27.4: the candidate has consented to notification by retrieval in Meine Daten; the download of
// the letter is the retrieval, so Meine Daten says it counts as notified the next day.

const heute = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
/** The Berlin day after today as the portal writes it (TT.MM.JJJJ). */
const morgen = () => {
  const [jahr = 0, monat = 1, tag = 1] = heute().split('-').map(Number);
  return new Date(Date.UTC(jahr, monat - 1, tag + 1)).toLocaleDateString('de-DE', {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
};
const nichtAnwendbar = 'Diese Funktion ist für Sie zur Zeit nicht anwendbar.';

/** The account id is the session token's subject. */
const accountIdOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

/** Moves the keyboard focus with Tab (or Shift+Tab) until the button named `name` has it. */
async function tabZu(page: Page, name: string, zurueck = false): Promise<void> {
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press(zurueck ? 'Shift+Tab' : 'Tab');
    const fokus = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (fokus === name) return;
  }
  throw new Error(`„${name}“ was not reached with the keyboard`);
}

let account: TestAccount;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  account = await accountFor('entscheidung', 'WP', 'Erna');
});

test('a caseworker admits a submitted application; the candidate sees admission, letter and module flows', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, account.user);
  await antragStellen(page);
  await openPage(page, 'meinedaten');
  const bekanntgabe = page.getByRole('region', { name: 'Bekanntgabe von Bescheiden' });
  await bekanntgabe.getByRole('button', { name: 'Einwilligung erteilen' }).click();
  await expect(
    bekanntgabe.getByText(/^Sie haben am .+ in die Bekanntgabe durch Abruf eingewilligt\.$/),
  ).toBeVisible();
  await expect(bekanntgabe.getByRole('button', { name: 'Einwilligung widerrufen' })).toBeVisible();
  await expectAccessible(page);
  await openPage(page, 'modulpruefung/anrechnung');
  await expect(page.getByText(nichtAnwendbar)).toBeVisible();

  const staff = await mitarbeiter(browser, 'sachbearbeitung', 'Sara Sachbearbeitung');
  const entscheidungen = `/examensportal/pruefungsstelle/kandidaten/${accountIdOf(account.user.jwt)}/entscheidungen`;
  await staff.goto(entscheidungen);
  await expect(staff.getByRole('heading', { name: 'Entscheidungen', level: 1 })).toBeVisible();
  await expect(staff).toHaveTitle('Entscheidungen – Prüfungsstelle – Examensportal');
  await expect(staff.getByRole('heading', { name: 'Zulassungsantrag' })).toBeVisible();
  await expect(staff.getByText('Wirtschaftsrecht', { exact: true })).toBeVisible();
  // A caseworker may draft a rejection; the page says that a leitung must release it.
  await expect(staff.getByRole('radio', { name: 'Ablehnen' })).toHaveCount(1);
  await expect(
    staff.getByText(/erst wirksam, wenn eine Person mit der Rolle Leitung sie freigibt/),
  ).toBeVisible();
  await expectAccessible(staff);

  // Without a choice: the error summary links to the field.
  await staff.getByRole('button', { name: 'Entwurf speichern' }).click();
  const summary = staff.getByRole('alert').filter({ hasText: 'Bitte wählen Sie eine Entscheidung.' }).first();
  await expect(summary).toBeVisible();
  await expectAccessible(staff);

  // The draft: saved, nothing decided; the drafter reads that a second person must release it. The
  // checklist first (issue 26 point 2): every point geprüft.
  await prueflisteMarkieren(staff);
  await staff.getByRole('radio', { name: 'Zulassen' }).check();
  await expect(staff.getByLabel(/^Datum der ersten Zulassung/)).toHaveValue(heute());
  await staff.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(staff.getByRole('status').filter({ hasText: /Der Entwurf ist gespeichert\./ })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Entwurf zur Freigabe' })).toBeVisible();
  await expect(staff.getByText(/muss eine zweite Person der Prüfungsstelle freigeben/)).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Freigeben' })).toHaveCount(0);
  await expectAccessible(staff);

  // The letter as the real PDF in the viewer.
  const vorschau = staff.waitForResponse((r) => /\/entwuerfe\/[0-9a-f-]+\/bescheid$/.test(r.url()));
  await staff.getByRole('button', { name: 'Bescheid ansehen' }).click();
  const antwort = await vorschau;
  expect(antwort.status()).toBe(200);
  expect(antwort.headers()['content-type']).toBe('application/pdf');
  await expect(staff.getByRole('heading', { name: 'Dokument: Bescheid-Entwurf' })).toBeFocused();
  await expect(staff.locator('iframe[title="Dokument: Bescheid-Entwurf"]')).toHaveAttribute('src', /^blob:/);
  await expectAccessible(staff);

  // Not yet in the candidate's file.
  const dateiname = `Bescheid-Zulassung-${heute()}.pdf`;
  await page.goto('/examensportal/start');
  await waitForSettledPage(page);
  await expect(page.getByText(/zum Examen zugelassen\. Ihr Prüfungsverfahren läuft\./)).toHaveCount(0);

  // A leitung releases it with the keyboard only.
  const leitung = await mitarbeiter(browser, 'leitung', 'Lena Leitung');
  await leitung.goto(entscheidungen);
  await expect(leitung.getByRole('heading', { name: 'Entwurf zur Freigabe' })).toBeVisible();
  // The drafter named in the draft panel (the case panel's "Zuweisen an …" lists her too).
  await expect(leitung.getByRole('definition').filter({ hasText: /^Sara Sachbearbeitung$/ })).toBeVisible();
  await expectAccessible(leitung);
  await tabZu(leitung, 'Freigeben');
  await leitung.keyboard.press('Enter');
  const erfolg = leitung.getByRole('status').filter({ hasText: dateiname });
  await expect(erfolg).toBeVisible();
  await expect(erfolg).toContainText('Die Entscheidung ist freigegeben.');
  await expect(leitung.getByRole('heading', { name: 'Zulassungsantrag' })).toHaveCount(0);
  await expect(leitung.getByText('Für diese Person ist derzeit nichts zu entscheiden.')).toBeVisible();
  await expectAccessible(leitung);

  // The candidate: admission on /start, the letter in the Mantelakte, credits now possible.
  await page.goto('/examensportal/start');
  await waitForSettledPage(page);
  await expect(page.getByText(/zum Examen zugelassen\. Ihr Prüfungsverfahren läuft\./)).toBeVisible();
  await expectReceipt(page, 'mantelakte', new RegExp(dateiname.replace(/\./g, '\\.')));
  await openPage(page, 'meinedaten');
  await expect(bekanntgabe.getByRole('listitem')).toHaveText(
    `${dateiname}: bekanntgegeben am ${morgen()} (Abruf)`,
  );
  await openPage(page, 'modulpruefung/anrechnung');
  await expect(page.getByText(nichtAnwendbar)).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Steuerrecht', exact: true })).toBeVisible();
});
