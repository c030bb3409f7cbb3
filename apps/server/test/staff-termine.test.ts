// Termine in the back-office: every staff member reads the terms as the rules read them; only the
// leitung sets a term's dates, through terminFestlegen, audited as 'browser' (decision 0019).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { termineTexte as tt } from '@examensportal/domain/messages-pruefungsstelle-termine';
import type { TermineAntwort } from '@examensportal/domain/schemas/pruefungsstelle-termine';
import { examTerms, staffAudit } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { jwtFor } from './helpers/accounts';
import { backends } from './helpers/db';
import { seedAccount } from './helpers/procedure';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';

const o = officeCliTexte;
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
        anmeldeschluss: '2027-03-15',
        juni: ['wr', 'bwl'],
        aufsichtsarbeiten: { wp: ['2027-08-10', '2027-08-11'], wr: ['2027-08-12'], bwl: [], st: [] },
        aufsichtsarbeitenJuni: { wr: ['2027-06-22'], bwl: [], wp: [], st: [] },
      },
      leitung.jwt,
    );
    expect(res.statusCode, res.body).toBe(200);
    const zeile = res.json<TermineAntwort>().termine.find((z) => z.termin === '2027/2');
    expect(zeile).toMatchObject({
      festgelegt: true,
      anmeldeschluss: '2027-03-15',
      anmeldeschlussGesetzlich: false,
      aufsichtsarbeiten: {
        wp: ['2027-08-10', '2027-08-11'],
        wr: ['2027-08-12'],
        wrVorgezogen: ['2027-06-22'],
      },
    });
    // The next term's window now opens the day after the office's deadline.
    expect(res.json<TermineAntwort>().termine.find((z) => z.termin === '2028/1')?.anmeldebeginn).toBe(
      '2027-03-16',
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

  it('answers the rules of terminFestlegen with a German 409 and writes nothing', async () => {
    const vorher = await t.database.db.select().from(examTerms);
    const cases: [Record<string, unknown>, string][] = [
      [
        { anmeldeschluss: '2027-09-30' },
        o.anmeldeschlussAusserhalb('30.09.2027', '31.08.2026', '31.08.2027'),
      ],
      [
        { juni: [], aufsichtsarbeitenJuni: { ...leer, wr: ['2027-06-22'] } },
        o.juniAufsichtsarbeitOhneJuni('WR', '2/2027'),
      ],
      [
        { aufsichtsarbeiten: { ...leer, wp: ['2028-08-10'] } },
        o.aufsichtsarbeitAusserhalb('10.08.2028', '2/2027'),
      ],
    ];
    for (const [anders, meldung] of cases) {
      const res = await postStaff(t.app, '/termine', koerper(anders), leitung.jwt);
      expect(res.statusCode, JSON.stringify(anders)).toBe(409);
      expect(res.json()).toEqual({ message: meldung });
    }
    expect(await t.database.db.select().from(examTerms)).toEqual(vorher);
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
