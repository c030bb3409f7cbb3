// Receipts name the term a declaration concerns (issue 26 point 8). A history over two terms, from the
// rules document (R-02: term 1's registration closes on 31 August of the year before, so from
// September the open term is 2/yyyy while term 1's papers are still ahead; R-70, R-80): a candidate
// applies for 1/2027 in May 2026, is admitted and invited; in October 2026, with 2/2027 open, they
// withdraw from the module or report a triftiger Grund – both concern 1/2027, not the open 2/2027.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRUEFUNGSTEIL_KEYS } from '@examensportal/domain/rules/module';
import { semester } from '@examensportal/domain/rules/semester';
import { declarations } from '../src/db/schema';
import { office } from '../src/office/commands';
import { createTestApp, type TestApp } from './helpers/app';
import { jwtFor } from './helpers/accounts';
import { backends } from './helpers/db';
import { module, postModul, postMultipart, quittungsJobs, umschlag } from './helpers/declarations';
import { sample } from './helpers/multipart';
import { officeDeps, seedAccount, submitApplication } from './helpers/procedure';

const verhindert = (...teile: string[]) => ({
  abgesendetAm: '1999-01-01 00:00',
  ...Object.fromEntries(PRUEFUNGSTEIL_KEYS.map((k) => [k, teile.includes(k)])),
});

describe.each(backends)('the term a receipt names on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  }, 240_000);
  afterAll(async () => t?.close());

  /** Applied for 1/2027 in May 2026, admitted, invited to the written WP paper; then October 2026. */
  async function geladenFuer12027(art: 'WP' | 'EIGNUNG') {
    t.clock.set('2026-05-04T08:00:00Z'); // open term 1/2027
    const c = await seedAccount(t.database, t.clock, { art });
    await submitApplication(t.database, t.clock, c, semester(2027, 1), ['wp']);
    const deps = officeDeps(t.database, t.clock);
    await office(deps, 'zulassen', { positionals: [c.email], optionen: {} });
    t.clock.set('2026-10-05T08:00:00Z'); // open term 2/2027; the papers of 1/2027 are in February
    await office(deps, 'laden', {
      positionals: [c.email],
      optionen: art === 'WP' ? { teil: 'schriftlich', modul: 'wp' } : { teil: 'awr' },
    });
    return { c, jwt: await jwtFor(t.app, c) };
  }

  const gespeicherterTermin = async (accountId: string, vorgang: string) => {
    const rows = await t.database.db.select().from(declarations).where(eq(declarations.accountId, accountId));
    return rows.find((r) => r.vorgang === vorgang)?.term;
  };
  const quittungsTermine = async (accountId: string) =>
    (await quittungsJobs(t.database, accountId)).map((j) => (j.payload as { termin: string | null }).termin);

  it('module withdrawal (WP): the receipt names 1/2027', async () => {
    const { c, jwt } = await geladenFuer12027('WP');
    const res = await postModul(
      t.app,
      'modulruecktritt',
      jwt,
      umschlag(7, {
        ...module('wp'),
        wpGeladenAm: '2026-10-05',
        wrGeladenAm: null,
        bwlGeladenAm: null,
        stGeladenAm: null,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await gespeicherterTermin(c.id, 'modulruecktritt')).toBe('2027/1');
    expect(await quittungsTermine(c.id)).toContain('2027/1');
    expect(await quittungsTermine(c.id)).not.toContain('2027/2');
  });

  it.each([
    ['WP', 'triftigergrund', verhindert('wp')],
    [
      'EIGNUNG',
      'triftigergrundeignung',
      { abgesendetAm: '1999-01-01 00:00', awr: true, ast: false, mp: false },
    ],
  ] as const)('triftiger Grund (%s): the receipt names 1/2027', async (art, kind, angaben) => {
    const { c, jwt } = await geladenFuer12027(art);
    const res = await postMultipart(t.app, kind, jwt, [
      { name: 'verhindert', data: JSON.stringify(angaben) },
      { name: 'zeugnis', filename: 'attest.pdf', contentType: 'application/pdf', data: sample.pdf() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await gespeicherterTermin(c.id, art === 'WP' ? 'triftigerGrund' : 'triftigerGrundEignung')).toBe(
      '2027/1',
    );
    expect(await quittungsTermine(c.id)).toContain('2027/1');
    expect(await quittungsTermine(c.id)).not.toContain('2027/2');
  });
});
