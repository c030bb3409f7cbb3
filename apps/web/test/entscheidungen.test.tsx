// The back-office page Entscheidungen (issue 15): the open items with their facts, a form per item,
// the error summary, the server's field errors, and the success message naming the letter.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { entscheidungen as e } from '@examensportal/domain/messages-pruefungsstelle-entscheidungen';
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
const offen = (mitAntrag: boolean): OffeneEntscheidungen => ({
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
});
const pfad = `/pruefungsstelle/kandidaten/${ID}/entscheidungen`;

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, 'staff.jwt');
});

describe('/pruefungsstelle/kandidaten/:id/entscheidungen', () => {
  it('admits with today as the default date; rejection is not offered to sachbearbeitung', async () => {
    let antragOffen = true;
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung('sachbearbeitung')),
      [`GET ${pfad}`]: () => jsonResponse(offen(antragOffen)),
      [`POST /pruefungsstelle/kandidaten/${ID}/zulassung`]: () => {
        antragOffen = false;
        return jsonResponse({
          message: e.gespeichert('Bescheid-Zulassung-2026-10-05.pdf'),
          bescheid: { id: 'b', dateiname: 'Bescheid-Zulassung-2026-10-05.pdf' },
        });
      },
    });
    const user = userEvent.setup();
    renderApp(pfad);
    expect(await screen.findByRole('heading', { level: 1, name: e.titel })).toBeVisible();
    expect(await screen.findByRole('heading', { name: e.antragTitel })).toBeVisible();
    expect(screen.getByText('Bestellung.pdf')).toBeVisible();
    expect(screen.getByText('Düsseldorf')).toBeVisible();
    expect(screen.getAllByRole('radio', { name: e.ablehnen })).toHaveLength(1); // the credit's only
    expect(screen.getByText(e.ablehnungNurLeitung)).toBeVisible();

    const [speichern] = screen.getAllByRole('button', { name: e.entscheiden });
    await user.click(speichern!);
    expect(await screen.findByRole('link', { name: new RegExp(e.entscheidungFehlt) })).toBeVisible();

    await user.click(screen.getByRole('radio', { name: e.zulassen }));
    expect(screen.getByLabelText(new RegExp(`^${e.zulassungsdatum}`))).toHaveValue('2026-10-05');
    await user.click(speichern!);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        e.gespeichert('Bescheid-Zulassung-2026-10-05.pdf'),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: e.antragTitel })).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      entscheidung: 'zulassen',
      datum: '2026-10-05',
    });
  });

  it('asks for a reason before rejecting, and shows the server field error', async () => {
    const { calls } = mockBackend({
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
    await user.click(screen.getByRole('button', { name: e.entscheiden }));
    expect(await screen.findByRole('link', { name: new RegExp(e.begruendungFehlt) })).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByLabelText(new RegExp(`^${e.begruendung}`)), 'Zu alt.');
    await user.click(screen.getByRole('button', { name: e.entscheiden }));
    await waitFor(() =>
      expect(screen.getByLabelText(new RegExp(`^${e.begruendung}`))).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getAllByText(e.begruendungZuLang).length).toBeGreaterThan(0);
  });
});
