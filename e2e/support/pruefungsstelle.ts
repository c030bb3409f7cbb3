import { createWriteStream, mkdirSync, openSync, closeSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect } from './fixtures';
import { DEMO_PASSWORT, demoInstanz, demoOrigin, exited, run } from './demo-server';
import { dataDir, logFile } from './env';
import { openPage } from './settled';
import { zulassungsantragStellen } from './wizard';
import { formularBereit } from './react-bereit';

// Shared steps of the back-office journeys (issue 15): the demo office's staff log in with a TOTP code
// computed from the key in docs/demo-accounts.md; a candidate sends the shortest WP application.

export const DEMO_STAFF = {
  leitung: { email: 'leitung@pruefungsstelle.example', schluessel: 'XVCDIKV2M5UNKSMVZDEMQJATZOIVJT4D' },
  // The second leitung: a § 42 correction is drafted by one leitung and released by another.
  leitung2: { email: 'leitung2@pruefungsstelle.example', schluessel: 'QXKI5HRVL4Z4GFMOWJIG4JKRVE7CDFTA' },
  sachbearbeitung: {
    email: 'sachbearbeitung@pruefungsstelle.example',
    schluessel: 'NRAUMLKH6WSWV74RXSHUHG5XY4E2Q6LT',
  },
} as const;

const totp = (schluessel: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(schluessel), digits: 6, period: 30 });

/** The current six-digit Sicherheitscode of a TOTP key (base32), as the authenticator app shows it. */
export const sicherheitscode = (schluessel: string): string => totp(schluessel).generate();

// The server takes a code one step early or late and never a step at or before the last one it took
// (replay protection). Two logins of the same person on the same server within one 30-second step – in
// one spec or in the two workers – would reuse a step and be refused. So each login claims its step: a
// marker file created exclusively in a folder the run's workers share (their parent is the runner), the
// next free step after the last claimed one, at most one step ahead of now. The last step taken is
// stored in the server's database: a demo server's copy has its own, so a login there claims among
// that server's logins only (the demo staff log in on every demo server; sharing the claims across all
// of them made a worker wait for a step that the other worker had taken on another server).
const stepsRoot = path.join(os.tmpdir(), 'examensportal-e2e-totp', String(process.ppid));

function claimStep(schluessel: string, server: string): number | null {
  const stepsDir = path.join(stepsRoot, server);
  mkdirSync(stepsDir, { recursive: true });
  const now = Math.floor(Date.now() / 30_000);
  const claimed = readdirSync(stepsDir)
    .filter((name) => name.startsWith(`${schluessel}-`))
    .map((name) => Number(name.slice(schluessel.length + 1)));
  for (let step = Math.max(now, Math.max(-1, ...claimed) + 1); step <= now + 1; step++) {
    try {
      closeSync(openSync(path.join(stepsDir, `${schluessel}-${step}`), 'wx'));
      return step;
    } catch {
      // Another worker claimed it first: try the next one.
    }
  }
  return null;
}

/** A TOTP code no earlier login of this run on the page's server has used (waits for the next step when both are taken); staff and the candidates' second factor. */
export async function freshCode(page: Page, schluessel: string): Promise<string> {
  const instanz = demoInstanz();
  const server = instanz && page.url().startsWith(demoOrigin) ? instanz : 'main';
  for (;;) {
    const step = claimStep(schluessel, server);
    if (step !== null) return totp(schluessel).generate({ timestamp: step * 30_000 });
    // A real TOTP step has to pass: the authenticator app's clock is real time.
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 50);
  }
}

/**
 * Runs the office command line against the main e2e server's data folder (the running server holds
 * it: the command line hands the call to it over its socket); its output, or an error with it.
 */
export async function office(args: readonly string[]): Promise<string> {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = run('apps/server/src/office/cli.ts', dataDir, log, '', {}, args);
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const code = await exited(child);
  log.end();
  if (code !== 0) throw new Error(`office ${args.join(' ')} ended with ${code}: ${out}`);
  return out;
}

/**
 * Opens the staff login and waits until React owns its form: the page comes pre-rendered (decision
 * 0087), and before React takes over a click on „Weiter“ sends the form natively (a 303 back to an empty
 * login) and, in test mode, React renders over what was typed.
 */
export async function staffLoginOeffnen(page: Page): Promise<void> {
  await page.goto('/examensportal/pruefungsstelle/login');
  await formularBereit(page);
}

/** Logs a staff member in with the demo password and their TOTP key (base32); lands on the Übersicht. */
export async function staffLoginAls(
  page: Page,
  { email, schluessel }: { email: string; schluessel: string },
) {
  await staffLoginOeffnen(page);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(DEMO_PASSWORT);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('textbox', { name: 'Sicherheitscode' }).fill(await freshCode(page, schluessel));
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Übersicht', level: 1 })).toBeVisible();
}

/**
 * The demo staff's login on the portal clock (PORTAL_NOW, support/zeitreise.ts): the server checks the
 * Sicherheitscode against its own clock, which the page's Testbetrieb meta names (the authenticator app
 * would run on that day too).
 */
export async function staffLoginAmPortaltag(page: Page, rolle: keyof typeof DEMO_STAFF): Promise<void> {
  const { email, schluessel } = DEMO_STAFF[rolle];
  await staffLoginOeffnen(page);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(DEMO_PASSWORT);
  await page.getByRole('button', { name: 'Weiter' }).click();
  const html = await (await page.request.get('/examensportal/pruefungsstelle/login')).text();
  const jetzt = /name="examensportal-testbetrieb" content="([^"]+)"/.exec(html)?.[1] ?? '';
  await page
    .getByRole('textbox', { name: 'Sicherheitscode' })
    .fill(totp(schluessel).generate({ timestamp: Date.parse(jetzt) }));
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Übersicht', level: 1 })).toBeVisible();
}
/** Logs a demo staff member in (password, then the Sicherheitscode); lands on the Übersicht. */
export const staffLogin = (page: Page, rolle: keyof typeof DEMO_STAFF): Promise<void> =>
  staffLoginAls(page, DEMO_STAFF[rolle]);

/** The shortest complete WP application through the wizard: one module (or the given ones), every proof. */
export async function antragStellen(
  page: Page,
  person = { vorname: 'Erna', nachname: 'Prüfling' },
  module: readonly string[] = ['Wirtschaftsrecht'],
): Promise<void> {
  await openPage(page, 'zulassung/antragstellen/modulanmeldung');
  await zulassungsantragStellen(page, {
    module,
    kontakt: {
      ...person,
      geburtsdatum: '1991-02-03',
      geburtsort: 'Bonn',
      strasse: 'Kaiserstraße 5',
      plz: '53113',
      ort: 'Bonn',
      telefon: '+49 228 123456',
      iban: 'DE89 3704 0044 0532 0130 00',
    },
    nachweise: true,
  });
}

/**
 * Marks points of the legal checklist on the decision page (issue 26 point 2): each named point (all
 * when none are named) 'geprüft' with its own form; the count line follows each save.
 */
export async function prueflisteMarkieren(
  staff: Page,
  status: 'geprüft' | 'fehlt' = 'geprüft',
  punkte?: string[],
) {
  const liste = staff.getByRole('region', { name: 'Prüfliste' });
  await expect(liste.getByRole('listitem').first()).toBeVisible();
  const namen = punkte ?? (await liste.locator('.staff__pruefpunkt h4').allTextContents());
  for (const name of namen) {
    const punkt = liste
      .locator('.staff__pruefpunkt')
      .filter({ has: staff.getByRole('heading', { name, exact: true }) });
    await punkt.getByRole('radio', { name: status, exact: true }).check();
    const gespeichert = staff.waitForResponse(
      (r) => /\/pruefliste\/[0-9a-f-]+$/.test(r.url()) && r.status() === 200,
    );
    await punkt.getByRole('button', { name: 'Markierung speichern' }).click();
    await gespeichert;
    await expect(punkt.locator('.kern-badge', { hasText: status })).toBeVisible();
  }
}

/** A staff member created with the office command line, set up with password and TOTP in the browser. */
export async function mitarbeiter(
  browser: Browser,
  rolle: 'sachbearbeitung' | 'leitung',
  name: string,
): Promise<Page> {
  const email = `${rolle}.${Date.now()}@pruefungsstelle.example`;
  const passwort = `Prüfungsstelle#2026-${rolle}`;
  const ausgabe = await office([
    'mitarbeiter-anlegen',
    '--email',
    email,
    '--name',
    name,
    '--rolle',
    rolle,
    '--von',
    'Journey Betrieb',
  ]);
  const link = /https?:\/\/\S+\/examensportal\/pruefungsstelle\/einrichten\/\S+/.exec(ausgabe)?.[0] ?? '';
  const page = await (await browser.newContext()).newPage();
  await page.goto(new URL(link).pathname);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(passwort);
  await page.getByRole('textbox', { name: 'Passwort wiederholen' }).fill(passwort);
  await page.getByRole('button', { name: 'Passwort festlegen' }).click();
  const schluessel = (await page.getByTestId('totp-schluessel').textContent())?.replace(/\s/g, '') ?? '';
  await page.getByRole('textbox', { name: 'Sicherheitscode' }).fill(sicherheitscode(schluessel));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await page.getByRole('link', { name: 'Ich habe die Codes gesichert – weiter zur Übersicht' }).click();
  await expect(page.getByRole('heading', { name: 'Übersicht' })).toBeVisible();
  return page;
}
