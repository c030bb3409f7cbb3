import type { Page } from '@playwright/test';
import { openPage, waitForSettledPage } from '../support/settled';
import {
  errorSummary,
  expect,
  expectAccessible,
  expectReceipt,
  openFlow,
  pdf,
  sendAndExpectSuccess,
  signInAs,
  test,
  toSummary,
  useDemoServer,
  weiter,
} from '../support/journeys';

// The start page and meinedaten per kind, and meinedaten/kontaktdatenaendern (events 10 and 16)
// with wp.zugelassen and eignung.zugelassen (docs/demo-accounts.md).

useDemoServer();

const links = (page: Page) => page.locator('main').getByRole('link');

test('start per kind: the WP links and the EIGNUNG links of spec §2', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  await signInAs(page, 'wp.zugelassen');
  await openPage(page, 'start');
  await expect(page.getByText('Guten Tag, Zoe Zugelassen.')).toBeVisible();
  const wp = await links(page).evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(wp).toEqual([
    '/examensportal/zulassung',
    '/examensportal/modulpruefung',
    '/examensportal/triftigergrund',
    '/examensportal/ruecktritt',
    '/examensportal/meinedaten',
    '/examensportal/meinedaten/digitaleakte',
  ]);
  await expectAccessible(page);
  // The module link leads to the registration (spec §2 default).
  await links(page).nth(1).click();
  await expect(page).toHaveURL(/\/examensportal\/modulpruefung\/anmeldung$/);
  await waitForSettledPage(page);
  await expectAccessible(page);

  const other = await page.context().newPage();
  await signInAs(other, 'eignung.zugelassen');
  await openPage(other, 'start');
  await expect(other.getByText('Guten Tag, Elena Eignung.')).toBeVisible();
  const eignung = await links(other).evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(eignung).toEqual([
    '/examensportal/zulassungeignung',
    '/examensportal/triftigergrundeignung',
    '/examensportal/zulassungeignung/ruecktritt',
  ]);
  await expectAccessible(other);
  await other.close();
});

test('meinedaten per kind: account, contact data and procedure dates', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  await signInAs(page, 'wp.zugelassen');
  await openPage(page, 'meinedaten');
  const main = page.locator('main');
  await expect(main).toContainText('Zoe Zugelassen');
  await expect(main).toContainText('Wirtschaftsprüfungsexamen');
  await expect(main).toContainText('Beispielweg 12');
  await expect(main).toContainText('DE89 3704 0044 0532 0130 00');
  await expect(main).toContainText(/Zugelassen am\s*\d{2}\.\d{2}\.\d{4}/);
  await expect(main).not.toContainText('Staatsangehörigkeit');
  await expectAccessible(page);

  const other = await page.context().newPage();
  await signInAs(other, 'eignung.zugelassen');
  await openPage(other, 'meinedaten');
  const eignung = other.locator('main');
  await expect(eignung).toContainText('Elena Eignung');
  await expect(eignung).toContainText('Eignungsprüfung');
  await expect(eignung).toContainText('Staatsangehörigkeit');
  await expect(eignung).toContainText('Österreich');
  await expectAccessible(other);
  await other.close();
});

async function kontaktdatenAendern(page: Page, account: string, erfolgAkte: [string, string]) {
  await signInAs(page, account);
  await openFlow(page, 'meinedaten/kontaktdatenaendern');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontaktdaten ändern' })).toBeVisible();
  const plz = page.getByLabel('PLZ', { exact: false }).first();
  await expect(plz).toHaveValue('04109');

  // Checked once the field is left, then on every key-up (spec §5), before any 'Weiter'.
  await plz.fill('00123');
  await plz.press('Tab');
  await expect(page.getByText('PLZ ist nicht korrekt')).toBeVisible();
  await plz.fill('');
  await plz.pressSequentially('20095');
  await expect(page.getByText('PLZ ist nicht korrekt')).toHaveCount(0);
  await plz.pressSequentially('1');
  await expect(page.getByText('PLZ ist nicht korrekt')).toBeVisible();
  const iban = page.getByRole('textbox', { name: /^IBAN/ });
  await iban.fill('DE00 123');
  await iban.press('Tab');
  await expect(page.getByText('IBAN ist nicht korrekt')).toBeVisible();
  await weiter(page).click();
  await expect(errorSummary(page)).toContainText('PLZ ist nicht korrekt');
  await expect(errorSummary(page)).toContainText('IBAN ist nicht korrekt');
  await expectAccessible(page);

  await plz.fill('20095');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Hamburg');
  await iban.fill('DE02 1203 0000 0000 2020 51');
  await expect(page.getByText('PLZ ist nicht korrekt')).toHaveCount(0);
  await page.getByLabel('Lebenslauf', { exact: true }).setInputFiles(pdf('Lebenslauf_neu.pdf'));
  await page.getByRole('checkbox', { name: /Nachteilsausgleich/ }).check();
  await page.getByLabel(/^Nachweis zum Nachteilsausgleich/).setInputFiles(pdf('Attest.pdf'));
  await expectAccessible(page);
  await toSummary(page);
  await expect(page.getByText('Lebenslauf_neu.pdf')).toBeVisible();
  await expect(page.getByText('Attest.pdf')).toBeVisible();
  await expect(page.getByText('Hamburg', { exact: true })).toBeVisible();

  await sendAndExpectSuccess(page, 'Ihre Kontaktdaten wurden erfolgreich geändert.');
  await expectReceipt(page, erfolgAkte[0], erfolgAkte[1]);

  // meinedaten shows the new address.
  await openPage(page, 'meinedaten');
  await expect(page.locator('main')).toContainText('Hamburg');
  await expect(page.locator('main')).toContainText('DE02 1203 0000 0000 2020 51');
  await expectAccessible(page);
}

test('kontaktdatenaendern (WP): key-up checks, CV and certificate – toast, /start, receipt', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  await kontaktdatenAendern(page, 'wp.zugelassen', ['mantelakte', 'Kontaktdaten']);
});

test('kontaktdatenaendern (EIGNUNG): key-up checks, CV and certificate – toast, /start, receipt', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  await kontaktdatenAendern(page, 'eignung.zugelassen', ['akte', 'KontaktdatenEignungspruefung']);
});
