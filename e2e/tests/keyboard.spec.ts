import { test, expect } from '../support/fixtures';
import { accountFor, signIn, type TestAccount } from '../support/accounts';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { openPage, waitForSettledPage } from '../support/settled';

// The WP application wizard with Tab, Shift+Tab, Space, Enter and the arrow keys only: no click,
// no fill. Every focus stop on the way must be visible and not hidden behind the fixed header.

const wizard = 'zulassung/antragstellen';
const pflicht = 'Das Pflichtfeld wurde nicht angegeben';

let account: TestAccount;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  account = await accountFor('keyboard', 'WP', 'Tamara');
});
test.beforeEach(async ({ page }) => signIn(page, account.user));

test('page 1 of the application: skip link, error summary, choices and Weiter', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  await openPage(page, `${wizard}/modulanmeldung`);
  await expect(page.getByText('Seite 1 von 7')).toBeVisible();

  // The first Tab shows the skip link; Enter moves the focus to the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#inhalt')).toBeFocused();

  // 'Weiter' with nothing chosen: the summary names both errors and has the focus.
  const weiter = page.getByRole('button', { name: 'Weiter' });
  await tabTo(page, weiter);
  await page.keyboard.press('Enter');
  const summary = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'Bitte korrigieren Sie die folgenden Eingaben:' }) });
  await expect(summary).toBeVisible();
  const lgsLink = summary.getByRole('link', { name: `Landesgeschäftsstelle: ${pflicht}` });
  const moduleLink = summary.getByRole('link', { name: `Modulprüfungen: ${pflicht}` });
  await expect(summary.getByRole('link')).toHaveCount(2);
  const lgs = page.getByRole('radiogroup', { name: /Landesgeschäftsstelle/ });
  const berlin = lgs.getByRole('radio', { name: 'Berlin' });
  await expect(berlin).toHaveAttribute('aria-invalid', 'true');
  // The summary takes the focus after Weiter (GOV.UK error summary, issue 16); it is not hidden.
  await expect(summary, 'the error summary takes the focus after Weiter').toBeFocused();
  await expectVisibleFocus(page);

  // Each summary link takes the focus to its field.
  await tabTo(page, moduleLink, { key: 'Shift+Tab', max: 30 });
  await page.keyboard.press('Enter');
  const moduleGroup = page.getByRole('group', { name: /Modulprüfungen/ });
  await expect(moduleGroup).toBeFocused();
  await expectVisibleFocus(page);
  await tabTo(page, lgsLink, { key: 'Shift+Tab', max: 30 });
  await page.keyboard.press('Enter');
  await expect(berlin).toBeFocused();
  await expectVisibleFocus(page);

  // A regional office by the arrow keys (they move and choose), a module by Space.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  const hamburg = lgs.getByRole('radio', { name: 'Hamburg' });
  await expect(hamburg).toBeFocused();
  await expect(hamburg).toBeChecked();
  await expect(lgsLink).toBeHidden();
  const steuerrecht = moduleGroup.getByRole('checkbox', { name: 'Steuerrecht', exact: true });
  await tabTo(page, steuerrecht, { max: 10 });
  await page.keyboard.press('Space');
  await expect(steuerrecht).toBeChecked();
  // Each corrected field leaves the summary at once; the summary box itself is renewed by the next 'Weiter'.
  await expect(moduleLink).toBeHidden();

  // Back with Shift+Tab: the choices stay when the focus passes them.
  await tabTo(page, hamburg, { key: 'Shift+Tab', max: 10 });
  await expect(hamburg).toBeChecked();

  // 'Weiter' saves in the interim and opens page 2 (it moves on even when the save fails).
  await tabTo(page, weiter);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${wizard}/kontaktdaten$`));
  await expect(page.getByText('Seite 2 von 7')).toBeVisible();
  await expect(page.locator('main h1')).toBeFocused();
  await waitForSettledPage(page);

  // 'Zurück' neither checks nor loses anything.
  await tabTo(page, page.getByRole('button', { name: 'Zurück' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${wizard}/modulanmeldung$`));
  await expect(hamburg).toBeChecked();
  await expect(steuerrecht).toBeChecked();
});

test('the final check: the error summary takes the focus and its links open the field', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  await openPage(page, `${wizard}/zusammenfassung`);
  await expect(page.getByText('Seite 7 von 7')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Antrag abschicken' }), { max: 150 });
  await page.keyboard.press('Enter');
  const summary = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'Bitte korrigieren Sie die folgenden Eingaben:' }) });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();

  // The first error is on another page: its link names the page and opens it with the field focused.
  const first = summary.getByRole('link').first();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await expectVisibleFocus(page);
  const href = (await first.getAttribute('href')) ?? '';
  const [path, fieldId] = href.split('#');
  expect(path, 'link to another page of the wizard').toMatch(new RegExp(`/examensportal/${wizard}/\\w+$`));
  expect(fieldId).toBeTruthy();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator(`[id="${fieldId}"]`)).toBeFocused();
  await expectVisibleFocus(page);
});
