// The legal checklist beside the admission decision (issue 26 point 2): each point with its rule,
// proofs and attachment; a mark is saved and the list replaced by the answer; admitting with open
// points needs the written reason (error summary, nothing sent), which then goes with the draft.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { entscheidungen as e } from '@examensportal/domain/messages-pruefungsstelle-entscheidungen';
import { freigabe } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import { prueflisteTexte as t } from '@examensportal/domain/messages-pruefungsstelle-pruefliste';
import type { Pruefliste } from '@examensportal/domain/schemas/pruefungsstelle-pruefliste';
import { mockBackend } from './forms';
import { jsonResponse, renderApp } from './helpers';

const ID = '11111111-2222-4333-8444-555555555555';
const ANTRAG = '11111111-2222-4333-8444-0000000000a2';
const pfad = `/pruefungsstelle/kandidaten/${ID}`;

const liste = (lebenslauf: 'geprueft' | null): Pruefliste => ({
  antragId: ANTRAG,
  offenFuerMarkierung: true,
  punkte: [
    {
      key: 'lebenslauf',
      bezeichnung: 'Lebenslauf',
      regel: 'R-13',
      nachweise: [{ liste: 'lebenslauf', bezeichnung: 'Lebenslauf' }],
      vorhanden: true,
      anlagen: [{ documentId: 'd1', name: 'Lebenslauf.pdf', dokument: null }],
      markierung: lebenslauf && {
        status: lebenslauf,
        notiz: null,
        von: 'Sara',
        am: '2026-10-05T08:00:00.000Z',
      },
    },
    {
      key: 'verkuerzung.par8a',
      bezeichnung: '§ 8a WPO – entfallende Modulprüfungen: Wirtschaftsrecht',
      regel: 'R-56',
      nachweise: [{ liste: 'verkuerzungbescheinigung', bezeichnung: 'Nachweise zur Prüfungsverkürzung' }],
      vorhanden: false,
      anlagen: [],
      markierung: null,
    },
  ],
  fehlt: [],
  offen: lebenslauf ? ['verkuerzung.par8a'] : ['lebenslauf', 'verkuerzung.par8a'],
  nachweiseFehlen: true,
});

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('examensportal.pruefungsstelle.jwt', 'staff.jwt');
});

const seite = {
  // The case (decision 0046): nobody holds it.
  [`GET ${pfad}/fall`]: () =>
    jsonResponse({ halter: null, notizen: [], wiedervorlagen: [], mitarbeitende: [] }),
  'GET /pruefungsstelle/sitzung': () =>
    jsonResponse({
      id: 's',
      name: 'Sara',
      email: 's@pst.example',
      rolle: 'sachbearbeitung',
      stufe: 'angemeldet',
    }),
  [`GET ${pfad}/entscheidungen`]: () =>
    jsonResponse({
      heute: '2026-10-05',
      kandidat: { id: ID, vorname: 'Jörg', nachname: 'Prüf', email: 'j@example.org', art: 'WP' },
      antrag: {
        id: ANTRAG,
        art: 'WP',
        termin: '2027/2',
        antragsdatum: '2026-10-05',
        eingereichtAm: '2026-10-05T08:00:00.000Z',
        module: ['wp'],
        lgs: 'Berlin',
      },
      triftigeGruende: [],
      anrechnungen: [],
      entwuerfe: [],
      ergebnisse: [],
    }),
  [`GET ${pfad}/antraege`]: () => jsonResponse({ antraege: [] }),
};

describe('the Prüfliste on the decision page', () => {
  it('shows the points, saves a mark, and asks for a reason before admitting with open points', async () => {
    const { calls } = mockBackend({
      ...seite,
      [`GET ${pfad}/pruefliste`]: () => jsonResponse({ pruefliste: liste(null) }),
      [`POST ${pfad}/pruefliste/${ANTRAG}`]: () => jsonResponse(liste('geprueft')),
      [`POST ${pfad}/zulassung`]: () =>
        jsonResponse({
          message: freigabe.entwurfGespeichert,
          entwurf: {
            id: 'w1',
            art: 'antrag',
            fallId: ANTRAG,
            entscheidung: 'zulassen',
            datum: '2026-10-05',
            begruendung: null,
            prueflisteBegruendung: 'Telefonisch bestätigt.',
            entworfenVon: 'Sara',
            entworfenAm: '2026-10-05T08:00:00.000Z',
            nachteilig: false,
            freigabe: { moeglich: false, hinweis: freigabe.hinweisZweitePerson },
            verwerfenMoeglich: true,
          },
        }),
    });
    const user = userEvent.setup();
    renderApp(`${pfad}/entscheidungen`);
    const region = await screen.findByRole('region', { name: t.titel });
    expect(await within(region).findByRole('heading', { name: 'Lebenslauf' })).toBeVisible();
    expect(within(region).getByText('R-56')).toBeVisible();
    expect(within(region).getByText(t.nachweisFehlt)).toBeVisible();
    expect(within(region).getByText(t.fehlendeNachweise)).toBeVisible();
    expect(within(region).getByText(t.stand(0, 2))).toBeVisible();

    // Mark the CV geprüft: the answer replaces the list.
    const punkt = within(region).getByRole('heading', { name: 'Lebenslauf' }).closest('li')!;
    await user.click(within(punkt as HTMLElement).getByLabelText(t.geprueft));
    await user.click(within(punkt as HTMLElement).getByRole('button', { name: t.speichern }));
    await waitFor(() => expect(within(region).getByText(t.stand(1, 2))).toBeVisible());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ punkt: 'lebenslauf', status: 'geprueft' });

    // Admit with the § 8a point open and no reason: the summary names the field; nothing is sent.
    await user.click(screen.getByLabelText(e.zulassen));
    await user.click(screen.getByRole('button', { name: freigabe.entwurfSpeichern }));
    const summary = await screen.findByRole('alert');
    const link = within(summary).getByRole('link', { name: /Nicht alle Punkte der Prüfliste sind geprüft/ });
    expect(link.textContent).toContain('§ 8a WPO');
    expect(calls.some((c) => c.path === `${pfad}/zulassung`)).toBe(false);

    await user.type(screen.getByLabelText(new RegExp(t.ueberschreibung)), 'Telefonisch bestätigt.');
    await user.click(screen.getByRole('button', { name: freigabe.entwurfSpeichern }));
    await waitFor(() => expect(calls.some((c) => c.path === `${pfad}/zulassung`)).toBe(true));
    expect(calls.find((c) => c.path === `${pfad}/zulassung`)?.body).toEqual({
      entscheidung: 'zulassen',
      datum: '2026-10-05',
      prueflisteBegruendung: 'Telefonisch bestätigt.',
    });
  });
});

describe('the Prüfliste of an application whose content went with its retention class', () => {
  it('says "Inhalt gelöscht am …" instead of points derived from nothing', async () => {
    const geloescht = 'Inhalt gelöscht am 11.04.2030 (Aufbewahrungsfrist abgelaufen)';
    mockBackend({
      ...seite,
      [`GET ${pfad}/pruefliste`]: () =>
        jsonResponse({
          pruefliste: {
            ...liste(null),
            offenFuerMarkierung: false,
            punkte: [],
            offen: [],
            nachweiseFehlen: false,
            inhaltGeloescht: geloescht,
          },
        }),
    });
    renderApp(`${pfad}/entscheidungen`);
    const region = await screen.findByRole('region', { name: t.titel });
    expect(await within(region).findByText(geloescht)).toBeVisible();
    expect(within(region).queryByText(t.vollstaendig)).toBeNull();
    expect(within(region).queryByRole('list')).toBeNull();
  });
});
