import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { zulassungAntwortSchema } from '@examensportal/domain/schemas/antragAntwort';
import { login } from '../src/app/slices/auth';
import { createAppStore } from '../src/app/store';
import { ApiError, parseAntwort } from '../src/lib/api';
import { loadUser } from '../src/lib/session';
import { gespeicherterAntrag, zulassungBackend } from './antrag';
import { mockBackend } from './forms';
import { jsonResponse, renderApp, WP_USER } from './helpers';

// Decision 0023: every server answer is read once at the edge through its domain schema. An answer
// that does not fit fails like a failed call, with the existing German text, never a crash further in.

const fehler = messages.generic.fehler;

describe('parseAntwort (the edge)', () => {
  it('gives the typed answer, with the empty form for what the answer leaves out', () => {
    const antwort = parseAntwort(zulassungAntwortSchema, { status: 'none', lgs: 3 });
    expect(antwort.lgs).toBe(3);
    expect(antwort.versicherung1).toBe(false);
    expect(antwort.laufbahn).toBeUndefined();
  });

  it.each([
    ['a field of the wrong type', { status: 'none', lgs: 'drei' }],
    ['an unknown status', { status: 'vielleicht' }],
    ['a stored file without a name', { dateien: { lebenslauf: [{ documentId: 'd1' }] } }],
    ['no object at all', 'Wartungsarbeiten'],
  ])('refuses %s with the generic German text', (_fall, antwort) => {
    let error: unknown;
    try {
      parseAntwort(zulassungAntwortSchema, antwort);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: fehler });
  });
});

describe('malformed answers on the pages', () => {
  it('the application wizard says it could not load the draft', async () => {
    zulassungBackend({ 'GET /api/zulassung': () => jsonResponse(gespeicherterAntrag({ lgs: 'drei' })) });
    renderApp('/zulassung/antragstellen/modulanmeldung', { user: WP_USER });
    expect(await screen.findByText(`${messages.wizard.nichtGeladen} ${fehler}`)).toBeInTheDocument();
  });

  it('the digital file shows the failed list in its error box', async () => {
    mockBackend({ 'GET /api/dokumente': () => jsonResponse([{ documentId: 1, category: 'IRGENDWO' }]) });
    renderApp('/meinedaten/digitaleakte/akteneingang', { user: WP_USER });
    expect(await screen.findByRole('alert')).toHaveTextContent(fehler);
  });

  it('a login answer without a session token signs nobody in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ art: 'WP', vorname: 'Erika' }))),
    );
    const store = createAppStore();
    const result = await store.dispatch(login({ email: 'erika@example.org', passwort: 'x', token: 't' }));
    expect(result.payload).toEqual({ status: 0, message: fehler });
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(loadUser()).toBeNull();
  });
});
