// Issue 26 point 3 on the server: the application submit and a later registration refuse a module the
// declared path replaces and a June slot the office did not set for the term with a
// German field error of that slot – nothing is recorded, registered or charged.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { semester } from '@examensportal/domain/rules/semester';
import { VERKUERZUNG_LEER } from '@examensportal/domain/rules/selection';
import { declarations, moduleRegistrations } from '../src/db/schema';
import { beispielZulassung } from '../src/demo/beispiele';
import { office } from '../src/office/commands';
import { api, jwtFor } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { erklaerungenVon, postModul, slots, umschlag, zugelassen } from './helpers/declarations';
import { bearer } from './helpers/documents';
import { multipartBody } from './helpers/multipart';
import { getAs, officeDeps, seedAccount } from './helpers/procedure';

const v = messages.validation;
const name = messages.antrag.modulNamen;

describe.each(backends)('module choice plausibility (R-14, R-33) on %s', (backend) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    // The office sets a June sitting for BWL only in 2/2027 (the open term).
    await office(officeDeps(t.database, t.clock), 'termin', {
      positionals: ['2/2027'],
      optionen: { juni: 'bwl' },
    });
  });
  afterAll(async () => t.close());

  async function senden(antrag: object) {
    const c = await seedAccount(t.database, t.clock);
    const { body, contentType } = multipartBody([{ name: 'zulassung', data: JSON.stringify(antrag) }]);
    const res = await t.app.inject({
      method: 'POST',
      url: api('/api/zulassung/files'),
      headers: {
        ...bearer(await jwtFor(t.app, c)),
        'content-type': contentType,
        'idempotency-key': `mw-${++n}`,
      },
      payload: body,
    });
    return { res, c };
  }
  const person = { vorname: 'Mia', nachname: 'Master', email: 'mia@example.org' };
  const antrag = (extra: object) => ({ ...beispielZulassung(semester(2027, 2), ['wp'], person), ...extra });
  const nichtsGespeichert = async (accountId: string) => {
    expect(
      await t.database.db.select().from(declarations).where(eq(declarations.accountId, accountId)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(moduleRegistrations)
        .where(eq(moduleRegistrations.accountId, accountId)),
    ).toEqual([]);
  };

  it('the open term names its June modules', async () => {
    const c = await seedAccount(t.database, t.clock);
    const res = await getAs(t.app, '/api/zulassung/zulassungsblock', await jwtFor(t.app, c));
    expect(res.json()).toEqual({ zulassungsblock: '2/2027', juni: ['bwl'] });
  });

  it.each([
    [
      '§ 8a declared: WR and BWL',
      { wr: true, bwl: true, verkuerzung: { ...VERKUERZUNG_LEER, par8a: true } },
      { wr: v.modulEntfaellt(name.wr, '§ 8a WPO'), bwl: v.modulEntfaellt(name.bwl, '§ 8a WPO') },
    ],
    [
      '§ 13b for WR: WR',
      { wr: true, bwl: true, verkuerzung: { ...VERKUERZUNG_LEER, par13b2: true } },
      { wr: v.modulEntfaellt(name.wr, '§ 13b WPO') },
    ],
    [
      'June for WP and WR although the office set June for BWL only',
      { wp: false, wpVorgezogen: true, wrVorgezogen: true, bwlVorgezogen: true },
      {
        wpVorgezogen: v.keinJuniTermin(name.wp, '2/2027'),
        wrVorgezogen: v.keinJuniTermin(name.wr, '2/2027'),
      },
    ],
  ])(
    'the submit refuses %s, with a field error per slot and nothing written',
    async (_name, extra, fehler) => {
      const { res, c } = await senden(antrag(extra));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: messages.toasts.antragUnvollstaendig, fieldErrors: fehler });
      await nichtsGespeichert(c.id);
    },
  );

  it('the submit accepts the June slot the office set, and registers it as June', async () => {
    const { res, c } = await senden(antrag({ bwlVorgezogen: true }));
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db
      .select()
      .from(moduleRegistrations)
      .where(eq(moduleRegistrations.accountId, c.id));
    expect(rows.map((r) => [r.modul, r.vorgezogen]).sort()).toEqual([
      ['bwl', true],
      ['wp', false],
    ]);
  });

  it('a later registration refuses a June slot the office did not set, as a field error', async () => {
    const k = await zugelassen(t);
    const res = await postModul(t.app, 'anmeldung', k.jwt, umschlag(3, slots('wrVorgezogen')));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: v.eingabenUngueltig,
      fieldErrors: { wrVorgezogen: v.keinJuniTermin(name.wr, '2/2027') },
    });
    expect((await erklaerungenVon(t.database, k.c.id)).some((d) => d.vorgang === 'anmeldung')).toBe(false);
    expect((await postModul(t.app, 'anmeldung', k.jwt, umschlag(3, slots('bwlVorgezogen')))).statusCode).toBe(
      200,
    );
  });
});
