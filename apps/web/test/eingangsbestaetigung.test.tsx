// The confirmation panel on /start after a declaration (issue 16.1, decision 0012). Only fetch is replaced.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import type { Eingangsbestaetigung } from '@examensportal/domain/rules/folgen';
import { EINGANG_KEY } from '../src/lib/session';
import { callsTo, zulassungBackend } from './antrag';
import { jsonResponse, renderApp, WP_USER } from './helpers';

const e = messages.eingangsbestaetigung;
const ID = '5f0c8a2e-6a55-4d7b-9f1e-2b3c4d5e6f70';

const antwort = (quittung: Eingangsbestaetigung['quittung']): Eingangsbestaetigung => ({
  declarationId: ID,
  referenz: ID,
  ereignis: 'abmeldung',
  bezeichnung: 'Abmeldung von der Modulprüfung',
  eingegangenAm: '2027-03-01T09:00:00.000Z',
  zeitpunkt: '01.03.2027 10:00',
  quittung,
  weiter: [e.schritte.abmeldung, e.schritte.akte],
  folgen: ['Ein Prüfungsversuch wird nicht verbraucht.'],
});

describe('Eingangsbestätigung on /start', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  });
  afterEach(() => sessionStorage.removeItem(EINGANG_KEY));

  it('names the declaration, the receipt time and the reference, says what comes next, downloads the receipt and stays until closed', async () => {
    sessionStorage.setItem(EINGANG_KEY, 'key-1');
    let quittung: Eingangsbestaetigung['quittung'] = null;
    const { calls } = zulassungBackend({
      'GET /api/eingangsbestaetigung/key-1': () => jsonResponse(antwort(quittung)),
      [`GET /api/dokumente/download/doc-1`]: () =>
        new Response(new Blob(['%PDF-1.7']), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="Quittung-Modulabmeldung-2027-03-01.pdf"`,
          },
        }),
    });
    const user = userEvent.setup();
    renderApp('/start', { user: WP_USER });
    const panel = await screen.findByRole('region', { name: e.titel('Abmeldung von der Modulprüfung') });
    expect(within(panel).getByText(e.eingang('01.03.2027 10:00'))).toBeInTheDocument();
    expect(within(panel).getByText(ID)).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: e.weiter })).toBeInTheDocument();
    expect(within(panel).getByText(e.schritte.abmeldung)).toBeInTheDocument();
    expect(within(panel).getByText('Ein Prüfungsversuch wird nicht verbraucht.')).toBeInTheDocument();

    // Not filed yet: the panel says so instead of failing silently.
    await user.click(within(panel).getByRole('button', { name: e.quittung }));
    expect(await within(panel).findByText(e.quittungInArbeit)).toBeInTheDocument();

    quittung = { documentId: 'doc-1', dateiname: 'Quittung-Modulabmeldung-2027-03-01.pdf' };
    await user.click(within(panel).getByRole('button', { name: e.quittung }));
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/dokumente/download/doc-1')).toHaveLength(1));

    await user.click(within(panel).getByRole('button', { name: e.schliessen }));
    expect(screen.queryByRole('region', { name: /Eingegangen/ })).toBeNull();
    expect(sessionStorage.getItem(EINGANG_KEY)).toBeNull();
  });

  it('shows nothing without a declaration in this session', async () => {
    const { calls } = zulassungBackend();
    renderApp('/start', { user: WP_USER });
    await screen.findByRole('heading', { level: 1 });
    expect(callsTo(calls, 'GET', '/api/eingangsbestaetigung/key-1')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: /Eingegangen/ })).toBeNull();
  });
});
