// The back-office pages Termine and Ladungen und Ergebnisse: the leitung's form sends the whole term
// and shows the server's German field errors in the summary; the CSV import shows each row's error.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { fallTexte as ft } from '@examensportal/domain/messages-pruefungsstelle-fall';
import { ladungenTexte as lt } from '@examensportal/domain/messages-pruefungsstelle-ladungen';
import { termineTexte as tt } from '@examensportal/domain/messages-pruefungsstelle-termine';
import type { LadungenAntwort } from '@examensportal/domain/schemas/pruefungsstelle-ladungen';
import type { TermineAntwort, TerminZeile } from '@examensportal/domain/schemas/pruefungsstelle-termine';
import { mockBackend } from './forms';
import { jsonResponse, renderApp } from './helpers';

const sitzung = (rolle: string) => ({
  id: 'a',
  name: 'Lea',
  email: 'l@p.example',
  rolle,
  stufe: 'angemeldet',
});
const zeile: TerminZeile = {
  termin: '2027/2',
  anzeige: '2/2027',
  offen: true,
  festgelegt: false,
  anmeldebeginn: '2026-09-01',
  anmeldeschluss: '2027-02-28',
  gesetzlicherAnmeldeschluss: '2027-02-28',
  anmeldeschlussGesetzlich: true,
  juni: ['wr', 'bwl'],
  aufsichtsarbeiten: {},
  beginn: {},
  orte: {},
};
const termine = (darfFestlegen: boolean): TermineAntwort => ({ termine: [zeile], darfFestlegen });

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('examensportal.pruefungsstelle.jwt', 'staff.jwt');
});

describe('/pruefungsstelle/termine', () => {
  it('shows the terms to sachbearbeitung without the form', async () => {
    mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('sachbearbeitung')),
      'GET /pruefungsstelle/termine': () => jsonResponse(termine(false)),
    });
    renderApp('/pruefungsstelle/termine');
    expect(await screen.findByRole('heading', { level: 1, name: tt.seite })).toBeVisible();
    expect(await screen.findByText(tt.nurLeitung)).toBeVisible();
    expect(screen.getByRole('row', { name: /2\/2027/ })).toHaveTextContent('01.09.2026 bis 28.02.2027');
    expect(screen.queryByRole('button', { name: tt.speichern })).toBeNull();
    await waitFor(() =>
      expect(document.title).toBe(messages.seiten.dokumentTitel(`${tt.seite} – Prüfungsstelle`)),
    );
  });

  it('checks the whole term first and lists every German field error in the summary, each linking its field', async () => {
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('leitung')),
      'GET /pruefungsstelle/termine': () => jsonResponse(termine(true)),
      'POST /pruefungsstelle/termine/vorschau': () =>
        jsonResponse(
          {
            message: tt.pruefen,
            fieldErrors: {
              anmeldeschluss: tt.fehler.nachGesetzlichemSchluss('28.02.2027'),
              'aufsichtsarbeiten.wp.1': tt.fehler.reihenfolge(1),
              'aufsichtsarbeitenBeginn.st.0': tt.fehler.beginnOhneTag,
            },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/termine');
    await user.type(await screen.findByLabelText(tt.beginn(tt.aufsichtsarbeitTag('ST', 1))), '0900');
    await user.type(screen.getByLabelText(tt.ort(tt.regulaereSitzung, 'Berlin')), 'Berlin, Rankestraße 26');
    await user.click(screen.getByRole('checkbox', { name: 'BWL' }));
    await user.click(screen.getByRole('button', { name: tt.speichern }));
    const summary = await screen.findByRole('alert');
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      messages.wizard.fehlerImFeld(tt.anmeldeschluss, tt.fehler.nachGesetzlichemSchluss('28.02.2027')),
      messages.wizard.fehlerImFeld(tt.aufsichtsarbeitTag('WP', 2), tt.fehler.reihenfolge(1)),
      messages.wizard.fehlerImFeld(tt.beginn(tt.aufsichtsarbeitTag('ST', 1)), tt.fehler.beginnOhneTag),
    ]);
    await user.click(links[1]!);
    expect(screen.getByLabelText(tt.aufsichtsarbeitTag('WP', 2))).toHaveFocus();
    expect(screen.getByLabelText(tt.aufsichtsarbeitTag('WP', 2))).toHaveAttribute('aria-invalid', 'true');
    const body = calls.find((c) => c.path === '/pruefungsstelle/termine/vorschau')?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      termin: '2027/2',
      anmeldeschluss: null,
      juni: ['wr'],
      aufsichtsarbeiten: { wp: ['', ''], wr: [''], bwl: ['', ''], st: ['', ''] },
      aufsichtsarbeitenJuni: { wp: [], wr: [''], bwl: [], st: [] },
      aufsichtsarbeitenBeginn: { st: ['09:00', ''] },
      orte: { regulaer: { '1': 'Berlin, Rankestraße 26' } },
    });
    expect(calls.some((c) => c.path === '/pruefungsstelle/termine' && c.body)).toBe(false);
  });

  it('names how many candidates the change affects and saves only after the confirmation', async () => {
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('leitung')),
      'GET /pruefungsstelle/termine': () => jsonResponse(termine(true)),
      'POST /pruefungsstelle/termine/vorschau': () => jsonResponse({ betroffen: 12 }),
      'POST /pruefungsstelle/termine': () => jsonResponse(termine(true)),
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/termine');
    await user.click(await screen.findByRole('button', { name: tt.speichern }));
    expect(await screen.findByText(tt.bestaetigen('2/2027', 12))).toBeVisible();
    expect(calls.some((c) => c.path === '/pruefungsstelle/termine' && c.body)).toBe(false);
    await user.click(screen.getByRole('button', { name: tt.bestaetigenNein }));
    expect(screen.queryByText(tt.bestaetigen('2/2027', 12))).toBeNull();
    await user.click(screen.getByRole('button', { name: tt.speichern }));
    await user.click(await screen.findByRole('button', { name: tt.bestaetigenJa }));
    expect(await screen.findByText(tt.gespeichert('2/2027'))).toBeVisible();
    expect(calls.filter((c) => c.path === '/pruefungsstelle/termine' && c.body)).toHaveLength(1);
  });
});

describe('/pruefungsstelle/ladungen', () => {
  const antwort: LadungenAntwort = {
    termin: '2027/2',
    pruefung: 'wp',
    teile: ['schriftlich', 'muendlich'],
    termine: ['2027/1', '2027/2'],
    kandidaten: [
      {
        kandidat: '00000000-0000-4000-8000-000000000001',
        name: 'Albers, Anna',
        email: 'anna@example.org',
        angemeldetAm: '2026-10-05',
        vorgezogen: false,
        status: 'angemeldet',
        geladenAm: { schriftlich: null, muendlich: null },
        ergebnis: null,
        laufend: true,
        bearbeitung: 'Sachbearbeiter, Sven',
      },
    ],
    gesamt: 1,
    seite: 1,
    seiten: 1,
  };

  it('invites the selected candidates and names a refusal per candidate', async () => {
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('sachbearbeitung')),
      'GET /pruefungsstelle/ladungen?termin=2027%2F2&pruefung=wp': () => jsonResponse(antwort),
      'POST /pruefungsstelle/ladungen': () =>
        jsonResponse(
          {
            message: lt.ladungAbgelehnt,
            fehler: [{ kandidat: '00000000-0000-4000-8000-000000000001', meldung: 'Bereits geladen.' }],
          },
          409,
        ),
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/ladungen?termin=2027/2&pruefung=wp');
    await user.click(await screen.findByRole('checkbox', { name: lt.auswaehlen('Albers, Anna') }));
    // Who holds the case, with the list's holder filter (issue 28 point 1).
    expect(screen.getByRole('cell', { name: 'Sachbearbeiter, Sven' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: ft.zuweisungFilter })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Ausgewählte laden/ }));
    expect(await screen.findByText('Albers, Anna: Bereits geladen.')).toBeVisible();
    expect(calls.find((c) => c.path === '/pruefungsstelle/ladungen' && c.body)?.body).toEqual({
      termin: '2027/2',
      pruefung: 'wp',
      teil: 'schriftlich',
      datum: '',
      kandidaten: ['00000000-0000-4000-8000-000000000001'],
    });
  });

  it('sends the written and oral grade with the outcome and shows the server refusal (decision 0056)', async () => {
    const refusal =
      'Das Ergebnis passt nicht zu den Noten: Aus ihnen folgt „nicht bestanden“ (Modulnote 4,01, § 18 WiPrPrüfV).';
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('sachbearbeitung')),
      'GET /pruefungsstelle/ladungen?termin=2027%2F2&pruefung=wp': () => jsonResponse(antwort),
      'POST /pruefungsstelle/ergebnisse': () => jsonResponse({ message: refusal }, 409),
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/ladungen?termin=2027/2&pruefung=wp');
    const form = await screen.findByRole('form', { name: lt.ergebnisTitel('Albers, Anna') });
    const id = 'ergebnis-00000000-0000-4000-8000-000000000001';
    // Field-library ids (form id + field name); the grades are new fields beside them.
    expect(within(form).getByLabelText(lt.ergebnis)).toHaveAttribute('id', `${id}-ergebnis`);
    expect(within(form).getByLabelText(lt.datum)).toHaveAttribute('id', `${id}-datum`);
    await user.selectOptions(within(form).getByLabelText(lt.ergebnis), 'passed');
    await user.type(within(form).getByLabelText(lt.noteSchriftlich), '5,00');
    await user.type(within(form).getByLabelText(lt.noteMuendlich), '2,53');
    expect(within(form).getByLabelText(lt.noteMuendlich)).toHaveAttribute('id', `${id}-noteMuendlich`);
    await user.click(within(form).getByRole('button', { name: /Ergebnis/ }));
    expect(await screen.findByText(refusal)).toBeVisible();
    expect(calls.find((c) => c.path === '/pruefungsstelle/ergebnisse')?.body).toEqual({
      termin: '2027/2',
      pruefung: 'wp',
      kandidat: '00000000-0000-4000-8000-000000000001',
      ergebnis: 'passed',
      datum: '',
      noteSchriftlich: '5,00',
      noteMuendlich: '2,53',
    });
  });

  it('shows a recorded result with its parts, the correction’s when corrected (decision 0056)', async () => {
    const zeile = antwort.kandidaten[0]!;
    mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('sachbearbeitung')),
      'GET /pruefungsstelle/ladungen?termin=2027%2F2&pruefung=wp': () =>
        jsonResponse({
          ...antwort,
          kandidaten: [
            {
              ...zeile,
              status: 'bestanden',
              ergebnis: 'passed',
              laufend: false,
              noten: { noteSchriftlich: 370, noteMuendlich: 400, modulnote: 382 },
            },
          ],
        }),
    });
    renderApp('/pruefungsstelle/ladungen?termin=2027/2&pruefung=wp');
    expect(
      await screen.findByText('– Modulgesamtnote 3,82 (schriftlich 3,70, mündlich 4,00)', { exact: false }),
    ).toBeVisible();
    // A result is shown, not entered again.
    expect(screen.queryByRole('form', { name: lt.ergebnisTitel('Albers, Anna') })).toBeNull();
  });

  it('previews a CSV and shows each row error with line and column', async () => {
    mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('sachbearbeitung')),
      'GET /pruefungsstelle/ladungen?termin=2027%2F2&pruefung=wp': () => jsonResponse(antwort),
      'POST /pruefungsstelle/ergebnisse/vorschau': () =>
        jsonResponse({ zeilen: [], fehler: [{ zeile: 2, spalte: 'Modul', meldung: lt.csvModulUngueltig }] }),
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/ladungen?termin=2027/2&pruefung=wp');
    await user.type(await screen.findByLabelText(lt.csvText), 'E-Mail;Modul;Ergebnis');
    await user.click(screen.getByRole('button', { name: lt.vorschauKnopf }));
    expect(await screen.findByText(lt.vorschauFehler(1))).toBeVisible();
    expect(screen.getByText(lt.fehlerInZeile(2, 'Modul', lt.csvModulUngueltig))).toBeVisible();
  });

  it('reads a Windows-1252 file as German Excel saves it', async () => {
    mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('sachbearbeitung')),
      'GET /pruefungsstelle/ladungen?termin=2027%2F2&pruefung=wp': () => jsonResponse(antwort),
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/ladungen?termin=2027/2&pruefung=wp');
    // "E-Mail;Modul;Ergebnis;Datum\r\nm\xfcller@example.org;WP;bestanden;05.10.2026" in Windows-1252.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('E-Mail;Modul;Ergebnis;Datum\r\nm'),
      0xfc,
      ...new TextEncoder().encode('ller@example.org;WP;bestanden;05.10.2026'),
    ]);
    await user.upload(await screen.findByLabelText(lt.datei), new File([bytes], 'ergebnisse.csv'));
    await waitFor(() =>
      expect((screen.getByLabelText(lt.csvText) as HTMLTextAreaElement).value).toMatch(
        /^E-Mail;Modul;Ergebnis;Datum\r?\nmüller@example\.org;WP;bestanden;05\.10\.2026$/,
      ),
    );
  });
});
