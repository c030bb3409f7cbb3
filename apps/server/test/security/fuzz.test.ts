// Fuzzing with fast-check (quality-targets §1.6 properties 1 and 3) and prototype pollution (SEC-IN-2)
// on every JSON route and every multipart route of the call table. Properties: never a 5xx, the answer
// is JSON with charset, a refusal carries one of our German messages and no stack trace; nothing
// pollutes Object.prototype; a stored file always has the magic bytes of an allowed type and lives
// inside the store under a server-made name. fast-check prints the seed of a failing run.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, API_BASE, type ApiCall } from '@examensportal/domain/api';
import { ERKLAERUNG_API } from '@examensportal/domain/erklaerungen/aufrufe';
import { serverTexte } from '@examensportal/domain/messages-server';
import { messages } from '@examensportal/domain/messages';
import { documents } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { api, strongPassword } from '../helpers/accounts';
import { backends } from '../helpers/db';
import { eingereicht, module, slots, umschlag, zugelassen } from '../helpers/declarations';
import { bearer, filesIn } from '../helpers/documents';
import { multipartBody, type Part, sample } from '../helpers/multipart';
import { isOurMessage } from './german-messages';

const numRuns = Number(process.env.FUZZ_RUNS ?? 150);
const allowed = new Set([200, 201, 204, 400, 401, 403, 404, 409, 413, 415, 422, 429]);

/** Property 1: the answer of any input. */
function expectWellFormed(res: LightMyRequestResponse, what: string): void {
  expect(allowed.has(res.statusCode), `${what}: ${res.statusCode} ${res.body.slice(0, 300)}`).toBe(true);
  if (res.statusCode === 204) return;
  expect(res.headers['content-type'], what).toBe('application/json; charset=utf-8');
  expect(res.body, what).not.toMatch(/\n\s+at |node_modules|Error:|SELECT |ZodError/);
  if (res.statusCode < 400) return;
  const body = res.json<{ message: unknown; fieldErrors?: Record<string, unknown> }>();
  expect(isOurMessage(body.message), `${what}: ${String(body.message)}`).toBe(true);
  for (const text of Object.values(body.fieldErrors ?? {})) {
    expect(isOurMessage(text), `${what}: field error ${String(text)}`).toBe(true);
  }
}

const poisons = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"a":1,"nested":{"__proto__":{"polluted":"yes"}}}',
  '{"list":[{"constructor":{"prototype":{"polluted":"yes"}}}]}',
  '{"\\u005f\\u005fproto\\u005f\\u005f":{"polluted":"yes"}}',
];

const expectPrototypeClean = () => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.keys(Object.prototype)).toEqual([]);
};

/** One field replaced by anything (the "almost valid" bodies of §1.6). */
const wild = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 4 }),
  fc.constantFrom(
    "'; drop table accounts; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u0000',
    'x'.repeat(5000),
  ),
);
const almostValid = (base: Record<string, unknown>) =>
  fc
    .record({ key: fc.constantFrom(...Object.keys(base)), value: wild })
    .map(({ key, value }) => JSON.stringify({ ...base, [key]: value }));
const bodyText = (base: Record<string, unknown>) =>
  fc.oneof(
    { arbitrary: almostValid(base), weight: 4 },
    { arbitrary: fc.json(), weight: 2 },
    { arbitrary: fc.string({ maxLength: 60 }), weight: 1 },
    { arbitrary: fc.constantFrom(...poisons), weight: 1 },
    {
      arbitrary: fc.constantFrom(...poisons).map((p) => JSON.stringify({ ...base, x: JSON.parse(p) })),
      weight: 1,
    },
  );

// The declarations' calls come from the registry (erklaerungen/aufrufe.ts), the others from api.ts.
const ALLE_CALLS: Record<string, ApiCall> = { ...API, ...ERKLAERUNG_API };
const jsonCalls = Object.entries(ALLE_CALLS).filter(([, call]) => call.body === 'json') as [
  string,
  ApiCall,
][];
const multipartCalls = Object.entries(ALLE_CALLS).filter(([, call]) => call.body === 'multipart') as [
  string,
  ApiCall,
][];

/** A body each JSON call would accept in the right state (the start of the mutations). */
const validBase: Record<string, Record<string, unknown>> = {
  login: { email: 'a@example.org', passwort: strongPassword, token: 'x' },
  register: {
    vorname: 'Erika',
    nachname: 'Mustermann',
    email: 'b@example.org',
    art: 'WP',
    passwort: strongPassword,
    passwort1: strongPassword,
    token: 'x',
  },
  requestNewPassword: { email: 'a@example.org', token: 'x' },
  resendConfirmation: { email: 'a@example.org', token: 'x' },
  resetPassword: { passwort: strongPassword, token: 'x'.repeat(43) },
  changePassword: { passwortAlt: strongPassword, passwort: strongPassword },
  changeEmail: { passwortAlt: strongPassword, email: 'neu@example.org' },
  revertEmail: { token: 'x'.repeat(43) },
  totpBestaetigen: { code: '123456' },
  totpAusschalten: { code: '123456' },
  loginZweiterFaktor: { schritt: 'x', code: '123456' },
  loginPasskey: { schritt: 'x' },
  passkeyHinzufuegen: {
    name: 'Laptop',
    antwort: {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'oA' },
      clientExtensionResults: {},
    },
  },
  passkeyEntfernen: { code: '123456' },
  bekanntgabeEinwilligung: { erteilt: true, wortlaut: messages.meineDaten.einwilligungWortlaut },
  erinnerungSchalter: { art: 'aufsichtsarbeit', aktiv: false },
  // A wrong password: the fuzzing account must not delete itself (decision 0041).
  loeschungBeantragen: { passwortAlt: 'nicht-das-Passwort' },
  // The path's ids stay ':id' and ':punktId' here: a 400 before the body is read is well-formed too.
  nachforderungAntworten: { text: 'März 2022' },
  postfachSenden: { betreff: 'Frage', text: 'Wann?' },
  ruecknahme: umschlag(2, { bestaetigt: true }),
  anmeldung: umschlag(3, slots('wr')),
  abmeldung: umschlag(4, module('wp')),
  verschiebung: umschlag(5, { ...slots('wp'), verschobenSemester: '2028/1' }),
  modulruecktritt: umschlag(7, { ...module('wp'), wpGeladenAm: null }),
  gesamtruecktritt: umschlag(9, { bestaetigt: true }),
  eignungRuecknahme: umschlag(13, { bestaetigt: true }),
  eignungRuecktritt: umschlag(14, { bestaetigt: true }),
};

describe.each(backends)('fuzzing on %s', (backend) => {
  let t: TestApp;
  let wp: string;
  let eignung: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    wp = (await zugelassen(t, 'WP', ['wp', 'st'])).jwt;
    eignung = (await eingereicht(t, 'EIGNUNG')).jwt;
  });
  // Sessions idle out after 30 minutes; the clock stands still here.
  beforeEach(() => t.clock.set('2026-10-05T08:00:00Z'));
  afterAll(async () => t.close());

  const send = (call: ApiCall, jwt: string, contentType: string, payload: string | Buffer) =>
    t.app.inject({
      method: call.method,
      url: `${API_BASE}${call.path}`,
      headers: { ...(call.auth ? bearer(jwt) : {}), 'content-type': contentType },
      payload,
    });

  it('covers every JSON and multipart call', () => {
    expect(jsonCalls.map(([name]) => name).sort()).toEqual(Object.keys(validBase).sort());
    expect(multipartCalls.length).toBeGreaterThanOrEqual(10);
  });

  describe('prototype pollution (SEC-IN-2)', () => {
    it.each(jsonCalls)('JSON body of %s: 400 with the German JSON message', async (name, call) => {
      for (const poison of poisons) {
        const res = await send(call, wp, 'application/json', poison);
        expect(res.statusCode, `${name} ${poison}`).toBe(400);
        expect(res.json()).toEqual({ message: serverTexte.ungueltigesJson });
      }
      expectPrototypeClean();
    });

    it.each(multipartCalls.filter(([, call]) => call.multipart?.json))(
      'multipart JSON part of %s: 400, nothing stored',
      async (name, call) => {
        const jwt = call.path.includes('eignung') ? eignung : wp;
        const before = (await filesIn(t.app, 'objects')).length;
        for (const poison of poisons) {
          const { body, contentType } = multipartBody([
            { name: call.multipart?.json ?? '', data: poison },
            {
              name: call.multipart?.files[0] ?? '',
              filename: 'a.pdf',
              contentType: 'application/pdf',
              data: sample.pdf(),
            },
          ]);
          const res = await send(call, jwt, contentType, body);
          expect([400, 403], `${name} ${poison}: ${res.body}`).toContain(res.statusCode);
          if (res.statusCode === 400) expect(isOurMessage(res.json().message)).toBe(true);
        }
        expect(await filesIn(t.app, 'objects')).toHaveLength(before);
        expectPrototypeClean();
      },
    );

    it('refuses multipart field names that are prototype properties', async () => {
      for (const name of ['__proto__', 'constructor', 'hasOwnProperty', 'toString']) {
        const { body, contentType } = multipartBody([
          { name, filename: 'a.pdf', contentType: 'application/pdf', data: sample.pdf() },
        ]);
        const res = await send(API.dokumenteHochladen, wp, contentType, body);
        expect(res.statusCode, name).toBe(400);
        expect(isOurMessage(res.json().message)).toBe(true);
      }
      expectPrototypeClean();
    });
  });

  it('JSON routes: any body → a well-formed answer, never a 5xx (§1.6 property 1)', async () => {
    const arbitraries = jsonCalls.map(([name, call]) =>
      bodyText(validBase[name] ?? {}).map((text) => ({ name, call, text })),
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(...arbitraries), fc.boolean(), async ({ name, call, text }, asEignung) => {
        const res = await send(call, asEignung ? eignung : wp, 'application/json', text);
        expectWellFormed(res, `${name} ${text.slice(0, 200)}`);
      }),
      { numRuns },
    );
    expectPrototypeClean();
  });

  it('multipart routes: random parts → a well-formed answer; stored files are allowed types in the store (§1.6 property 3)', async () => {
    const filename = fc.oneof(
      fc.constantFrom(
        'a.pdf',
        'b.PNG',
        'c.jpeg',
        '../../etc/passwd.pdf',
        '..\\..\\win.ini.pdf',
        'a\u0000b.pdf',
        `${'x'.repeat(300)}.pdf`,
        '\u202Efdp.exe.pdf',
        'evil.svg',
        'x.html',
        '',
      ),
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
    );
    const data = fc.oneof(
      fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes)),
      fc.constantFrom(
        sample.pdf(300),
        sample.png(300),
        sample.gif(300),
        sample.jpg(300),
        sample.html(300),
        sample.svg(300),
      ),
    );
    const partFor = (call: ApiCall) => {
      const names = [
        ...(call.multipart?.files ?? []),
        ...(call.multipart?.json ? [call.multipart.json] : []),
      ];
      const name = fc.oneof(
        fc.constantFrom(...names),
        fc.constantFrom('__proto__', 'unbekannt'),
        fc.string({ maxLength: 12 }),
      );
      const file = fc.record({
        name,
        filename,
        contentType: fc.constantFrom(
          'application/pdf',
          'image/png',
          'image/gif',
          'text/html',
          'image/svg+xml',
          'application/octet-stream',
        ),
        data,
      });
      const text = fc.record({
        name,
        data: fc.oneof(
          fc.json(),
          fc.constantFrom(...poisons),
          fc.constant('[]'),
          fc.string({ maxLength: 40 }),
        ),
      });
      // A file of an upload list whose name fits its bytes (or almost), so the storing path runs too.
      const listed = fc
        .record({
          name: fc.constantFrom(...(call.multipart?.files ?? ['x'])),
          pair: fc.constantFrom(
            ['a.pdf', sample.pdf(300)] as const,
            ['b.png', sample.png(300)] as const,
            ['c.gif', sample.gif(300)] as const,
            ['d.jpg', sample.jpg(300)] as const,
            ['e.pdf', sample.png(300)] as const,
            ['f.png', sample.html(300)] as const,
            ['g.gif', sample.svg(300)] as const,
          ),
          contentType: fc.constantFrom('application/pdf', 'image/png', 'text/html'),
        })
        .map(({ name: list, pair, contentType }) => ({
          name: list,
          filename: pair[0],
          contentType,
          data: pair[1],
        }));
      return fc.oneof(file, text, listed) as fc.Arbitrary<Part>;
    };
    const requests = fc.oneof(
      ...multipartCalls.map(([name, call]) =>
        fc.record({
          name: fc.constant(name),
          call: fc.constant(call),
          parts: fc.array(partFor(call), { maxLength: 5 }),
        }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(requests, fc.boolean(), async ({ name, call, parts }, asEignung) => {
        const { body, contentType } = multipartBody(parts);
        const res = await send(call, asEignung ? eignung : wp, contentType, body);
        expectWellFormed(
          res,
          `${name} ${JSON.stringify(parts.map((p) => [p.name, p.filename, p.contentType]))}`,
        );
      }),
      {
        numRuns,
        // Always one valid upload, so the stored-file checks below never run on an empty store.
        examples: [
          [
            {
              name: 'dokumenteHochladen',
              call: API.dokumenteHochladen,
              parts: [
                { name: 'zeugnis', filename: 'a.pdf', contentType: 'application/pdf', data: sample.pdf(300) },
              ],
            },
            false,
          ],
        ],
      },
    );
    expectPrototypeClean();

    // Only files of the allowlist were kept, each under a server-made name inside the store.
    const store = t.app.documentStore;
    const bytesOf = async (name: string) => Buffer.concat(await (await store.read(name)).toArray());
    expect(await filesIn(t.app, 'tmp')).toEqual([]);
    const objects = await filesIn(t.app, 'objects');
    expect(objects.length, 'some uploads were valid and stored').toBeGreaterThan(0);
    for (const name of objects) {
      const type = await fileTypeFromBuffer(await bytesOf(name));
      expect(['pdf', 'png', 'apng', 'gif', 'jpg'], name).toContain(type?.ext);
    }
    const rows = await t.database.db.select().from(documents);
    for (const row of rows) {
      expect(objects).toContain(row.storedName);
      // The stored type is the one the bytes show, whatever name or type the client sent.
      const type = await fileTypeFromBuffer(await bytesOf(row.storedName));
      expect(row.contentType.replace('jpeg', 'jpg').replace('apng', 'png')).toBe(
        `${type?.ext === 'pdf' ? 'application' : 'image'}/${type?.ext === 'apng' ? 'png' : type?.ext}`,
      );
      expect(row.storedName).toMatch(/^[A-Za-z0-9_-]+$/);
      // eslint-disable-next-line no-control-regex -- control characters are what must not be there
      expect(row.originalName).not.toMatch(/[/\\\u0000-\u001f\u202e]/);
      expect(Array.from(row.originalName).length).toBeLessThanOrEqual(200);
    }
  });

  it('answers a request without any body on each multipart route with a German 4xx', async () => {
    for (const [name, call] of multipartCalls) {
      const res = await t.app.inject({ method: call.method, url: api(call.path), headers: bearer(wp) });
      expectWellFormed(res, name);
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
    }
  });
});
