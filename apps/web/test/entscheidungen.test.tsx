// The back-office page Entscheidungen (issues 15 and 26): the open items with their facts, a form per
// item that saves a draft, the error summary, the server's field errors; an open draft with its
// letter in the viewer, the release by a second person and the discard with a reason.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { entscheidungen as e } from '@examensportal/domain/messages-pruefungsstelle-entscheidungen';
import { berichtigungTexte as bt } from '@examensportal/domain/messages-pruefungsstelle-berichtigung';
import { ladungenTexte as lt } from '@examensportal/domain/messages-pruefungsstelle-ladungen';
import { freigabe as f } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import { nachteilsausgleich as n } from '@examensportal/domain/messages-pruefungsstelle-nachteilsausgleich';
import type { Entwurf } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import type { OffeneEntscheidungen } from '@examensportal/domain/schemas/pruefungsstelle-entscheidungen';
import { mockBackend } from './forms';
import { jsonResponse, renderApp } from './helpers';

const TOKEN_KEY = 'examensportal.pruefungsstelle.jwt';
const ID = '11111111-2222-4333-8444-555555555555';
const sitzung = (rolle: 'leitung' | 'sachbearbeitung') => ({
  id: 's',
  name: 'Sara',
  email: 'sara@pst.example',
  rolle,
  stufe: 'angemeldet',
});
const entwurf = (freigabe: Entwurf['freigabe']): Entwurf => ({
  id: 'w1',
  art: 'antrag',
  fallId: 'a1',
  entscheidung: 'zulassen',
  datum: '2026-10-05',
  begruendung: null,
  entworfenVon: 'Sven Sachbearbeiter',
  entworfenAm: '2026-10-05T08:00:00Z',
  nachteilig: false,
  freigabe,
  verwerfenMoeglich: true,
});
const offen = (mitAntrag: boolean, entwuerfe: Entwurf[] = []): OffeneEntscheidungen => ({
  heute: '2026-10-05',
  kandidat: { id: ID, vorname: 'Erna', nachname: 'Prüfling', email: 'erna@example.org', art: 'WP' },
  antrag: mitAntrag
    ? {
        id: 'a1',
        art: 'WP',
        termin: '2027/2',
        antragsdatum: '2026-10-01',
        eingereichtAm: '2026-10-01T08:00:00Z',
        module: ['wr'],
        lgs: 'Düsseldorf',
      }
    : null,
  triftigeGruende: [],
  anrechnungen: [
    {
      id: 'c1',
      modul: 'st',
      beantragtAm: '2026-10-02',
      nachweise: [{ documentId: 'd1', originalFileName: 'Bestellung.pdf' }],
    },
  ],
  entwuerfe,
  ergebnisse: [],
});
const pfad = `/pruefungsstelle/kandidaten/${ID}/entscheidungen`;
/** The case (decision 0046): nobody holds it. */
const LEERER_FALL = { halter: null, notizen: [], wiedervorlagen: [], mitarbeitende: [] };

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, 'staff.jwt');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => {} }));
});

describe('/pruefungsstelle/kandidaten/:id/entscheidungen', () => {
  it('saves an admission as a draft with today as the default date; the drafter reads who releases it', async () => {
    let entwuerfe: Entwurf[] = [];
    const { calls } = mockBackend({
      [`GET /pruefungsstelle/kandidaten/${ID}/fall`]: () => jsonResponse(LEERER_FALL),
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('sachbearbeitung')),
      [`GET ${pfad}`]: () => jsonResponse(offen(true, entwuerfe)),
      [`POST /pruefungsstelle/kandidaten/${ID}/zulassung`]: () => {
        entwuerfe = [entwurf({ moeglich: false, hinweis: f.hinweisZweitePerson })];
        return jsonResponse({ message: f.entwurfGespeichert, entwurf: entwuerfe[0] });
      },
    });
    const user = userEvent.setup();
    renderApp(pfad);
    expect(await screen.findByRole('heading', { level: 1, name: e.titel })).toBeVisible();
    expect(await screen.findByRole('heading', { name: e.antragTitel })).toBeVisible();
    expect(screen.getByText('Bestellung.pdf')).toBeVisible();
    expect(screen.getByText('Düsseldorf')).toBeVisible();
    // Anyone may draft a rejection; the page says that a leitung releases it.
    expect(screen.getAllByRole('radio', { name: e.ablehnen })).toHaveLength(2);
    expect(screen.getByText(f.ablehnungHinweis)).toBeVisible();

    const [speichern] = screen.getAllByRole('button', { name: f.entwurfSpeichern });
    await user.click(speichern!);
    expect(await screen.findByRole('link', { name: new RegExp(e.entscheidungFehlt) })).toBeVisible();

    await user.click(screen.getAllByRole('radio', { name: e.zulassen })[0]!);
    expect(screen.getByLabelText(new RegExp(`^${e.zulassungsdatum}`))).toHaveValue('2026-10-05');
    await user.click(speichern!);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(f.entwurfGespeichert));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      entscheidung: 'zulassen',
      datum: '2026-10-05',
    });
    // The draft replaces the form: its facts, who must release it, no release button for the drafter.
    expect(await screen.findByRole('heading', { name: f.entwurfTitel })).toBeVisible();
    expect(screen.getByText('Sven Sachbearbeiter')).toBeVisible();
    expect(screen.getByText(f.hinweisZweitePerson)).toBeVisible();
    expect(screen.queryByRole('button', { name: f.freigeben })).toBeNull();
    expect(screen.getByRole('button', { name: f.bescheidAnsehen })).toBeVisible();
  });

  it('a leitung drafts the correction of a recorded result; the server names a missing reason', async () => {
    const ergebnis = {
      id: 'r1',
      modul: 'st',
      ergebnis: 'passed' as const,
      am: '2027-09-20',
      berichtigtAm: null,
    };
    let gesendet = 0;
    const { calls } = mockBackend({
      [`GET /pruefungsstelle/kandidaten/${ID}/fall`]: () => jsonResponse(LEERER_FALL),
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('leitung')),
      [`GET ${pfad}`]: () => jsonResponse({ ...offen(false), anrechnungen: [], ergebnisse: [ergebnis] }),
      [`POST /pruefungsstelle/kandidaten/${ID}/berichtigung/r1`]: () =>
        gesendet++ === 0
          ? jsonResponse(
              {
                message: 'Bitte prüfen Sie Ihre Eingaben.',
                fieldErrors: { begruendung: bt.begruendungFehlt },
              },
              400,
            )
          : jsonResponse({
              message: f.entwurfGespeichert,
              entwurf: {
                ...entwurf({ moeglich: false, hinweis: bt.hinweisBerichtigung }),
                art: 'berichtigung',
                fallId: 'r1',
                entscheidung: 'berichtigen',
              },
            }),
    });
    const user = userEvent.setup();
    renderApp(pfad);
    expect(await screen.findByRole('heading', { name: bt.ergebnisseTitel })).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Modulprüfung Steuerrecht: Ergebnis vom 20.09.2027' }),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: bt.ergebnisse.failed }));
    await user.click(screen.getByRole('button', { name: f.entwurfSpeichern }));
    // The server's field error lands on the reason and in the summary.
    expect(await screen.findByRole('link', { name: new RegExp(bt.begruendungFehlt) })).toBeVisible();
    await user.type(screen.getByLabelText(new RegExp(`^${e.begruendung}`)), 'Übertragungsfehler');
    // The parts (decision 0056): an oral grade alone is refused before sending, in German.
    await user.type(screen.getByLabelText(lt.noteMuendlich, { exact: false }), '5,00');
    await user.click(screen.getByRole('button', { name: f.entwurfSpeichern }));
    expect(await screen.findByRole('link', { name: new RegExp(lt.muendlichOhneSchriftlich) })).toBeVisible();
    // Steuerrecht has two papers (decision 0068): a second paper without the first is refused too.
    expect(screen.queryByLabelText(lt.arbeit(3), { exact: false })).toBeNull();
    await user.type(screen.getByLabelText(lt.arbeit(2), { exact: false }), '4,40');
    await user.click(screen.getByRole('button', { name: f.entwurfSpeichern }));
    expect(await screen.findByRole('link', { name: new RegExp(lt.arbeitZweiteOhneErste) })).toBeVisible();
    await user.type(screen.getByLabelText(lt.arbeit(1), { exact: false }), '5,00');
    await user.type(screen.getByLabelText(lt.noteSchriftlich, { exact: false }), '4,70');
    await user.click(screen.getByRole('button', { name: f.entwurfSpeichern }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(f.entwurfGespeichert));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { ergebnis: 'failed' },
      {
        ergebnis: 'failed',
        begruendung: 'Übertragungsfehler',
        noteArbeit1: '5,00',
        noteArbeit2: '4,40',
        noteSchriftlich: '4,70',
        noteMuendlich: '5,00',
      },
    ]);
  });

  it('a caseworker sees recorded results without a correction form', async () => {
    mockBackend({
      [`GET /pruefungsstelle/kandidaten/${ID}/fall`]: () => jsonResponse(LEERER_FALL),
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('sachbearbeitung')),
      [`GET ${pfad}`]: () =>
        jsonResponse({
          ...offen(false),
          ergebnisse: [
            { id: 'r1', modul: null, ergebnis: 'failed', am: '2027-09-20', berichtigtAm: '2027-10-04' },
          ],
        }),
    });
    renderApp(pfad);
    expect(await screen.findByRole('heading', { name: bt.ergebnisseTitel })).toBeVisible();
    expect(screen.getByText('04.10.2027')).toBeVisible();
    expect(screen.queryByRole('radio', { name: bt.ergebnisse.failed })).toBeNull();
    expect(screen.queryByLabelText(lt.noteSchriftlich, { exact: false })).toBeNull();
  });

  it('a second person views the letter, and releases the draft', async () => {
    let entwuerfe = [entwurf({ moeglich: true, hinweis: '' })];
    const { calls } = mockBackend({
      [`GET /pruefungsstelle/kandidaten/${ID}/fall`]: () => jsonResponse(LEERER_FALL),
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('leitung')),
      [`GET ${pfad}`]: () => jsonResponse(offen(entwuerfe.length > 0, entwuerfe)),
      [`GET /pruefungsstelle/kandidaten/${ID}/entwuerfe/w1/bescheid`]: () =>
        new Response('%PDF-', {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="x.pdf"' },
        }),
      [`POST /pruefungsstelle/kandidaten/${ID}/entwuerfe/w1/freigabe`]: () => {
        entwuerfe = [];
        return jsonResponse({
          message: f.freigegeben('Bescheid-Zulassung-2026-10-05.pdf'),
          bescheid: { id: 'b', dateiname: 'Bescheid-Zulassung-2026-10-05.pdf' },
        });
      },
    });
    const user = userEvent.setup();
    renderApp(pfad);
    await user.click(await screen.findByRole('button', { name: f.bescheidAnsehen }));
    const viewer = await screen.findByTitle(new RegExp(f.bescheidTitel));
    expect(viewer).toHaveAttribute('src', 'blob:test');
    expect(calls.map((c) => c.path)).toContain(`/pruefungsstelle/kandidaten/${ID}/entwuerfe/w1/bescheid`);

    await user.click(screen.getByRole('button', { name: f.freigeben }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        f.freigegeben('Bescheid-Zulassung-2026-10-05.pdf'),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: e.antragTitel })).toBeNull());
  });

  it('discards a draft only with a reason', async () => {
    const { calls } = mockBackend({
      [`GET /pruefungsstelle/kandidaten/${ID}/fall`]: () => jsonResponse(LEERER_FALL),
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('sachbearbeitung')),
      [`GET ${pfad}`]: () =>
        jsonResponse(offen(true, [entwurf({ moeglich: false, hinweis: f.hinweisZweitePerson })])),
      [`POST /pruefungsstelle/kandidaten/${ID}/entwuerfe/w1/verwerfen`]: () =>
        jsonResponse({ message: f.verworfen }),
    });
    const user = userEvent.setup();
    renderApp(pfad);
    await user.click(await screen.findByRole('button', { name: f.verwerfen }));
    const feld = screen.getByLabelText(new RegExp(`^${f.verwerfenGrund}`));
    await waitFor(() => expect(feld).toHaveFocus());
    await user.click(screen.getByRole('button', { name: f.verwerfenBestaetigen }));
    expect(await screen.findByRole('link', { name: new RegExp(f.grundFehlt) })).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(feld, 'Nachweis fehlt noch.');
    await user.click(screen.getByRole('button', { name: f.verwerfenBestaetigen }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(f.verworfen));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ begruendung: 'Nachweis fehlt noch.' });
  });

  it('asks for a reason before rejecting, and shows the server field error', async () => {
    const { calls } = mockBackend({
      [`GET /pruefungsstelle/kandidaten/${ID}/fall`]: () => jsonResponse(LEERER_FALL),
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('leitung')),
      [`GET ${pfad}`]: () => jsonResponse(offen(false)),
      [`POST /pruefungsstelle/kandidaten/${ID}/anrechnung/c1`]: () =>
        jsonResponse(
          { message: e.begruendungZuLang, fieldErrors: { begruendung: e.begruendungZuLang } },
          422,
        ),
    });
    const user = userEvent.setup();
    renderApp(pfad);
    await user.click(await screen.findByRole('radio', { name: e.ablehnen }));
    await user.click(screen.getByRole('button', { name: f.entwurfSpeichern }));
    expect(await screen.findByRole('link', { name: new RegExp(e.begruendungFehlt) })).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByLabelText(new RegExp(`^${e.begruendung}`)), 'Zu alt.');
    await user.click(screen.getByRole('button', { name: f.entwurfSpeichern }));
    await waitFor(() =>
      expect(screen.getByLabelText(new RegExp(`^${e.begruendung}`))).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getAllByText(e.begruendungZuLang).length).toBeGreaterThan(0);
  });
});

describe('the Nachteilsausgleich decision (issue 26 point 4)', () => {
  /** The extra time's label (its parentheses escaped for the pattern). */
  const VERLAENGERUNG = new RegExp(`^${n.verlaengerung.replace(/[()]/g, '\\$&')}`);
  const naPfad = `POST /pruefungsstelle/kandidaten/${ID}/nachteilsausgleich`;
  const mitAntrag = (entwuerfe: Entwurf[] = []): OffeneEntscheidungen => ({
    ...offen(true, entwuerfe),
    nachteilsausgleich: { antragId: 'a1', beantragt: true, entscheidung: null },
  });

  it('checks the measures before sending, sends a grant and shows its draft beside the admission form', async () => {
    let entwuerfe: Entwurf[] = [];
    const { calls } = mockBackend({
      [`GET /pruefungsstelle/kandidaten/${ID}/fall`]: () => jsonResponse(LEERER_FALL),
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('sachbearbeitung')),
      [`GET ${pfad}`]: () => jsonResponse(mitAntrag(entwuerfe)),
      [naPfad]: () => {
        entwuerfe = [
          {
            ...entwurf({ moeglich: false, hinweis: f.hinweisZweitePerson }),
            id: 'w2',
            art: 'nachteilsausgleich',
            entscheidung: 'gewaehren',
            datum: null,
            massnahmen: [n.satzVerlaengerung(25), n.satzEigenerRaum],
          },
        ];
        return jsonResponse({ message: f.entwurfGespeichert, entwurf: entwuerfe[0] });
      },
    });
    const user = userEvent.setup();
    renderApp(pfad);
    const section = await screen.findByRole('region', { name: n.titel });
    expect(within(section).getByText(n.keineEntscheidung)).toBeVisible();
    await user.click(within(section).getByRole('radio', { name: n.gewaehren }));
    const speichern = within(section).getByRole('button', { name: f.entwurfSpeichern });
    // A grant without any measure, and an extra time out of range, are found before sending.
    await user.click(speichern);
    expect(await within(section).findByRole('link', { name: new RegExp(n.keineMassnahme) })).toBeVisible();
    await user.type(within(section).getByLabelText(VERLAENGERUNG), '150');
    await user.click(speichern);
    expect(
      await within(section).findByRole('link', { name: new RegExp(n.verlaengerungUngueltig(5, 100)) }),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    const prozent = within(section).getByLabelText(VERLAENGERUNG);
    await user.clear(prozent);
    await user.type(prozent, '25');
    await user.click(within(section).getByRole('checkbox', { name: n.eigenerRaum }));
    await user.type(
      within(section).getByLabelText(new RegExp(`^${n.hilfsmittel}`)),
      'Lupe{enter}{enter}Lesegerät',
    );
    await user.click(speichern);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(f.entwurfGespeichert));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      entscheidung: 'gewaehren',
      verlaengerungProzent: 25,
      eigenerRaum: true,
      hilfsmittel: ['Lupe', 'Lesegerät'],
    });
    // Its draft shows the measures; the admission form of the same application stays.
    const neu = await screen.findByRole('region', { name: n.titel });
    expect(await within(neu).findByText(n.satzVerlaengerung(25))).toBeVisible();
    expect(within(neu).getByRole('heading', { name: f.entwurfTitel })).toBeVisible();
    expect(screen.getAllByRole('radio', { name: e.zulassen })).toHaveLength(1);
  });

  it('two drafts show their letters side by side, each in its own viewer (no shared element id)', async () => {
    const bescheid = () =>
      new Response('%PDF-', {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="x.pdf"' },
      });
    const na: Entwurf = {
      ...entwurf({ moeglich: true, hinweis: '' }),
      id: 'w2',
      art: 'nachteilsausgleich',
      entscheidung: 'gewaehren',
      datum: null,
      massnahmen: [n.satzVerlaengerung(25)],
    };
    mockBackend({
      [`GET /pruefungsstelle/kandidaten/${ID}/fall`]: () => jsonResponse(LEERER_FALL),
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('leitung')),
      [`GET ${pfad}`]: () => jsonResponse(mitAntrag([entwurf({ moeglich: true, hinweis: '' }), na])),
      [`GET /pruefungsstelle/kandidaten/${ID}/entwuerfe/w1/bescheid`]: bescheid,
      [`GET /pruefungsstelle/kandidaten/${ID}/entwuerfe/w2/bescheid`]: bescheid,
    });
    const user = userEvent.setup();
    renderApp(pfad);
    await screen.findAllByRole('button', { name: f.bescheidAnsehen });
    for (const knopf of screen.getAllByRole('button', { name: f.bescheidAnsehen })) await user.click(knopf);
    await waitFor(() => expect(screen.getAllByTitle(new RegExp(f.bescheidTitel))).toHaveLength(2));
    // Each button controls the viewer of its own draft, named by that viewer's own heading.
    const knoepfe = screen.getAllByRole('button', { name: f.bescheidAnsehen });
    const ziele = knoepfe.map((k) => document.getElementById(k.getAttribute('aria-controls') ?? ''));
    expect(ziele[0]).not.toBeNull();
    expect(ziele[1]).not.toBeNull();
    expect(ziele[0]).not.toBe(ziele[1]);
    for (const [i, ziel] of ziele.entries()) {
      expect(knoepfe[i]!.closest('section')?.contains(ziel)).toBe(true);
      const titel = document.getElementById(ziel!.getAttribute('aria-labelledby') ?? '');
      expect(ziel!.contains(titel)).toBe(true);
    }
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('a refusal needs a reason; the server answers the field', async () => {
    const { calls } = mockBackend({
      [`GET /pruefungsstelle/kandidaten/${ID}/fall`]: () => jsonResponse(LEERER_FALL),
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('sachbearbeitung')),
      [`GET ${pfad}`]: () => jsonResponse(mitAntrag()),
      [naPfad]: () =>
        jsonResponse({ message: n.begruendungFehlt, fieldErrors: { begruendung: n.begruendungFehlt } }, 422),
    });
    const user = userEvent.setup();
    renderApp(pfad);
    const section = await screen.findByRole('region', { name: n.titel });
    await user.click(within(section).getByRole('radio', { name: n.ablehnen }));
    const speichern = within(section).getByRole('button', { name: f.entwurfSpeichern });
    await user.click(speichern);
    expect(await within(section).findByRole('link', { name: new RegExp(n.begruendungFehlt) })).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(section).getByLabelText(new RegExp(`^${n.begruendung}`)), ' x');
    await user.click(speichern);
    await waitFor(() =>
      expect(within(section).getByLabelText(new RegExp(`^${n.begruendung}`))).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      entscheidung: 'ablehnen',
      begruendung: 'x',
    });
  });
});
