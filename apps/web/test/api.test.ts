import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  ApiError,
  download,
  errorFromResponse,
  fileNameFromContentDisposition,
  parseBody,
  setForbiddenHandler,
  toErrorPayload,
} from '../src/lib/api';
import { saveUser } from '../src/lib/session';
import { jsonResponse, WP_USER } from './helpers';

const GENERIC = 'Es ist ein Fehler aufgetreten';

describe('errorFromResponse (spec §8)', () => {
  it.each([
    [
      'the body message',
      { message: 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.' },
      'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
    ],
    ['the body text when there is no message', 'Zu viele Anfragen', 'Zu viele Anfragen'],
    ['the generic text for an empty body', null, GENERIC],
    ['the generic text for an empty string', '   ', GENERIC],
    ['the generic text for an object without message', { error: 'x' }, GENERIC],
    ['the generic text for an empty message', { message: '' }, GENERIC],
    ['the generic text for an HTML error page', '<html><body>502 Bad Gateway</body></html>', GENERIC],
  ])('takes %s', (_case, body, expected) => {
    const error = errorFromResponse(500, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(error.message).toBe(expected);
  });

  it('keeps the German field errors of a 400', () => {
    const error = errorFromResponse(400, {
      message: 'Die Eingaben sind nicht gültig.',
      fieldErrors: { email: 'Die E-Mail-Adresse ist nicht gültig' },
    });
    expect(toErrorPayload(error)).toEqual({
      status: 400,
      message: 'Die Eingaben sind nicht gültig.',
      fieldErrors: { email: 'Die E-Mail-Adresse ist nicht gültig' },
    });
  });

  it('never passes on a browser error text', () => {
    expect(toErrorPayload(new TypeError('Failed to fetch'))).toEqual({ status: 0, message: GENERIC });
  });
});

describe('parseBody (spec §7)', () => {
  it.each([
    ['{"a":1}', { a: 1 }],
    ['"text"', 'text'],
    ['kein JSON', 'kein JSON'],
    ['', null],
  ])('%j', (text, expected) => expect(parseBody(text)).toEqual(expected));
});

describe('fileNameFromContentDisposition (RFC 6266)', () => {
  it.each([
    [null, 'data.dat'],
    ['attachment', 'data.dat'],
    ['attachment; filename="bescheid.pdf"', 'bescheid.pdf'],
    ['attachment; filename=bescheid.pdf', 'bescheid.pdf'],
    ["attachment; filename*=UTF-8''Pr%C3%BCfungsbescheid%202026.pdf", 'Prüfungsbescheid 2026.pdf'],
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'Zeugnis%20%C3%84.pdf', 'Zeugnis Ä.pdf'],
    ['attachment; filename*=UTF-8\'\'Zeugnis.pdf; filename="fallback.pdf"', 'Zeugnis.pdf'],
    ["attachment; filename*=iso-8859-1'de'Gr%FC%DFe.pdf", 'Grüße.pdf'],
    ['attachment; filename="a\\"b.pdf"', 'a"b.pdf'],
    ['attachment; filename="semi;colon.pdf"', 'semi;colon.pdf'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="ok.pdf"', 'ok.pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename=""', 'data.dat'],
  ])('%s → %s', (header, expected) => expect(fileNameFromContentDisposition(header)).toBe(expected));
});

describe('request', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => setForbiddenHandler(() => {}));

  const lastRequest = () => {
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    return {
      url: String(url),
      init: init as RequestInit,
      headers: new Headers((init as RequestInit).headers),
    };
  };

  it('calls the backend base path with the stored jwt as bearer', async () => {
    saveUser(WP_USER);
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await expect(api.get('/api/zulassung')).resolves.toEqual({ ok: true });
    const { url, headers, init } = lastRequest();
    expect(url).toBe('/examensportal/backend/api/zulassung');
    expect(init.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('Bearer jwt-wp');
  });

  it('sends no bearer on a public call even when signed in', async () => {
    saveUser(WP_USER);
    fetchMock.mockResolvedValue(jsonResponse({}));
    await api.post('/login', { email: 'a@b.de' }, { auth: false });
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('sends JSON bodies as JSON and FormData as is', async () => {
    fetchMock.mockImplementation(async () => new Response(''));
    await api.post('/changeemail', { email: 'neu@example.org' });
    expect(lastRequest().headers.get('Content-Type')).toBe('application/json');
    expect(lastRequest().init.body).toBe('{"email":"neu@example.org"}');

    const form = new FormData();
    form.append('kontaktdaten', '{}');
    await api.post('/api/modul/kontaktdaten', form);
    expect(lastRequest().init.body).toBe(form);
    // The browser adds the multipart boundary itself.
    expect(lastRequest().headers.has('Content-Type')).toBe(false);
  });

  it('keeps a non-JSON answer as text', async () => {
    fetchMock.mockResolvedValue(new Response('OK'));
    await expect(api.get('/health/live', { auth: false })).resolves.toBe('OK');
  });

  it('rejects with status and the German message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Ihr Benutzerkonto ist noch nicht bestätigt.' }, 401),
    );
    await expect(api.post('/login', {}, { auth: false })).rejects.toMatchObject({
      status: 401,
      message: 'Ihr Benutzerkonto ist noch nicht bestätigt.',
    });
  });

  it('turns a network failure into the generic German error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/api/dokumente')).rejects.toMatchObject({ status: 0, message: GENERIC });
  });

  it.each([403, 401])(
    'reports a %i on an authenticated call, not on a public one or where told not to',
    async (status) => {
      const onForbidden = vi.fn();
      setForbiddenHandler(onForbidden);
      fetchMock.mockImplementation(async () => jsonResponse({ message: 'Verboten' }, status));

      await expect(api.get('/api/zulassung')).rejects.toMatchObject({ status });
      expect(onForbidden).toHaveBeenCalledTimes(1);
      expect(onForbidden).toHaveBeenCalledWith(expect.objectContaining({ status, message: 'Verboten' }));

      await expect(api.post('/login', {}, { auth: false })).rejects.toMatchObject({ status });
      await expect(api.post('/logout', undefined, { forbiddenLogsOut: false })).rejects.toMatchObject({
        status,
      });
      expect(onForbidden).toHaveBeenCalledTimes(1);
    },
  );

  it('does not report other failures as forbidden', async () => {
    const onForbidden = vi.fn();
    setForbiddenHandler(onForbidden);
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Nicht gefunden' }, 404));
    await expect(api.get('/api/zulassung')).rejects.toMatchObject({ status: 404 });
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('downloads a blob with the name from content-disposition', async () => {
    fetchMock.mockResolvedValue(
      new Response('%PDF-1.7', {
        headers: { 'Content-Disposition': "attachment; filename*=UTF-8''Eingangsbest%C3%A4tigung.pdf" },
      }),
    );
    const result = await download('/api/dokumente/download/7');
    expect(result.fileName).toBe('Eingangsbestätigung.pdf');
    expect(await result.blob.text()).toBe('%PDF-1.7');
    expect(lastRequest().url).toBe('/examensportal/backend/api/dokumente/download/7');
  });

  it("names a download without content-disposition 'data.dat'", async () => {
    fetchMock.mockResolvedValue(new Response('x'));
    expect((await download('/api/dokumente/download/8')).fileName).toBe('data.dat');
  });
});
