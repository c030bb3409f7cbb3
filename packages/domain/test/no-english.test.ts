// zod's English must never reach a user: every issue any schema reports is a text of messages.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as fields from '../src/fields';
import { messages } from '../src/messages';
import * as auth from '../src/schemas/auth';
import { ladungenTexte } from '../src/messages-pruefungsstelle-ladungen';
import { listenTexte } from '../src/messages-pruefungsstelle-listen';
import { termineTexte } from '../src/messages-pruefungsstelle-termine';
import * as ladungen from '../src/schemas/pruefungsstelle-ladungen';
import * as termine from '../src/schemas/pruefungsstelle-termine';

/** Every string in messages.ts, functions called with a sample argument. */
function allMessages(node: unknown, out = new Set<string>()): Set<string> {
  if (typeof node === 'string') out.add(node);
  else if (node && typeof node === 'object') for (const child of Object.values(node)) allMessages(child, out);
  return out;
}
// The lists' filter and export texts (issue 28 point 6): the Ladungen export schema reads them.
const known = allMessages([messages, termineTexte, ladungenTexte, listenTexte]);
known.add(ladungenTexte.csvZuGross('200.000'));

/**
 * Exported schemas, and schema builders called with their defaults. Answer schemas (`…AntwortSchema`)
 * are left out: the web parses the server's answers with them, and a failed parse shows the generic
 * German error, never the issue's message (decision 0023).
 */
function schemasOf(module: Record<string, unknown>): [string, z.ZodType][] {
  return Object.entries(module).flatMap(([name, value]): [string, z.ZodType][] => {
    if (name.endsWith('AntwortSchema')) return [];
    if (value instanceof z.ZodType) return [[name, value]];
    // Builders are called without arguments; tokenSchema needs its message and is added below.
    if (typeof value === 'function' && name.endsWith('Schema') && name !== 'tokenSchema') {
      const built: unknown = (value as () => unknown)();
      return built instanceof z.ZodType ? [[`${name}()`, built]] : [];
    }
    return [];
  });
}

const schemas: [string, z.ZodType][] = [
  ...schemasOf(fields),
  ...schemasOf(auth),
  ...schemasOf(termine),
  ...schemasOf(ladungen),
  ['tokenSchema(captcha)', fields.tokenSchema(messages.auth.captchaUngueltig)],
  ['passwortSchema(registrierung)', fields.passwortSchema('registrierung')],
  ['plzSchema(pflichtfeld)', fields.plzSchema({ leer: messages.validation.pflichtfeld })],
];

const nasty: unknown[] = [
  undefined,
  null,
  0,
  42,
  Number.NaN,
  true,
  '',
  ' ',
  'x',
  'x'.repeat(20_000),
  '\u0000',
  [],
  ['a'],
  {},
  { passwort: 1 },
  { email: [], email1: {}, passwort: null, passwort1: 3, token: false },
  { vorname: 'A', nachname: 5, art: 'wp', extra: 1, __proto__: { admin: true } },
  Object.create(null),
  // zod's length checks run on any value with a length; this one cannot become a number.
  { length: Object.create(null) },
  new Date(),
  () => 1,
  Symbol('s'),
  10n,
];

describe('no zod default message ever leaks', () => {
  it('finds the schemas to check', () => {
    const names = schemas.map(([name]) => name);
    for (const expected of [
      'registerPayloadSchema',
      'registrierungFormSchema',
      'loginPayloadSchema',
      'changeEmailFormSchema',
      'resetPasswordPayloadSchema',
      'ibanSchema()',
      'bicSchema()',
      'passwortSchema()',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it.each(schemas)('%s: fixed nasty inputs', (_name, schema) => {
    for (const input of nasty) {
      for (const issue of schema.safeParse(input).error?.issues ?? []) {
        expect(known, `${issue.code} at ${issue.path.join('.')}`).toContain(issue.message);
      }
    }
  });

  it.each(schemas)('%s: random inputs', (_name, schema) => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withDate: true, withNullPrototype: true }), (input) => {
        for (const issue of schema.safeParse(input).error?.issues ?? [])
          expect(known).toContain(issue.message);
      }),
      { numRuns: 200 },
    );
  });
});
