// The Protokoll as people read it (issue 28 point 10): names and Aktenzeichen instead of ids, the changed
// fields in German instead of JSON, and the filter by candidate in the address.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { protokollTexte as pt } from '@examensportal/domain/messages-pruefungsstelle-protokoll';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import type { ProtokollEintrag } from '@examensportal/domain/schemas/pruefungsstelle';
import { mockBackend } from './forms';
import { jsonResponse, renderApp } from './helpers';

const s = pruefungsstelle.seiten;
const sitzung = {
  id: 'a',
  name: 'Lea Leitung',
  email: 'lea@p.example',
  rolle: 'leitung',
  stufe: 'angemeldet',
};
const eintrag = (id: number, extra: Partial<ProtokollEintrag>): ProtokollEintrag => ({
  id,
  at: '2026-10-05T08:00:00.000Z',
  wer: 'Sam Sachbearbeitung',
  staffId: 's',
  quelle: 'browser',
  aktion: 'ergebnis.import',
  ziel: null,
  vorher: null,
  nachher: null,
  kandidat: null,
  ...extra,
});
const seite = (eintraege: ProtokollEintrag[]) => ({
  eintraege,
  gesamt: eintraege.length,
  seite: 1,
  seiten: 1,
  personen: [{ id: 's', name: 'Sam Sachbearbeitung' }],
  aktionen: ['ergebnis.import', 'mitarbeiter.rolle'],
});

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('examensportal.pruefungsstelle.jwt', 'staff.jwt');
});

describe('/pruefungsstelle/protokoll', () => {
  it('reads as sentences: the person of a CSV row, the changed fields in German, no JSON', async () => {
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung),
      'GET /pruefungsstelle/protokoll': () =>
        jsonResponse(
          seite([
            eintrag(2, {
              ziel: 'Modul WP 2/2027, CSV-Zeile 3',
              kandidat: { id: 'k1', name: 'Ayşe Öztürk', aktenzeichen: 'WP-1234-ABCD-5678' },
              nachher: { ergebnis: 'passed', am: '2026-10-05' },
            }),
            eintrag(1, {
              aktion: 'mitarbeiter.rolle',
              ziel: 'ben@p.example',
              vorher: { rolle: 'leitung' },
              nachher: { rolle: 'sachbearbeitung' },
            }),
          ]),
        ),
      'GET /pruefungsstelle/protokoll?kandidat=%C3%B6zt%C3%BCrk': () => jsonResponse(seite([])),
    });
    renderApp('/pruefungsstelle/protokoll');
    const csvZeile = await screen.findByRole('row', { name: /CSV-Zeile 3 – Ayşe Öztürk/ });
    expect(within(csvZeile).getByRole('link', { name: 'Ayşe Öztürk (WP-1234-ABCD-5678)' })).toHaveAttribute(
      'href',
      '/pruefungsstelle/kandidaten/k1',
    );
    expect(csvZeile).toHaveTextContent('Ergebnis: „bestanden“');
    expect(csvZeile).toHaveTextContent('Am: „05.10.2026“');
    const rolle = screen.getByRole('row', { name: /Rolle geändert/ });
    expect(rolle).toHaveTextContent(`Rolle: ${pt.vonZu('Leitung', 'Sachbearbeitung')}`);
    expect(document.body.textContent).not.toContain('{"');

    await userEvent.type(screen.getByRole('searchbox', { name: pt.kandidat }), 'öztürk');
    await userEvent.click(screen.getByRole('button', { name: s.filter }));
    expect(await screen.findByText(s.keineEintraege)).toBeVisible();
    expect(calls.at(-1)?.path).toBe('/pruefungsstelle/protokoll?kandidat=%C3%B6zt%C3%BCrk');
  });
});
