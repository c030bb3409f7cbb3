// Termine in the back-office: every staff member reads the terms as the rules read them; only the
// leitung sets a term's dates, through terminFestlegen, audited as 'browser' (decision 0019).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { termineTexte as tt } from '@examensportal/domain/messages-pruefungsstelle-termine';
import type { TermineAntwort } from '@examensportal/domain/schemas/pruefungsstelle-termine';
import { examTerms, staffAudit } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { jwtFor } from './helpers/accounts';
import { backends } from './helpers/db';
import { laden, zugelassen } from './helpers/declarations';
import { seedAccount } from './helpers/procedure';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';

const f = tt.fehler;
const leer = { wp: [], wr: [], bwl: [], st: [] };
/** A whole term as the form sends it, the legal deadline and no paper days unless given. */
const koerper = (anders: Record<string, unknown> = {}) => ({
  termin: '2027/2',
  anmeldeschluss: null,
  juni: ['wr'],
  aufsichtsarbeiten: leer,
  aufsichtsarbeitenJuni: leer,
  ...anders,
});

describe.each(backends)('Termine on %s', (backend) => {
  let t: TestApp;
  let leitung: TestStaff;
  let sb: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(backend);
    // Monday 5 October 2026: the open term is 2/2027 (R-02: until 28 February 2027).
    t.clock.set('2026-10-05T08:00:00Z');
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    sb = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
  }, 120_000);
  afterAll(async () => t.close());

  const termine = async (jwt: string) => {
    const res = await getStaff(t.app, '/termine', jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TermineAntwort>();
  };

  it('shows every staff member the terms with the legal defaults; only leitung may set', async () => {
    const antwort = await termine(sb.jwt);
    expect(antwort.darfFestlegen).toBe(false);
    expect((await termine(leitung.jwt)).darfFestlegen).toBe(true);
    expect(antwort.termine.map((z) => z.termin)).toEqual([
      '2026/2',
      '2027/1',
      '2027/2',
      '2028/1',
      '2028/2',
      '2029/1',
      '2029/2',
    ]);
    expect(antwort.termine.find((z) => z.offen)).toEqual({
      termin: '2027/2',
      anzeige: '2/2027',
      offen: true,
      festgelegt: false,
      anmeldebeginn: '2026-09-01',
      anmeldeschluss: '2027-02-28',
      gesetzlicherAnmeldeschluss: '2027-02-28',
      anmeldeschlussGesetzlich: true,
      juni: ['wr', 'bwl'],
      aufsichtsarbeiten: {},
      beginn: {},
      orte: {},
    });
  });

  it('refuses setting dates to sachbearbeitung and to a candidate', async () => {
    const body = koerper();
    const res = await postStaff(t.app, '/termine', body, sb.jwt);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: pruefungsstelle.keineBerechtigung });
    const c = await seedAccount(t.database, t.clock);
    expect((await postStaff(t.app, '/termine', body, await jwtFor(t.app, c))).statusCode).toBe(401);
    expect((await getStaff(t.app, '/termine', await jwtFor(t.app, c))).statusCode).toBe(401);
    expect(await t.database.db.select().from(examTerms)).toEqual([]);
  });

  it('sets a term through terminFestlegen and audits it as browser', async () => {
    const res = await postStaff(
      t.app,
      '/termine',
      {
        termin: '2027/2',
        anmeldeschluss: '2027-02-15',
        juni: ['wr', 'bwl'],
        aufsichtsarbeiten: { wp: ['2027-08-10', '2027-08-11'], wr: ['2027-08-12'], bwl: [], st: [] },
        aufsichtsarbeitenJuni: { wr: ['2027-06-22'], bwl: [], wp: [], st: [] },
        aufsichtsarbeitenBeginn: { wp: ['09:00', '09:30'], wr: [''] },
        aufsichtsarbeitenJuniBeginn: { wr: ['08:30'] },
        orte: {
          regulaer: { '1': 'Berlin, Rankestraße 26, Saal 1', '3': 'Düsseldorf, Tersteegenstraße 14' },
          juni: { '1': 'Berlin, Rankestraße 26' },
        },
      },
      leitung.jwt,
    );
    expect(res.statusCode, res.body).toBe(200);
    const zeile = res.json<TermineAntwort>().termine.find((z) => z.termin === '2027/2');
    expect(zeile).toMatchObject({
      festgelegt: true,
      anmeldeschluss: '2027-02-15',
      anmeldeschlussGesetzlich: false,
      aufsichtsarbeiten: {
        wp: ['2027-08-10', '2027-08-11'],
        wr: ['2027-08-12'],
        wrVorgezogen: ['2027-06-22'],
      },
      // Start times by the index of the days (issue 26 point 7); the venue per LGS and sitting.
      beginn: { wp: ['09:00', '09:30'], wrVorgezogen: ['08:30'] },
      orte: {
        regulaer: { '1': 'Berlin, Rankestraße 26, Saal 1', '3': 'Düsseldorf, Tersteegenstraße 14' },
        juni: { '1': 'Berlin, Rankestraße 26' },
      },
    });
    const [gespeichert] = await t.database.db.select().from(examTerms).where(eq(examTerms.term, '2027/2'));
    expect(gespeichert?.paperTimes).toEqual({ wp: ['09:00', '09:30'], wrVorgezogen: ['08:30'] });
    // The next term's window now opens the day after the office's deadline.
    expect(res.json<TermineAntwort>().termine.find((z) => z.termin === '2028/1')?.anmeldebeginn).toBe(
      '2027-02-16',
    );
    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.aktion, 'termin.festlegen'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      quelle: 'browser',
      staffId: leitung.id,
      wer: leitung.name,
      ziel: '2/2027',
    });
    expect(audit[0]?.vorher).toBeNull();
    expect(pruefungsstelle.aktionen['termin.festlegen']).toBe('Termin festgelegt');

    // Back to the legal deadline: null.
    const gesetzlich = await postStaff(t.app, '/termine', koerper({ juni: ['wr', 'bwl'] }), leitung.jwt);
    expect(gesetzlich.json<TermineAntwort>().termine.find((z) => z.termin === '2027/2')).toMatchObject({
      anmeldeschluss: '2027-02-28',
      anmeldeschlussGesetzlich: true,
      aufsichtsarbeiten: {},
    });
  });

  it('answers every impossible date at once under its field (400) and writes nothing', async () => {
    const vorher = await t.database.db.select().from(examTerms);
    const auditVorher = (await t.database.db.select().from(staffAudit)).length;
    const res = await postStaff(
      t.app,
      '/termine',
      koerper({
        anmeldeschluss: '2027-09-30',
        juni: [],
        aufsichtsarbeiten: {
          ...leer,
          wp: ['2027-02-10', '2027-02-09'],
          st: ['2027-08-12'],
          wr: ['2027-08-12'],
        },
        aufsichtsarbeitenJuni: { ...leer, wr: ['2027-06-22'] },
        aufsichtsarbeitenBeginn: { bwl: ['09:00'] },
      }),
      leitung.jwt,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: tt.pruefen,
      fieldErrors: {
        anmeldeschluss: f.nachGesetzlichemSchluss('28.02.2027'),
        'aufsichtsarbeiten.wp.0': f.ausserhalbMonat('August', 2027),
        'aufsichtsarbeiten.wp.1': f.ausserhalbMonat('August', 2027),
        'aufsichtsarbeiten.st.0': f.gleicherTag('WR', 1),
        'aufsichtsarbeitenJuni.wr.0': f.keinJuni('WR', '2/2027'),
        'aufsichtsarbeitenBeginn.bwl.0': f.beginnOhneTag,
      },
    });
    // A new day already past in the running term (portal clock 05.10.2026).
    const vergangen = await postStaff(
      t.app,
      '/termine',
      koerper({ anmeldeschluss: '2026-10-01' }),
      leitung.jwt,
    );
    expect(vergangen.json().fieldErrors).toEqual({ anmeldeschluss: f.vergangen('05.10.2026') });
    expect(await t.database.db.select().from(examTerms)).toEqual(vorher);
    expect(await t.database.db.select().from(staffAudit)).toHaveLength(auditVorher);
  });

  it('previews a change: the same checks, and how many candidates of the term it affects', async () => {
    const vorschau = (anders: Record<string, unknown>, jwt = leitung.jwt) =>
      postStaff(t.app, '/termine/vorschau', koerper(anders), jwt);
    expect((await vorschau({})).json()).toEqual({ betroffen: 0 });
    const k = await zugelassen(t, 'WP', ['wp', 'st']);
    await zugelassen(t, 'WP', ['wr']);
    await laden(t, k, 'schriftlich', 'wp');
    const e = await zugelassen(t, 'EIGNUNG');
    expect(e.c.art).toBe('EIGNUNG');
    expect((await vorschau({})).json()).toEqual({ betroffen: 3 });
    const falsch = await vorschau({ aufsichtsarbeiten: { ...leer, wp: ['2027-02-10'] } });
    expect(falsch.statusCode).toBe(400);
    expect(falsch.json().fieldErrors).toEqual({
      'aufsichtsarbeiten.wp.0': f.ausserhalbMonat('August', 2027),
    });
    expect((await vorschau({}, sb.jwt)).statusCode).toBe(403);
    // Another term has none of them.
    expect((await vorschau({ termin: '2028/1', juni: [] })).json()).toEqual({ betroffen: 0 });
  });

  it('answers a bad form with German field errors and a term out of range with 422', async () => {
    const res = await postStaff(
      t.app,
      '/termine',
      {
        termin: '2027/3',
        anmeldeschluss: '31.02.2027',
        juni: ['xx'],
        aufsichtsarbeiten: { ...leer, wr: ['2027-08-12', '2027-08-13'] },
        aufsichtsarbeitenJuni: leer,
      },
      leitung.jwt,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      termin: tt.terminFehlt,
      anmeldeschluss: tt.datumUngueltig,
      'juni.0': tt.modulUngueltig,
      'aufsichtsarbeiten.wr': tt.zuVieleTage,
    });
    const fern = await postStaff(t.app, '/termine', koerper({ termin: '2035/1', juni: [] }), leitung.jwt);
    expect(fern.statusCode).toBe(422);
    expect(fern.json()).toEqual({ message: tt.terminUnbekannt, fieldErrors: { termin: tt.terminUnbekannt } });
  });
});
