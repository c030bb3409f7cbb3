// Lists that scale and export (issue 28 point 6): the Kandidaten list filtered, sorted and paged in
// SQL with the career the rules derive (never "Zugelassen" for a finished one), the Ladungen list paged
// in SQL with its own filters, and exports (CSV for Excel, XLSX) that hold exactly the filtered list,
// audited with the filter.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kandidatTexte as k } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import { semester } from '@examensportal/domain/rules/semester';
import type { KandidatenSeite } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import type { LadungenAntwort } from '@examensportal/domain/schemas/pruefungsstelle-ladungen';
import { staffAudit } from '../src/db/schema';
import { office } from '../src/office/commands';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { officeDeps, seedAccount, submitApplication, type SeededCandidate } from './helpers/procedure';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';
import { xlsxZeilen } from './helpers/xlsx';

/** The CSV as rows of fields (every field quoted, ';', CRLF, BOM first). */
function csvZeilen(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .split('\r\n')
    .filter((z) => z !== '')
    .map((z) => z.slice(1, -1).split('";"'));
}

describe.each(backends)('lists and exports on %s', (backend) => {
  let t: TestApp;
  let staff: TestStaff;
  const wp: SeededCandidate[] = [];
  let eignung: SeededCandidate;
  let ohne: SeededCandidate;

  const run = (befehl: string, c: SeededCandidate, optionen: Record<string, string> = {}) =>
    office(officeDeps(t.database, t.clock), befehl, { positionals: [c.email], optionen });

  /** Gives Meier's case to a staff member (null: to nobody). */
  const meierZuweisen = async (staffId: string | null) => {
    const res = await postStaff(t.app, `/kandidaten/${wp[2]!.id}/zuweisung`, { staffId }, staff.jwt);
    expect(res.statusCode, res.body).toBe(200);
  };
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z'); // open term 2/2027
    // Five WP applicants of term 2/2027 (LGS Berlin), names in a known order; the first two admitted.
    for (const [i, nachname] of ['Zander', 'Adler', 'Meier', 'Becker', 'Otto'].entries()) {
      const c = await seedAccount(t.database, t.clock, {
        art: 'WP',
        vorname: 'Liste',
        nachname,
        email: `liste-${i}@example.org`,
      });
      await submitApplication(t.database, t.clock, c, semester(2027, 2), ['wp']);
      wp.push(c);
    }
    await run('zulassen', wp[0]!);
    await run('zulassen', wp[1]!);
    // An aptitude-test candidate admitted and passed: the application says "admitted", the career "bestanden".
    eignung = await seedAccount(t.database, t.clock, {
      art: 'EIGNUNG',
      vorname: 'Liste',
      nachname: 'Fertig',
      email: 'liste-fertig@example.org',
    });
    await submitApplication(t.database, t.clock, eignung, semester(2027, 2));
    await run('zulassen', eignung);
    t.clock.set('2026-10-06T08:00:00Z');
    for (const teil of ['awr', 'ast', 'mp']) await run('laden', eignung, { teil, datum: '2026-10-06' });
    t.clock.set('2026-10-20T08:00:00Z');
    await run('ergebnis', eignung, { ergebnis: 'bestanden' });
    ohne = await seedAccount(t.database, t.clock, {
      art: 'WP',
      vorname: 'Liste',
      nachname: 'Ohneantrag',
      email: 'liste-ohne@example.org',
    });
    // Logged in now (the clock moved on: a session of 5 October would have expired).
    staff = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  const liste = async (query: string) => {
    const res = await getStaff(t.app, `/kandidaten?${query}`, staff.jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<KandidatenSeite>();
  };
  const namen = (seite: KandidatenSeite) => seite.treffer.map((x) => x.name.replace('Liste ', ''));

  it.each([
    ['suche=Liste', ['Adler', 'Becker', 'Fertig', 'Meier', 'Ohneantrag', 'Otto', 'Zander']],
    ['suche=Liste&richtung=ab', ['Zander', 'Otto', 'Ohneantrag', 'Meier', 'Fertig', 'Becker', 'Adler']],
    ['suche=Liste&status=eingereicht', ['Becker', 'Meier', 'Otto']],
    ['suche=Liste&status=zugelassen', ['Adler', 'Fertig', 'Zander']],
    ['suche=Liste&status=keinAntrag', ['Ohneantrag']],
    ['suche=Liste&art=EIGNUNG', ['Fertig']],
    ['suche=Liste&lgs=1', ['Adler', 'Becker', 'Meier', 'Otto', 'Zander']],
    ['suche=Liste&lgs=2', []],
    ['suche=Liste&termin=2%2F2027&art=WP', ['Adler', 'Becker', 'Meier', 'Otto', 'Zander']],
    ['suche=Liste&termin=2027%2F1', []],
    ['suche=Liste&status=zugelassen&art=WP&sortierung=status', ['Adler', 'Zander']],
  ])('%s lists %j', async (query, erwartet) => {
    const seite = await liste(query);
    expect(namen(seite)).toEqual(erwartet);
    expect(seite.gesamt).toBe(erwartet.length);
  });

  it('shows who holds each case and filters "Meine Fälle" / "Nicht zugewiesen" (issue 28 point 1)', async () => {
    await meierZuweisen(staff.id);
    const alle = await liste('suche=Liste');
    const halter = Object.fromEntries(alle.treffer.map((x) => [x.name.replace('Liste ', ''), x.bearbeitung]));
    expect(halter).toMatchObject({ Meier: staff.name, Adler: null, Ohneantrag: null });
    const meine = await liste('suche=Liste&zuweisung=meine');
    expect(namen(meine)).toEqual(['Meier']);
    expect(meine.gesamt).toBe(1);
    const keine = await liste('suche=Liste&zuweisung=keine');
    expect(namen(keine)).toEqual(['Adler', 'Becker', 'Fertig', 'Ohneantrag', 'Otto', 'Zander']);
    expect(keine.gesamt).toBe(6);
    // Another caseworker's "Meine Fälle" does not hold it; the export reads the same filter.
    const andere = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    const fremd = await getStaff(t.app, '/kandidaten?suche=Liste&zuweisung=meine', andere.jwt);
    expect(fremd.json<KandidatenSeite>().treffer).toEqual([]);
    const csv = await getStaff(
      t.app,
      '/export/kandidaten?suche=Liste&zuweisung=keine&format=csv',
      andere.jwt,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(
      csvZeilen(csv.body)
        .slice(1)
        .map((z) => z[1]),
    ).toEqual(['Adler', 'Becker', 'Fertig', 'Ohneantrag', 'Otto', 'Zander']);
    await meierZuweisen(null);
  });

  it('refuses filter values it does not know, in German', async () => {
    for (const query of ['status=zugelassenX', 'termin=2027', 'lgs=9', 'sortierung=passwort', 'art=XY']) {
      const res = await getStaff(t.app, `/kandidaten?${query}`, staff.jwt);
      expect(res.statusCode, query).toBe(400);
    }
    const res = await getStaff(t.app, '/kandidaten?termin=2027', staff.jwt);
    expect(Object.values(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors)).toContain(
      l.terminUngueltig,
    );
  });

  it('shows the career the rules derive: running, passed, submitted – never "Zugelassen"', async () => {
    const seite = await liste('suche=Liste');
    const stand = Object.fromEntries(seite.treffer.map((x) => [x.name.replace('Liste ', ''), x.stand]));
    expect(stand).toEqual({
      Adler: 'versuchLaeuft',
      Becker: 'eingereicht',
      Fertig: 'bestanden',
      Meier: 'eingereicht',
      Ohneantrag: 'keinAntrag',
      Otto: 'eingereicht',
      Zander: 'versuchLaeuft',
    });
    const fertig = seite.treffer.find((x) => x.id === eignung.id);
    expect(fertig).toMatchObject({
      antragStatus: 'admitted',
      stand: 'bestanden',
      termin: '2/2027',
      lgs: null,
    });
    expect(seite.treffer.find((x) => x.id === wp[0]!.id)?.lgs).toBe('Berlin');
    expect(seite.treffer.find((x) => x.id === ohne.id)).toMatchObject({ termin: null, lgs: null });
  });

  it('pages in SQL: 25 a page, stable order, no row twice', async () => {
    const seite = await liste('suche=Liste&seite=2');
    expect(seite).toMatchObject({ treffer: [], gesamt: 7, seite: 2, seiten: 1 });
  });

  it('exports exactly the filtered list as CSV and XLSX, audited with the filter', async () => {
    const query = 'suche=Liste&status=zugelassen&richtung=ab';
    const csv = await getStaff(t.app, `/export/kandidaten?${query}&format=csv`, staff.jwt);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="kandidaten-2026-10-20.csv"');
    const zeilen = csvZeilen(csv.body);
    expect(zeilen[0]).toEqual(l.kandidatenSpalten);
    expect(zeilen.slice(1).map((z) => [z[1], z[8]])).toEqual([
      ['Zander', k.laufbahnStand.versuchLaeuft],
      ['Fertig', k.laufbahnStand.bestanden],
      ['Adler', k.laufbahnStand.versuchLaeuft],
    ]);
    expect(zeilen[2]).toEqual([
      expect.stringMatching(/^EP-/),
      'Fertig',
      'Liste',
      'liste-fertig@example.org',
      expect.any(String),
      k.arten.EIGNUNG,
      '',
      '2/2027',
      k.laufbahnStand.bestanden,
    ]);

    const xlsx = await getStaff(t.app, `/export/kandidaten?${query}&format=xlsx`, staff.jwt);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsxZeilen(new Uint8Array(xlsx.rawPayload))).toEqual(zeilen);

    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.aktion, 'kandidaten.export'), eq(staffAudit.staffId, staff.id)));
    expect(audit.map((a) => [a.ziel, a.nachher])).toEqual([
      ['csv', { suche: 'Liste', status: 'zugelassen', sortierung: 'name', richtung: 'ab', anzahl: 3 }],
      ['xlsx', { suche: 'Liste', status: 'zugelassen', sortierung: 'name', richtung: 'ab', anzahl: 3 }],
    ]);
  });

  it('neutralises a formula a candidate typed as a name, in CSV', async () => {
    await seedAccount(t.database, t.clock, {
      art: 'WP',
      vorname: 'Liste',
      nachname: '=HYPERLINK("x")',
      email: 'liste-formel@example.org',
    });
    const csv = await getStaff(t.app, '/export/kandidaten?suche=liste-formel&format=csv', staff.jwt);
    expect(csvZeilen(csv.body)[1]?.[1]).toBe(`'=HYPERLINK(""x"")`);
  });

  it('refuses an unknown format in German and a candidate token', async () => {
    const res = await getStaff(t.app, '/export/kandidaten?format=pdf', staff.jwt);
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors)).toContain(
      l.formatUngueltig,
    );
    expect((await getStaff(t.app, '/export/kandidaten?format=csv')).statusCode).toBe(401);
  });

  it('pages the Ladungen list in SQL, filters by name, sitting and LGS, and exports it', async () => {
    const ladungen = async (query: string) => {
      const res = await getStaff(t.app, `/ladungen?termin=2027%2F2&pruefung=wp&${query}`, staff.jwt);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<LadungenAntwort>();
    };
    const alle = await ladungen('suche=Liste');
    expect(alle.kandidaten.map((z) => z.name)).toEqual([
      'Adler, Liste',
      'Becker, Liste',
      'Meier, Liste',
      'Otto, Liste',
      'Zander, Liste',
    ]);
    expect(alle).toMatchObject({ gesamt: 5, seite: 1, seiten: 1 });
    expect((await ladungen('suche=Liste&richtung=ab')).kandidaten[0]?.name).toBe('Zander, Liste');
    expect((await ladungen('suche=adler')).kandidaten.map((z) => z.name)).toEqual(['Adler, Liste']);
    expect((await ladungen('suche=Liste&sitzung=juni')).gesamt).toBe(0);
    expect((await ladungen('suche=Liste&sitzung=regulaer')).gesamt).toBe(5);
    expect((await ladungen('suche=Liste&lgs=2')).gesamt).toBe(0);
    expect((await ladungen('suche=Liste&seite=2')).kandidaten).toEqual([]);

    const csv = await getStaff(
      t.app,
      '/export/ladungen?termin=2027%2F2&pruefung=wp&suche=Liste&format=csv',
      staff.jwt,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const zeilen = csvZeilen(csv.body);
    expect(zeilen[0]).toEqual(l.ladungenSpalten(['schriftlich', 'muendlich'], true));
    expect(zeilen[0]?.slice(9, 12)).toEqual(['Note schriftlich', 'Note mündlich', 'Modulnote']);
    expect(zeilen[0]?.slice(7, 9)).toEqual(['Geladen schriftlich', 'Geladen mündlich']);
    expect(zeilen.slice(1).map((z) => z[0])).toEqual(alle.kandidaten.map((z) => z.name));
    expect(zeilen[1]?.slice(2, 5)).toEqual(['2/2027', expect.stringContaining('WP'), 'Sitzung im August']);

    // The aptitude test has three parts, each with its own column (the last one was cut off before).
    const eignungCsv = await getStaff(
      t.app,
      '/export/ladungen?termin=2027%2F2&pruefung=eignung&suche=Liste&format=csv',
      staff.jwt,
    );
    expect(eignungCsv.statusCode, eignungCsv.body).toBe(200);
    const [kopf, fertig] = csvZeilen(eignungCsv.body);
    expect(kopf?.slice(7)).toEqual([
      'Geladen Aufsichtsarbeit Wirtschaftsrecht',
      'Geladen Aufsichtsarbeit Steuerrecht',
      'Geladen mündliche Prüfung',
      'Zuständig',
    ]);
    expect(fertig?.[0]).toBe('Fertig, Liste');
    expect(fertig?.slice(7, 10)).toEqual(['06.10.2026', '06.10.2026', '06.10.2026']);
  });

  it('shows who holds each case in the Ladungen list and filters by holder (issue 28 point 1)', async () => {
    const ladungen = async (query: string, jwt = staff.jwt) => {
      const res = await getStaff(t.app, `/ladungen?termin=2027%2F2&pruefung=wp&${query}`, jwt);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<LadungenAntwort>();
    };
    await meierZuweisen(staff.id);
    const alle = await ladungen('suche=Liste');
    expect(Object.fromEntries(alle.kandidaten.map((z) => [z.name, z.bearbeitung]))).toMatchObject({
      'Meier, Liste': staff.name,
      'Adler, Liste': null,
    });
    const meine = await ladungen('suche=Liste&zuweisung=meine');
    expect(meine.kandidaten.map((z) => z.name)).toEqual(['Meier, Liste']);
    expect(meine.gesamt).toBe(1);
    const keine = await ladungen('suche=Liste&zuweisung=keine');
    expect(keine.kandidaten.map((z) => z.name)).not.toContain('Meier, Liste');
    expect(keine.gesamt).toBe(alle.gesamt - 1);
    const andere = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    expect((await ladungen('suche=Liste&zuweisung=meine', andere.jwt)).kandidaten).toEqual([]);
    const falsch = await getStaff(t.app, '/ladungen?termin=2027%2F2&pruefung=wp&zuweisung=alle', staff.jwt);
    expect(falsch.statusCode).toBe(400);
    const csv = await getStaff(
      t.app,
      '/export/ladungen?termin=2027%2F2&pruefung=wp&suche=Liste&zuweisung=meine&format=csv',
      staff.jwt,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const zeilen = csvZeilen(csv.body);
    expect(zeilen.slice(1).map((z) => [z[0], z.at(-1)])).toEqual([['Meier, Liste', staff.name]]);
    await meierZuweisen(null);
  });
});
