// The back-office's foundation (issue 31 point 1, decision 0044): the paths table, the one way to read
// (useStaffDaten, useAdressAbfrage) and to write (useStaffAktion), and the end of a staff session (a
// 401 on any call: token and context cleared, the login says why and leads back to the page).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { messages } from '@examensportal/domain/messages';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { termineTexte as tt } from '@examensportal/domain/messages-pruefungsstelle-termine';
import { clearToasts, getToasts } from '../src/lib/toast';
import { staffPost } from '../src/pruefungsstelle/api';
import { STAFF_ROOT, staffPaths } from '../src/pruefungsstelle/paths';
import { rueckweg } from '../src/pruefungsstelle/pages/StaffLoginPage';
import { useStaffAktion } from '../src/pruefungsstelle/useStaffAktion';
import { useAdressAbfrage, useStaffDaten } from '../src/pruefungsstelle/useStaffDaten';
import { mockBackend } from './forms';
import { jsonResponse, renderApp } from './helpers';

const p = pruefungsstelle;
const s = p.seiten;
const TOKEN_KEY = 'examensportal.pruefungsstelle.jwt';
const leitung = {
  id: 'a',
  name: 'Lea Leitung',
  email: 'lea@pst.example',
  rolle: 'leitung',
  stufe: 'angemeldet',
};
const termine = { termine: [], darfFestlegen: false };
const zahlSchema = z.strictObject({ n: z.number() });

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, 'staff.jwt');
  clearToasts();
});
afterEach(() => vi.unstubAllGlobals());

describe('the paths table', () => {
  it('builds every link under /pruefungsstelle', () => {
    const hrefs = Object.values(staffPaths).flatMap((e) => ('href' in e ? [e.href] : []));
    expect(hrefs.every((h) => h.startsWith(STAFF_ROOT))).toBe(true);
    expect(staffPaths.kandidat.getHref('k1')).toBe('/pruefungsstelle/kandidaten/k1');
    expect(staffPaths.entscheidungen.getHref('k1')).toBe('/pruefungsstelle/kandidaten/k1/entscheidungen');
    expect(staffPaths.eingang.getHref('antraege')).toBe('/pruefungsstelle/eingang/antraege');
  });

  it('is the only back-office file that writes a /pruefungsstelle address', () => {
    const dir = path.resolve(__dirname, '../src/pruefungsstelle');
    const dateien = (d: string): string[] =>
      readdirSync(d, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? dateien(path.join(d, e.name)) : [path.join(d, e.name)],
      );
    const mitAdresse = dateien(dir)
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('paths.ts'))
      .filter((f) => /['"`]\/pruefungsstelle/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(dir, f));
    expect(mitAdresse).toEqual([]);
  });

  it('leads back to a back-office page after the login, never to the login itself', () => {
    expect(rueckweg('/pruefungsstelle/termine?jahr=2027')).toBe('/pruefungsstelle/termine?jahr=2027');
    expect(rueckweg(undefined)).toBe(STAFF_ROOT);
    expect(rueckweg('/pruefungsstelle/login')).toBe(STAFF_ROOT);
    expect(rueckweg('/pruefungsstelle/anmelden')).toBe(STAFF_ROOT);
    expect(rueckweg('/start')).toBe(STAFF_ROOT);
  });
});

const imRouter =
  (eintrag = '/') =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[eintrag]}>{children}</MemoryRouter>
  );

describe('useStaffDaten', () => {
  it('reads through the schema, reads again on reload, and shows a failed read with the server text', async () => {
    let n = 0;
    mockBackend({
      'GET /pruefungsstelle/termine': () =>
        n < 2 ? jsonResponse({ n: ++n }) : jsonResponse({ message: 'Gesperrt.' }, 403),
    });
    const { result } = renderHook(() => useStaffDaten(zahlSchema, P.termine));
    expect(result.current.stand).toEqual({ name: 'loading' });
    await waitFor(() => expect(result.current.daten).toEqual({ n: 1 }));
    await act(() => result.current.reload());
    expect(result.current.stand).toEqual({ name: 'bereit', daten: { n: 2 } });
    await act(() => result.current.reload());
    expect(result.current.stand).toEqual({ name: 'fehler', message: 'Gesperrt.' });
  });

  it('refuses an answer that does not fit its schema with the generic German text', async () => {
    mockBackend({ 'GET /pruefungsstelle/termine': () => jsonResponse({ n: 'eins' }) });
    const { result } = renderHook(() => useStaffDaten(zahlSchema, P.termine));
    await waitFor(() =>
      expect(result.current.stand).toEqual({ name: 'fehler', message: messages.generic.fehler }),
    );
  });

  it('lets only the newest query count when an older answer comes late', async () => {
    const antworten = new Map<string, (r: Response) => void>();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (url: string) =>
          new Promise<Response>((resolve) => antworten.set(new URL(url, 'http://x').search, resolve)),
      ),
    );
    const { result, rerender } = renderHook(({ query }) => useStaffDaten(zahlSchema, P.termine, { query }), {
      initialProps: { query: 'seite=1' },
    });
    rerender({ query: 'seite=2' });
    await waitFor(() => expect(antworten.size).toBe(2));
    await act(async () => antworten.get('?seite=2')!(jsonResponse({ n: 2 })));
    await act(async () => antworten.get('?seite=1')!(jsonResponse({ n: 1 })));
    expect(result.current.daten).toEqual({ n: 2 });
  });

  it('keeps a list query in the address: filters start at page 1, blaettern keeps the filter', () => {
    const { result } = renderHook(() => useAdressAbfrage(), { wrapper: imRouter('/liste?seite=3&q=alt') });
    expect(result.current.query).toBe('seite=3&q=alt');
    act(() => result.current.filtern({ q: 'Meier', status: '' }));
    expect(result.current.query).toBe('q=Meier');
    act(() => result.current.blaettern(2));
    expect(result.current.query).toBe('q=Meier&seite=2');
  });
});

describe('useStaffAktion', () => {
  const useAktionUndForm = () => {
    const aktion = useStaffAktion();
    const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
    return { aktion, form };
  };

  it('shows success and failure as toasts and puts the server field errors on the fields', async () => {
    mockBackend({
      'POST /pruefungsstelle/termine': () =>
        jsonResponse({ message: 'Bitte prüfen Sie Ihre Eingaben.', fieldErrors: { name: p.nameFehlt } }, 400),
    });
    const { result } = renderHook(useAktionUndForm);
    const ok = await act(() =>
      result.current.aktion.ausfuehren(async () => 7, { erfolg: (n) => `Gespeichert: ${n}` }),
    );
    expect(ok).toEqual({ ok: true, antwort: 7 });
    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([['success', 'Gespeichert: 7']]);
    const fehlgeschlagen = await act(() =>
      result.current.aktion.ausfuehren(() => staffPost(zahlSchema, P.terminFestlegen, {}), {
        form: { form: result.current.form, fields: ['name'] },
      }),
    );
    expect(fehlgeschlagen).toEqual({ ok: false });
    expect(result.current.form.getFieldState('name').error?.message).toBe(p.nameFehlt);
    expect(getToasts().at(-1)).toMatchObject({ kind: 'error', message: 'Bitte prüfen Sie Ihre Eingaben.' });
    expect(result.current.aktion.sendet).toBe(false);
  });

  it('shows nothing for a 401: the end of the session is the login page’s to say', async () => {
    mockBackend({
      'POST /pruefungsstelle/termine': () => jsonResponse({ message: p.sitzungAbgelaufen }, 401),
    });
    const { result } = renderHook(useAktionUndForm);
    await act(() => result.current.aktion.ausfuehren(() => staffPost(zahlSchema, P.terminFestlegen, {})));
    expect(getToasts()).toEqual([]);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('an ended staff session (issue 28 point 12)', () => {
  it('clears token and context, says why on the login, and leads back to the page after the login with the code', async () => {
    mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(leitung),
      'GET /pruefungsstelle/termine': () => jsonResponse({ message: p.sitzungAbgelaufen }, 401),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/pruefungsstelle/termine?jahr=2027');
    expect(await screen.findByRole('heading', { level: 1, name: s.login })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(p.sitzungAbgelaufen);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    // The context is cleared too: no person and no logout in the header any more.
    expect(screen.queryByRole('button', { name: s.abmelden })).toBeNull();
    expect(screen.queryByRole('navigation', { name: s.navigation })).toBeNull();

    let mitCode = false;
    mockBackend({
      'POST /pruefungsstelle/anmelden': () =>
        mitCode
          ? jsonResponse({ schritt: 'angemeldet', jwt: 'neu.jwt' })
          : ((mitCode = true), jsonResponse({ schritt: 'sicherheitscode' })),
      'GET /pruefungsstelle/sitzung': () => jsonResponse(leitung),
      'GET /pruefungsstelle/termine': () => jsonResponse(termine),
    });
    await user.type(screen.getByLabelText(new RegExp(s.email)), 'lea@pst.example');
    await user.type(
      screen.getByLabelText(new RegExp(`^${s.passwort}`), { selector: 'input' }),
      'Geheim#2026x',
    );
    await user.click(screen.getByRole('button', { name: s.weiter }));
    await user.type(await screen.findByLabelText(new RegExp(s.sicherheitscode)), '123456');
    await user.click(screen.getByRole('button', { name: s.loginKnopf }));
    expect(await screen.findByRole('heading', { level: 1, name: tt.seite })).toBeVisible();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/pruefungsstelle/termine?jahr=2027',
    );
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('neu.jwt');
  });

  it('sends a reload with an expired token to the login with the message', async () => {
    mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse({ message: p.sitzungAbgelaufen }, 401),
    });
    renderApp('/pruefungsstelle/postversand');
    expect(await screen.findByRole('heading', { level: 1, name: s.login })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(p.sitzungAbgelaufen);
  });

  it('keeps the old login address working', async () => {
    sessionStorage.clear();
    mockBackend({});
    const { router } = renderApp('/pruefungsstelle/anmelden');
    expect(await screen.findByRole('heading', { level: 1, name: s.login })).toBeVisible();
    expect(router.state.location.pathname).toBe(staffPaths.login.href);
  });
});
