import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, API_BASE } from '@examensportal/domain/api';
import { api } from '../src/lib/api';
import { saveUser } from '../src/lib/session';
import { VORAB_ABRUFE, vorabAbrufe } from '../src/app/vorabAbrufe';
import { routes } from '../src/app/routes';
import { VORAB_GUELTIG_MS, type Vorab, vorabSenden } from '../src/vorab';
import { jsonResponse, WP_USER } from './helpers';

// Decision 0091: a signed-in page's HTML sends its first GETs ahead of its code; the app's client
// takes each answer once, for the same URL and token, shortly after the load, never after a change.

const URL_STATUS = `${API_BASE}/api/status`;
const URL_POSTFACH = `${API_BASE}/api/postfach`;
const URL_ZULASSUNG = `${API_BASE}/api/zulassung`;
const URL_EIGNUNG = `${API_BASE}/api/eignung`;
const ABRUFE = `${URL_POSTFACH} WP:${URL_ZULASSUNG} EIGNUNG:${URL_EIGNUNG} ${URL_STATUS}`;
const GET = (jwt = WP_USER.jwt): RequestInit => ({
  method: 'GET',
  headers: { Accept: 'application/json', Authorization: `Bearer ${jwt}` },
});

describe('vorabSenden (src/vorab.ts)', () => {
  let jetzt = 0;
  const uhr = () => jetzt;
  const holen = vi.fn<typeof fetch>();
  beforeEach(() => {
    jetzt = 1_000;
    holen.mockReset();
    holen.mockImplementation(async () => jsonResponse({ ok: true }));
  });

  it("sends the page's GETs with the stored session's token, only those of the candidate's kind", () => {
    saveUser(WP_USER);
    vorabSenden(ABRUFE, sessionStorage, holen, uhr);
    expect(holen.mock.calls.map(([url]) => url)).toEqual([URL_POSTFACH, URL_ZULASSUNG, URL_STATUS]);
    for (const [, init] of holen.mock.calls)
      expect(init).toEqual({ headers: { Accept: 'application/json', Authorization: 'Bearer jwt-wp' } });
    holen.mockClear();
    saveUser({ ...WP_USER, art: 'EIGNUNG' });
    vorabSenden(ABRUFE, sessionStorage, holen, uhr);
    expect(holen.mock.calls.map(([url]) => url)).toEqual([URL_POSTFACH, URL_EIGNUNG, URL_STATUS]);
  });

  it('sends nothing for a visitor without a session, or with a broken entry', () => {
    expect(vorabSenden(ABRUFE, sessionStorage, holen, uhr)(URL_STATUS, GET())).toBeUndefined();
    sessionStorage.setItem('user', '{kaputt');
    vorabSenden(ABRUFE, sessionStorage, holen, uhr);
    sessionStorage.setItem('user', JSON.stringify({ ...WP_USER, jwt: '' }));
    vorabSenden(ABRUFE, sessionStorage, holen, uhr);
    expect(holen).not.toHaveBeenCalled();
  });

  it('hands an answer over once, for the same URL and token only', async () => {
    saveUser(WP_USER);
    const vorab = vorabSenden(ABRUFE, sessionStorage, holen, uhr);
    const antwort = vorab(URL_STATUS, GET());
    expect(antwort).toBeDefined();
    expect(await (await antwort!).json()).toEqual({ ok: true });
    expect(vorab(URL_STATUS, GET())).toBeUndefined();
    // Another token (signed in again in between): not this session's answer, and it is gone.
    expect(vorab(URL_POSTFACH, GET('jwt-anders'))).toBeUndefined();
    expect(vorab(URL_POSTFACH, GET())).toBeUndefined();
    // A request with an AbortSignal asks itself (the one sent ahead cannot be aborted).
    expect(vorab(URL_ZULASSUNG, { ...GET(), signal: new AbortController().signal })).toBeUndefined();
  });

  it('drops every answer after a request of another method and after VORAB_GUELTIG_MS', () => {
    saveUser(WP_USER);
    let vorab = vorabSenden(ABRUFE, sessionStorage, holen, uhr);
    expect(vorab(`${API_BASE}/api/logout`, { ...GET(), method: 'POST' })).toBeUndefined();
    expect(vorab(URL_STATUS, GET())).toBeUndefined();
    expect(vorab(URL_POSTFACH, GET())).toBeUndefined();

    vorab = vorabSenden(ABRUFE, sessionStorage, holen, uhr);
    jetzt += VORAB_GUELTIG_MS;
    expect(vorab(URL_STATUS, GET())).toBeDefined();
    jetzt += 1;
    expect(vorab(URL_POSTFACH, GET())).toBeUndefined();
    jetzt = 1_000;
    expect(vorab(URL_ZULASSUNG, GET())).toBeUndefined();
  });

  it('reads each answer at once, taken or not (no open stream), and hands over an empty one as such', async () => {
    saveUser(WP_USER);
    const gesendet: Response[] = [];
    holen.mockImplementation(async (url) => {
      const r = url === URL_STATUS ? new Response(null, { status: 204 }) : jsonResponse({ ok: true });
      gesendet.push(r);
      return r;
    });
    const vorab = vorabSenden(`${URL_POSTFACH} ${URL_STATUS}`, sessionStorage, holen, uhr);
    // The JSON answer's body is read (a 204 has none to read).
    await vi.waitFor(() => expect(gesendet[0]?.bodyUsed).toBe(true));
    const leer = await vorab(URL_STATUS, GET())!;
    expect(leer.status).toBe(204);
    expect(await leer.text()).toBe('');
  });

  it('keeps a failed request to itself until the client takes it, which then sees the failure', async () => {
    saveUser(WP_USER);
    holen.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const vorab = vorabSenden(URL_STATUS, sessionStorage, holen, uhr);
    await expect(vorab(URL_STATUS, GET())).rejects.toThrow('Failed to fetch');
  });
});

describe("the app's client with an answer sent ahead (lib/api.ts)", () => {
  const fetchMock = vi.fn<typeof fetch>();
  const w = window as { epVorab?: Vorab };
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    saveUser(WP_USER);
  });
  afterEach(() => {
    delete w.epVorab;
    vi.unstubAllGlobals();
  });

  it('reads the answer sent ahead instead of asking again, and asks itself for everything else', async () => {
    const holen = vi.fn<typeof fetch>(async () => jsonResponse({ vorab: true }));
    w.epVorab = vorabSenden(URL_STATUS, sessionStorage, holen, () => 0);
    fetchMock.mockImplementation(async () => jsonResponse({ vorab: false }));
    await expect(api.get('/api/status')).resolves.toEqual({ vorab: true });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(api.get('/api/status')).resolves.toEqual({ vorab: false });
    await expect(api.get('/api/postfach')).resolves.toEqual({ vorab: false });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([URL_STATUS, URL_POSTFACH]);
    expect(holen).toHaveBeenCalledTimes(1);
  });

  it('treats a refused answer sent ahead as its own: a 401 is an ApiError', async () => {
    w.epVorab = vorabSenden(
      URL_STATUS,
      sessionStorage,
      async () => jsonResponse({ message: 'Bitte melden Sie sich an.' }, 401),
      () => 0,
    );
    await expect(api.get('/api/status')).rejects.toMatchObject({
      status: 401,
      message: 'Bitte melden Sie sich an.',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('VORAB_ABRUFE (src/app/vorabAbrufe.ts)', () => {
  it("names GETs without parameters of pages behind the login, and every such page's header count", () => {
    const geschuetzt = new Set(
      routes.flatMap((r) => (r.kind === 'page' && r.access === 'protected' ? [r.path] : [])),
    );
    for (const [muster, abrufe] of Object.entries(VORAB_ABRUFE)) {
      expect(geschuetzt).toContain(muster);
      for (const { call } of abrufe) {
        expect(API[call].method).toBe('GET');
        expect(API[call].path).not.toContain(':');
      }
    }
    expect(vorabAbrufe('postfach')).toBe(URL_POSTFACH);
    expect(vorabAbrufe('start').split(' ')).toEqual([
      URL_POSTFACH,
      `WP:${URL_ZULASSUNG}`,
      `EIGNUNG:${URL_EIGNUNG}`,
      URL_STATUS,
      `${API_BASE}/api/kalender/termine`,
      `${API_BASE}/api/nachforderungen`,
    ]);
  });
});
