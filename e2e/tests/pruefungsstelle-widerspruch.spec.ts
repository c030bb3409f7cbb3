import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../support/fixtures';
import { accountFor, signIn, type TestAccount } from '../support/accounts';
import { waitForSettledPage } from '../support/settled';
import { antragStellen, mitarbeiter } from '../support/pruefungsstelle';
import { openPage } from '../support/settled';
import { expectReceipt, zulassungsantragStellen } from '../support/wizard';

// Issue 26 point 6 (decisions 0038, 0050): an application is rejected (a caseworker drafts, a leitung
// releases); the candidate's objection is recorded on the Kandidat page with its period; the
// caseworker drafts „abhelfen“; a leitung releases it and the admission is written with it – the
// candidate is admitted and finds the Abhilfebescheid and the admission letter in the file.

const heute = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
const accountIdOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

/** The toasts of a page (decision 0044: the outcome of an action is a toast). */
const meldungen = (p: Page) => p.getByRole('region', { name: 'Benachrichtigungen' });

let account: TestAccount;
let naKonto: TestAccount;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  account = await accountFor('widerspruch', 'WP', 'Wilma');
  naKonto = await accountFor('widerspruch-na', 'WP', 'Nora');
});

test('a rejection, the objection recorded, abgeholfen drafted and released: the candidate is admitted', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signIn(page, account.user);
  await antragStellen(page);
  const id = accountIdOf(account.user.jwt);

  // The rejection: drafted by a caseworker, released by a leitung.
  const staff = await mitarbeiter(browser, 'sachbearbeitung', 'Sara Sachbearbeitung');
  await staff.goto(`/examensportal/pruefungsstelle/kandidaten/${id}/entscheidungen`);
  await staff.getByRole('radio', { name: 'Ablehnen' }).check();
  await staff.getByLabel(/^Begründung/).fill('Der Nachweis der Prüfungstätigkeit fehlt.');
  await staff.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(staff.getByRole('heading', { name: 'Entwurf zur Freigabe' })).toBeVisible();
  const leitung = await mitarbeiter(browser, 'leitung', 'Lena Leitung');
  await leitung.goto(`/examensportal/pruefungsstelle/kandidaten/${id}/entscheidungen`);
  await leitung.getByRole('button', { name: 'Freigeben' }).click();
  await expect(
    leitung.getByRole('status').filter({ hasText: 'Die Entscheidung ist freigegeben.' }),
  ).toBeVisible();

  // The objection on the Kandidat page, once the rejection's letter is filed.
  const kandidat = `/examensportal/pruefungsstelle/kandidaten/${id}`;
  const bereich = staff.getByRole('region', { name: 'Widersprüche' });
  await expect(async () => {
    await staff.goto(kandidat);
    await expect(bereich.getByRole('option', { name: /^Bescheid-Ablehnung-/ })).toHaveCount(1, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(bereich.getByText('Zu dieser Person ist kein Widerspruch erfasst.')).toBeVisible();
  await expectAccessible(staff);
  // Nothing filled in: the error summary names every field.
  await bereich.getByRole('button', { name: 'Widerspruch erfassen' }).click();
  await expect(
    bereich.getByRole('link', {
      name: /Bitte wählen Sie den Bescheid, gegen den sich der Widerspruch richtet/,
    }),
  ).toBeVisible();
  await bereich.getByLabel(/^Bescheid, gegen den sich der Widerspruch richtet/).selectOption({ index: 1 });
  await bereich.getByLabel(/^Eingegangen am/).fill(heute());
  await bereich
    .getByLabel(/^Begründung des Widerspruchs/)
    .fill('Die Tätigkeit ist nachgewiesen, siehe Anlage.');
  await bereich.getByRole('button', { name: 'Widerspruch erfassen' }).click();
  await expect(meldungen(staff).getByText(/Der Widerspruch vom .+ ist erfasst\./)).toBeVisible();
  await expect(
    bereich.getByRole('heading', { level: 3, name: /^Widerspruch vom .+ gegen „Bescheid-Ablehnung-/ }),
  ).toBeVisible();
  await expect(bereich.getByText(/Frist bis .+ – fristgerecht$/)).toBeVisible();
  await expect(
    bereich.getByText('Zulassung zur Prüfung (der abgelehnte Antrag wird zugelassen)'),
  ).toBeVisible();
  await expectAccessible(staff);

  // „Abhelfen“ as a draft; the caseworker may not release it.
  await bereich.getByRole('radio', { name: 'Abhelfen (der Bescheid wird geändert)' }).check();
  await bereich
    .getByLabel(/^Was der Abhilfebescheid entscheidet/)
    .fill('Die Prüfungstätigkeit ist nachgewiesen.');
  await bereich.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(bereich.getByRole('heading', { name: 'Entwurf zur Freigabe' })).toBeVisible();
  await expect(bereich.getByRole('button', { name: 'Freigeben' })).toHaveCount(0);
  await expect(bereich.getByText(/muss eine andere Person mit der Rolle Leitung freigeben/)).toBeVisible();
  await expectAccessible(staff);

  // The Eingang queue „Widersprüche“ leads to the section.
  await leitung.goto('/examensportal/pruefungsstelle/eingang/widersprueche');
  await leitung.getByRole('link', { name: /Wilma/ }).first().click();
  await expect(leitung).toHaveURL(new RegExp(`/kandidaten/${id}#widersprueche$`));
  const lb = leitung.getByRole('region', { name: 'Widersprüche' });
  // The letter as the real PDF, then the release.
  const vorschau = leitung.waitForResponse((r) => /\/entwuerfe\/[0-9a-f-]+\/bescheid$/.test(r.url()));
  await lb.getByRole('button', { name: 'Bescheid ansehen' }).click();
  expect((await vorschau).headers()['content-type']).toBe('application/pdf');
  await expectAccessible(leitung);
  await lb.getByRole('button', { name: 'Freigeben' }).click();
  await expect(meldungen(leitung).getByText(new RegExp(`Abhilfebescheid-${heute()}\\.pdf`))).toBeVisible();
  await expect(lb.getByText(/^Erledigt am .+: abgeholfen$/)).toBeVisible();
  await expectAccessible(leitung);

  // The candidate: admitted, the Abhilfebescheid and the admission letter in the file.
  await expect(async () => {
    await page.goto('/examensportal/start');
    await waitForSettledPage(page);
    await expect(page.getByText(/zum Examen zugelassen\. Ihr Prüfungsverfahren läuft\./)).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await expectReceipt(page, 'mantelakte', new RegExp(`Abhilfebescheid-${heute()}\\.pdf`));
  await expectReceipt(page, 'mantelakte', new RegExp(`Bescheid-Zulassung-${heute()}\\.pdf`));
});

// Decision 0066: a refused Nachteilsausgleich is remedied with the measures the objection's draft
// names; the release writes the granted Nachteilsausgleich with its own letter beside the
// Abhilfebescheid, and the candidate sees the measures.
test('a refused Nachteilsausgleich, the objection abgeholfen with measures: the candidate sees them', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signIn(page, naKonto.user);
  await openPage(page, 'zulassung/antragstellen/modulanmeldung');
  await zulassungsantragStellen(page, {
    module: ['Wirtschaftsrecht'],
    kontakt: {
      vorname: 'Nora',
      nachname: 'Nachteil',
      geburtsdatum: '1990-04-05',
      geburtsort: 'Köln',
      strasse: 'Hohe Straße 1',
      plz: '50667',
      ort: 'Köln',
      telefon: '+49 221 123456',
      iban: 'DE89 3704 0044 0532 0130 00',
    },
    nachweise: true,
    nachteilsausgleich: { erlaeuterung: 'Sehbehinderung, Attest anbei.' },
  });
  const id = accountIdOf(naKonto.user.jwt);

  // The refusal: drafted by a caseworker, released by a leitung (adverse).
  const staff = await mitarbeiter(browser, 'sachbearbeitung', 'Sina Sachbearbeitung');
  await staff.goto(`/examensportal/pruefungsstelle/kandidaten/${id}/entscheidungen`);
  const na = staff.getByRole('region', { name: 'Nachteilsausgleich', exact: true });
  await na.getByRole('radio', { name: 'Ablehnen' }).check();
  await na.getByLabel(/^Begründung/).fill('Das Attest nennt keine Beeinträchtigung in der Prüfung.');
  await na.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(na.getByRole('region', { name: 'Entwurf zur Freigabe' })).toBeVisible();
  const leitung = await mitarbeiter(browser, 'leitung', 'Leo Leitung');
  await leitung.goto(`/examensportal/pruefungsstelle/kandidaten/${id}/entscheidungen`);
  await leitung
    .getByRole('region', { name: 'Nachteilsausgleich', exact: true })
    .getByRole('button', { name: 'Freigeben' })
    .click();
  await expect(
    leitung.getByRole('status').filter({ hasText: 'Die Entscheidung ist freigegeben.' }),
  ).toBeVisible();

  // The objection against the refusal's letter; „abhelfen“ asks for the measures.
  const bereich = staff.getByRole('region', { name: 'Widersprüche' });
  await expect(async () => {
    await staff.goto(`/examensportal/pruefungsstelle/kandidaten/${id}`);
    await expect(
      bereich.getByRole('option', { name: /^Bescheid-Nachteilsausgleich-abgelehnt-/ }),
    ).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await bereich.getByLabel(/^Bescheid, gegen den sich der Widerspruch richtet/).selectOption({ index: 1 });
  await bereich.getByLabel(/^Eingegangen am/).fill(heute());
  await bereich.getByLabel(/^Begründung des Widerspruchs/).fill('Ein neues Attest liegt bei.');
  await bereich.getByRole('button', { name: 'Widerspruch erfassen' }).click();
  await expect(meldungen(staff).getByText(/Der Widerspruch vom .+ ist erfasst\./)).toBeVisible();
  await expect(
    bereich.getByText('Nachteilsausgleich mit den Maßnahmen, die die Abhilfe nennt'),
  ).toBeVisible();
  await bereich.getByRole('radio', { name: 'Abhelfen (der Bescheid wird geändert)' }).check();
  await bereich
    .getByLabel(/^Was der Abhilfebescheid entscheidet/)
    .fill('Das neue Attest belegt die Beeinträchtigung.');
  // No measure named: the form says so before anything is sent.
  await bereich.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(bereich.getByRole('heading', { name: 'Entwurf zur Freigabe' })).toHaveCount(0);
  await bereich.getByLabel(/^Verlängerung der Bearbeitungszeit/).fill('25');
  await bereich.getByRole('checkbox', { name: 'Bearbeitung in einem gesonderten Raum' }).check();
  await bereich.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(bereich.getByRole('heading', { name: 'Entwurf zur Freigabe' })).toBeVisible();
  await expectAccessible(staff);

  // The leitung views the letter and releases: the Abhilfebescheid and the granted Nachteilsausgleich.
  await leitung.goto(`/examensportal/pruefungsstelle/kandidaten/${id}#widersprueche`);
  const lb = leitung.getByRole('region', { name: 'Widersprüche' });
  const vorschau = leitung.waitForResponse((r) => /\/entwuerfe\/[0-9a-f-]+\/bescheid$/.test(r.url()));
  await lb.getByRole('button', { name: 'Bescheid ansehen' }).click();
  expect((await vorschau).headers()['content-type']).toBe('application/pdf');
  await lb.getByRole('button', { name: 'Freigeben' }).click();
  await expect(lb.getByText(/^Erledigt am .+: abgeholfen$/)).toBeVisible();
  await expectAccessible(leitung);

  // The candidate: the measures on /start, both letters in the file.
  await expect(async () => {
    await page.goto('/examensportal/start');
    await waitForSettledPage(page);
    await expect(page.getByRole('heading', { name: 'Ihr Nachteilsausgleich' })).toBeVisible({
      timeout: 2_000,
    });
    await expect(page.getByText(/um 25 Prozent/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectAccessible(page);
  await expectReceipt(page, 'mantelakte', new RegExp(`Abhilfebescheid-${heute()}\\.pdf`));
  await expectReceipt(
    page,
    'mantelakte',
    new RegExp(`Bescheid-Nachteilsausgleich-gewaehrt-${heute()}\\.pdf`),
  );
});
