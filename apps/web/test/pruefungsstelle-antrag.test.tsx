// The application as sent (issue 26 point 1) on the decision page: every page of the wizard as a
// description list, the Nachteilsausgleich badge, an attachment opening in the viewer, earlier
// applications collapsed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { antragTexte as t } from '@examensportal/domain/messages-pruefungsstelle-antrag';
import { kandidatTexte as k } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import { nachteilsausgleich as n } from '@examensportal/domain/messages-pruefungsstelle-nachteilsausgleich';
import type { EingereichteAntraege } from '@examensportal/domain/schemas/pruefungsstelle-antrag';
import { mockBackend } from './forms';
import { jsonResponse, renderApp } from './helpers';

const ID = '11111111-2222-4333-8444-555555555555';
const DOK = '11111111-2222-4333-8444-0000000000d1';
const pfad = `/pruefungsstelle/kandidaten/${ID}`;

const antraege: EingereichteAntraege = {
  antraege: [
    {
      id: '11111111-2222-4333-8444-0000000000a2',
      art: 'WP',
      versuch: 2,
      status: 'submitted',
      termin: '2/2027',
      eingereichtAm: '2026-10-05T08:00:00.000Z',
      aktuell: true,
      nachteilsausgleich: true,
      abschnitte: [
        {
          ueberschrift: 'Kontaktdaten',
          zeilen: [
            { bezeichnung: 'Geburtsort', werte: ['Lörrach'] },
            {
              bezeichnung: 'Nachweis zum Nachteilsausgleich (z. B. ärztliches Attest)',
              werte: ['Schwerbehindertenausweis.pdf'],
              anlagen: [
                {
                  documentId: DOK,
                  name: 'Schwerbehindertenausweis.pdf',
                  dokument: {
                    id: DOK,
                    name: 'Schwerbehindertenausweis.pdf',
                    kategorie: 'AKTENEINGANG',
                    typ: 'ATTEST',
                    herkunft: 'candidate',
                    contentType: 'application/pdf',
                    groesse: 2048,
                    abgelegtAm: '2026-10-05T08:00:00.000Z',
                    bekanntgabe: null,
                  },
                },
              ],
            },
          ],
        },
        {
          ueberschrift: 'Prüfungsverkürzung',
          zeilen: [
            {
              bezeichnung: 'Entfallende Modulprüfungen',
              werte: ['Wirtschaftsrecht, Angewandte Betriebswirtschaftslehre, Volkswirtschaftslehre'],
            },
          ],
        },
      ],
    },
    {
      id: '11111111-2222-4333-8444-0000000000a1',
      art: 'WP',
      versuch: 1,
      status: 'withdrawn',
      termin: '1/2026',
      eingereichtAm: '2025-09-01T08:00:00.000Z',
      aktuell: false,
      nachteilsausgleich: false,
      abschnitte: [
        { ueberschrift: 'Modulanmeldung', zeilen: [{ bezeichnung: 'Prüfungstermin', werte: ['1/2026'] }] },
      ],
    },
  ],
};

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('examensportal.pruefungsstelle.jwt', 'staff.jwt');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => {} }));
});

/** The decision page's own calls: the session and nothing open for decision. */
const seite = {
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
      kandidat: { id: ID, vorname: 'Jürgen', nachname: 'Größe', email: 'j@example.org', art: 'WP' },
      antrag: null,
      triftigeGruende: [],
      anrechnungen: [],
      entwuerfe: [],
    }),
};

describe('the application as sent on the decision page', () => {
  it('shows every page, the badge and earlier applications collapsed; an attachment opens in the viewer', async () => {
    const { calls } = mockBackend({
      ...seite,
      [`GET ${pfad}/antraege`]: () => jsonResponse(antraege),
      [`GET ${pfad}/dokumente/${DOK}`]: () =>
        new Response('x', { headers: { 'content-type': 'application/pdf' } }),
    });
    const user = userEvent.setup();
    renderApp(`${pfad}/entscheidungen`);
    const region = await screen.findByRole('region', { name: t.titel });
    expect(
      await within(region).findByRole('heading', { name: `${t.aktuell}: ${t.antrag(2, '2/2027')}` }),
    ).toBeVisible();
    expect(within(region).getByText(t.nachteilsausgleich)).toBeVisible();
    expect(within(region).getByRole('heading', { name: 'Kontaktdaten' })).toBeVisible();
    const geburtsort = within(region).getByText('Geburtsort');
    expect(geburtsort.tagName).toBe('DT');
    expect(within(region).getByText('Lörrach')).toBeVisible();
    expect(
      within(region).getByText(
        'Wirtschaftsrecht, Angewandte Betriebswirtschaftslehre, Volkswirtschaftslehre',
      ),
    ).toBeVisible();

    // The earlier application is collapsed: its rows are not shown until opened.
    const frueher = within(region).getByRole('heading', { name: t.antrag(1, '1/2026') });
    expect(frueher.closest('details')).not.toHaveAttribute('open');
    expect(within(region).getByText('1/2026', { selector: 'dd' })).not.toBeVisible();

    const oeffner = within(region).getByRole('button', {
      name: t.anlageOeffnen('Schwerbehindertenausweis.pdf'),
    });
    await user.click(oeffner);
    const titel = k.viewerTitel('Schwerbehindertenausweis.pdf');
    const viewer = await screen.findByRole('region', { name: titel });
    expect(await within(viewer).findByTitle(titel)).toHaveAttribute('src', 'blob:test');
    await user.click(within(viewer).getByRole('button', { name: k.schliessen }));
    await waitFor(() => expect(oeffner).toHaveFocus());
    expect(calls.map((c) => c.path)).toContain(`${pfad}/dokumente/${DOK}`);
  });
});

describe('the decided Nachteilsausgleich beside the application (issue 26 point 4)', () => {
  it('says granted, with the day and the measures, instead of requested', async () => {
    const [aktuell, ...rest] = antraege.antraege;
    mockBackend({
      ...seite,
      [`GET ${pfad}/antraege`]: () =>
        jsonResponse({
          antraege: [
            {
              ...aktuell,
              nachteilsausgleichBescheid: {
                gewaehrt: true,
                massnahmen: [n.satzVerlaengerung(25), n.satzEigenerRaum],
                begruendung: null,
                am: '2026-10-05',
              },
            },
            ...rest,
          ],
        }),
    });
    renderApp(`${pfad}/entscheidungen`);
    const region = await screen.findByRole('region', { name: t.titel });
    expect(await within(region).findByText(n.gewaehrt, { selector: '.kern-badge' })).toBeVisible();
    expect(within(region).queryByText(t.nachteilsausgleich)).toBeNull();
    expect(within(region).getByText(n.satzVerlaengerung(25))).toBeVisible();
    expect(within(region).getByText(n.satzEigenerRaum)).toBeVisible();
    expect(within(region).getByText(new RegExp(n.entschiedenAm('05.10.2026')))).toBeVisible();
  });
});

describe('the Nachteilsausgleich badge in the Eingang', () => {
  it('marks the application that asks for one, and only that one', async () => {
    const eintrag = (n: number, nachteilsausgleich: boolean) => ({
      key: `antrag:00000000-0000-4000-8000-00000000000${n}`,
      accountId: `a${n}`,
      name: `Kandidat ${n}`,
      email: `k${n}@example.org`,
      art: 'WP',
      was: 'Antrag auf Zulassung (2/2027)',
      nachweise: [],
      eingegangenAm: '2026-10-05T08:00:00.000Z',
      link: `/pruefungsstelle/kandidaten/a${n}`,
      alterTage: 0,
      ...(nachteilsausgleich ? { nachteilsausgleich: true } : {}),
    });
    mockBackend({
      'GET /pruefungsstelle/sitzung': seite['GET /pruefungsstelle/sitzung'],
      'GET /pruefungsstelle/eingang': () =>
        jsonResponse({ antraege: 2, 'triftige-gruende': 0, anrechnungen: 0, ruecktritte: 0, dokumente: 0 }),
      'GET /pruefungsstelle/eingang/antraege': () =>
        jsonResponse({
          queue: 'antraege',
          eintraege: [eintrag(1, true), eintrag(2, false)],
          gesamt: 2,
          seite: 1,
          seiten: 1,
        }),
    });
    renderApp('/pruefungsstelle/eingang');
    const zeile1 = (await screen.findByRole('link', { name: /Kandidat 1/ })).closest('tr')!;
    expect(within(zeile1).getByText(t.nachteilsausgleich)).toBeVisible();
    const zeile2 = screen.getByRole('link', { name: /Kandidat 2/ }).closest('tr')!;
    expect(within(zeile2).queryByText(t.nachteilsausgleich)).toBeNull();
  });
});
