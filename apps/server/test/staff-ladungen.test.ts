// Ladungen und Ergebnisse in the back-office: the list of a term's registered candidates, invitations
// of several at once (the batch of decision 0061, each candidate in its own transaction), results one
// by one and the CSV import with its preview – each through the office functions `laden`/`ergebnis`,
// audited as 'browser' in the Protokoll.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { ladungenTexte as lt } from '@examensportal/domain/messages-pruefungsstelle-ladungen';
import { terminTexte } from '@examensportal/domain/messages-pruefungsstelle-termin';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { aktenzeichen } from '@examensportal/domain/rules/aktenzeichen';
import { semester } from '@examensportal/domain/rules/semester';
import type { ProtokollEintrag } from '@examensportal/domain/schemas/pruefungsstelle';
import type {
  LadungenAntwort,
  VorschauAntwort,
  ZeilenFehler,
} from '@examensportal/domain/schemas/pruefungsstelle-ladungen';
import type { SammelBericht } from '@examensportal/domain/schemas/pruefungsstelle-sammel';
import { invitations, results, staffAudit } from '../src/db/schema';
import { office } from '../src/office/commands';
import { createTestApp, type TestApp } from './helpers/app';
import { jwtFor } from './helpers/accounts';
import { backends } from './helpers/db';
import { officeDeps, seedAccount, type SeededCandidate, submitApplication } from './helpers/procedure';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';

const o = officeCliTexte;

describe.each(backends)('Ladungen und Ergebnisse on %s', (backend) => {
  let t: TestApp;
  let leitung: TestStaff;
  let sb: TestStaff;
  let a: SeededCandidate;
  let b: SeededCandidate;
  let ohne: SeededCandidate;
  let e: SeededCandidate;

  const anzahl = async (table: typeof invitations | typeof results) =>
    (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const auditRows = (aktion: string) =>
    t.database.db.select().from(staffAudit).where(eq(staffAudit.aktion, aktion));
  const liste = async (pruefung = 'wp', jwt = sb.jwt) => {
    const res = await getStaff(t.app, `/ladungen?termin=2027/2&pruefung=${pruefung}`, jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LadungenAntwort>();
  };
  const einladen = (body: Record<string, unknown>, jwt: string) =>
    postStaff(t.app, '/sammel/ladungen', { termin: '2027/2', ...body }, jwt);
  /** The refused candidates of a batch, with the office function's German reason. */
  const abgewiesen = (res: Awaited<ReturnType<typeof einladen>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json<SammelBericht>()
      .eintraege.filter((x) => !x.ok)
      .map((x) => ({ kandidat: x.kandidat, meldung: x.meldung }));
  };
  const erfassen = (body: Record<string, unknown>, jwt: string) =>
    postStaff(t.app, '/ergebnisse', { pruefung: 'wp', ...body }, jwt);
  const csv = (zeilen: string[]) => ['E-Mail;Modul;Ergebnis;Datum', ...zeilen].join('\r\n');

  beforeAll(async () => {
    t = await createTestApp(backend);
    // Monday 5 October 2026: the open term is 2/2027.
    t.clock.set('2026-10-05T08:00:00Z');
    const admit = async (art: 'WP' | 'EIGNUNG', nachname: string) => {
      const c = await seedAccount(t.database, t.clock, { art, nachname });
      await submitApplication(t.database, t.clock, c, semester(2027, 2), ['wp']);
      await office(officeDeps(t.database, t.clock), 'zulassen', { positionals: [c.email] });
      return c;
    };
    a = await admit('WP', 'Albers');
    b = await admit('WP', 'Brandt');
    e = await admit('EIGNUNG', 'Eich');
    // Registered for nothing of this term and module: an application not yet admitted is still listed
    // (registered with the application), so this one has no application at all.
    ohne = await seedAccount(t.database, t.clock, { nachname: 'Ohne' });
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    sb = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
  }, 120_000);
  afterAll(async () => t.close());

  it('lists the registered candidates of a term and module for every staff role, sorted by name', async () => {
    const antwort = await liste('wp', leitung.jwt);
    expect(antwort.teile).toEqual(['schriftlich', 'muendlich']);
    expect(antwort.termine).toContain('2027/2');
    expect(antwort.kandidaten.map((k) => [k.email, k.status, k.laufend])).toEqual([
      [a.email, 'angemeldet', true],
      [b.email, 'angemeldet', true],
    ]);
    expect((await liste('wr')).kandidaten).toEqual([]);
    expect((await liste('eignung')).kandidaten.map((k) => k.email)).toEqual([e.email]);
    expect((await liste('eignung')).teile).toEqual(['awr', 'ast', 'mp']);
  });

  it('refuses a candidate token, no token and a bad filter', async () => {
    const candidate = await jwtFor(t.app, a);
    expect((await getStaff(t.app, '/ladungen?termin=2027/2&pruefung=wp', candidate)).statusCode).toBe(401);
    expect((await postStaff(t.app, '/sammel/ladungen', {}, candidate)).statusCode).toBe(401);
    const bad = await getStaff(t.app, '/ladungen?termin=2027&pruefung=xx', sb.jwt);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toMatchObject({
      termin: lt.terminFehlt,
      pruefung: lt.pruefungFehlt,
    });
  });

  it('refuses a candidate outside the term or before the registration date, inviting nobody', async () => {
    const res = await einladen(
      { pruefung: 'wp', teil: 'schriftlich', datum: '', kandidaten: [ohne.id] },
      sb.jwt,
    );
    expect(res.json<SammelBericht>()).toMatchObject({ erledigt: 0, fehlgeschlagen: 1 });
    expect(abgewiesen(res)).toEqual([{ kandidat: ohne.id, meldung: lt.nichtImTermin('2/2027') }]);
    expect(await anzahl(invitations)).toBe(0);
    expect(await auditRows('ladung')).toEqual([]);
    // A date before the registration is the office function's refusal, in German, per candidate.
    const frueh = await einladen(
      { pruefung: 'wp', teil: 'schriftlich', datum: '2026-10-01', kandidaten: [a.id, b.id] },
      sb.jwt,
    );
    expect(abgewiesen(frueh)).toEqual([
      { kandidat: a.id, meldung: o.ladungVorAnmeldung('05.10.2026') },
      { kandidat: b.id, meldung: o.ladungVorAnmeldung('05.10.2026') },
    ]);
    expect(await anzahl(invitations)).toBe(0);
  });

  it('invites the selected candidates once each and audits each as browser', async () => {
    const res = await einladen(
      { pruefung: 'wp', teil: 'schriftlich', datum: '', kandidaten: [a.id, b.id, a.id] },
      sb.jwt,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SammelBericht>()).toMatchObject({ erledigt: 2, fehlgeschlagen: 0 });
    expect(await anzahl(invitations)).toBe(2);
    const audit = await auditRows('ladung');
    expect(audit.map((r) => [r.accountId, r.quelle, r.staffId, r.wer]).sort()).toEqual(
      [
        [a.id, 'browser', sb.id, sb.name],
        [b.id, 'browser', sb.id, sb.name],
      ].sort(),
    );
    expect(audit[0]?.ziel).toBe('Modul WP 2/2027, schriftliche Prüfung');
    expect(pruefungsstelle.aktionen.ladung).toBe('Ladung');
    expect((await liste()).kandidaten.map((k) => [k.status, k.geladenAm.schriftlich])).toEqual([
      ['geladen', '2026-10-05'],
      ['geladen', '2026-10-05'],
    ]);
    // Invited already: the German refusal of `laden`.
    const again = await einladen(
      { pruefung: 'wp', teil: 'schriftlich', datum: '', kandidaten: [a.id] },
      leitung.jwt,
    );
    expect(abgewiesen(again)).toEqual([{ kandidat: a.id, meldung: o.bereitsGeladen('05.10.2026') }]);
    // A part of the wrong kind of exam is refused by the schema.
    const teil = await einladen({ pruefung: 'wp', teil: 'awr', datum: '', kandidaten: [a.id] }, sb.jwt);
    expect(teil.statusCode).toBe(400);
    expect(teil.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({ teil: lt.teilFehlt });
  });

  it('records a result one by one, with the German 409 of an impossible one', async () => {
    const ohneMuendlich = await erfassen(
      { termin: '2027/2', kandidat: a.id, ergebnis: 'passed', datum: '' },
      sb.jwt,
    );
    expect(ohneMuendlich.statusCode).toBe(409);
    expect(ohneMuendlich.json()).toEqual({ message: o.bestandenOhneMuendlich });
    const nichtImTermin = await erfassen(
      { termin: '2027/1', kandidat: a.id, ergebnis: 'failed', datum: '' },
      sb.jwt,
    );
    expect(nichtImTermin.statusCode).toBe(409);
    expect(nichtImTermin.json()).toEqual({ message: lt.nichtImTermin('1/2027') });
    expect(await anzahl(results)).toBe(0);

    const ok = await erfassen(
      { termin: '2027/2', kandidat: a.id, ergebnis: 'failed', datum: '2026-10-05' },
      sb.jwt,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await anzahl(results)).toBe(1);
    const [audit] = await auditRows('ergebnis');
    expect(audit).toMatchObject({ quelle: 'browser', staffId: sb.id, accountId: a.id });
    expect((await liste()).kandidaten[0]).toMatchObject({
      email: a.email,
      status: 'nichtBestanden',
      laufend: false,
    });
  });

  it('previews a CSV without writing: per-row German errors and what each good row would do', async () => {
    // B needs the oral part before a pass.
    await einladen({ pruefung: 'wp', teil: 'muendlich', datum: '', kandidaten: [b.id] }, leitung.jwt);
    const vorher = { results: await anzahl(results), audit: (await auditRows('ergebnis.import')).length };
    const text = csv([
      `${b.email};WP;bestanden;05.10.2026`,
      `${a.email};WP;bestanden;05.10.2026`,
      'niemand@example.org;WP;bestanden;',
      `${b.email};XY;vielleicht;32.10.2026`,
    ]);
    const res = await postStaff(t.app, '/ergebnisse/vorschau', { csv: `\uFEFF${text}` }, sb.jwt);
    expect(res.statusCode, res.body).toBe(200);
    const vorschau = res.json<VorschauAntwort>();
    expect(vorschau.zeilen).toEqual([
      {
        zeile: 2,
        email: b.email,
        wirkung: lt.wuerdeErfassen('bestanden', 'Modul WP (2/2027)', '05.10.2026'),
      },
    ]);
    expect(vorschau.fehler).toEqual([
      { zeile: 3, meldung: o.keineLaufendeAnmeldung('WP') },
      { zeile: 4, spalte: 'E-Mail', meldung: o.kandidatUnbekannt('niemand@example.org') },
      { zeile: 5, spalte: 'Modul', meldung: lt.csvModulUngueltig },
      { zeile: 5, spalte: 'Ergebnis', meldung: lt.csvErgebnisUngueltig },
      { zeile: 5, spalte: 'Datum', meldung: lt.csvDatumUngueltig },
    ]);
    expect(await anzahl(results)).toBe(vorher.results);
    expect((await auditRows('ergebnis.import')).length).toBe(vorher.audit);
  });

  it('reads the file as Excel and other programs write it: separator ; , or tab, quoted fields, BOM', async () => {
    const zeilen = [
      ['E-Mail', 'Modul', 'Ergebnis', 'Datum'],
      [b.email, 'WP', 'bestanden', '05.10.2026'],
      ['jürgen.weiß@example.org', 'WP', 'bestanden', ''],
    ];
    const datei = (trenner: string) =>
      zeilen.map((z) => z.map((w) => (w.includes('@') ? `"${w}"` : w)).join(trenner)).join('\r\n');
    const vorschau = async (csv: string) => {
      const res = await postStaff(t.app, '/ergebnisse/vorschau', { csv }, sb.jwt);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<VorschauAntwort>();
    };
    const erwartet = await vorschau(datei(';'));
    // Two rows read with their four columns: no CSV error, row 3's address checked as a cell.
    expect(erwartet.fehler.filter((f) => f.zeile !== 2)).toEqual([
      { zeile: 3, spalte: 'E-Mail', meldung: lt.csvEmailUngueltig },
    ]);
    expect(erwartet.zeilen.every((z) => z.zeile === 2 && z.email === b.email)).toBe(true);
    // The texts of the files (the page decodes UTF-8 or Windows-1252 bytes first, web csv-datei.ts).
    const texte = {
      komma: datei(','),
      tabMitBom: `\uFEFF${datei('\t')}`,
      kommaCrlfLf: datei(',').replace(/\r\n/g, '\n'),
    };
    for (const [name, text] of Object.entries(texte)) {
      expect(await vorschau(text), name).toEqual(erwartet);
    }
  });

  describe('a table of files as Excel and other programs write them (issue 28 point 8)', () => {
    // The same two rows in every file: B by e-mail or Aktenzeichen (a pass), and a row the rules refuse.
    const azB = () => aktenzeichen(b.id, 'WP');
    const erwartet = () => ({
      zeilen: [
        {
          zeile: 2,
          email: b.email,
          wirkung: lt.wuerdeErfassen('bestanden', 'Modul WP (2/2027)', '05.10.2026'),
        },
      ],
      fehler: [{ zeile: 3, meldung: o.keineLaufendeAnmeldung('WP') }],
    });
    const tabelle = (trenner: string, zeilen: string[][]) => zeilen.map((z) => z.join(trenner)).join('\r\n');
    /** A Windows-1252 file's bytes (umlauts: one byte each) decoded as the page does (web csv-datei.ts tests 0x80–0x9F). */
    const alsWindows1252 = (text: string) =>
      new TextDecoder('windows-1252').decode(Buffer.from(text, 'latin1'));
    const kopf = ['E-Mail', 'Modul', 'Ergebnis', 'Datum'];
    const faelle: [string, () => string][] = [
      [
        'semicolon, ISO date',
        () =>
          tabelle(';', [kopf, [b.email, 'WP', 'bestanden', '2026-10-05'], [a.email, 'WP', 'bestanden', '']]),
      ],
      [
        'comma, TT.MM.JJJJ, BOM',
        () =>
          `\uFEFF${tabelle(',', [kopf, [b.email, 'WP', 'bestanden', '05.10.2026'], [a.email, 'WP', 'bestanden', '']])}`,
      ],
      [
        'tab, T.M.JJ, LF only',
        () =>
          tabelle('\t', [
            kopf,
            [b.email, 'WP', 'bestanden', '5.10.26'],
            [a.email, 'WP', 'bestanden', ''],
          ]).replace(/\r\n/g, '\n'),
      ],
      [
        'Excel serial number, quoted fields with the separator and quotes inside',
        () =>
          tabelle(';', [
            ['"Name"', ...kopf],
            ['"Brandt; Bea"', `"${b.email}"`, 'WP', '"bestanden"', '46300'],
            ['"Albers ""Al"""', a.email, 'WP', 'bestanden', ''],
          ]),
      ],
      [
        'Windows-1252 with umlauts, date and time',
        () =>
          alsWindows1252(
            tabelle(';', [
              ['Name', 'E-Mail', 'Prüfung', 'Ergebnis', 'Datum'],
              ['Jürgen Weiß', b.email, 'WP', 'bestanden', '05.10.2026 00:00'],
              ['Ärger Öz', a.email, 'WP', 'bestanden', ''],
            ]),
          ),
      ],
      [
        'Aktenzeichen instead of e-mail, comma',
        () =>
          tabelle(',', [
            ['Aktenzeichen', 'Modul', 'Ergebnis', 'Datum'],
            [azB(), 'WP', 'bestanden', '05.10.2026'],
            [aktenzeichen(a.id, 'WP'), 'WP', 'bestanden', ''],
          ]),
      ],
      [
        'Aktenzeichen and e-mail both',
        () =>
          tabelle(';', [
            ['Aktenzeichen', ...kopf],
            [azB().toLowerCase(), b.email, 'WP', 'bestanden', '05.10.2026'],
            ['', a.email, 'WP', 'bestanden', ''],
          ]),
      ],
    ];
    it.each(faelle)('%s', async (_name, datei) => {
      const res = await postStaff(t.app, '/ergebnisse/vorschau', { csv: datei() }, sb.jwt);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(erwartet());
    });

    it('names line and column of an unknown Aktenzeichen and of an address that is not its person', async () => {
      const res = await postStaff(
        t.app,
        '/ergebnisse/vorschau',
        {
          csv: tabelle(';', [
            ['Aktenzeichen', 'E-Mail', 'Modul', 'Ergebnis'],
            ['WP-0000-0000-0001', '', 'WP', 'bestanden'],
            [azB(), a.email, 'WP', 'bestanden'],
            [aktenzeichen(b.id, 'EIGNUNG'), '', 'WP', 'bestanden'],
          ]),
        },
        sb.jwt,
      );
      expect(res.json<VorschauAntwort>().fehler).toEqual([
        { zeile: 2, spalte: 'Aktenzeichen', meldung: lt.csvAktenzeichenUnbekannt },
        { zeile: 3, spalte: 'E-Mail', meldung: lt.csvEmailPasstNicht },
        { zeile: 4, spalte: 'Aktenzeichen', meldung: lt.csvAktenzeichenUnbekannt },
      ]);
    });
  });

  it('imports all rows or none: one bad row writes nothing, the fixed file writes all', async () => {
    const vorher = await anzahl(results);
    const schlecht = await postStaff(
      t.app,
      '/ergebnisse/import',
      { csv: csv([`${b.email};WP;bestanden;05.10.2026`, `${a.email};WP;bestanden;05.10.2026`]) },
      sb.jwt,
    );
    expect(schlecht.statusCode).toBe(422);
    expect(schlecht.json()).toEqual({
      message: lt.importAbgelehnt,
      fehler: [{ zeile: 3, meldung: o.keineLaufendeAnmeldung('WP') }],
    });
    expect(await anzahl(results)).toBe(vorher);
    expect(await auditRows('ergebnis.import')).toEqual([]);

    const kaputt = await postStaff(t.app, '/ergebnisse/import', { csv: 'Name;Note\nx;1' }, sb.jwt);
    expect(kaputt.statusCode).toBe(422);
    expect(kaputt.json<{ fehler: ZeilenFehler[] }>().fehler).toEqual([
      { zeile: 1, meldung: lt.csvKandidatSpalteFehlt },
      { zeile: 1, meldung: lt.csvSpalteFehlt('Modul') },
      { zeile: 1, meldung: lt.csvSpalteFehlt('Ergebnis') },
    ]);

    const gut = await postStaff(
      t.app,
      '/ergebnisse/import',
      { csv: csv([`${b.email};wp;Bestanden;2026-10-05`]) },
      sb.jwt,
    );
    expect(gut.statusCode, gut.body).toBe(200);
    expect(gut.json()).toMatchObject({ importiert: 1 });
    expect(await anzahl(results)).toBe(vorher + 1);
    const audit = await auditRows('ergebnis.import');
    expect(audit.map((r) => [r.accountId, r.quelle, r.staffId])).toEqual([[b.id, 'browser', sb.id]]);
    expect(audit[0]?.ziel).toBe('Modul WP 2/2027, CSV-Zeile 2');
    const [row] = await t.database.db
      .select()
      .from(results)
      .where(and(eq(results.accountId, b.id)));
    expect(row).toMatchObject({ ergebnis: 'passed', am: '2026-10-05' });
  });

  it('the Protokoll names the person of a CSV row and finds rows by candidate name or Aktenzeichen', async () => {
    type Seite = { gesamt: number; eintraege: ProtokollEintrag[] };
    const seite = async (query: string) => {
      const res = await getStaff(t.app, `/protokoll?${query}`, sb.jwt);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Seite>();
    };
    const name = `${b.vorname} ${b.nachname}`;
    const importiert = await seite('aktion=ergebnis.import');
    expect(importiert.eintraege[0]).toMatchObject({
      ziel: 'Modul WP 2/2027, CSV-Zeile 2',
      kandidat: { id: b.id, name, aktenzeichen: aktenzeichen(b.id, 'WP') },
    });
    // By name (case and accents folded), by Aktenzeichen with or without dashes: only B's rows.
    for (const suche of [
      'brandt',
      'BRÄNDT'.replace('Ä', 'A'),
      aktenzeichen(b.id, 'WP'),
      aktenzeichen(b.id, 'WP').replace(/-/g, ''),
    ]) {
      const treffer = await seite(`kandidat=${encodeURIComponent(suche)}`);
      expect(treffer.gesamt, suche).toBeGreaterThan(0);
      expect(new Set(treffer.eintraege.map((e) => e.kandidat?.id))).toEqual(new Set([b.id]));
    }
    expect((await seite('kandidat=niemand-sonst')).gesamt).toBe(0);
    // The export keeps every column and adds the person and the changed fields in words.
    const csvRes = await getStaff(t.app, '/protokoll.csv?aktion=ergebnis.import', sb.jwt);
    const text = csvRes.rawPayload.toString('utf8');
    expect(text).toContain(
      `"Modul WP 2/2027, CSV-Zeile 2 – ${name}";"${name}";"${aktenzeichen(b.id, 'WP')}"`,
    );
    expect(text.split('\r\n')[0]).toContain('"Vorher";"Nachher"');
  });

  it('invites and records the aptitude test by its parts', async () => {
    const res = await einladen({ pruefung: 'eignung', teil: 'awr', datum: '', kandidaten: [e.id] }, sb.jwt);
    expect(res.statusCode, res.body).toBe(200);
    expect((await liste('eignung')).kandidaten[0]).toMatchObject({
      status: 'geladen',
      geladenAm: { awr: '2026-10-05', ast: null, mp: null },
    });
    const wp = await einladen({ pruefung: 'wp', teil: 'schriftlich', datum: '', kandidaten: [e.id] }, sb.jwt);
    expect(abgewiesen(wp)).toEqual([{ kandidat: e.id, meldung: lt.nichtImTermin('2/2027') }]);
  });

  it('refuses an oversized CSV with a German message', async () => {
    const res = await postStaff(t.app, '/ergebnisse/vorschau', { csv: 'x'.repeat(200_001) }, sb.jwt);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors.csv).toBe(
      lt.csvZuGross('200.000'),
    );
  });
  // Found by the e2e journey of a whole term: the registrations of a rejected application were listed
  // as 'angemeldet', selectable, and could be invited. Only an admitted application's registrations
  // run; an undecided one is listed but not selectable, a rejected one is ended.
  it('does not invite on an application that is undecided or rejected; lists it without a checkbox', async () => {
    const offen = await seedAccount(t.database, t.clock, { art: 'WP', nachname: 'Offen' });
    await submitApplication(t.database, t.clock, offen, semester(2027, 2), ['wr']);
    const abgelehnt = await seedAccount(t.database, t.clock, { art: 'WP', nachname: 'Zurückgewiesen' });
    await submitApplication(t.database, t.clock, abgelehnt, semester(2027, 2), ['wr']);
    await office(officeDeps(t.database, t.clock), 'ablehnen', {
      positionals: [abgelehnt.email],
      optionen: { begruendung: 'Nachweise fehlen.' },
    });
    expect((await liste('wr')).kandidaten.map((k) => [k.email, k.status, k.laufend])).toEqual([
      [offen.email, 'angemeldet', false],
      [abgelehnt.email, 'beendet', false],
    ]);
    const vorher = await anzahl(invitations);
    for (const c of [offen, abgelehnt]) {
      const res = await einladen(
        { pruefung: 'wr', teil: 'schriftlich', datum: '', kandidaten: [c.id] },
        sb.jwt,
      );
      expect(abgewiesen(res)).toEqual([{ kandidat: c.id, meldung: terminTexte.ohneZulassung }]);
      const ergebnis = await erfassen(
        { pruefung: 'wr', termin: '2027/2', kandidat: c.id, ergebnis: 'failed', datum: '' },
        sb.jwt,
      );
      expect(ergebnis.statusCode, ergebnis.body).toBe(409);
      expect(ergebnis.json()).toEqual({ message: terminTexte.ohneZulassung });
    }
    expect(await anzahl(invitations)).toBe(vorher);
  });
});
