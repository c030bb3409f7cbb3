// Results per part (issue 26 point 7, decision 0056): the back-office entry takes the written and the
// oral grade, the server derives the module grade (WiPrPrüfV §§ 13 (2), 17, 18) and refuses what cannot
// be – not invited, before the last paper (portal clock), an oral grade after the exclusion or without
// the oral invitation, grades out of range, an outcome the grades contradict, grades for the aptitude
// test – in German and with nothing written. The letter names the parts and the attempts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { ladungenTexte as lt } from '@examensportal/domain/messages-pruefungsstelle-ladungen';
import { semester } from '@examensportal/domain/rules/semester';
import { outbox, results } from '../src/db/schema';
import { office } from '../src/office/commands';
import { terminFestlegen } from '../src/features/buero/termine';
import { createTestApp, type TestApp } from './helpers/app';
import { jwtFor } from './helpers/accounts';
import { backends } from './helpers/db';
import { officeDeps, seedAccount, submitApplication } from './helpers/procedure';
import { postStaff, staffMember } from './helpers/staff';

const o = officeCliTexte;

describe.each(backends)('results per part on %s', (backend) => {
  let t: TestApp;
  const run = (command: string, email: string, optionen: Record<string, string> = {}) =>
    office(officeDeps(t.database, t.clock), command, { positionals: [email], optionen });
  const zeilen = () => t.database.db.select().from(results);

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    await terminFestlegen(officeDeps(t.database, t.clock), {
      termin: semester(2027, 2),
      aufsichtsarbeiten: { wp: ['2027-08-10', '2027-08-11'] },
    });
  }, 120_000);
  afterAll(async () => t.close());

  async function zugelassen(art: 'WP' | 'EIGNUNG' = 'WP') {
    t.clock.set('2026-10-05T08:00:00Z');
    const c = await seedAccount(t.database, t.clock, { art });
    await submitApplication(t.database, t.clock, c, semester(2027, 2), ['wp']);
    await run('zulassen', c.email);
    return c;
  }

  async function erfassen(kandidat: string, body: Record<string, unknown>, pruefung = 'wp') {
    const sb = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    return postStaff(
      t.app,
      '/ergebnisse',
      { termin: '2027/2', pruefung, kandidat, datum: '', ...body },
      sb.jwt,
    );
  }

  it('refuses an impossible entry in German and writes nothing', async () => {
    const c = await zugelassen();
    t.clock.set('2027-08-12T08:00:00Z');
    // Not invited.
    let res = await erfassen(c.id, { ergebnis: 'failed', noteSchriftlich: '5,30' });
    expect([res.statusCode, res.json().message]).toEqual([409, o.ergebnisOhneLadung]);

    t.clock.set('2027-07-01T08:00:00Z');
    await run('laden', c.email, { modul: 'wp', teil: 'schriftlich' });
    // Before the last paper (portal clock).
    t.clock.set('2027-08-10T18:00:00Z');
    res = await erfassen(c.id, { ergebnis: 'failed', noteSchriftlich: '5,30' });
    expect([res.statusCode, res.json().message]).toEqual([409, o.ergebnisVorAufsichtsarbeit('11.08.2027')]);

    t.clock.set('2027-08-12T08:00:00Z');
    // Out of range, and an oral grade without the written one.
    res = await erfassen(c.id, { ergebnis: 'failed', noteSchriftlich: '6,5', noteMuendlich: '0,7' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      noteSchriftlich: lt.noteUngueltig,
      noteMuendlich: lt.noteUngueltig,
    });
    res = await erfassen(c.id, { ergebnis: 'failed', noteSchriftlich: '', noteMuendlich: '3,0' });
    expect(res.json().fieldErrors).toMatchObject({ noteSchriftlich: lt.muendlichOhneSchriftlich });
    // An oral grade after the exclusion (written worse than 5.00) and one without the oral invitation.
    res = await erfassen(c.id, { ergebnis: 'failed', noteSchriftlich: '5,01', noteMuendlich: '3,0' });
    expect([res.statusCode, res.json().message]).toEqual([409, o.muendlicheNoteOhneLadung]);
    res = await erfassen(c.id, { ergebnis: 'failed', noteSchriftlich: '4,50' });
    expect([res.statusCode, res.json().message]).toEqual([409, o.notenFehler.muendlichFehlt]);

    await run('laden', c.email, { modul: 'wp', teil: 'muendlich' });
    res = await erfassen(c.id, { ergebnis: 'failed', noteSchriftlich: '5,01', noteMuendlich: '3,0' });
    expect([res.statusCode, res.json().message]).toEqual([409, o.notenFehler.muendlichNachAusschluss]);
    // The outcome the grades contradict: 4.012 is cut to 4.01, worse than 4.00.
    res = await erfassen(c.id, { ergebnis: 'passed', noteSchriftlich: '5,00', noteMuendlich: '2,53' });
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      o.ergebnisPasstNichtZuNoten(o.ergebnisNamen.failed, '4,01'),
    ]);
    expect(await zeilen()).toEqual([]);
  });

  it('refuses grades for the aptitude test, which is rated as a whole, and a candidate token', async () => {
    const e = await zugelassen('EIGNUNG');
    t.clock.set('2027-07-01T08:00:00Z');
    await run('laden', e.email, { teil: 'awr' });
    t.clock.set('2027-08-12T08:00:00Z');
    const res = await erfassen(e.id, { ergebnis: 'failed', noteSchriftlich: '5,30' }, 'eignung');
    expect([res.statusCode, res.json().message]).toEqual([409, o.notenNurModul]);
    const candidate = await jwtFor(t.app, e);
    const fremd = await postStaff(
      t.app,
      '/ergebnisse',
      { termin: '2027/2', pruefung: 'eignung', kandidat: e.id, datum: '', ergebnis: 'failed' },
      candidate,
    );
    expect(fremd.statusCode).toBe(401);
    expect(await zeilen()).toEqual([]);
  });

  it('stores the parts and the module grade; the letter names them with the attempts', async () => {
    const c = await zugelassen();
    t.clock.set('2027-07-01T08:00:00Z');
    await run('laden', c.email, { modul: 'wp', teil: 'schriftlich' });
    t.clock.set('2027-08-12T08:00:00Z');
    await run('laden', c.email, { modul: 'wp', teil: 'muendlich' });
    // Exactly 4.00: (6 × 5.00 + 4 × 2.50) / 10 passes.
    const res = await erfassen(c.id, { ergebnis: 'passed', noteSchriftlich: '5,00', noteMuendlich: '2,5' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await zeilen()).toEqual([
      expect.objectContaining({
        ergebnis: 'passed',
        noteSchriftlich: 500,
        noteMuendlich: 250,
        modulnote: 400,
      }),
    ]);
    const briefe = (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'bescheid')))
      .map((row) => row.payload as { accountId: string; inhalt: Record<string, unknown> })
      .filter((p) => p.accountId === c.id)
      .map((p) => p.inhalt);
    expect(briefe).toContainEqual(
      expect.objectContaining({
        art: 'ergebnis',
        noten: { noteSchriftlich: 500, noteMuendlich: 250, modulnote: 400 },
        versuche: { versuch: 1, moeglich: 3 },
      }),
    );
  });

  it('an excluded candidate fails without an oral grade; the one-field entry stays valid', async () => {
    const c = await zugelassen();
    const d = await zugelassen();
    t.clock.set('2027-07-01T08:00:00Z');
    await run('laden', c.email, { modul: 'wp', teil: 'schriftlich' });
    await run('laden', d.email, { modul: 'wp', teil: 'schriftlich' });
    t.clock.set('2027-08-12T08:00:00Z');
    expect((await erfassen(c.id, { ergebnis: 'failed', noteSchriftlich: '5,3' })).statusCode).toBe(200);
    expect((await erfassen(d.id, { ergebnis: 'failed' })).statusCode).toBe(200);
    const [zeileC] = await t.database.db.select().from(results).where(eq(results.accountId, c.id));
    expect(zeileC).toMatchObject({ noteSchriftlich: 530, noteMuendlich: null, modulnote: null });
    const [zeileD] = await t.database.db.select().from(results).where(eq(results.accountId, d.id));
    expect(zeileD).toMatchObject({ ergebnis: 'failed', noteSchriftlich: null });
  });

  it('the CSV import takes the parts: a contradicting row writes nothing, the fixed file writes them', async () => {
    const c = await zugelassen();
    t.clock.set('2027-07-01T08:00:00Z');
    await run('laden', c.email, { modul: 'wp', teil: 'schriftlich' });
    t.clock.set('2027-08-12T08:00:00Z');
    await run('laden', c.email, { modul: 'wp', teil: 'muendlich' });
    const sb = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    const datei = (ergebnis: string) =>
      ['E-Mail;Modul;Ergebnis;Note schriftlich;Note mündlich', `${c.email};WP;${ergebnis};3,5;4,7`].join(
        '\n',
      );
    // (6 × 3.50 + 4 × 4.70) / 10 = 3.98: passed.
    const falsch = await postStaff(t.app, '/ergebnisse/import', { csv: datei('nicht bestanden') }, sb.jwt);
    expect(falsch.statusCode).toBe(422);
    expect(falsch.json().fehler).toEqual([
      expect.objectContaining({
        zeile: 2,
        meldung: o.ergebnisPasstNichtZuNoten(o.ergebnisNamen.passed, '3,98'),
      }),
    ]);
    expect(await t.database.db.select().from(results).where(eq(results.accountId, c.id))).toEqual([]);
    const gut = await postStaff(t.app, '/ergebnisse/import', { csv: datei('bestanden') }, sb.jwt);
    expect(gut.statusCode, gut.body).toBe(200);
    const [zeile] = await t.database.db.select().from(results).where(eq(results.accountId, c.id));
    expect(zeile).toMatchObject({
      ergebnis: 'passed',
      noteSchriftlich: 350,
      noteMuendlich: 470,
      modulnote: 398,
    });
  });
});
