import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { MODUL_SLOTS, MODULE, PRUEFUNGSTEIL_KEYS } from '@examensportal/domain/rules/module';
import { semester } from '@examensportal/domain/rules/semester';
import { leereEignung } from '@examensportal/domain/schemas/eignung';
import { leereZulassung, zulassungEntwurfSchema } from '@examensportal/domain/schemas/zulassung';
import { insertDraft } from '../src/features/procedure/records';
import { office } from '../src/office/commands';
import { createTestApp, type TestApp } from './helpers/app';
import { jwtFor } from './helpers/accounts';
import { backends } from './helpers/db';
import { getAs, officeDeps, readAs, seedAccount, submitApplication } from './helpers/procedure';

const flags = (keys: readonly string[], value: unknown = false) =>
  Object.fromEntries(keys.map((k) => [k, value]));

/** Spec §3 "Module state from server", WP, with nothing to act on. */
const leererStatusWP = {
  zwischegespeichert: 0,
  kontaktdaten: null,
  modulabmeldungen: flags(MODULE),
  modulanmeldungen: flags(MODUL_SLOTS),
  modulanrechnungen: flags(['wr', 'bwl', 'st']),
  modulverschiebungen: flags(MODUL_SLOTS),
  modulgeladenAm: flags(MODULE, null),
  modulverhindert: flags(PRUEFUNGSTEIL_KEYS),
  antragsdatum: null,
  ersteszulassungsdatum: null,
};

describe.each(backends)('procedure endpoints on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    // 5 October 2026 in Berlin: the open term is 2/2027 (window 1 September – end of February).
    t.clock.set('2026-10-05T08:00:00Z');
  });
  afterAll(async () => t.close());

  it('needs a session for every procedure call', async () => {
    for (const path of [
      '/api/zulassung/modul',
      '/api/eignung/modul',
      '/api/zulassung/zulassungsblock',
      '/api/zulassung',
      '/api/eignung',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/examensportal/backend${path}` });
      expect(res.statusCode, path).toBe(401);
      expect(res.json()).toEqual({ message: messages.auth.nichtAngemeldet });
    }
  });

  it('GET /api/zulassung/modul: the exact §3 shape of a new WP candidate', async () => {
    const c = await seedAccount(t.database, t.clock);
    expect(await readAs(t.app, c, '/api/zulassung/modul')).toStrictEqual(leererStatusWP);
  });

  it('GET /api/eignung/modul: the exact §3 shape of a new aptitude-test candidate', async () => {
    const c = await seedAccount(t.database, t.clock, { art: 'EIGNUNG' });
    expect(await readAs(t.app, c, '/api/eignung/modul')).toStrictEqual({
      zwischegespeichert: 0,
      kontaktdaten: null,
      modulverhindert: { awr: false, ast: false, mp: false },
      antragsdatum: null,
      ersteszulassungsdatum: null,
    });
  });

  it('answers 403 keineBerechtigung to the other kind of candidate', async () => {
    const wp = await seedAccount(t.database, t.clock);
    const eignung = await seedAccount(t.database, t.clock, { art: 'EIGNUNG' });
    const wpJwt = await jwtFor(t.app, wp);
    const eignungJwt = await jwtFor(t.app, eignung);
    for (const [jwt, path] of [
      [wpJwt, '/api/eignung/modul'],
      [wpJwt, '/api/eignung'],
      [eignungJwt, '/api/zulassung/modul'],
      [eignungJwt, '/api/zulassung'],
    ] as const) {
      const res = await getAs(t.app, path, jwt);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual({ message: messages.auth.keineBerechtigung });
    }
    // The term is for both kinds.
    expect((await getAs(t.app, '/api/zulassung/zulassungsblock', eignungJwt)).statusCode).toBe(200);
    expect((await getAs(t.app, '/api/zulassung/zulassungsblock', wpJwt)).statusCode).toBe(200);
  });

  it.each([
    // The whole deadline day is open, on the Berlin calendar (summer time: UTC+2, winter: UTC+1).
    ['2026-08-31T21:59:59Z', '1/2027'],
    ['2026-08-31T22:00:00Z', '2/2027'],
    ['2027-02-28T22:59:59Z', '2/2027'],
    ['2027-02-28T23:00:00Z', '1/2028'],
    ['2028-02-29T12:00:00Z', '2/2028'],
  ])('GET /api/zulassung/zulassungsblock at %s → %s', async (instant, expected) => {
    const before = t.clock.now();
    t.clock.set(instant);
    try {
      const c = await seedAccount(t.database, t.clock);
      expect(await readAs(t.app, c, '/api/zulassung/zulassungsblock')).toStrictEqual({
        zulassungsblock: expected,
        // the standard June sittings (WR, BWL) in a term 2, none in a term 1.
        juni: expected.startsWith('2/') ? ['wr', 'bwl'] : [],
      });
    } finally {
      t.clock.set(before);
    }
  });

  it('GET /api/zulassung: an empty draft for the open term, with the account data filled in', async () => {
    const c = await seedAccount(t.database, t.clock, { vorname: 'Jana', nachname: 'Beispiel' });
    const body = await readAs(t.app, c, '/api/zulassung');
    const leer = leereZulassung('2/2027');
    expect(body).toStrictEqual({
      ...leer,
      kontaktdaten: { ...leer.kontaktdaten, vorname: 'Jana', nachname: 'Beispiel', email: c.email },
      status: 'none',
      zwischegespeichert: 0,
      antragsdatum: null,
      ersteszulassungsdatum: null,
      zwischengespeichertAm: null,
      dateien: {},
      laufbahn: {
        stand: 'keinAntrag',
        versuch: 1,
        versucheMoeglich: 2,
        wiederholung: false,
        antragMoeglich: true,
        hinweise: [messages.laufbahn.keinAntrag.WP],
      },
    });
  });

  it('GET /api/eignung: an empty aptitude-test draft', async () => {
    const c = await seedAccount(t.database, t.clock, {
      art: 'EIGNUNG',
      vorname: 'Piet',
      nachname: 'Voorbeeld',
    });
    const body = await readAs(t.app, c, '/api/eignung');
    const leer = leereEignung('2/2027');
    expect(body).toStrictEqual({
      ...leer,
      kontaktdaten: { ...leer.kontaktdaten, vorname: 'Piet', nachname: 'Voorbeeld', email: c.email },
      status: 'none',
      zwischegespeichert: 0,
      antragsdatum: null,
      ersteszulassungsdatum: null,
      zwischengespeichertAm: null,
      dateien: {},
      laufbahn: {
        stand: 'keinAntrag',
        versuch: 1,
        versucheMoeglich: 3,
        wiederholung: false,
        antragMoeglich: true,
        hinweise: [messages.laufbahn.keinAntrag.EIGNUNG],
      },
    });
  });

  it('GET /api/zulassung: an interim-saved draft is status zwischegespeichert (1); its file claim is not echoed', async () => {
    const c = await seedAccount(t.database, t.clock);
    const entwurf = zulassungEntwurfSchema.parse({
      zulassungsblock: '2/2027',
      lgs: 3,
      wr: true,
      kontaktdaten: { vorname: c.vorname, nachname: c.nachname, ort: 'Düsseldorf' },
      dateien: { lebenslauf: [{ documentId: 'fremd', originalFileName: 'fremd.pdf' }] },
    });
    await t.database.db.transaction((tx) =>
      insertDraft(
        tx,
        { accountId: c.id, art: 'WP', term: '2027/2', payload: entwurf, versuch: 1 },
        t.clock.now(),
      ),
    );
    const body = await readAs(t.app, c, '/api/zulassung');
    expect(body).toMatchObject({
      status: 'zwischegespeichert',
      zwischegespeichert: 1,
      lgs: 3,
      wr: true,
      wp: false,
      dateien: {},
    });
    expect(body.kontaktdaten).toMatchObject({ ort: 'Düsseldorf', email: c.email });
    const state = await readAs(t.app, c, '/api/zulassung/modul');
    expect(state).toStrictEqual({ ...leererStatusWP, zwischegespeichert: 1 });
  });

  it('a submitted WP application: the application object and the module state follow from the facts', async () => {
    const c = await seedAccount(t.database, t.clock);
    await submitApplication(t.database, t.clock, c, semester(2027, 2), ['wp', 'bwlVorgezogen']);
    const antrag = await readAs(t.app, c, '/api/zulassung');
    expect(antrag).toMatchObject({
      status: 'submitted',
      zwischegespeichert: 2,
      antragsdatum: '2026-10-05',
      ersteszulassungsdatum: null,
      zulassungsblock: '2/2027',
      wp: true,
      bwlVorgezogen: true,
      wr: false,
      versicherung1: true,
    });
    expect(antrag.kontaktdaten).toMatchObject({ email: c.email, iban: 'DE89370400440532013000' });

    const state = await readAs<typeof leererStatusWP>(t.app, c, '/api/zulassung/modul');
    // Submitted but not admitted: contact data and the application date; the declared modules are
    // registered with it and can be deregistered or postponed before the admission (spec §9, R-40,
    // R-50), nothing else yet.
    expect(state).toStrictEqual({
      ...leererStatusWP,
      zwischegespeichert: 2,
      antragsdatum: '2026-10-05',
      kontaktdaten: expect.objectContaining({ name: c.nachname, vorname: c.vorname, email: c.email }),
      modulabmeldungen: { ...leererStatusWP.modulabmeldungen, wp: true, bwl: true },
      modulverschiebungen: { ...leererStatusWP.modulverschiebungen, wp: true, bwlVorgezogen: true },
    });
    expect(state.kontaktdaten).not.toHaveProperty('nachname');
  });

  it('an admitted and invited aptitude-test candidate: modulverhindert follows the invitations', async () => {
    const c = await seedAccount(t.database, t.clock, { art: 'EIGNUNG' });
    await submitApplication(t.database, t.clock, c, semester(2027, 2));
    const deps = officeDeps(t.database, t.clock);
    await office(deps, 'zulassen', { positionals: [c.email] });
    await office(deps, 'laden', { positionals: [c.email], optionen: { teil: 'ast' } });
    expect(await readAs(t.app, c, '/api/eignung/modul')).toStrictEqual({
      zwischegespeichert: 2,
      kontaktdaten: expect.objectContaining({ staatsangehoerigkeit: 'AT', name: c.nachname }),
      modulverhindert: { awr: false, ast: true, mp: false },
      antragsdatum: '2026-10-05',
      ersteszulassungsdatum: '2026-10-05',
    });
    expect(await readAs(t.app, c, '/api/eignung')).toMatchObject({
      status: 'admitted',
      zwischegespeichert: 2,
      land: 'AT',
      wahlfach: 2,
      ersteszulassungsdatum: '2026-10-05',
    });
  });
});
