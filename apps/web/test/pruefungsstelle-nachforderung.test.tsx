// The back-office's request for documents or information (decision 0039) on the field library (issue
// 31.1): every error of the form in one round with the summary focused, the request it sends, a
// follow-up prefilled with the unanswered items, and the server's field error at its field.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { nachforderungTexte as t } from '@examensportal/domain/messages-nachforderung';
import {
  type NachforderungAnsicht,
  nachforderungAnlegenSchema,
  type NachforderungenAntwort,
} from '@examensportal/domain/schemas/nachforderung';
import { NachforderungenAbschnitt } from '../src/pruefungsstelle/kandidat/Nachforderungen';
import { mockBackend, summaryLinks } from './forms';
import { jsonResponse } from './helpers';

const ID = '3f2a9c1b-7d4e-4a00-8000-000000000001';
const PFAD = `/pruefungsstelle/kandidaten/${ID}/nachforderungen`;
const BEARBEITUNG = { vollstaendigSeit: null, entscheidungBis: null, restTage: null, fehlt: [] };
const offene: NachforderungAnsicht = {
  id: '5a1b2c3d-0000-4000-8000-000000000009',
  applicationId: 'a1',
  angefordertAm: '2026-10-01T08:00:00Z',
  frist: '2026-10-29',
  hinweis: null,
  stand: 'offen',
  erledigtAm: null,
  folgeVon: null,
  briefId: 'b1',
  punkte: [
    {
      id: 'p1',
      art: 'dokument',
      bezeichnung: 'Zeugnis',
      dokumentTyp: null,
      pruefpunkt: null,
      antworten: [],
    },
    {
      id: 'p2',
      art: 'frage',
      bezeichnung: 'Beginn der Tätigkeit',
      dokumentTyp: null,
      pruefpunkt: null,
      antworten: [
        { id: 'x', text: 'März', dokument: null, eingegangenAm: '2026-10-02T08:00:00Z', verspaetet: false },
      ],
    },
  ],
};
const stand = (nachforderungen: NachforderungAnsicht[]): NachforderungenAntwort => ({
  nachforderungen,
  bearbeitung: BEARBEITUNG,
});

const zeige = async () => {
  render(<NachforderungenAbschnitt kandidatId={ID} art="WP" oeffnen={() => {}} />);
  return screen.findByRole('button', { name: t.anfordern });
};

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('examensportal.pruefungsstelle.jwt', 'staff.jwt');
});

describe('Kandidat › Nachforderung von Unterlagen: the request form', () => {
  it('reports every error in one round with the summary focused, then sends the request', async () => {
    const { calls } = mockBackend({
      [`GET ${PFAD}`]: () => jsonResponse(stand([])),
      [`POST ${PFAD}`]: () => jsonResponse(stand([offene])),
    });
    const user = userEvent.setup();
    const senden = await zeige();
    await user.click(screen.getByLabelText(new RegExp(`^${t.hinweis}`)));
    await user.paste('x'.repeat(2001));
    await user.click(senden);
    // Both faults at once, in field order, and the summary takes the focus.
    await waitFor(() =>
      expect(summaryLinks().map((link) => link.text)).toEqual([
        `${t.bezeichnung}: ${t.punkteFehlen}`,
        `${t.hinweis}: ${t.hinweisZuLang}`,
      ]),
    );
    expect(document.activeElement).toContainElement(
      screen.getByRole('link', { name: new RegExp(t.punkteFehlen) }),
    );
    expect(screen.getByLabelText(new RegExp(`^${t.bezeichnung}`))).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText(new RegExp(`^${t.hinweis}`)));
    await user.type(screen.getByLabelText(new RegExp(`^${t.hinweis}`)), ' Bitte bald. ');
    await user.type(
      screen.getByLabelText(new RegExp(`^${t.bezeichnung}`)),
      'Zeugnis{enter}{enter} Lebenslauf ',
    );
    await user.selectOptions(screen.getByLabelText(t.dokumentTyp), 'VERKUERZUNG');
    await user.type(screen.getByLabelText(t.frist), '2026-12-01');
    await user.click(senden);
    expect(await screen.findByText(t.gesendet)).toBeVisible();
    const body = calls.find((c) => c.method === 'POST')?.body;
    expect(body).toEqual({
      punkte: [
        { art: 'dokument', bezeichnung: 'Zeugnis', dokumentTyp: 'VERKUERZUNG' },
        { art: 'dokument', bezeichnung: 'Lebenslauf', dokumentTyp: 'VERKUERZUNG' },
      ],
      frist: '2026-12-01',
      hinweis: 'Bitte bald.',
    });
    expect(nachforderungAnlegenSchema.safeParse(body).success).toBe(true);
    // Sent: the form is empty again for the next request.
    expect(screen.getByLabelText(new RegExp(`^${t.bezeichnung}`))).toHaveValue('');
  });

  it('a follow-up starts with the unanswered items; questions carry no document type', async () => {
    const { calls } = mockBackend({
      [`GET ${PFAD}`]: () => jsonResponse(stand([offene])),
      [`POST ${PFAD}`]: () => jsonResponse(stand([])),
    });
    const user = userEvent.setup();
    await zeige();
    await user.click(screen.getByRole('button', { name: t.nachfassen }));
    const zeilen = screen.getByLabelText(new RegExp(`^${t.bezeichnung}`));
    await waitFor(() => expect(zeilen).toHaveValue('Zeugnis'));
    expect(screen.getByText(t.folgeZu)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: t.artFrage }));
    expect(screen.queryByLabelText(t.dokumentTyp)).toBeNull();
    const form = zeilen.closest('form')!;
    await user.click(within(form).getByRole('button', { name: t.nachfassen }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      punkte: [{ art: 'frage', bezeichnung: 'Zeugnis' }],
      folgeVon: offene.id,
    });
  });

  it('takes the points the Prüfliste marked "fehlt" as items, each with its point\'s key', async () => {
    const mitSchluessel: NachforderungAnsicht = {
      ...offene,
      punkte: [{ ...offene.punkte[0]!, pruefpunkt: 'vorbildung.zeugnis' }],
    };
    const { calls } = mockBackend({
      [`GET ${PFAD}`]: () => jsonResponse(stand([])),
      [`POST ${PFAD}`]: () => jsonResponse(stand([mitSchluessel])),
    });
    const fehlend = [
      { key: 'vorbildung.zeugnis', bezeichnung: 'Zeugnis über die Abschlussprüfung' },
      { key: 'taetigkeit.nachweis', bezeichnung: 'Nachweis der Prüfungstätigkeit' },
    ];
    render(<NachforderungenAbschnitt kandidatId={ID} art="WP" oeffnen={() => {}} ausPruefliste={fehlend} />);
    const senden = await screen.findByRole('button', { name: t.anfordern });
    expect(
      screen.getByText(t.ausPruefliste('Zeugnis über die Abschlussprüfung; Nachweis der Prüfungstätigkeit')),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: t.artFrage }));
    await user.click(screen.getByRole('button', { name: t.ausPrueflisteUebernehmen }));
    const zeilen = screen.getByLabelText(new RegExp(`^${t.bezeichnung}`));
    expect(zeilen).toHaveValue('Zeugnis über die Abschlussprüfung\nNachweis der Prüfungstätigkeit');
    expect(screen.getByRole('radio', { name: t.artDokument })).toBeChecked();
    // A line of its own next to them carries no key.
    await user.type(zeilen, '{enter}Lebenslauf');
    await user.click(senden);
    expect(await screen.findByText(t.gesendet)).toBeVisible();
    const body = calls.find((c) => c.method === 'POST')?.body;
    expect(body).toEqual({
      punkte: [
        {
          art: 'dokument',
          bezeichnung: 'Zeugnis über die Abschlussprüfung',
          pruefpunkt: 'vorbildung.zeugnis',
        },
        { art: 'dokument', bezeichnung: 'Nachweis der Prüfungstätigkeit', pruefpunkt: 'taetigkeit.nachweis' },
        { art: 'dokument', bezeichnung: 'Lebenslauf' },
      ],
    });
    expect(nachforderungAnlegenSchema.safeParse(body).success).toBe(true);
    // Asked for now: the open request's point is not offered again, the other one still is.
    expect(await screen.findByText(t.ausPruefliste('Nachweis der Prüfungstätigkeit'))).toBeVisible();
  });

  it('offers no take-over when the Prüfliste marks nothing missing', async () => {
    mockBackend({ [`GET ${PFAD}`]: () => jsonResponse(stand([])) });
    await zeige();
    expect(screen.queryByRole('button', { name: t.ausPrueflisteUebernehmen })).toBeNull();
  });

  it("shows the server's field error at its field", async () => {
    mockBackend({
      [`GET ${PFAD}`]: () => jsonResponse(stand([])),
      [`POST ${PFAD}`]: () =>
        jsonResponse({ message: t.fristVergangen, fieldErrors: { frist: t.fristVergangen } }, 422),
    });
    const user = userEvent.setup();
    const senden = await zeige();
    await user.type(screen.getByLabelText(new RegExp(`^${t.bezeichnung}`)), 'Zeugnis');
    await user.type(screen.getByLabelText(t.frist), '2020-01-01');
    await user.click(senden);
    await waitFor(() => expect(screen.getByLabelText(t.frist)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(t.fristVergangen).length).toBeGreaterThan(0);
  });
});
