// zod's English must never reach a user: the application schemas report only texts of messages.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '../src/messages';
import * as antrag from '../src/schemas/antrag';
import * as eignung from '../src/schemas/eignung';
import * as kontaktdaten from '../src/schemas/kontaktdaten';
import * as zulassung from '../src/schemas/zulassung';

function allMessages(node: unknown, out = new Set<string>()): Set<string> {
  if (typeof node === 'string') out.add(node);
  else if (node && typeof node === 'object') for (const child of Object.values(node)) allMessages(child, out);
  return out;
}
const known = allMessages(messages);

const schemas: [string, z.ZodType][] = [antrag, eignung, kontaktdaten, zulassung].flatMap((module) =>
  Object.entries(module).flatMap(([name, value]): [string, z.ZodType][] =>
    value instanceof z.ZodType ? [[name, value]] : [],
  ),
);
schemas.push(['dateienSchema(…)', antrag.dateienSchema(['a', 'b'])]);

const nasty: unknown[] = [
  undefined,
  null,
  0,
  -1,
  1.5,
  Number.NaN,
  true,
  '',
  'x'.repeat(20_000),
  [],
  {},
  {
    kontaktdaten: null,
    bishierigeZulassungen: 'x',
    vorbildung: [],
    verkuerzung: 1,
    dateien: { lebenslauf: 'x' },
  },
  { art: 'zwei', datumNichtBestanden1: 5, lgs: '1', wp: 'ja', anrede: 7, land: {} },
  {
    dateien: {
      lebenslauf: [{ originalFileName: '' }, { documentId: {}, originalFileName: 'x'.repeat(300) }],
    },
  },
  zulassung.leereZulassung(),
  eignung.leereEignung(),
  kontaktdaten.leereKontaktdaten(),
];

function expectGerman(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return;
  for (const issue of result.error.issues) expect(known, issue.message).toContain(issue.message);
}

describe('application schemas speak German only', () => {
  it('finds the schemas', () => {
    expect(schemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'zulassungSchema',
        'zulassungEntwurfSchema',
        'eignungSchema',
        'eignungEntwurfSchema',
        'antragKontaktdatenSchema',
        'ruecknahmePayloadSchema',
      ]),
    );
  });

  it.each(schemas)('%s: fixed nasty inputs', (_name, schema) => {
    for (const input of nasty) expectGerman(schema, input);
  });

  it.each(schemas)('%s: random input', (_name, schema) => {
    fc.assert(
      fc.property(fc.anything(), (input) => expectGerman(schema, input)),
      { numRuns: 150 },
    );
  });
});
