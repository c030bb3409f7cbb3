// The back-office's Kandidaten area (issue 15): the search with its table and paging in the address,
// the read-only candidate page and the document viewer (PDF in a frame, image with alt text).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { antragTexte } from '@examensportal/domain/messages-pruefungsstelle-antrag';
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import type {
  KandidatAnsicht,
  KandidatenSeite,
} from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import { mockBackend } from './forms';
import { jsonResponse, renderApp } from './helpers';

const k = kandidatTexte;
const ID = '3f2a9c1b-7d4e-4a00-8000-000000000001';
// A second account of the same name and date of birth (issue 28, point 5: the hint).
const ZWEITES = { id: '9e1d0c2b-7d4e-4a00-8000-000000000002', aktenzeichen: 'EP-9E1D-0C2B-7D4E' };
const sitzung = {
  id: 's',
  name: 'Sam',
  email: 'sam@pst.example',
  rolle: 'sachbearbeitung',
  stufe: 'angemeldet',
};

const seite: KandidatenSeite = {
  treffer: [
    {
      id: ID,
      name: 'Anna Prüfling',
      email: 'anna@example.org',
      aktenzeichen: 'WP-3F2A-9C1B-7D4E',
      art: 'WP',
      geburtsdatum: '1990-02-01',
      antragStatus: 'admitted',
      stand: 'keineVersucheMehr',
      termin: '2/2026',
      lgs: 'Berlin',
      bearbeitung: 'Sami Sachbearbeitung',
      doppelungen: [ZWEITES],
    },
  ],
  gesamt: 1,
  seite: 1,
  seiten: 1,
};

const ansicht: KandidatAnsicht = {
  zweiterFaktor: false,
  identitaet: {
    id: ID,
    name: 'Anna Prüfling',
    email: 'anna@example.org',
    aktenzeichen: 'WP-3F2A-9C1B-7D4E',
    art: 'WP',
  },
  doppelungen: [ZWEITES],
  verfahren: {
    heute: '2026-10-05',
    laufbahnStand: 'versuchLaeuft',
    versuch: 1,
    versucheMoeglich: 2,
    sechsJahresFrist: '2032-10-01',
    letzterAnmeldbarerTermin: '2/2032',
    antraege: [
      {
        id: '3f2a9c1b-7d4e-4a00-8000-0000000000a1',
        art: 'WP',
        versuch: 1,
        status: 'admitted',
        termin: '2/2026',
        antragsdatum: '2026-09-01',
        eingereichtAm: '2026-09-01T08:00:00.000Z',
        entschiedenAm: '2026-10-01T08:00:00.000Z',
        ersteszulassungsdatum: '2026-10-01',
        aktuell: true,
      },
    ],
    module: (['wp', 'wr', 'bwl', 'st'] as const).map((modul) => ({
      modul,
      status: modul === 'wp' ? 'laufend' : 'offen',
      versucheVerbraucht: 0,
      versucheMoeglich: 3,
      anmeldungen:
        modul === 'wp'
          ? [
              {
                termin: '2/2026',
                vorgezogen: false,
                angemeldetAm: '2026-09-01',
                abgemeldetAm: null,
                verschiebung: null,
                geladenAm: { schriftlich: '2026-10-02', muendlich: null },
                ruecktrittAm: null,
                triftigeGruende: [],
                ergebnis: null,
                berichtigtAm: null,
                verbrauchtVersuch: false,
              },
            ]
          : [],
      anrechnungen: [],
    })),
    eignungVersuche: [],
    eignungVersucheVerbleibend: null,
  },
  erklaerungen: [
    {
      id: '3f2a9c1b-7d4e-4a00-8000-0000000000b1',
      vorgang: 'zulassungsantrag',
      termin: '2/2026',
      eingegangenAm: '2026-09-01T08:00:00.000Z',
      vonPruefungsstelle: false,
      quittungId: '3f2a9c1b-7d4e-4a00-8000-0000000000c1',
    },
  ],
  aktionen: [
    {
      id: 'protokoll-1',
      at: '2026-10-01T08:00:00.000Z',
      wer: 'Lea',
      aktion: 'kommandozeile.zulassen',
      quelle: 'kommandozeile',
    },
  ],
  dokumente: [
    {
      id: '3f2a9c1b-7d4e-4a00-8000-0000000000c1',
      name: 'Quittung-Zulassungsantrag-2026-09-01.pdf',
      kategorie: 'MANTELAKTE',
      typ: 'QUITTUNG',
      herkunft: 'receipt',
      contentType: 'application/pdf',
      groesse: 20_000,
      abgelegtAm: '2026-09-01T08:00:01.000Z',
      bekanntgabe: null,
    },
    {
      id: '3f2a9c1b-7d4e-4a00-8000-0000000000c2',
      name: 'Zeugnis.png',
      kategorie: 'AKTENEINGANG',
      typ: 'ZEUGNIS',
      herkunft: 'candidate',
      contentType: 'image/png',
      groesse: 900,
      abgelegtAm: '2026-09-01T07:00:00.000Z',
      bekanntgabe: null,
    },
    {
      id: '3f2a9c1b-7d4e-4a00-8000-0000000000c3',
      name: 'Bescheid-Zulassung-2026-10-01.pdf',
      kategorie: 'MANTELAKTE',
      typ: 'ZULASSUNG',
      herkunft: 'office',
      contentType: 'application/pdf',
      groesse: 30_000,
      abgelegtAm: '2026-10-01T08:00:01.000Z',
      bekanntgabe: { stand: 'bekanntgegeben', am: '2026-10-03', weg: 'abruf' },
    },
  ],
};

const datei = (type: string) => () =>
  new Response('x', {
    headers: { 'content-type': type, 'content-disposition': 'inline; filename="x"' },
  });

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('examensportal.pruefungsstelle.jwt', 'staff.jwt');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => {} }));
});

describe('/pruefungsstelle/kandidaten', () => {
  it('searches through the address and links every row to the candidate', async () => {
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung),
      'GET /pruefungsstelle/kandidaten': () => jsonResponse({ ...seite, treffer: [], gesamt: 0 }),
      'GET /pruefungsstelle/kandidaten?suche=Anna': () => jsonResponse(seite),
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/kandidaten');
    expect(await screen.findByRole('heading', { level: 1, name: k.kandidaten })).toBeVisible();
    expect(await screen.findByText(k.keineTreffer)).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: k.suchbegriff }), 'Anna');
    await user.click(screen.getByRole('button', { name: k.suchen }));
    expect(await screen.findByText(k.treffer(1))).toBeVisible();
    const row = screen.getByRole('row', { name: /Anna Prüfling/ });
    expect(within(row).getByRole('link', { name: 'Anna Prüfling' })).toHaveAttribute(
      'href',
      `/pruefungsstelle/kandidaten/${ID}`,
    );
    expect(within(row).getByText('WP-3F2A-9C1B-7D4E')).toBeVisible();
    // The career the rules derive, not the application's "Zugelassen" (issue 28 point 6).
    expect(within(row).getByText(k.laufbahnStand.keineVersucheMehr ?? '')).toBeVisible();
    expect(within(row).queryByText(/Zugelassen/)).toBeNull();
    expect(within(row).getByText('2/2026')).toBeVisible();
    expect(within(row).getByText('Berlin')).toBeVisible();
    // Who holds the case (issue 28 point 1).
    expect(within(row).getByText('Sami Sachbearbeitung')).toBeVisible();
    expect(within(row).getByText('01.02.1990')).toBeVisible();
    expect(within(row).getByText(k.doppelungHinweis, { exact: false })).toBeVisible();
    expect(within(row).getByRole('link', { name: ZWEITES.aktenzeichen })).toHaveAttribute(
      'href',
      `/pruefungsstelle/kandidaten/${ZWEITES.id}`,
    );
    expect(calls.map((c) => c.path)).toContain('/pruefungsstelle/kandidaten?suche=Anna');
  });

  it('filters through the address and exports exactly the filtered list', async () => {
    const gefiltert =
      '/pruefungsstelle/kandidaten?status=zugelassen&termin=2%2F2026&lgs=1&sortierung=geburtsdatum&richtung=ab';
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung),
      'GET /pruefungsstelle/kandidaten': () => jsonResponse({ ...seite, treffer: [], gesamt: 0 }),
      [`GET ${gefiltert}`]: () => jsonResponse(seite),
      'GET /pruefungsstelle/export/kandidaten?status=zugelassen&termin=2%2F2026&lgs=1&sortierung=geburtsdatum&richtung=ab&format=xlsx':
        () =>
          new Response(new Blob(['xlsx']), {
            status: 200,
            headers: { 'content-disposition': 'attachment; filename="kandidaten-2026-10-05.xlsx"' },
          }),
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/kandidaten');
    expect(await screen.findByText(k.keineTreffer)).toBeVisible();
    // No export of an empty list.
    expect(screen.queryByRole('button', { name: l.exportXlsx })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: l.stand }), 'zugelassen');
    await user.type(screen.getByRole('textbox', { name: l.terminFeld }), '2/2026');
    await user.selectOptions(screen.getByRole('combobox', { name: l.lgs }), 'Berlin');
    await user.selectOptions(screen.getByRole('combobox', { name: l.sortierung }), 'geburtsdatum');
    await user.selectOptions(screen.getByRole('combobox', { name: l.richtung }), 'ab');
    await user.click(screen.getByRole('button', { name: k.suchen }));
    expect(await screen.findByText(k.treffer(1))).toBeVisible();
    expect(calls.map((c) => c.path)).toContain(gefiltert);
    expect(screen.getByText(l.exportHinweis(1))).toBeVisible();
    await user.click(screen.getByRole('button', { name: l.exportXlsx }));
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain(
        '/pruefungsstelle/export/kandidaten?status=zugelassen&termin=2%2F2026&lgs=1&sortierung=geburtsdatum&richtung=ab&format=xlsx',
      ),
    );
  });
});

describe('/pruefungsstelle/kandidaten/:id', () => {
  it('shows identity, procedure, declarations and file read-only, and opens documents in the viewer', async () => {
    mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung),
      [`GET /pruefungsstelle/kandidaten/${ID}`]: () => jsonResponse(ansicht),
      [`GET /pruefungsstelle/kandidaten/${ID}/fall`]: () =>
        jsonResponse({ halter: null, notizen: [], wiedervorlagen: [], mitarbeitende: [] }),
      // Issue 26: the application as sent, with its attachment beside its field.
      [`GET /pruefungsstelle/kandidaten/${ID}/antraege`]: () =>
        jsonResponse({
          antraege: [
            {
              id: ansicht.verfahren.antraege[0]?.id,
              art: 'WP',
              versuch: 1,
              status: 'admitted',
              termin: '2/2026',
              eingereichtAm: '2026-09-01T08:00:00.000Z',
              aktuell: true,
              nachteilsausgleich: true,
              abschnitte: [
                {
                  ueberschrift: 'Akademische Vorbildung',
                  zeilen: [
                    {
                      bezeichnung: 'Hochschulzeugnis',
                      werte: ['Zeugnis.png'],
                      anlagen: [
                        {
                          documentId: ansicht.dokumente[1]?.id,
                          name: 'Zeugnis.png',
                          dokument: ansicht.dokumente[1],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        }),
      [`GET /pruefungsstelle/kandidaten/${ID}/dokumente/${ansicht.dokumente[0]?.id}`]:
        datei('application/pdf'),
      [`GET /pruefungsstelle/kandidaten/${ID}/dokumente/${ansicht.dokumente[1]?.id}`]: datei('image/png'),
    });
    const user = userEvent.setup();
    renderApp(`/pruefungsstelle/kandidaten/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Prüfling' })).toBeVisible();
    const identitaet = screen.getByRole('region', { name: k.identitaet });
    expect(within(identitaet).getByText('WP-3F2A-9C1B-7D4E')).toBeVisible();
    const hinweis = screen.getByText(k.doppelungText, { exact: false });
    expect(hinweis).toBeVisible();
    expect(within(hinweis).getByRole('link', { name: ZWEITES.aktenzeichen })).toHaveAttribute(
      'href',
      `/pruefungsstelle/kandidaten/${ZWEITES.id}`,
    );
    const verfahren = screen.getByRole('region', { name: k.verfahren });
    expect(within(verfahren).getByText(k.laufbahnStand.versuchLaeuft!)).toBeVisible();
    expect(within(verfahren).getByText('01.10.2032')).toBeVisible();
    expect(within(verfahren).getByText('2/2032')).toBeVisible();
    expect(within(verfahren).getByText(k.geladenAm('schriftlich', '02.10.2026'))).toBeVisible();
    const antrag = await screen.findByRole('region', { name: antragTexte.titel });
    expect(await within(antrag).findByText(antragTexte.nachteilsausgleich)).toBeVisible();
    expect(within(antrag).getByRole('heading', { name: 'Akademische Vorbildung' })).toBeVisible();
    expect(
      within(antrag).getByRole('button', { name: antragTexte.anlageOeffnen('Zeugnis.png') }),
    ).toBeVisible();
    const erklaerungen = screen.getByRole('region', { name: k.erklaerungen });
    expect(within(erklaerungen).getByRole('heading', { name: k.vorgaenge.zulassungsantrag })).toBeVisible();
    // Read-only: no form and no field on the page except the office's own case panel (notes and
    // Wiedervorlage, decision 0046).
    expect(screen.queryAllByRole('textbox').every((feld) => feld.closest('section.fall'))).toBe(true);
    expect([...document.querySelectorAll('main form')].every((form) => form.closest('section.fall'))).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: k.entscheidungenLink })).toHaveAttribute(
      'href',
      `/pruefungsstelle/kandidaten/${ID}/entscheidungen`,
    );

    await user.click(within(erklaerungen).getByRole('button', { name: /^Eingangsbestätigung ansehen/ }));
    const titel = k.viewerTitel('Quittung-Zulassungsantrag-2026-09-01.pdf');
    const viewer = await screen.findByRole('region', { name: titel });
    expect(await within(viewer).findByTitle(titel)).toHaveAttribute('src', 'blob:test');
    expect(within(viewer).getByRole('heading', { name: titel })).toHaveFocus();

    const oeffner = screen.getByRole('button', { name: k.ansehenName('Zeugnis.png') });
    await user.click(oeffner);
    const bild = await screen.findByRole('img', { name: k.viewerTitel('Zeugnis.png') });
    expect(bild).toHaveAttribute('src', 'blob:test');
    await user.click(screen.getByRole('button', { name: k.schliessen }));
    expect(screen.queryByRole('region', { name: k.viewerTitel('Zeugnis.png') })).toBeNull();
    await waitFor(() => expect(oeffner).toHaveFocus());
    // A decision letter says when it counts as notified and how (decision 0033).
    const brief = screen.getByRole('button', { name: k.ansehenName('Bescheid-Zulassung-2026-10-01.pdf') });
    expect(brief.closest('tr')).toHaveTextContent('bekanntgegeben am 03.10.2026 (Abruf)');
  });

  it('hands out the copy of the data for a written request (Art. 15), and shows a refusal', async () => {
    let status = 200;
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung),
      [`GET /pruefungsstelle/kandidaten/${ID}`]: () => jsonResponse(ansicht),
      [`GET /pruefungsstelle/kandidaten/${ID}/fall`]: () =>
        jsonResponse({ halter: null, notizen: [], wiedervorlagen: [], mitarbeitende: [] }),
      [`GET /pruefungsstelle/kandidaten/${ID}/antraege`]: () => jsonResponse({ antraege: [] }),
      // Issue 26 point 2: no application sent, so no checklist.
      [`GET /pruefungsstelle/kandidaten/${ID}/pruefliste`]: () => jsonResponse({ pruefliste: null }),
      [`GET /pruefungsstelle/kandidaten/${ID}/datenkopie`]: () =>
        status === 200
          ? new Response('PK', {
              headers: { 'content-disposition': 'attachment; filename="datenkopie-2026-10-01.zip"' },
            })
          : jsonResponse({ message: k.kandidatUnbekannt }, status),
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const user = userEvent.setup();
      renderApp(`/pruefungsstelle/kandidaten/${ID}`);
      expect(await screen.findByRole('heading', { level: 2, name: k.datenkopie })).toBeVisible();
      await user.click(screen.getByRole('button', { name: k.datenkopieKnopf }));
      await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
      expect(calls.filter((c) => c.path === `/pruefungsstelle/kandidaten/${ID}/datenkopie`)).toHaveLength(1);
      status = 404;
      await user.click(screen.getByRole('button', { name: k.datenkopieKnopf }));
      // The outcome of an action is a toast (decision 0044).
      expect(await screen.findByText(k.kandidatUnbekannt)).toBeVisible();
      expect(clicked).toHaveBeenCalledTimes(1);
    } finally {
      clicked.mockRestore();
    }
  });

  it('shows a result with its parts, the corrected ones when the result was corrected (decision 0056)', async () => {
    const wp = ansicht.verfahren.module[0]!;
    const anmeldung = wp.anmeldungen[0]!;
    const berichtigt: KandidatAnsicht = {
      ...ansicht,
      verfahren: {
        ...ansicht.verfahren,
        module: [
          {
            ...wp,
            status: 'bestanden',
            anmeldungen: [
              {
                ...anmeldung,
                geladenAm: { schriftlich: '2026-10-02', muendlich: '2026-11-02' },
                ergebnis: 'passed',
                berichtigtAm: '2026-12-01',
                noten: { noteSchriftlich: 370, noteMuendlich: 400, modulnote: 382 },
              },
            ],
          },
          ...ansicht.verfahren.module.slice(1),
        ],
      },
    };
    mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung),
      [`GET /pruefungsstelle/kandidaten/${ID}`]: () => jsonResponse(berichtigt),
      [`GET /pruefungsstelle/kandidaten/${ID}/fall`]: () =>
        jsonResponse({ halter: null, notizen: [], wiedervorlagen: [], mitarbeitende: [] }),
      [`GET /pruefungsstelle/kandidaten/${ID}/antraege`]: () => jsonResponse({ antraege: [] }),
    });
    renderApp(`/pruefungsstelle/kandidaten/${ID}`);
    expect(await screen.findByText('Modulgesamtnote 3,82 (schriftlich 3,70, mündlich 4,00)')).toBeVisible();
    expect(screen.getByText(k.berichtigt('01.12.2026'))).toBeVisible();
  });

  it('shows the German 404 of an unknown candidate', async () => {
    mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung),
      [`GET /pruefungsstelle/kandidaten/${ID}`]: () => jsonResponse({ message: k.kandidatUnbekannt }, 404),
    });
    renderApp(`/pruefungsstelle/kandidaten/${ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(k.kandidatUnbekannt);
  });
});
