// Grades per paper (issue 26, decision 0068): WP, BWL and ST write two Aufsichtsarbeiten, WR one
// (§ 7 (2),(3) WiPrPrüfV); the written grade is their average cut after two decimals. The entry
// (back office, command line, CSV import) takes the papers, checks their number per module and that a
// written grade entered beside them is theirs – refusals in German with nothing written.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { ladungenTexte as lt } from '@examensportal/domain/messages-pruefungsstelle-ladungen';
import { semester } from '@examensportal/domain/rules/semester';
import { outbox, resultCorrections, results } from '../src/db/schema';
import { office } from '../src/office/commands';
import { terminFestlegen } from '../src/features/buero/termine';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { officeDeps, seedAccount, submitApplication } from './helpers/procedure';
import { postStaff, staffMember } from './helpers/staff';

const o = officeCliTexte;

describe.each(backends)('grades per paper on %s', (backend) => {
  let t: TestApp;
  const run = (command: string, email: string, optionen: Record<string, string> = {}) =>
    office(officeDeps(t.database, t.clock), command, { positionals: [email], optionen });
  const zeilenVon = (id: string) => t.database.db.select().from(results).where(eq(results.accountId, id));

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    await terminFestlegen(officeDeps(t.database, t.clock), {
      termin: semester(2027, 2),
      aufsichtsarbeiten: { wp: ['2027-08-10', '2027-08-11'] },
    });
  }, 120_000);
  afterAll(async () => t.close());

  /** Admitted to WP, invited to both parts, the clock after the papers. */
  async function geladen(art: 'WP' | 'EIGNUNG' = 'WP') {
    t.clock.set('2026-10-05T08:00:00Z');
    const c = await seedAccount(t.database, t.clock, { art });
    await submitApplication(t.database, t.clock, c, semester(2027, 2), ['wp']);
    await run('zulassen', c.email);
    t.clock.set('2027-07-01T08:00:00Z');
    if (art === 'WP') await run('laden', c.email, { modul: 'wp', teil: 'schriftlich' });
    else await run('laden', c.email, { teil: 'awr' });
    t.clock.set('2027-08-12T08:00:00Z');
    if (art === 'WP') await run('laden', c.email, { modul: 'wp', teil: 'muendlich' });
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

  it('refuses a wrong number of papers, a contradicting written grade and papers for the aptitude test', async () => {
    const c = await geladen();
    let res = await erfassen(c.id, { ergebnis: 'passed', noteArbeit1: '3,0', noteMuendlich: '3,0' });
    expect([res.statusCode, res.json().fieldErrors]).toEqual([400, { noteArbeit2: lt.arbeitenZuWenige }]);
    res = await erfassen(c.id, { ergebnis: 'passed', noteArbeit2: '3,0', noteMuendlich: '3,0' });
    expect(res.json().fieldErrors).toMatchObject({ noteArbeit1: lt.arbeitZweiteOhneErste });
    // 4,30 and 3,70 give 4,00, not 4,10.
    res = await erfassen(c.id, {
      ergebnis: 'passed',
      noteArbeit1: '4,30',
      noteArbeit2: '3,70',
      noteSchriftlich: '4,10',
      noteMuendlich: '3,0',
    });
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      o.schriftlichPasstNichtZuArbeiten('4,10', '4,00'),
    ]);
    // § 13 (2) through the papers: 5,00 / 5,10 give 5,05 – excluded, no oral grade possible.
    res = await erfassen(c.id, {
      ergebnis: 'failed',
      noteArbeit1: '5,00',
      noteArbeit2: '5,10',
      noteMuendlich: '3',
    });
    expect([res.statusCode, res.json().message]).toEqual([409, o.notenFehler.muendlichNachAusschluss]);
    // The command line: one paper for WP is too few.
    await expect(
      run('ergebnis', c.email, {
        modul: 'wp',
        ergebnis: 'bestanden',
        'note-arbeit-1': '3,0',
        'note-muendlich': '3,0',
      }),
    ).rejects.toThrow(o.arbeitenZuWenige('WP', 2));
    expect(await zeilenVon(c.id)).toEqual([]);

    const e = await geladen('EIGNUNG');
    res = await erfassen(e.id, { ergebnis: 'failed', noteArbeit1: '5,30' }, 'eignung');
    expect([res.statusCode, res.json().message]).toEqual([409, o.notenNurModul]);
    expect(await zeilenVon(e.id)).toEqual([]);
  });

  it('the batch of results checks the number of papers per item (decision 0061)', async () => {
    const c = await geladen();
    const sb = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    const body = {
      termin: '2027/2',
      pruefung: 'wp',
      datum: '',
      eintraege: [{ kandidat: c.id, ergebnis: 'passed', noteArbeit1: '3,0', noteMuendlich: '3,0' }],
    };
    const res = await postStaff(t.app, '/sammel/ergebnisse', body, sb.jwt);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(lt.arbeitenZuWenige);
    expect(await zeilenVon(c.id)).toEqual([]);
  });

  it('stores the papers and the written grade they give; the letter names each paper', async () => {
    const c = await geladen();
    // (4,30 + 3,70) / 2 = 4,00; (6 × 4,00 + 4 × 3,50) / 10 = 3,80.
    const res = await erfassen(c.id, {
      ergebnis: 'passed',
      noteArbeit1: '4,30',
      noteArbeit2: '3,70',
      noteMuendlich: '3,50',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await zeilenVon(c.id)).toEqual([
      expect.objectContaining({
        noteSchriftlich: 400,
        noteMuendlich: 350,
        modulnote: 380,
        noteArbeit1: 430,
        noteArbeit2: 370,
      }),
    ]);
    const briefe = (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'bescheid')))
      .map((row) => row.payload as { accountId: string; inhalt: Record<string, unknown> })
      .filter((p) => p.accountId === c.id)
      .map((p) => p.inhalt);
    expect(briefe).toContainEqual(
      expect.objectContaining({
        art: 'ergebnis',
        noten: { noteSchriftlich: 400, noteMuendlich: 350, modulnote: 380, arbeiten: [430, 370] },
      }),
    );
  });

  it('the command line and the CSV import take the papers; the one-field entry stays valid', async () => {
    const c = await geladen();
    await run('ergebnis', c.email, {
      modul: 'wp',
      ergebnis: 'nicht-bestanden',
      'note-arbeit-1': '5,00',
      'note-arbeit-2': '5,10',
    });
    expect(await zeilenVon(c.id)).toEqual([
      expect.objectContaining({ noteSchriftlich: 505, noteArbeit1: 500, noteArbeit2: 510, modulnote: null }),
    ]);

    const d = await geladen();
    const sb = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    const datei = (zweite: string) =>
      [
        'E-Mail;Modul;Ergebnis;Note 1. Aufsichtsarbeit;Note 2. Aufsichtsarbeit;Note mündlich',
        `${d.email};WP;bestanden;3,0;${zweite};3,0`,
      ].join('\n');
    const falsch = await postStaff(t.app, '/ergebnisse/import', { csv: datei('') }, sb.jwt);
    expect(falsch.statusCode).toBe(422);
    expect(falsch.json().fehler).toEqual([
      expect.objectContaining({ zeile: 2, meldung: o.arbeitenZuWenige('WP', 2) }),
    ]);
    expect(await zeilenVon(d.id)).toEqual([]);
    const gut = await postStaff(t.app, '/ergebnisse/import', { csv: datei('3,01') }, sb.jwt);
    expect(gut.statusCode, gut.body).toBe(200);
    expect(await zeilenVon(d.id)).toEqual([
      expect.objectContaining({ noteSchriftlich: 300, noteArbeit1: 300, noteArbeit2: 301, modulnote: 300 }),
    ]);
  });

  it('the database refuses a written grade the papers do not give', async () => {
    const c = await geladen();
    await run('ergebnis', c.email, { modul: 'wp', ergebnis: 'nicht-bestanden', 'note-schriftlich': '5,30' });
    const [zeile] = await zeilenVon(c.id);
    const berichtigung = (noteArbeit2: number) =>
      t.database.db.insert(resultCorrections).values({
        accountId: c.id,
        resultId: zeile!.id,
        ergebnis: 'failed',
        noteSchriftlich: 530,
        noteArbeit1: 500,
        noteArbeit2,
        begruendung: 'Übertragungsfehler',
        am: '2027-08-12',
        createdAt: new Date('2027-08-12T08:00:00Z'),
      });
    await expect(berichtigung(500)).rejects.toThrow();
    // The control: 5,00 and 5,60 give 5,30, so the same row with the right paper is taken.
    await expect(berichtigung(560)).resolves.toBeDefined();
  });
});
