// The back-office pages Termine and Ladungen und Ergebnisse: the leitung's form sends the whole term
// and shows the server's German field errors in the summary; the batches of invitations and results
// (decision 0061) preview, send and report; the CSV import shows each row's error.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { fallTexte as ft } from '@examensportal/domain/messages-pruefungsstelle-fall';
import { ladungenTexte as lt } from '@examensportal/domain/messages-pruefungsstelle-ladungen';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
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

  const B = '00000000-0000-4000-8000-000000000002';
  const zwei: LadungenAntwort = {
    ...antwort,
    kandidaten: [
      ...antwort.kandidaten,
      { ...antwort.kandidaten[0]!, kandidat: B, name: 'Berg, Ben', email: 'ben@example.org' },
    ],
    gesamt: 2,
  };
  const person = (kandidat: string, name: string) => ({ kandidat, name, aktenzeichen: 'WP-0000-0000-0001' });
  const A = antwort.kandidaten[0]!.kandidat;
  const BEREITS = 'Bereits geladen am 01.02.2027.';
  // A required field's label carries its mark after the text.
  const ergebnisFeld = new RegExp(`^${lt.ergebnis}`);

  it('invites the chosen candidates as a batch: preview with the refusal, confirm, the report takes the focus', async () => {
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('sachbearbeitung')),
      'GET /pruefungsstelle/ladungen?termin=2027%2F2&pruefung=wp': () => jsonResponse(zwei),
      'POST /pruefungsstelle/sammel/ladungen/vorschau': () =>
        jsonResponse({
          eintraege: [
            { ...person(A, 'Albers, Anna'), moeglich: true, grund: null },
            { ...person(B, 'Berg, Ben'), moeglich: false, grund: BEREITS },
          ],
        }),
      'POST /pruefungsstelle/sammel/ladungen': () =>
        jsonResponse({
          message: l.berichtText(1, 1),
          erledigt: 1,
          fehlgeschlagen: 1,
          eintraege: [
            { id: A, ...person(A, 'Albers, Anna'), ok: true, meldung: l.geladen },
            { id: B, ...person(B, 'Berg, Ben'), ok: false, meldung: BEREITS },
          ],
        }),
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/ladungen?termin=2027/2&pruefung=wp');
    const vorschauKnopf = await screen.findByRole('button', { name: lt.ladenVorschau });
    // Nothing chosen: no preview to ask for.
    expect(vorschauKnopf).toBeDisabled();
    // Who holds the case, with the list's holder filter (issue 28 point 1).
    expect(screen.getAllByRole('cell', { name: 'Sachbearbeiter, Sven' })).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: ft.zuweisungFilter })).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: l.alleAuswaehlen }));
    expect(screen.getByText(l.ausgewaehlt(2))).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(`^${lt.teil}`) }), 'muendlich');
    await user.click(vorschauKnopf);
    const vorschau = await screen.findByRole('region', { name: l.vorschauTitel });
    expect(within(vorschau).getByText(BEREITS)).toBeVisible();
    expect(within(vorschau).getByText(lt.ladenHinweis(1, 2))).toBeVisible();
    expect(screen.getByRole('heading', { name: l.vorschauTitel })).toHaveFocus();
    const body = { termin: '2027/2', pruefung: 'wp', teil: 'muendlich', datum: '', kandidaten: [A, B] };
    expect(calls.find((c) => c.path === '/pruefungsstelle/sammel/ladungen/vorschau')?.body).toEqual(body);
    expect(calls.some((c) => c.path === '/pruefungsstelle/sammel/ladungen')).toBe(false);

    await user.click(screen.getByRole('button', { name: lt.ladenBestaetigen(2) }));
    const bericht = await screen.findByRole('region', { name: l.bericht });
    expect(screen.getByRole('heading', { name: l.bericht })).toHaveFocus();
    // The refused one first, with its reason; the choice is emptied.
    const [, erste] = within(bericht).getAllByRole('row');
    expect(erste).toHaveTextContent(`Berg, Ben${'WP-0000-0000-0001'}${l.ergebnisFehler}${BEREITS}`);
    expect(calls.find((c) => c.path === '/pruefungsstelle/sammel/ladungen')?.body).toEqual(body);
    expect(screen.queryByRole('region', { name: l.vorschauTitel })).toBeNull();
    expect(screen.getByText(l.ausgewaehlt(0))).toBeVisible();
  });

  it('takes a result per chosen candidate with the grades, checks them before the preview and sends the batch', async () => {
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('sachbearbeitung')),
      'GET /pruefungsstelle/ladungen?termin=2027%2F2&pruefung=wp': () => jsonResponse(zwei),
      'POST /pruefungsstelle/sammel/ergebnisse/vorschau': () =>
        jsonResponse({
          eintraege: [
            { ...person(A, 'Albers, Anna'), moeglich: true, grund: null },
            { ...person(B, 'Berg, Ben'), moeglich: true, grund: null },
          ],
        }),
      'POST /pruefungsstelle/sammel/ergebnisse': () =>
        jsonResponse({
          message: l.berichtText(2, 0),
          erledigt: 2,
          fehlgeschlagen: 0,
          eintraege: [
            { id: A, ...person(A, 'Albers, Anna'), ok: true, meldung: l.ergebnisErfasst },
            { id: B, ...person(B, 'Berg, Ben'), ok: true, meldung: l.ergebnisErfasst },
          ],
        }),
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/ladungen?termin=2027/2&pruefung=wp');
    expect(await screen.findByRole('button', { name: lt.ergebnisseEingeben(0) })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: lt.auswaehlen('Albers, Anna') }));
    await user.click(screen.getByRole('checkbox', { name: lt.auswaehlen('Berg, Ben') }));
    await user.click(screen.getByRole('button', { name: lt.ergebnisseEingeben(2) }));
    expect(screen.getByRole('heading', { name: lt.ergebnisseFormTitel })).toHaveFocus();
    const anna = screen.getByRole('group', { name: 'Albers, Anna' });
    const ben = screen.getByRole('group', { name: 'Berg, Ben' });
    // Field-library ids (form id + path), one set per candidate.
    expect(within(anna).getByRole('combobox', { name: ergebnisFeld })).toHaveAttribute(
      'id',
      'sammel-ergebnisse-eintraege-0-ergebnis',
    );
    await user.selectOptions(within(anna).getByRole('combobox', { name: ergebnisFeld }), 'passed');
    // WP has two papers (decision 0068): a field for each, field-library ids, none for a third.
    expect(within(anna).getByLabelText(lt.arbeit(2))).toHaveAttribute(
      'id',
      'sammel-ergebnisse-eintraege-0-noteArbeit2',
    );
    expect(within(anna).queryByLabelText(lt.arbeit(3))).toBeNull();
    await user.type(within(anna).getByLabelText(lt.arbeit(1)), '3,90');
    await user.type(within(anna).getByLabelText(lt.arbeit(2)), '3,50');
    await user.type(within(anna).getByLabelText(lt.noteSchriftlich), '3,70');
    await user.type(within(anna).getByLabelText(lt.noteMuendlich), '2,00');
    await user.type(within(ben).getByLabelText(lt.noteMuendlich), '2,00');
    await user.click(screen.getByRole('button', { name: lt.ergebnisseVorschau }));
    // The domain's rules before anything is sent: Ben has no outcome, then an oral grade without a
    // written one.
    expect(await within(ben).findByText(lt.ergebnisFehlt)).toBeVisible();
    await user.selectOptions(within(ben).getByRole('combobox', { name: ergebnisFeld }), 'failed');
    await user.click(screen.getByRole('button', { name: lt.ergebnisseVorschau }));
    expect(await within(ben).findByText(lt.muendlichOhneSchriftlich)).toBeVisible();
    expect(calls.some((c) => c.path.startsWith('/pruefungsstelle/sammel/ergebnisse'))).toBe(false);
    await user.clear(within(ben).getByLabelText(lt.noteMuendlich));
    await user.click(screen.getByRole('button', { name: lt.ergebnisseVorschau }));
    expect(await screen.findByText(lt.ergebnisseHinweis(2, 2))).toBeVisible();
    const body = {
      termin: '2027/2',
      pruefung: 'wp',
      datum: '',
      eintraege: [
        {
          kandidat: A,
          ergebnis: 'passed',
          noteArbeit1: '3,90',
          noteArbeit2: '3,50',
          noteSchriftlich: '3,70',
          noteMuendlich: '2,00',
        },
        { kandidat: B, ergebnis: 'failed' },
      ],
    };
    expect(calls.find((c) => c.path === '/pruefungsstelle/sammel/ergebnisse/vorschau')?.body).toEqual(body);
    await user.click(screen.getByRole('button', { name: lt.ergebnisseBestaetigen(2) }));
    expect(await screen.findByRole('region', { name: l.bericht })).toBeVisible();
    expect(calls.find((c) => c.path === '/pruefungsstelle/sammel/ergebnisse')?.body).toEqual(body);
    // Sent: the form closes with the choice.
    expect(screen.queryByRole('group', { name: 'Albers, Anna' })).toBeNull();
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

  it('WP has two paper fields; their grades go with the result (decision 0068)', async () => {
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('sachbearbeitung')),
      'GET /pruefungsstelle/ladungen?termin=2027%2F2&pruefung=wp': () => jsonResponse(antwort),
      'POST /pruefungsstelle/ergebnisse': () => jsonResponse({ message: 'erfasst' }),
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/ladungen?termin=2027/2&pruefung=wp');
    const form = await screen.findByRole('form', { name: lt.ergebnisTitel('Albers, Anna') });
    const id = 'ergebnis-00000000-0000-4000-8000-000000000001';
    expect(within(form).getByLabelText(lt.arbeit(1))).toHaveAttribute('id', `${id}-noteArbeit1`);
    expect(within(form).getByLabelText(lt.arbeit(2))).toHaveAttribute('id', `${id}-noteArbeit2`);
    expect(within(form).queryByLabelText(lt.arbeit(3))).toBeNull();
    await user.selectOptions(within(form).getByLabelText(lt.ergebnis), 'passed');
    await user.type(within(form).getByLabelText(lt.arbeit(1)), '4,30');
    await user.type(within(form).getByLabelText(lt.arbeit(2)), '3,70');
    await user.type(within(form).getByLabelText(lt.noteMuendlich), '3,50');
    await user.click(within(form).getByRole('button', { name: /Ergebnis/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/pruefungsstelle/ergebnisse')?.body).toEqual({
        termin: '2027/2',
        pruefung: 'wp',
        kandidat: '00000000-0000-4000-8000-000000000001',
        ergebnis: 'passed',
        datum: '',
        noteSchriftlich: '',
        noteMuendlich: '3,50',
        noteArbeit1: '4,30',
        noteArbeit2: '3,70',
      }),
    );
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
