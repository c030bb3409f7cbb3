import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures';
import { login, signIn, type PortalUser } from './accounts';
import {
  DEMO_PASSWORT,
  demoOrigin,
  type DemoOptionen,
  type ExtraEnv,
  startDemoServer,
  type DemoServer,
} from './demo-server';
import { openPage, trackApiCalls, waitForSettledPage } from './settled';

// The journeys of the declarations (issue 5) on the demo accounts: each spec file gets a demo server
// of its own (a fresh copy of the seeded accounts), so no journey depends on another spec's sending.

/** Registers the spec file's demo server; call it once at the top level of the spec. */
export function useDemoServer(extra: ExtraEnv = {}, optionen: DemoOptionen = {}): void {
  test.use({ baseURL: demoOrigin });
  let server: DemoServer | undefined;
  test.beforeAll(async () => {
    // The office of ten's seed runs after the demo seed, before the server starts: more time for both.
    test.setTimeout(optionen.amtsbetrieb ? 240_000 : 120_000);
    server = await startDemoServer(extra, optionen);
  });
  test.afterAll(async () => server?.stop());
}

/** Signs the page in as a demo account ('wp.zugelassen' → wp.zugelassen@demo.example.org). */
export async function signInAs(page: Page, account: string): Promise<PortalUser> {
  const user = await login(`${account}@demo.example.org`, DEMO_PASSWORT, demoOrigin);
  await signIn(page, user);
  return user;
}

/** Opens a portal path, checks it is the form (not 'nicht anwendbar') and runs axe on it. */
export async function openFlow(page: Page, path: string): Promise<void> {
  await openPage(page, path);
  await expect(page).toHaveURL(new RegExp(`/examensportal/${path}$`));
  await expect(page.getByText('Diese Funktion ist für Sie zur Zeit nicht anwendbar.')).toHaveCount(0);
  await expect(page.getByText('Seite 1 von 2')).toBeVisible();
  await expectAccessible(page);
}

export const weiter = (page: Page) => page.getByRole('button', { name: 'Weiter', exact: true });
export const absenden = (page: Page, name = 'Absenden') => page.getByRole('button', { name, exact: true });

/** The error summary at the top of step one. */
export const errorSummary = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'Bitte korrigieren Sie die folgenden Eingaben:' }) });

/** 'Weiter' to the summary step (no question on the way); axe on it. */
export async function toSummary(page: Page): Promise<void> {
  await weiter(page).click();
  await expect(page.getByText('Seite 2 von 2')).toBeVisible();
  await expectAccessible(page);
}

export const toast = (page: Page, text: string) => page.locator('.toast__message', { hasText: text });

/**
 * Sends from the summary: the success toast of spec §8, back on /start (axe there too). The start
 * page is where every flow of the issue ends.
 */
export async function sendAndExpectSuccess(page: Page, erfolg: string, button = 'Absenden'): Promise<void> {
  trackApiCalls(page);
  await absenden(page, button).click();
  await expect(toast(page, erfolg)).toBeVisible();
  await expect(page).toHaveURL(/\/examensportal\/start$/);
  await waitForSettledPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectConfirmation(page);
  await expectAccessible(page);
}

/**
 * Issue 16.1: /start confirms the declaration in a panel – its name, the server's receipt time, the
 * reference number, 'Wie geht es weiter?' – and 'Quittung herunterladen (PDF)' downloads the
 * declaration's receipt (the outbox files it within moments, so the button is pressed until it
 * gives the file), which pdftotext reads as the 'Eingangsbestätigung' with the same reference.
 */
export async function expectConfirmation(page: Page): Promise<string> {
  const panel = page.getByRole('region', { name: /^Eingegangen: / });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(
    /Die Prüfungsstelle hat Ihre Erklärung am \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} Uhr erhalten\./,
  );
  await expect(panel.getByRole('heading', { name: 'Wie geht es weiter?' })).toBeVisible();
  const referenz = (await panel.locator('dd').first().textContent())?.trim() ?? '';
  expect(referenz).toMatch(/^[0-9a-f-]{36}$/);
  let path = '';
  await expect(async () => {
    const downloading = page.waitForEvent('download', { timeout: 2_000 });
    await panel.getByRole('button', { name: 'Quittung herunterladen (PDF)' }).click();
    path = await (await downloading).path();
  }).toPass({ timeout: 20_000 });
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
  expect(text).toContain('Eingangsbestätigung');
  expect(text.replace(/\s+/g, '')).toContain(referenz.replace(/\s+/g, ''));
  return referenz;
}

/**
 * The receipt of the declaration in the digital file: the page lists a PDF named like the event
 * (the outbox files it within moments of the commit, so the page is reloaded until it is there),
 * and its download is a PDF.
 */
export async function expectReceipt(page: Page, aktePage: string, dateiname: string): Promise<void> {
  const name = new RegExp(`^Quittung-${dateiname}-\\d{4}-\\d{2}-\\d{2}\\.pdf herunterladen$`);
  await openPage(page, `meinedaten/digitaleakte/${aktePage}`);
  const button = page.getByRole('button', { name });
  await expect(async () => {
    if ((await button.count()) === 0) {
      await page.reload();
      await waitForSettledPage(page);
    }
    await expect(button).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

// A minimal but real PDF: the server checks magic bytes, so the content must match the name.
export const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
});

export { test, expect, expectAccessible };
