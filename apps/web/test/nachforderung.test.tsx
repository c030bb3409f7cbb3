// The Nachforderung on /start (issue 27 points 2 and 3, decision 0039): what is missing and until
// when, an item answered with a text (the body the server's schema reads), the late mark, and the
// processing deadline once nothing is missing. Only fetch is replaced.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { nachforderungTexte as t } from '@examensportal/domain/messages-nachforderung';
import {
  nachforderungAntwortSchema,
  type NachforderungenAntwort,
} from '@examensportal/domain/schemas/nachforderung';
import { zulassungBackend } from './antrag';
import { jsonResponse, renderApp, WP_USER } from './helpers';

const punkt = {
  id: '22222222-2222-4222-8222-222222222222',
  art: 'frage' as const,
  bezeichnung: 'Beginn der Prüfungstätigkeit (Monat und Jahr)',
  dokumentTyp: null,
  pruefpunkt: null,
};
const nachforderung = {
  id: '11111111-1111-4111-8111-111111111111',
  applicationId: '33333333-3333-4333-8333-333333333333',
  angefordertAm: '2026-10-05T08:00:00.000Z',
  frist: '2026-11-02',
  hinweis: null,
  erledigtAm: null,
  folgeVon: null,
  briefId: '44444444-4444-4444-8444-444444444444',
};
const offen: NachforderungenAntwort = {
  nachforderungen: [{ ...nachforderung, stand: 'abgelaufen', punkte: [{ ...punkt, antworten: [] }] }],
  bearbeitung: { vollstaendigSeit: null, entscheidungBis: null, restTage: null, fehlt: [punkt.bezeichnung] },
};
const beantwortet: NachforderungenAntwort = {
  nachforderungen: [
    {
      ...nachforderung,
      stand: 'beantwortet',
      punkte: [
        {
          ...punkt,
          antworten: [
            {
              id: 'a1',
              text: 'März 2022',
              dokument: null,
              eingegangenAm: '2026-11-03T10:00:00.000Z',
              verspaetet: true,
            },
          ],
        },
      ],
    },
  ],
  bearbeitung: { vollstaendigSeit: '2026-11-03', entscheidungBis: '2027-02-03', restTage: 92, fehlt: [] },
};

describe('start page: Nachforderung', () => {
  it('shows what is missing, sends the text answer, then says since when the application is complete', async () => {
    const user = userEvent.setup();
    const pfad = `/api/nachforderungen/${nachforderung.id}/punkte/${punkt.id}`;
    const { calls } = zulassungBackend({
      'GET /api/nachforderungen': () => jsonResponse(offen),
      [`POST ${pfad}`]: () => jsonResponse(beantwortet),
    });
    renderApp('/start', { user: WP_USER });
    const region = (await screen.findByRole('heading', { level: 2, name: t.offeneAnforderungen })).closest(
      'section',
    )!;
    expect(within(region).getByText(t.esFehlt(punkt.bezeichnung))).toBeVisible();
    expect(
      within(region).getByRole('heading', { level: 3, name: `${t.titel} – ${t.stand.abgelaufen}` }),
    ).toBeVisible();
    expect(within(region).getByText(t.fristBis('02.11.2026'))).toBeVisible();

    // Sent empty: the summary names the missing answer, nothing is sent (issue 31.1).
    await user.click(within(region).getByRole('button', { name: t.antworten }));
    expect(
      await within(region).findByRole('link', { name: `${t.antwortText}: ${t.textFehlt}` }),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(region).getByLabelText(new RegExp(`^${t.antwortText}`)), 'März 2022');
    await user.click(within(region).getByRole('button', { name: t.antworten }));

    expect(
      await screen.findByText(`${t.vollstaendigSeit('03.11.2026')} · ${t.entscheidungBis('03.02.2027')}`),
    ).toBeVisible();
    const body = calls.find((c) => c.method === 'POST' && c.path === pfad)?.body;
    expect(nachforderungAntwortSchema.parse(body)).toEqual({ text: 'März 2022' });
  });
});
