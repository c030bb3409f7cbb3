import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { serverTexte } from '@examensportal/domain/messages-server';
import { exceedsJsonLimits, hasNulEscape, JSON_MAX_DEPTH, JSON_MAX_KEYS } from '../src/http/json-shape';
import { API, API_BASE, type ApiCall } from '@examensportal/domain/api';
import { ERKLAERUNG_API } from '@examensportal/domain/erklaerungen/aufrufe';
import { SAMMEL_HOECHSTENS } from '@examensportal/domain/schemas/pruefungsstelle-sammel';
import { api } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { eingereicht, zugelassen } from './helpers/declarations';
import { bearer, filesIn } from './helpers/documents';
import { multipartBody, sample } from './helpers/multipart';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const manyKeys = (count: number) => `{${Array.from({ length: count }, (_, i) => `"k${i}":${i}`).join(',')}}`;

const vollerErgebnisStapel = () => ({
  termin: '2027/2',
  pruefung: 'wp',
  datum: '2027-08-30',
  eintraege: Array.from({ length: SAMMEL_HOECHSTENS }, (_, i) => ({
    kandidat: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    ergebnis: 'bestanden',
    noteSchriftlich: '3,50',
    noteMuendlich: '2,00',
  })),
});

describe('NUL escapes (pure)', () => {
  it.each([
    ['"\\u0000"', true],
    ['"a\\u0000b"', true],
    ['"\\\\u0000"', false],
    ['"\\\\\\u0000"', true],
    ['"\\u00001"', true],
    ['"\\u0001"', false],
    ['"u0000"', false],
  ])('%s → %s', (text, nul) => {
    expect(hasNulEscape(text)).toBe(nul);
  });
});

describe('JSON shape limits (pure)', () => {
  it.each([
    [nested(JSON_MAX_DEPTH), false],
    [nested(JSON_MAX_DEPTH + 1), true],
    [`{"a":${nested(JSON_MAX_DEPTH - 1)}}`, false],
    [`{"a":${nested(JSON_MAX_DEPTH)}}`, true],
    [manyKeys(JSON_MAX_KEYS), false],
    [manyKeys(JSON_MAX_KEYS + 1), true],
    // Brackets, colons and escaped quotes inside strings are text, not structure.
    [`{"a":"${'[{:'.repeat(5000)}"}`, false],
    [`{"a":"\\"${'['.repeat(100)}"}`, false],
    [`["\\\\", ${nested(JSON_MAX_DEPTH)}]`, true],
    // The largest office body: a batch of 500 results, each with outcome and both grades.
    [JSON.stringify(vollerErgebnisStapel()), false],
  ])('%#', (text, exceeds) => {
    expect(exceedsJsonLimits(text)).toBe(exceeds);
  });
});

describe.each(backends)('JSON input limits on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: api('/login'),
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it.each([
    ['5,000 levels of arrays', nested(5000)],
    ['65 levels of objects', '{"a":'.repeat(65) + '1' + '}'.repeat(65)],
    ['too many keys', manyKeys(JSON_MAX_KEYS + 1)],
  ])('%s → 400 before any handler, German envelope, no stack', async (_name, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: serverTexte.jsonZuKomplex });
    expect(res.body).not.toMatch(/stack|at \w+ \(|node_modules/i);
  });

  it.each([
    ['in a value', '{"email":"a\\u0000b","passwort":"x"}'],
    ['in a key', '{"a\\u0000":1}'],
    ['after an escaped quote', '{"email":"\\"\\u0000"}'],
  ])(
    'a NUL %s → German 400 before any handler (PostgreSQL stores no NUL in text)',
    async (_name, payload) => {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: serverTexte.steuerzeichen });
    },
  );

  it('a body within the limits reaches the handler (its validation answers)', async () => {
    const res = await post(JSON.stringify({ email: 'x', extra: JSON.parse(nested(10)) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.validation.eingabenUngueltig);
  });

  it.each(['{', '{"a":', '[1,2', '"\\u12"', '{"a":1}}', '\u0000', '{"__proto__":{"x":1}}', 'nul'])(
    'malformed body %j → German 400 without stack',
    async (payload) => {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
      expect(res.body).not.toMatch(/stack|at \w+ \(|node_modules|SyntaxError/i);
    },
  );
});

// Issue 30 point 8: a multipart JSON part past the limits once answered 500 (zod recursed into
// 5,000 levels); it gets the JSON body's German 400 now, and nothing is stored.
describe.each(backends)('JSON limits in multipart JSON parts on %s', (backend) => {
  let t: TestApp;
  let wp: string;
  let eignung: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    wp = (await zugelassen(t, 'WP', ['wp', 'st'])).jwt;
    eignung = (await eingereicht(t, 'EIGNUNG')).jwt;
  });
  afterAll(async () => {
    await t.close();
  });

  // The declarations' calls come from the registry (erklaerungen/aufrufe.ts).
  const calls = Object.entries({ ...API, ...ERKLAERUNG_API }).filter(
    ([, call]) => call.body === 'multipart' && call.multipart?.json,
  ) as [string, ApiCall][];

  it.each(calls)(
    '%s: 5,000 levels → 400 with the German limit message, nothing stored',
    async (_name, call) => {
      t.clock.set('2026-10-05T08:00:00Z');
      const before = (await filesIn(t.app, 'objects')).length;
      const { body, contentType } = multipartBody([
        { name: call.multipart?.json ?? '', data: `{"a":${nested(5000)}}` },
        {
          name: call.multipart?.files[0] ?? '',
          filename: 'a.pdf',
          contentType: 'application/pdf',
          data: sample.pdf(),
        },
      ]);
      const res = await t.app.inject({
        method: call.method,
        url: `${API_BASE}${call.path}`,
        headers: { ...bearer(call.path.includes('eignung') ? eignung : wp), 'content-type': contentType },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: serverTexte.jsonZuKomplex });
      expect((await filesIn(t.app, 'objects')).length).toBe(before);
    },
  );
});
