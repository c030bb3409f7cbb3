// Results per part in corrections and everywhere a result is shown (issue 26 point 7, decisions 0032,
// 0056): the office CLI records a result with its grades; a § 42 correction takes the written and oral
// grade, refuses grades its outcome contradicts (409, German, nothing written) and stores them beside
// the result; the letter names the old and the new parts; the latest correction's grades show on the
// candidate's status and timeline, the office's Kandidat page and the Ladungen list.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berichtigungTexte as bt } from '@examensportal/domain/messages-pruefungsstelle-berichtigung';
import { officeCliTexte as o } from '@examensportal/domain/messages-office-cli';
import { semester } from '@examensportal/domain/rules/semester';
import type { EntwurfAntwort } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import { resultCorrections, results } from '../src/db/schema';
import { office } from '../src/office/commands';
import { terminFestlegen } from '../src/features/buero/termine';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { entwurfsStand, freigabePfad } from './helpers/entwuerfe';
import { readPdf } from './helpers/pdf';
import { officeDeps, readAs, seedAccount, submitApplication } from './helpers/procedure';
import { getStaff, postStaff, staffMember } from './helpers/staff';

describe.each(backends)('corrections with parts on %s', (backend) => {
  let t: TestApp;
  const db = () => t.database.db;
  const run = (command: string, email: string, optionen: Record<string, string> = {}) =>
    office(officeDeps(t.database, t.clock), command, { positionals: [email], optionen });

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    await terminFestlegen(officeDeps(t.database, t.clock), {
      termin: semester(2027, 2),
      aufsichtsarbeiten: { wp: ['2027-08-10', '2027-08-11'] },
    });
  }, 120_000);
  afterAll(async () => t.close());

  /** Admitted for WP in 2/2027 and invited to both parts; the portal clock after the papers. */
  async function geladen() {
    t.clock.set('2026-10-05T08:00:00Z');
    const c = await seedAccount(t.database, t.clock);
    await submitApplication(t.database, t.clock, c, semester(2027, 2), ['wp']);
    await run('zulassen', c.email);
    t.clock.set('2027-07-01T08:00:00Z');
    await run('laden', c.email, { modul: 'wp', teil: 'schriftlich' });
    t.clock.set('2027-08-12T08:00:00Z');
    await run('laden', c.email, { modul: 'wp', teil: 'muendlich' });
    t.clock.set('2027-09-01T08:00:00Z');
    return c;
  }

  it('the CLI records grades and refuses malformed or contradicting ones with nothing written', async () => {
    const c = await geladen();
    await expect(
      run('ergebnis', c.email, { modul: 'wp', ergebnis: 'bestanden', 'note-schriftlich': '7' }),
    ).rejects.toThrow(o.noteUngueltig('--note-schriftlich'));
    await expect(
      run('ergebnis', c.email, { modul: 'wp', ergebnis: 'bestanden', 'note-muendlich': '3,0' }),
    ).rejects.toThrow(o.argumentFehlt('--note-schriftlich'));
    // (6 × 4,70 + 4 × 4,50) / 10 = 4,62: not passed.
    await expect(
      run('ergebnis', c.email, {
        modul: 'wp',
        ergebnis: 'bestanden',
        'note-schriftlich': '4,70',
        'note-muendlich': '4,50',
      }),
    ).rejects.toThrow(o.ergebnisPasstNichtZuNoten(o.ergebnisNamen.failed, '4,62'));
    expect(await db().select().from(results).where(eq(results.accountId, c.id))).toEqual([]);
    await run('ergebnis', c.email, {
      modul: 'wp',
      ergebnis: 'nicht-bestanden',
      'note-schriftlich': '4,70',
      'note-muendlich': '4,50',
    });
    const [zeile] = await db().select().from(results).where(eq(results.accountId, c.id));
    expect(zeile).toMatchObject({
      ergebnis: 'failed',
      noteSchriftlich: 470,
      noteMuendlich: 450,
      modulnote: 462,
    });
  });

  it('a correction with parts: checked like the result, stored, named in the letter, shown everywhere', async () => {
    const c = await geladen();
    await run('ergebnis', c.email, {
      modul: 'wp',
      ergebnis: 'nicht-bestanden',
      'note-schriftlich': '4,70',
      'note-muendlich': '4,50',
    });
    const [row] = await db().select().from(results).where(eq(results.accountId, c.id));
    if (!row) throw new Error('no result');
    t.clock.set('2027-09-20T08:00:00Z');
    const leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    const zweite = await staffMember(t.app, t.database, t.clock, 'leitung');
    const sb = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    const pfad = `/kandidaten/${c.id}/berichtigung/${row.id}`;
    const begruendung = 'Die schriftliche Note 3,70 wurde als 4,70 übertragen.';
    const vorher = await entwurfsStand(db(), c.id);

    // Refused in German, nothing written: an oral grade without a written one (field error), a
    // malformed grade, an outcome the grades contradict ((6 × 3,70 + 4 × 4,50) / 10 = 4,02), the same
    // outcome and grades again.
    let res = await postStaff(
      t.app,
      pfad,
      { ergebnis: 'passed', begruendung, noteMuendlich: '4,0' },
      leitung.jwt,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ noteSchriftlich: expect.any(String) });
    res = await postStaff(
      t.app,
      pfad,
      { ergebnis: 'passed', begruendung, noteSchriftlich: '0,5' },
      leitung.jwt,
    );
    expect(res.statusCode).toBe(400);
    res = await postStaff(
      t.app,
      pfad,
      { ergebnis: 'passed', begruendung, noteSchriftlich: '3,70', noteMuendlich: '4,50' },
      leitung.jwt,
    );
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      o.ergebnisPasstNichtZuNoten(o.ergebnisNamen.failed, '4,02'),
    ]);
    res = await postStaff(
      t.app,
      pfad,
      { ergebnis: 'failed', begruendung, noteSchriftlich: '4,7', noteMuendlich: '4,5' },
      leitung.jwt,
    );
    expect([res.statusCode, res.json().message]).toEqual([409, bt.keineAenderung]);
    expect(await entwurfsStand(db(), c.id)).toEqual(vorher);
    expect(await db().select().from(resultCorrections).where(eq(resultCorrections.accountId, c.id))).toEqual(
      [],
    );

    // (6 × 3,70 + 4 × 4,00) / 10 = 3,82: passed. The preview names the old and the new parts.
    res = await postStaff(
      t.app,
      pfad,
      { ergebnis: 'passed', begruendung, noteSchriftlich: '3,70', noteMuendlich: '4,00' },
      leitung.jwt,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { entwurf } = res.json<EntwurfAntwort>();
    const pdf = await getStaff(t.app, `/kandidaten/${c.id}/entwuerfe/${entwurf.id}/bescheid`, zweite.jwt);
    const text = readPdf(pdf.rawPayload).text.replace(/\s+/g, ' ');
    expect(text).toContain(
      'Als Ergebnis ist dort „nicht bestanden, Modulgesamtnote 4,62 (schriftlich 4,70, mündlich 4,50)“ angegeben.',
    );
    expect(text).toContain('Note der schriftlichen Prüfung: 3,70; Note der mündlichen Prüfung: 4,00;');
    expect(text).toContain('(6 × schriftlich + 4 × mündlich) / 10: 3,82.');
    const frei = await postStaff(t.app, freigabePfad(c.id, entwurf.id), {}, zweite.jwt);
    expect(frei.statusCode, frei.body).toBe(200);

    // Stored beside the result, which stays as recorded.
    const [berichtigung] = await db()
      .select()
      .from(resultCorrections)
      .where(eq(resultCorrections.resultId, row.id));
    expect(berichtigung).toMatchObject({
      ergebnis: 'passed',
      noteSchriftlich: 370,
      noteMuendlich: 400,
      modulnote: 382,
    });
    const [erfasst] = await db().select().from(results).where(eq(results.id, row.id));
    expect(erfasst).toMatchObject({ ergebnis: 'failed', modulnote: 462 });

    // The candidate: the module table and the timeline show the corrected parts.
    const stand = await readAs<{
      module: { modul: string; text: string }[];
      zeitleiste: { datum: string; text: string }[];
    }>(t.app, c, '/api/status');
    expect(stand.module.find((m) => m.modul === 'wp')?.text).toBe(
      'Bestanden – Modulgesamtnote 3,82 (schriftlich 3,70, mündlich 4,00)',
    );
    expect(stand.zeitleiste).toContainEqual({
      datum: '2027-09-20',
      text: 'Wirtschaftliches Prüfungswesen, Unternehmensbewertung und Berufsrecht: Ergebnis berichtigt (§ 42 VwVfG) – es gilt „bestanden, Modulgesamtnote 3,82 (schriftlich 3,70, mündlich 4,00)“',
    });

    // The office: the Kandidat page and the Ladungen list, the correction's grades.
    const neu = { noteSchriftlich: 370, noteMuendlich: 400, modulnote: 382 };
    const seite = await getStaff(t.app, `/kandidaten/${c.id}/entscheidungen`, sb.jwt);
    expect(seite.json().ergebnisse).toEqual([
      expect.objectContaining({ id: row.id, ergebnis: 'passed', berichtigtAm: '2027-09-20', noten: neu }),
    ]);
    const akte = await getStaff(t.app, `/kandidaten/${c.id}`, sb.jwt);
    const wp = akte.json().verfahren.module.find((m: { modul: string }) => m.modul === 'wp');
    expect(wp.anmeldungen[0]).toMatchObject({ ergebnis: 'passed', berichtigtAm: '2027-09-20', noten: neu });
    const liste = await getStaff(t.app, `/ladungen?termin=2027%2F2&pruefung=wp`, sb.jwt);
    expect(liste.statusCode, liste.body).toBe(200);
    const zeile = liste.json().kandidaten.find((k: { kandidat: string }) => k.kandidat === c.id);
    expect(zeile).toMatchObject({ ergebnis: 'passed', noten: neu });
    // The list's export has the grades that apply, in columns of their own.
    const csv = await getStaff(t.app, `/export/ladungen?termin=2027%2F2&pruefung=wp&format=csv`, sb.jwt);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(
      '"Geladen mündlich";"Note schriftlich";"Note mündlich";"Modulnote";"Note 1. Aufsichtsarbeit";"Note 2. Aufsichtsarbeit";"Zuständig"',
    );
    expect(csv.body).toContain('"3,70";"4,00";"3,82"');
  });

  it('a grade carried over wrongly is corrected with the outcome unchanged; the status shows the result day', async () => {
    const c = await geladen();
    await run('ergebnis', c.email, {
      modul: 'wp',
      ergebnis: 'bestanden',
      'note-schriftlich': '3,00',
      'note-muendlich': '2,00',
    });
    let stand = await readAs<{ zeitleiste: { datum: string; text: string }[] }>(t.app, c, '/api/status');
    expect(stand.zeitleiste).toContainEqual({
      datum: '2027-09-01',
      text: 'Wirtschaftliches Prüfungswesen, Unternehmensbewertung und Berufsrecht: Ergebnis „bestanden“ – Modulgesamtnote 2,60 (schriftlich 3,00, mündlich 2,00)',
    });
    const [row] = await db().select().from(results).where(eq(results.accountId, c.id));
    t.clock.set('2027-09-20T08:00:00Z');
    const leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    const zweite = await staffMember(t.app, t.database, t.clock, 'leitung');
    const entwurf = await postStaff(
      t.app,
      `/kandidaten/${c.id}/berichtigung/${row?.id}`,
      {
        ergebnis: 'passed',
        begruendung: 'Mündliche Note 3,00, nicht 2,00.',
        noteSchriftlich: '3',
        noteMuendlich: '3',
      },
      leitung.jwt,
    );
    expect(entwurf.statusCode, entwurf.body).toBe(200);
    const frei = await postStaff(
      t.app,
      freigabePfad(c.id, entwurf.json<EntwurfAntwort>().entwurf.id),
      {},
      zweite.jwt,
    );
    expect(frei.statusCode, frei.body).toBe(200);
    stand = await readAs(t.app, c, '/api/status');
    expect(stand.zeitleiste.map((e) => e.text)).toContain(
      'Wirtschaftliches Prüfungswesen, Unternehmensbewertung und Berufsrecht: Ergebnis berichtigt (§ 42 VwVfG) – es gilt „bestanden, Modulgesamtnote 3,00 (schriftlich 3,00, mündlich 3,00)“',
    );
  });
});
