// Case work in the back-office (issue 28 points 1, 2, 4; decision 0046): the case panel assigns, notes
// and sets Wiedervorlagen; a decision on a case someone else holds asks first and then sends
// `trotzZuweisung`; after a saved draft "Nächster Fall" leads to the next item of the same queue and
// filter, and takes the focus.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { entscheidungen as e } from '@examensportal/domain/messages-pruefungsstelle-entscheidungen';
import { fallTexte as t } from '@examensportal/domain/messages-pruefungsstelle-fall';
import { freigabe as f } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import type { Fall } from '@examensportal/domain/schemas/pruefungsstelle-fall';
import type { OffeneEntscheidungen } from '@examensportal/domain/schemas/pruefungsstelle-entscheidungen';
import { mockBackend } from './forms';
import { jsonResponse, renderApp } from './helpers';

const TOKEN_KEY = 'examensportal.pruefungsstelle.jwt';
const ID = '11111111-2222-4333-8444-555555555555';
const NAECHSTER = '22222222-2222-4333-8444-555555555555';
const sitzung = {
  id: 's',
  name: 'Sara',
  email: 'sara@pst.example',
  rolle: 'sachbearbeitung',
  stufe: 'angemeldet',
};
const mitarbeitende = [
  { id: 'a', name: 'Anna Arndt' },
  { id: 's', name: 'Sara' },
];
const fall = (extra: Partial<Fall> = {}): Fall => ({
  halter: null,
  notizen: [],
  wiedervorlagen: [],
  mitarbeitende,
  ...extra,
});
const offen: OffeneEntscheidungen = {
  heute: '2026-10-05',
  kandidat: { id: ID, vorname: 'Erna', nachname: 'Prüfling', email: 'erna@example.org', art: 'WP' },
  antrag: {
    id: 'a1',
    art: 'WP',
    termin: '2027/2',
    antragsdatum: '2026-10-01',
    eingereichtAm: '2026-10-01T08:00:00Z',
    module: ['wr'],
    lgs: 'Düsseldorf',
  },
  triftigeGruende: [],
  anrechnungen: [],
  entwuerfe: [],
  ergebnisse: [],
};
const pfad = `/pruefungsstelle/kandidaten/${ID}`;
const eintrag = (id: string, name: string) => ({
  key: `antrag:${id}`,
  accountId: id,
  name,
  email: `${name}@example.org`,
  art: 'WP',
  was: 'Antrag',
  nachweise: [],
  eingegangenAm: '2026-10-01T08:00:00.000Z',
  link: `/pruefungsstelle/kandidaten/${id}`,
  alterTage: 4,
  entscheiden: `/pruefungsstelle/kandidaten/${id}/entscheidungen`,
});
const grundseite = {
  'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung),
  [`GET ${pfad}/antraege`]: () => jsonResponse({ antraege: [] }),
  [`GET ${pfad}/pruefliste`]: () => jsonResponse({ pruefliste: null }),
  [`GET ${pfad}/entscheidungen`]: () => jsonResponse(offen),
};

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, 'staff.jwt');
});

describe('deciding a case from the top', () => {
  it('asks before deciding a case someone else holds, sends trotzZuweisung, then offers the next case', async () => {
    const { calls } = mockBackend({
      ...grundseite,
      [`GET ${pfad}/fall`]: () =>
        jsonResponse(fall({ halter: { staffId: 'a', name: 'Anna Arndt', seit: '2026-10-02T08:00:00Z' } })),
      [`POST ${pfad}/zulassung`]: () =>
        jsonResponse({
          message: f.entwurfGespeichert,
          entwurf: {
            id: 'w1',
            art: 'antrag',
            fallId: 'a1',
            entscheidung: 'zulassen',
            datum: '2026-10-05',
            begruendung: null,
            entworfenVon: 'Sara',
            entworfenAm: '2026-10-05T08:00:00Z',
            nachteilig: false,
            freigabe: { moeglich: false, hinweis: f.hinweisZweitePerson },
            verwerfenMoeglich: true,
          },
        }),
      // The queue the page was opened from, with its filter: the current case stays (its draft), the next follows.
      'GET /pruefungsstelle/eingang/antraege?zuweisung=keine': () =>
        jsonResponse({
          queue: 'antraege',
          eintraege: [eintrag(ID, 'Erna'), eintrag(NAECHSTER, 'Paul')],
          gesamt: 2,
          seite: 1,
          seiten: 1,
        }),
    });
    const user = userEvent.setup();
    renderApp(`${pfad}/entscheidungen?zuweisung=keine&queue=antraege`);
    // The first page of a file loads the back-office chunk: a generous first wait.
    expect(
      await screen.findByText(t.zugewiesenAn('Anna Arndt'), { exact: false }, { timeout: 30_000 }),
    ).toBeVisible();
    await user.click(await screen.findByLabelText(e.zulassen));
    await user.click(screen.getByRole('button', { name: f.entwurfSpeichern }));
    // The question first; "Abbrechen" sends nothing.
    const frage = await screen.findByRole('group', { name: t.trotzdemFrage('Anna Arndt') });
    await waitFor(() =>
      expect(within(frage).getByRole('button', { name: t.trotzdemEntscheiden })).toHaveFocus(),
    );
    await user.click(within(frage).getByRole('button', { name: t.abbrechen }));
    expect(screen.queryByRole('group', { name: t.trotzdemFrage('Anna Arndt') })).toBeNull();
    expect(calls.some((c) => c.path === `${pfad}/zulassung`)).toBe(false);

    await user.click(screen.getByRole('button', { name: f.entwurfSpeichern }));
    await user.click(await screen.findByRole('button', { name: t.trotzdemEntscheiden }));
    await waitFor(() => expect(calls.some((c) => c.path === `${pfad}/zulassung`)).toBe(true));
    expect(calls.find((c) => c.path === `${pfad}/zulassung`)?.body).toMatchObject({
      entscheidung: 'zulassen',
      trotzZuweisung: true,
    });

    const naechster = await screen.findByRole('link', { name: t.naechsterFall });
    expect(naechster).toHaveAttribute(
      'href',
      `/pruefungsstelle/kandidaten/${NAECHSTER}/entscheidungen?zuweisung=keine&queue=antraege`,
    );
    await waitFor(() => expect(naechster).toHaveFocus());
    expect(screen.getByRole('link', { name: t.zurueckZumEingang })).toHaveAttribute(
      'href',
      '/pruefungsstelle/eingang/antraege?zuweisung=keine',
    );
  });
});

describe('the case panel', () => {
  it('assigns to oneself, adds a note and a Wiedervorlage, and ends it', async () => {
    let stand = fall();
    const { calls } = mockBackend({
      ...grundseite,
      [`GET ${pfad}/fall`]: () => jsonResponse(stand),
      [`POST ${pfad}/zuweisung`]: () => {
        stand = { ...stand, halter: { staffId: 's', name: 'Sara', seit: '2026-10-05T08:00:00Z' } };
        return jsonResponse({ message: t.zugewiesen('Sara'), fall: stand });
      },
      [`POST ${pfad}/notizen`]: () => {
        stand = {
          ...stand,
          notizen: [{ id: 1, text: 'Rückruf Kammer', von: 'Sara', am: '2026-10-05T08:00:00Z' }],
        };
        return jsonResponse({ message: t.notizGespeichert, fall: stand });
      },
      [`POST ${pfad}/wiedervorlagen`]: () => {
        stand = {
          ...stand,
          wiedervorlagen: [
            {
              id: 7,
              datum: '2026-10-09',
              grund: 'Nachweis da?',
              von: 'Sara',
              am: '2026-10-05T08:00:00Z',
              status: 'offen',
              faellig: false,
            },
          ],
        };
        return jsonResponse({ message: t.wiedervorlageGesetzt('09.10.2026'), fall: stand });
      },
      [`POST ${pfad}/wiedervorlagen/7/ende`]: () => {
        stand = {
          ...stand,
          wiedervorlagen: stand.wiedervorlagen.map((w) => ({ ...w, status: 'erledigt' as const })),
        };
        return jsonResponse({ message: t.wiedervorlageErledigt, fall: stand });
      },
    });
    const user = userEvent.setup();
    renderApp(`${pfad}/entscheidungen`);
    await user.click(await screen.findByRole('button', { name: t.mirZuweisen }));
    expect(await screen.findByText(t.zugewiesen('Sara'))).toBeVisible();
    expect(calls.find((c) => c.path === `${pfad}/zuweisung`)?.body).toEqual({ staffId: 's' });
    expect(screen.queryByRole('button', { name: t.mirZuweisen })).toBeNull();
    expect(screen.getByRole('button', { name: t.aufheben })).toBeVisible();

    // An empty note is named in the summary and not sent.
    await user.click(screen.getByRole('button', { name: t.notizSpeichern }));
    expect((await screen.findAllByText(t.notizFehlt)).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.path === `${pfad}/notizen`)).toBe(false);
    await user.type(screen.getByLabelText(new RegExp(t.notiz)), 'Rückruf Kammer');
    await user.click(screen.getByRole('button', { name: t.notizSpeichern }));
    expect(await screen.findByText('Rückruf Kammer')).toBeVisible();
    expect(calls.find((c) => c.path === `${pfad}/notizen`)?.body).toEqual({ text: 'Rückruf Kammer' });

    await user.type(screen.getByLabelText(new RegExp(t.wiedervorlageDatum)), '2026-10-09');
    await user.type(screen.getByLabelText(new RegExp(`^${t.wiedervorlageGrund}`)), 'Nachweis da?');
    await user.click(screen.getByRole('button', { name: t.wiedervorlageSetzen }));
    expect(await screen.findByText(t.wiedervorlageAm('09.10.2026', 'Nachweis da?'))).toBeVisible();
    expect(calls.find((c) => c.path === `${pfad}/wiedervorlagen`)?.body).toEqual({
      datum: '2026-10-09',
      grund: 'Nachweis da?',
    });
    await user.click(screen.getByRole('button', { name: `${t.wiedervorlageErledigen}: 09.10.2026` }));
    expect(await screen.findByText(t.wiedervorlageErledigt)).toBeVisible();
    expect(calls.find((c) => c.path === `${pfad}/wiedervorlagen/7/ende`)?.body).toEqual({ art: 'erledigt' });
  });
});
