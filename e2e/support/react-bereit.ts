import type { Page } from '@playwright/test';

/**
 * Waits until React owns the page's form. The public forms come pre-rendered (decision 0087): before
 * React takes them over, a click on the submit button sends the form natively (a 303 back to the empty
 * page), and in test mode React renders over what was typed. A form React rendered itself passes at once.
 */
export async function formularBereit(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const feld = document.querySelector('#root form input');
    return feld !== null && Object.keys(feld).some((key) => key.startsWith('__reactProps$'));
  });
}
