// Batch work in the back-office (issue 28 point 4): choose submitted applications → preview (which
// can be admitted, and why not) → drafts, each on its own → report; a leitung's batch release of open
// drafts, own drafts not selectable; another role only reads.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import type {
  SammelBericht,
  SammelEntwuerfe,
  SammelZulassungen,
} from '@examensportal/domain/schemas/pruefungsstelle-sammel';
import { mockBackend } from './forms';
import { jsonResponse, renderApp } from './helpers';

const sitzung = (rolle: string) => ({
  id: 's',
  name: 'Sam',
  email: 'sam@pst.example',
  rolle,
  stufe: 'angemeldet',
});
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const ANTRAG = '00000000-0000-4000-8000-0000000000a1';
const GRUND = 'Die Prüfliste hat offene Punkte: Identität';

const zulassungen: SammelZulassungen = {
  eintraege: [
    {
      kandidat: A,
      antragId: ANTRAG,
      name: 'Albers, Anna',
      aktenzeichen: 'WP-0000-0000-0000',
      eingereichtAm: '2026-10-01T08:00:00.000Z',
    },
    {
      kandidat: B,
      antragId: ANTRAG.replace('a1', 'b1'),
      name: 'Berg, Ben',
      aktenzeichen: 'WP-0000-0000-0001',
      eingereichtAm: null,
    },
  ],
  gesamt: 2,
  seite: 1,
  seiten: 1,
};

beforeEach(() => {
  sessionStorage.setItem('examensportal.pruefungsstelle.jwt', 'staff.jwt');
});

describe('/pruefungsstelle/sammel/zulassungen', () => {
  it('previews the chosen applications, drafts them each on its own and reports each', async () => {
    const bericht: SammelBericht = {
      message: l.berichtText(1, 0),
      erledigt: 1,
      fehlgeschlagen: 0,
      eintraege: [
        {
          id: A,
          kandidat: A,
          name: 'Albers, Anna',
          aktenzeichen: 'WP-0000-0000-0000',
          ok: true,
          meldung: 'Gespeichert.',
        },
      ],
    };
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('sachbearbeitung')),
      'GET /pruefungsstelle/sammel/zulassungen': () => jsonResponse(zulassungen),
      'POST /pruefungsstelle/sammel/zulassungen/vorschau': () =>
        jsonResponse({
          eintraege: [
            {
              kandidat: A,
              name: 'Albers, Anna',
              aktenzeichen: 'WP-0000-0000-0000',
              moeglich: true,
              grund: null,
            },
            {
              kandidat: B,
              name: 'Berg, Ben',
              aktenzeichen: 'WP-0000-0000-0001',
              moeglich: false,
              grund: GRUND,
            },
          ],
        }),
      'POST /pruefungsstelle/sammel/zulassungen': () => jsonResponse(bericht),
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/sammel/zulassungen');
    expect(await screen.findByRole('heading', { level: 1, name: l.sammel })).toBeVisible();
    const vorschau = await screen.findByRole('button', { name: l.vorschau });
    expect(vorschau).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: l.alleAuswaehlen }));
    expect(screen.getByText(l.ausgewaehlt(2))).toBeVisible();
    await user.click(vorschau);
    const tabelle = await screen.findByRole('region', { name: l.vorschauTitel });
    expect(within(tabelle).getByText(GRUND)).toBeVisible();
    expect(calls.find((c) => c.path.endsWith('/vorschau'))?.body).toEqual({ kandidaten: [A, B] });
    await user.click(screen.getByRole('button', { name: l.entwuerfeAnlegen(2) }));
    expect(await screen.findByRole('region', { name: l.bericht })).toBeVisible();
    // Every chosen one goes to the batch: the report names a refusal again with its reason.
    expect(
      calls.find((c) => c.method === 'POST' && c.path === '/pruefungsstelle/sammel/zulassungen')?.body,
    ).toEqual({
      kandidaten: [A, B],
    });
    expect(screen.getAllByText(l.berichtText(1, 0)).length).toBeGreaterThan(0);
  });
});

describe('/pruefungsstelle/sammel/freigabe', () => {
  const entwuerfe: SammelEntwuerfe = {
    eintraege: [
      {
        id: A,
        kandidat: A,
        name: 'Albers, Anna',
        aktenzeichen: 'WP-0000-0000-0000',
        art: 'antrag',
        entscheidung: 'Zulassung',
        entworfenVon: 'Sam',
        entworfenAm: '01.10.2026, 10:00 Uhr',
        freigabe: { moeglich: true, hinweis: '' },
      },
      {
        id: B,
        kandidat: B,
        name: 'Berg, Ben',
        aktenzeichen: 'WP-0000-0000-0001',
        art: 'antrag',
        entscheidung: 'Zulassung',
        entworfenVon: 'Lea',
        entworfenAm: '01.10.2026, 11:00 Uhr',
        freigabe: { moeglich: false, hinweis: 'Eigene Entwürfe kann nur eine zweite Person freigeben.' },
      },
    ],
    gesamt: 2,
    seite: 1,
    seiten: 1,
  };

  it('lets a leitung release the chosen drafts and shows a refusal with its reason', async () => {
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('leitung')),
      'GET /pruefungsstelle/sammel/entwuerfe': () => jsonResponse(entwuerfe),
      'POST /pruefungsstelle/sammel/freigaben': () =>
        jsonResponse({
          message: l.berichtText(0, 1),
          erledigt: 0,
          fehlgeschlagen: 1,
          eintraege: [
            {
              id: A,
              kandidat: A,
              name: 'Albers, Anna',
              aktenzeichen: 'WP-0000-0000-0000',
              ok: false,
              meldung: 'Der Antrag ist bereits entschieden.',
            },
          ],
        } satisfies SammelBericht),
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/sammel/freigabe');
    expect(await screen.findByText(l.sammelFreigabeText)).toBeVisible();
    // One's own draft has no checkbox, only the reason.
    expect(await screen.findByText('Eigene Entwürfe kann nur eine zweite Person freigeben.')).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Berg, Ben' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Albers, Anna' }));
    await user.click(screen.getByRole('button', { name: l.vorschau }));
    await user.click(await screen.findByRole('button', { name: l.freigeben(1) }));
    const bericht = await screen.findByRole('region', { name: l.bericht });
    expect(within(bericht).getByText('Der Antrag ist bereits entschieden.')).toBeVisible();
    expect(within(bericht).getByText(l.ergebnisFehler)).toBeVisible();
    expect(calls.find((c) => c.path === '/pruefungsstelle/sammel/freigaben')?.body).toEqual({
      entwuerfe: [A],
    });
  });

  it('shows another role the drafts without a way to release them', async () => {
    mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('sachbearbeitung')),
      'GET /pruefungsstelle/sammel/entwuerfe': () => jsonResponse(entwuerfe),
    });
    renderApp('/pruefungsstelle/sammel/freigabe');
    expect(await screen.findByText(l.sammelFreigabeNurLeitung)).toBeVisible();
    await waitFor(() => expect(screen.getAllByText(l.nurLeitung)).toHaveLength(2));
    expect(screen.queryByRole('button', { name: l.vorschau })).toBeNull();
  });
});
