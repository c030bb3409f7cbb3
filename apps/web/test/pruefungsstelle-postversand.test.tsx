// The back-office page Postversand: due letters with their reason, a print batch created, its posting
// day recorded (the server's German field error shown at the field), a batch dissolved.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { postversandTexte as t } from '@examensportal/domain/messages-pruefungsstelle-postversand';
import type {
  PostversandSeite,
  PostversandStapel,
} from '@examensportal/domain/schemas/pruefungsstelle-postversand';
import { mockBackend } from './forms';
import { jsonResponse, renderApp } from './helpers';

const sitzung = {
  id: 'a',
  name: 'Lea Weiß',
  email: 'l@p.example',
  rolle: 'sachbearbeitung',
  stufe: 'angemeldet',
};
const stapel: PostversandStapel = {
  id: 7,
  erstelltAm: '2026-10-05T08:00:00.000Z',
  erstelltVon: 'Lea Weiß',
  briefe: 2,
  versandtAm: null,
  versandtVon: null,
};
const seite = (offen: PostversandStapel[]): PostversandSeite => ({
  heute: '2026-10-05',
  faellig: 1,
  briefe: [
    {
      documentId: 'd1',
      accountId: 'k1',
      name: 'Öztürk, Ayşe',
      aktenzeichen: 'WP-1234ABCD',
      dateiname: 'Zulassungsbescheid-2026-10-01.pdf',
      abgelegtAm: '2026-10-01T08:00:00.000Z',
      grund: 'nichtAbgerufen',
    },
  ],
  seite: 1,
  seiten: 1,
  offeneStapel: offen,
  versandteStapel: [],
});

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('examensportal.pruefungsstelle.jwt', 'staff.jwt');
});

describe('/pruefungsstelle/postversand', () => {
  it('lists the due letters with their reason and creates a batch', async () => {
    let offen: PostversandStapel[] = [];
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung),
      'GET /pruefungsstelle/postversand': () => jsonResponse(seite(offen)),
      'POST /pruefungsstelle/postversand/stapel': () => {
        offen = [stapel];
        return jsonResponse(stapel, 201);
      },
    });
    renderApp('/pruefungsstelle/postversand');
    expect(await screen.findByRole('heading', { level: 1, name: t.titel })).toBeVisible();
    const zeile = await screen.findByRole('row', { name: /Öztürk, Ayşe/ });
    expect(zeile).toHaveTextContent(t.gruende.nichtAbgerufen);
    expect(within(zeile).getByRole('link', { name: 'Öztürk, Ayşe' })).toHaveAttribute(
      'href',
      '/pruefungsstelle/kandidaten/k1',
    );
    await userEvent.click(screen.getByRole('button', { name: t.stapelErstellen }));
    expect(await screen.findByText(t.stapelErstellt(7, 2))).toBeVisible();
    expect(await screen.findByRole('heading', { name: t.stapelTitel(7) })).toBeVisible();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/pruefungsstelle/postversand/stapel')).toBe(
      true,
    );
  });

  it('records the posting day and shows the German error at the field', async () => {
    let antwort = () =>
      jsonResponse({ message: t.versandtAmZukunft, fieldErrors: { versandtAm: t.versandtAmZukunft } }, 422);
    mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung),
      'GET /pruefungsstelle/postversand': () => jsonResponse(seite([stapel])),
      'POST /pruefungsstelle/postversand/stapel/7/versand': () => antwort(),
    });
    renderApp('/pruefungsstelle/postversand');
    const feld = await screen.findByLabelText(new RegExp(`^${t.versandtAm}`));
    expect(feld).toHaveValue('2026-10-05');
    await userEvent.click(screen.getByRole('button', { name: t.vermerken }));
    expect(await screen.findAllByText(t.versandtAmZukunft)).not.toHaveLength(0);
    expect(feld).toHaveAttribute('aria-invalid', 'true');
    antwort = () => jsonResponse({ ...stapel, versandtAm: '2026-10-05', versandtVon: 'Lea Weiß' });
    await userEvent.click(screen.getByRole('button', { name: t.vermerken }));
    expect(await screen.findByText(t.vermerkt(7, '2026-10-05'))).toBeVisible();
  });
});
