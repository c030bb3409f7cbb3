// The candidate's Postfach (issue 27 point 1, decision 0049): the unread count in the header and on
// /start, opening a thread marks the office's message read (a POST per message), a reply sends the
// body the server's schema reads. Only fetch is replaced.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { postfachTexte as t } from '@examensportal/domain/messages-postfach';
import { nachrichtSchreibenSchema, type PostfachAntwort } from '@examensportal/domain/schemas/postfach';
import { callsTo, zulassungBackend } from './antrag';
import { jsonResponse, renderApp, WP_USER } from './helpers';

const frage = {
  id: '11111111-1111-4111-8111-111111111111',
  threadId: '11111111-1111-4111-8111-111111111111',
  antwortAuf: null,
  von: 'pruefungsstelle' as const,
  bezug: { art: 'antrag' as const, id: '33333333-3333-4333-8333-333333333333' },
  betreff: 'Rückfrage zu Ihrem Antrag (WP-1111-1111-4111)',
  text: 'Bitte senden Sie uns das Zeugnis.',
  verfasstVon: 'Sachbearbeitung Demo',
  gesendetAm: '2026-10-05T08:00:00.000Z',
  gelesenAm: null,
  anhaenge: [{ id: '44444444-4444-4444-8444-444444444444', name: 'Merkblatt.pdf' }],
};
const bezuege = [{ art: 'antrag' as const, id: frage.bezug.id, text: 'Antrag auf Zulassung 2/2027' }];
const ungelesen: PostfachAntwort = {
  threads: [{ id: frage.id, nachrichten: [frage] }],
  ungelesen: 1,
  bezuege,
};
const gelesen: PostfachAntwort = {
  threads: [{ id: frage.id, nachrichten: [{ ...frage, gelesenAm: '2026-10-05T09:00:00.000Z' }] }],
  ungelesen: 0,
  bezuege,
};
const beantwortet: PostfachAntwort = {
  ...gelesen,
  threads: [
    {
      id: frage.id,
      nachrichten: [
        ...gelesen.threads[0]!.nachrichten,
        {
          ...frage,
          id: '55555555-5555-4555-8555-555555555555',
          antwortAuf: frage.id,
          von: 'kandidat',
          betreff: `Re: ${frage.betreff}`,
          text: 'Anbei.',
          verfasstVon: null,
          gelesenAm: null,
          anhaenge: [],
        },
      ],
    },
  ],
};

describe('Postfach', () => {
  it('counts unread in the header, marks read on opening, sends a reply', async () => {
    const user = userEvent.setup();
    const { calls } = zulassungBackend({
      'GET /api/postfach': () => jsonResponse(ungelesen),
      [`POST /api/postfach/${frage.id}/gelesen`]: () => jsonResponse(gelesen),
      'POST /api/postfach': () => jsonResponse(beantwortet, 201),
    });
    renderApp('/postfach', { user: WP_USER });
    expect(await screen.findByRole('heading', { level: 1, name: t.titel })).toBeVisible();
    expect(await screen.findByLabelText(t.ungelesen(1))).toBeInTheDocument();
    expect(screen.getByText(t.ungelesen(1), { selector: 'p' })).toBeVisible();

    await user.click(screen.getByText(frage.betreff));
    expect(await screen.findByText(frage.text)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Merkblatt.pdf' })).toBeVisible();
    expect(callsTo(calls, 'POST', `/api/postfach/${frage.id}/gelesen`)).toHaveLength(1);
    expect(screen.queryByLabelText(t.ungelesen(1))).toBeNull();

    const thread = screen.getByText(frage.betreff).closest('details')!;
    await user.type(within(thread).getByRole('textbox', { name: t.text }), 'Anbei.');
    await user.click(within(thread).getByRole('button', { name: t.antwortSenden }));
    expect(await screen.findByText('Anbei.', { selector: 'p' })).toBeVisible();
    const body = callsTo(calls, 'POST', '/api/postfach')[0]?.body;
    expect(nachrichtSchreibenSchema.parse(body)).toEqual({
      antwortAuf: frage.id,
      text: 'Anbei.',
      anhaenge: [],
    });
  });

  it('a new message without a subject is refused before it is sent', async () => {
    const user = userEvent.setup();
    const { calls } = zulassungBackend({
      'GET /api/postfach': () => jsonResponse({ threads: [], ungelesen: 0, bezuege }),
    });
    renderApp('/postfach', { user: WP_USER });
    expect(await screen.findByText(t.leer)).toBeVisible();
    const neu = screen.getByRole('heading', { level: 2, name: t.neu }).closest('section')!;
    expect(within(neu).getByRole('option', { name: bezuege[0]!.text })).toBeInTheDocument();
    await user.type(within(neu).getByRole('textbox', { name: t.text }), 'Wann entscheiden Sie?');
    await user.click(within(neu).getByRole('button', { name: t.senden }));
    expect(await within(neu).findByRole('alert')).toHaveTextContent(t.betreffFehlt);
    expect(callsTo(calls, 'POST', '/api/postfach')).toHaveLength(0);
  });
});
