import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { serverTexte } from '@examensportal/domain/messages-server';
import { exceedsJsonLimits, JSON_MAX_DEPTH, JSON_MAX_KEYS } from '../src/http/json-shape';
import { api } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const manyKeys = (count: number) => `{${Array.from({ length: count }, (_, i) => `"k${i}":${i}`).join(',')}}`;

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
