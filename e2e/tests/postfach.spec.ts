import { test, expect, expectAccessible } from '../support/fixtures';
import { accountFor, signIn, type TestAccount } from '../support/accounts';
import { waitForMail } from '../support/mailbox';
import { antragStellen, mitarbeiter } from '../support/pruefungsstelle';
import { waitForSettledPage } from '../support/settled';
import { pdfFile } from '../support/wizard';

// Issue 27 point 1 (decision 0049), done when: a caseworker writes from a template; the candidate sees
// the unread count, gets the mail without content, answers with an upload; the office's Eingang queue
// "Nachrichten" shows it; the office reads it and the candidate sees it read. Axe on every page, the
// reply sent with the keyboard.

const accountIdOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

let account: TestAccount;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  account = await accountFor('postfach', 'WP', 'Paula');
});

test('office writes with a template, candidate answers with an upload, the office reads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, account.user);
  await antragStellen(page, { vorname: 'Paula', nachname: 'Postfach' });

  const staff = await mitarbeiter(browser, 'sachbearbeitung', 'Petra Postfach');
  const id = accountIdOf(account.user.jwt);
  await staff.goto(`/examensportal/pruefungsstelle/kandidaten/${id}/nachrichten`);
  const neu = staff.getByRole('region', { name: 'Neue Nachricht' });
  await neu.getByLabel('Vorlage').selectOption({ label: 'Rückfrage zum Antrag' });
  await expect(neu.getByLabel('Betreff')).toHaveValue(/^Rückfrage zu Ihrem Antrag \(WP-/);
  await expect(neu.getByLabel('Nachricht')).toHaveValue(/Postfach/);
  await expectAccessible(staff);
  const gesendetAb = Date.now();
  await neu.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(staff.getByText('Ihre Nachricht ist gesendet.')).toBeVisible();

  // The mail says only that there is a message.
  const mail = await waitForMail(account.email, /^Neue Nachricht im Examensportal$/, gesendetAb);
  expect(mail.text).toContain('Sie haben eine neue Nachricht im Examensportal');
  expect(mail.text).not.toContain('Rückfrage');

  // The candidate: the count in the header and on /start.
  await page.goto('/examensportal/start');
  await waitForSettledPage(page);
  await expect(page.getByRole('status').filter({ hasText: '1 ungelesene Nachricht' })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('link', { name: /^Postfach/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Postfach' })).toBeVisible();
  await page
    .getByText(/^Rückfrage zu Ihrem Antrag/)
    .first()
    .click();
  await expect(page.getByText('1 ungelesene Nachricht')).toHaveCount(0);
  const thread = page.locator('details[open]');
  await thread.getByLabel(/^Dateien anhängen/).setInputFiles(pdfFile('Zeugnis.pdf'));
  await thread.getByLabel('Nachricht').fill('Anbei das Zeugnis.');
  await thread.getByRole('button', { name: 'Antwort senden' }).focus();
  await page.keyboard.press('Enter');
  await expect(thread.getByText('Anbei das Zeugnis.', { exact: true })).toBeVisible();
  await expect(thread.getByRole('button', { name: 'Zeugnis.pdf' })).toBeVisible();
  await expect(thread.getByText(/noch nicht gelesen/)).toBeVisible();
  await expectAccessible(page);

  // The office: the Eingang's queue, then the Postfach, read on opening.
  await staff.goto('/examensportal/pruefungsstelle/eingang/nachrichten');
  await expect(staff.getByText(/^Nachricht: Re: Rückfrage zu Ihrem Antrag .* \(1 Anhang\)$/)).toBeVisible();
  await expectAccessible(staff);
  await staff.goto(`/examensportal/pruefungsstelle/kandidaten/${id}/nachrichten`);
  await staff
    .getByText(/^Rückfrage zu Ihrem Antrag/)
    .first()
    .click();
  await expect(staff.getByText('Anbei das Zeugnis.', { exact: true })).toBeVisible();
  await staff.goto('/examensportal/pruefungsstelle/eingang/nachrichten');
  await expect(staff.getByText(/^Nachricht: Re: Rückfrage/)).toHaveCount(0);

  // The candidate sees the answer read.
  await page.reload();
  await page
    .getByText(/^Rückfrage zu Ihrem Antrag/)
    .first()
    .click();
  await expect(
    page
      .locator('details[open]')
      .getByText(/gelesen am \d\d\.\d\d\.\d{4}/)
      .last(),
  ).toBeVisible();
});
