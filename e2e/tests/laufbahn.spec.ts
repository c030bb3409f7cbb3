import type { Page } from '@playwright/test';
import { login, signIn } from '../support/accounts';
import { DEMO_PASSWORT, demoOrigin } from '../support/demo-server';
import { expect, expectAccessible, test } from '../support/fixtures';
import { openPage, waitForSettledPage } from '../support/settled';
import { expectToast, zulassungsantragStellen } from '../support/wizard';
import { useZeitreise } from '../support/zeitreise';

// Issue 13, done when: a candidate is taken through a Rücknahme, a new application, admission, a
// finally failed module and the second overall attempt – in the browser, with the office tool
// deciding, over a year and a half of portal time (PORTAL_NOW). The start page says at every point
// what happened and what comes next. wp.neu of the demo data (docs/demo-accounts.md) is the candidate.

const EMAIL = 'wp.neu@demo.example.org';
const WP = 'Wirtschaftliches Prüfungswesen, Unternehmensbewertung und Berufsrecht';
const wizard = 'zulassung/antragstellen';
const reise = useZeitreise('2026-10-05T09:00:00+02:00');

/** The portal at `now`, the candidate signed in afresh (a restart ends nothing, but time passes). */
async function alsKandidatin(page: Page, now: string) {
  await reise().portalAm(now);
  await signIn(page, await login(EMAIL, DEMO_PASSWORT, demoOrigin));
}

const verfahren = (page: Page) => page.getByRole('region', { name: 'Ihr Verfahren' });

async function startseite(page: Page, ...saetze: string[]) {
  await openPage(page, 'start');
  for (const satz of saetze) await expect(verfahren(page).getByText(satz, { exact: true })).toBeVisible();
  await expectAccessible(page);
}

/** The 7 pages from the start page's link; contact data only when the form has none yet. */
async function antragStellen(
  page: Page,
  { erstmals, wiederholung }: { erstmals: boolean; wiederholung: boolean },
) {
  await verfahren(page).getByRole('link', { name: 'Zum Zulassungsantrag' }).click();
  await expect(page).toHaveURL(new RegExp(`/${wizard}/modulanmeldung$`));
  await waitForSettledPage(page);
  await zulassungsantragStellen(page, {
    module: [WP],
    kontakt: erstmals
      ? {
          geburtsdatum: '1990-04-01',
          geburtsort: 'Köln',
          strasse: 'Hauptstraße 1',
          plz: '10115',
          ort: 'Berlin',
          telefon: '+49 30 1234567',
          iban: 'DE89 3704 0044 0532 0130 00',
        }
      : // Prefilled from the last contact data.
        { vorbelegt: { ort: 'Berlin', iban: 'DE89370400440532013000' } },
    nachweise: false,
    ...(wiederholung ? { wiederholung: { nichtBestandenAm: '2028-03-22' } } : {}),
  });
}

/** The office invites to the written WP exam and records a failure two weeks later. */
async function wpNichtBestanden(ladung: string, ergebnis: string) {
  await reise().prueferstelle(ladung, ['laden', EMAIL, '--modul', 'wp', '--teil', 'schriftlich']);
  await reise().prueferstelle(ergebnis, [
    'ergebnis',
    EMAIL,
    '--modul',
    'wp',
    '--ergebnis',
    'nicht-bestanden',
  ]);
}

/** Module registration (event 3) for WP in the open term, in the browser. */
async function wpAnmelden(page: Page) {
  await openPage(page, 'modulpruefung/anmeldung');
  await page.getByRole('checkbox', { name: new RegExp(`^${WP}( – im August)?$`) }).check();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByText('Seite 2 von 2')).toBeVisible();
  await page.getByRole('button', { name: 'Absenden', exact: true }).click();
  await expectToast(page, 'Sie haben sich erfolgreich angemeldet.');
  await expect(page).toHaveURL(/\/examensportal\/start$/);
}

// offOrigin and cspViolations (support/fixtures.ts) check this journey too: they run for every page.
test('Rücknahme, a new application, admission, WP finally failed, the second overall attempt', async ({
  page,
}) => {
  // A hang guard for five years of a career in one journey: 5.3 minutes beside `stress --cpu 2` and
  // a second test run (load 8–9 on 2 cores), with no single step slow.
  test.setTimeout(720_000);

  await test.step('October 2026: the first application, then its Rücknahme', async () => {
    await alsKandidatin(page, '2026-10-05T10:00:00+02:00');
    await startseite(
      page,
      'Sie haben noch keinen Zulassungsantrag gestellt. Sie können ihn jetzt online stellen.',
    );
    // PORTAL_NOW: every page says it is not the live portal.
    await expect(page.getByText(/^Testbetrieb: Datum 05\.10\.2026 10:0\d Uhr$/)).toBeVisible();
    await antragStellen(page, { erstmals: true, wiederholung: false });
    await expect(verfahren(page)).toContainText('Ihr Antrag ist am 05.10.2026 eingegangen.');

    await openPage(page, 'zulassung/zuruecknehmen');
    await page.getByRole('checkbox', { name: 'Ich nehme meinen Zulassungsantrag zurück.' }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page
      .getByRole('dialog', { name: 'Bankverbindung prüfen' })
      .getByRole('button', { name: 'Ja, weiter' })
      .click();
    await expect(page.getByText('Seite 2 von 2')).toBeVisible();
    await page.getByRole('button', { name: 'Absenden', exact: true }).click();
    await expect(page).toHaveURL(/\/examensportal\/start$/);
    await startseite(
      page,
      'Sie haben Ihren Antrag zurückgenommen; dadurch ist kein Prüfungsversuch verbraucht. Sie können einen neuen Antrag für den Prüfungstermin 1/2028 oder später stellen.',
      'Der Antragszeitraum dafür beginnt am 01.03.2027.',
    );
    // Not before that window: the wizard is closed and says why.
    await expect(verfahren(page).getByRole('link')).toHaveCount(0);
    await openPage(page, `${wizard}/modulanmeldung`);
    await expect(page.getByText('Diese Funktion ist für Sie zur Zeit nicht anwendbar.')).toBeVisible();
    await expect(page.getByText('Der Antragszeitraum dafür beginnt am 01.03.2027.')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('March 2027: a new application for 1/2028, admitted by the office', async () => {
    await alsKandidatin(page, '2027-03-05T10:00:00+01:00');
    await startseite(page);
    await antragStellen(page, { erstmals: false, wiederholung: false });
    const out = await reise().prueferstelle('2027-03-10T10:00:00+01:00', ['zulassen', EMAIL]);
    expect(out).toContain('zugelassen');
    await alsKandidatin(page, '2027-03-12T10:00:00+01:00');
    await startseite(
      page,
      'Sie sind seit dem 10.03.2027 zum Examen zugelassen. Ihr Prüfungsverfahren läuft.',
    );
  });

  await test.step('2027–2028: WP failed three times, registered again in between', async () => {
    await wpNichtBestanden('2027-03-15T10:00:00+01:00', '2027-03-29T10:00:00+02:00');
    await alsKandidatin(page, '2027-09-06T10:00:00+02:00');
    await wpAnmelden(page);
    await wpNichtBestanden('2027-09-08T10:00:00+02:00', '2027-09-22T10:00:00+02:00');
    await alsKandidatin(page, '2028-03-06T10:00:00+01:00');
    await wpAnmelden(page);
    await wpNichtBestanden('2028-03-08T10:00:00+01:00', '2028-03-22T10:00:00+01:00');
  });

  await test.step('March 2028: the second overall attempt with the shortened content, admitted', async () => {
    await alsKandidatin(page, '2028-03-25T10:00:00+01:00');
    await startseite(
      page,
      'Ihr erster Gesamtversuch ist beendet; bestandene Module entfallen. Sie können einmal einen neuen Zulassungsantrag für den zweiten Gesamtversuch stellen (§ 22 Abs. 2 WiPrPrüfV). Dafür genügen Lebenslauf, Erklärung über frühere Zulassungsanträge und gegebenenfalls die Erklärung zur Prüfungsverkürzung.',
    );
    await antragStellen(page, { erstmals: false, wiederholung: true });
    await expect(verfahren(page)).toContainText('Ihr Antrag ist am 25.03.2028 eingegangen.');
    await reise().prueferstelle('2028-03-30T10:00:00+02:00', ['zulassen', EMAIL]);
    await alsKandidatin(page, '2028-04-02T10:00:00+02:00');
    await startseite(
      page,
      'Sie sind seit dem 30.03.2028 zum Examen zugelassen. Ihr Prüfungsverfahren läuft.',
    );
    // The new admission registered WP afresh: it can be deregistered again.
    await openPage(page, 'modulpruefung/abmeldung');
    await expect(page.getByRole('checkbox', { name: WP, exact: true })).toBeEnabled();
  });
});
