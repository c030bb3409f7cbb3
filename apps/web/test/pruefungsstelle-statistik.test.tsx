// Statistik (issue 28 point 11): the chart is an image with its numbers in title/desc and the same
// numbers in a table beside it; the term chosen goes into the address.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { statistikTexte as t } from '@examensportal/domain/messages-pruefungsstelle-statistik';
import type { Statistik } from '@examensportal/domain/schemas/pruefungsstelle-statistik';
import { mockBackend } from './forms';
import { jsonResponse, renderApp } from './helpers';

const sitzung = {
  id: 'a',
  name: 'Lea Leitung',
  email: 'lea@p.example',
  rolle: 'leitung',
  stufe: 'angemeldet',
};
const zahlen = (termin: string): Statistik => ({
  termin,
  art: 'WP',
  termine: ['2027/1', '2027/2'],
  warteschlangen: [{ queue: 'antraege', anzahl: 3 }],
  antraege: { eingereicht: 3, zugelassen: 40, abgelehnt: 2, zurueckgezogen: 1 },
  ruecktritte: [{ art: 'modulruecktritt', anzahl: 4 }],
  bestehensquoten: [
    { pruefung: 'wp', sitzung: 'juni', ergebnisse: 10, bestanden: 6, quote: 0.6 },
    { pruefung: 'wp', sitzung: 'august', ergebnisse: 20, bestanden: 15, quote: 0.75 },
  ],
  bearbeitung: { entschieden: 42, median: 12.5, p90: 30 },
});

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('examensportal.pruefungsstelle.jwt', 'staff.jwt');
});

describe('/pruefungsstelle/statistik', () => {
  it('shows the pass rates as an accessible chart with the table beside it, and the figures', async () => {
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung),
      'GET /pruefungsstelle/statistik': () => jsonResponse(zahlen('2027/2')),
      'GET /pruefungsstelle/statistik?termin=2027%2F1&art=WP': () => jsonResponse(zahlen('2027/1')),
    });
    renderApp('/pruefungsstelle/statistik');
    const bild = await screen.findByRole('img', { name: /Bestehensquoten/ });
    expect(bild.querySelector('desc')?.textContent).toContain('WP Juni (vorgezogen) 60 %');
    expect(bild.querySelector('desc')?.textContent).toContain('WP August 75 %');
    const tabelle = screen.getByRole('region', { name: t.bestehen });
    expect(within(tabelle).getByRole('row', { name: /August/ })).toHaveTextContent('201575 %');
    expect(screen.getByRole('row', { name: new RegExp(t.median) })).toHaveTextContent('12,5 Tage');
    expect(screen.getByRole('row', { name: new RegExp(t.status.zugelassen!) })).toHaveTextContent('40');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t.termin }), '2027/1');
    await userEvent.click(screen.getByRole('button', { name: t.anzeigen }));
    expect(
      await screen.findByRole('img', { name: /Bestehensquoten 1\/2027|Bestehensquoten.*2027/ }),
    ).toBeVisible();
    expect(calls.at(-1)?.path).toBe('/pruefungsstelle/statistik?termin=2027%2F1&art=WP');
  });
});
