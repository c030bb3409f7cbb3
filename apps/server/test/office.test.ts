// The office command functions move a candidate through the procedure; after each step the module
// state the candidate's browser loads (GET /api/zulassung/modul) follows.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bescheide } from '@examensportal/domain/messages-pruefungsstelle-bescheide';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { verfuegbarkeitWP } from '@examensportal/domain/rules/availability';
import { MODUL_SLOTS, MODULE, PRUEFUNGSTEIL_KEYS } from '@examensportal/domain/rules/module';
import type { ModulStateWP } from '@examensportal/domain/rules/modulState';
import { semester } from '@examensportal/domain/rules/semester';
import { STANDARD_EINSTELLUNGEN } from '@examensportal/domain/rules/settings';
import { applications, invitations, moduleRegistrations, officeActions } from '../src/db/schema';
import { office } from '../src/office/commands';
import { OfficeError } from '../src/features/buero/context';
import { createTestApp, type TestApp } from './helpers/app';
import { jwtFor } from './helpers/accounts';
import { backends } from './helpers/db';
import {
  auditCount,
  getAs,
  officeDeps,
  readAs,
  seedAccount,
  type SeededCandidate,
  submitApplication,
} from './helpers/procedure';

const o = officeCliTexte;
const days = (n: number) => n * 86_400_000;
const alle = (keys: readonly string[], value: unknown = false) =>
  Object.fromEntries(keys.map((k) => [k, value]));

async function rejects(promise: Promise<unknown>, message: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OfficeError);
  expect((error as Error).message).toBe(message);
}

describe.each(backends)('office commands on %s', (backend) => {
  let t: TestApp;
  let c: SeededCandidate;
  const deps = () => officeDeps(t.database, t.clock, 'Frau Amtmann');
  const state = () => readAs<ModulStateWP>(t.app, c, '/api/zulassung/modul');
  const heute = () => t.clock.now().toISOString().slice(0, 10);
  const run = (name: string, positionals: string[], optionen: Record<string, string> = {}) =>
    office(deps(), name, { positionals, optionen });

  beforeAll(async () => {
    t = await createTestApp(backend);
    // Monday 5 October 2026, 10:00 in Berlin: the open term is 2/2027 with June sittings for WR and BWL.
    t.clock.set('2026-10-05T08:00:00Z');
    c = await seedAccount(t.database, t.clock, { vorname: 'Lena', nachname: 'Prüfling' });
  });
  afterAll(async () => t.close());

  it('moves a WP candidate from application through admission, invitation and result', async () => {
    await submitApplication(t.database, t.clock, c, semester(2027, 2), ['wp', 'wrVorgezogen']);
    const eingereicht = await state();
    // Registered with the application: a declared module can be deregistered (and postponed) before
    // the admission (spec §9, R-40); registering further modules needs the admission.
    expect(eingereicht).toMatchObject({
      zwischegespeichert: 2,
      antragsdatum: '2026-10-05',
      ersteszulassungsdatum: null,
      modulanmeldungen: alle(MODUL_SLOTS),
      modulabmeldungen: { wp: true, wr: true, bwl: false, st: false },
      modulverschiebungen: { ...alle(MODUL_SLOTS), wp: true, wrVorgezogen: true },
      modulanrechnungen: alle(['wr', 'bwl', 'st']),
    });
    expect(verfuegbarkeitWP(eingereicht, 2, '2026-10-05', STANDARD_EINSTELLUNGEN).ruecknahme).toBe(true);

    // Admission: the first admission date, and the registrations declared with the application.
    t.clock.advance(days(2));
    const zugelassen = await run('zulassen', [c.email]);
    expect(zugelassen.text).toContain(o.zugelassen(c.email, '07.10.2026', '2/2027'));
    expect(zugelassen.text).toContain(o.anmeldungenAngelegt('WP, WR (Juni)'));
    const nachZulassung = await state();
    expect(nachZulassung).toStrictEqual({
      zwischegespeichert: 2,
      kontaktdaten: expect.objectContaining({ name: 'Prüfling', email: c.email }),
      antragsdatum: '2026-10-05',
      ersteszulassungsdatum: '2026-10-07',
      // Registered for 2/2027: WP (August) and WR (June) can be deregistered and postponed…
      modulabmeldungen: { wp: true, wr: true, bwl: false, st: false },
      modulverschiebungen: { ...alle(MODUL_SLOTS), wp: true, wrVorgezogen: true },
      // …BWL (also in June) and ST are still open; WP has no June sitting.
      modulanmeldungen: { ...alle(MODUL_SLOTS), bwl: true, bwlVorgezogen: true, st: true },
      modulanrechnungen: { wr: true, bwl: true, st: true },
      modulgeladenAm: alle(MODULE, null),
      modulverhindert: alle(PRUEFUNGSTEIL_KEYS),
    });
    // Whole-exam withdrawal only more than three days after the admission.
    expect(verfuegbarkeitWP(nachZulassung, 2, '2026-10-07', STANDARD_EINSTELLUNGEN).gesamtruecktritt).toBe(
      false,
    );
    expect(verfuegbarkeitWP(nachZulassung, 2, '2026-10-11', STANDARD_EINSTELLUNGEN).gesamtruecktritt).toBe(
      true,
    );

    // Invitation to the written WP exam: no deregistration or postponement any more, but a triftiger Grund.
    t.clock.advance(days(30));
    await run('laden', [c.email], { modul: 'wp', teil: 'schriftlich' });
    const geladen = await state();
    expect(geladen.modulgeladenAm).toEqual({ wp: '2026-11-06', wr: null, bwl: null, st: null });
    expect(geladen.modulabmeldungen).toEqual({ wp: false, wr: true, bwl: false, st: false });
    expect(geladen.modulverschiebungen).toEqual({ ...alle(MODUL_SLOTS), wrVorgezogen: true });
    expect(geladen.modulverhindert).toEqual({ ...alle(PRUEFUNGSTEIL_KEYS), wp: true });

    // A result needs the oral part first.
    await rejects(
      run('ergebnis', [c.email], { modul: 'wp', ergebnis: 'bestanden' }),
      o.bestandenOhneMuendlich,
    );

    t.clock.advance(days(120));
    await run('laden', [c.email], { modul: 'wp', teil: 'muendlich', datum: '2027-03-01' });
    const muendlich = await state();
    expect(muendlich.modulgeladenAm.wp).toBe('2027-03-01');
    // The papers are done once the oral part is invited.
    expect(muendlich.modulverhindert).toEqual({ ...alle(PRUEFUNGSTEIL_KEYS), wpmuendlich: true });

    t.clock.advance(days(20));
    const ergebnis = await run('ergebnis', [c.email], { modul: 'wp', ergebnis: 'bestanden' });
    expect(ergebnis.text).toBe(
      [
        o.ergebnisErfasst(c.email, 'Modul WP', 'bestanden', '26.03.2027'),
        bescheide.bescheidFolgt('Ergebnis-WP-2027-03-26.pdf'),
      ].join('\n'),
    );
    const bestanden = await state();
    expect(bestanden.modulgeladenAm.wp).toBeNull();
    expect(bestanden.modulverhindert).toEqual(alle(PRUEFUNGSTEIL_KEYS));
    expect(bestanden.modulabmeldungen.wp).toBe(false);
    // Open term is now 1/2028: BWL and ST can be registered, WP never again (passed).
    expect(bestanden.modulanmeldungen).toEqual({ ...alle(MODUL_SLOTS), bwl: true, st: true });

    const audit = await t.database.db
      .select({ von: officeActions.von, command: officeActions.command, accountId: officeActions.accountId })
      .from(officeActions)
      .where(eq(officeActions.accountId, c.id))
      .orderBy(asc(officeActions.id));
    expect(audit).toEqual(
      ['zulassen', 'laden', 'laden', 'ergebnis'].map((command) => ({
        von: 'Frau Amtmann',
        command,
        accountId: c.id,
      })),
    );
  });

  it('a triftiger Grund: reported, accepted, the missed part invited again', async () => {
    const geladenAm = heute();
    await run('laden', [c.email], { modul: 'wr', teil: 'schriftlich' });
    expect((await state()).modulverhindert.wr).toBe(true);
    await run('triftiger-grund-erfassen', [c.email], { modul: 'wr', teil: 'schriftlich' });
    // Reported for this invitation: nothing more to report, the attempt is not used.
    expect((await state()).modulverhindert.wr).toBe(false);
    await rejects(run('ergebnis', [c.email], { modul: 'wr', ergebnis: 'nicht-bestanden' }), o.grundNochOffen);
    await rejects(
      run('laden', [c.email], { modul: 'wr', teil: 'schriftlich' }),
      o.bereitsGeladen(geladenAm.split('-').reverse().join('.')),
    );

    await run('triftiger-grund-entscheiden', [c.email], {
      modul: 'wr',
      teil: 'schriftlich',
      entscheidung: 'anerkannt',
    });
    await rejects(
      run('triftiger-grund-entscheiden', [c.email], {
        modul: 'wr',
        teil: 'schriftlich',
        entscheidung: 'abgelehnt',
        begruendung: 'Kein Nachweis.',
      }),
      o.keinOffenerGrund,
    );
    t.clock.advance(days(3));
    await run('laden', [c.email], { modul: 'wr', teil: 'schriftlich' });
    const wieder = await state();
    expect(wieder.modulverhindert.wr).toBe(true);
    expect(wieder.modulgeladenAm.wr).toBe(heute());
  });

  it('a credit: recorded, it blocks registration while pending, accepted it ends the module', async () => {
    expect((await state()).modulanrechnungen.st).toBe(true);
    await run('anrechnung-erfassen', [c.email], { modul: 'st' });
    const offen = await state();
    expect(offen.modulanrechnungen.st).toBe(false);
    expect(offen.modulanmeldungen.st).toBe(false);
    await run('anrechnung-entscheiden', [c.email], { modul: 'st', entscheidung: 'anerkannt' });
    const angerechnet = await state();
    expect(angerechnet.modulanrechnungen.st).toBe(false);
    expect(angerechnet.modulanmeldungen.st).toBe(false);
    expect(angerechnet.modulanmeldungen.bwl).toBe(true);
  });

  it('refuses impossible actions in German and leaves nothing half-done', async () => {
    const before = await auditCount(t.database);
    const registrations = (await t.database.db.select().from(moduleRegistrations)).length;
    const invited = (await t.database.db.select().from(invitations)).length;

    await rejects(run('zulassen', [c.email]), o.antragNichtEingereicht('zugelassen'));
    await rejects(
      run('laden', [c.email], { modul: 'bwl', teil: 'schriftlich' }),
      o.keineLaufendeAnmeldung('BWL'),
    );
    await rejects(run('laden', [c.email], { teil: 'schriftlich' }), o.modulFehlt);
    await rejects(
      run('laden', [c.email], { modul: 'xy', teil: 'schriftlich' }),
      o.wertUngueltig('--modul', 'wp, wr, bwl, st'),
    );
    await rejects(
      run('laden', [c.email], { modul: 'wr', teil: 'awr' }),
      o.teilUngueltig('awr', 'schriftlich, muendlich'),
    );
    await rejects(
      run('laden', [c.email], { modul: 'wr', teil: 'schriftlich', datum: '2099-01-01' }),
      o.datumInZukunft('2099-01-01'),
    );
    await rejects(
      run('laden', [c.email], { modul: 'wr', teil: 'schriftlich', datum: '1.1.2027' }),
      o.datumUngueltig('--datum'),
    );
    await rejects(
      run('laden', ['niemand@example.org'], { modul: 'wr', teil: 'schriftlich' }),
      o.kandidatUnbekannt('niemand@example.org'),
    );
    await rejects(
      run('ergebnis', [c.email], { modul: 'wr', ergebnis: 'gut' }),
      o.wertUngueltig('--ergebnis', 'bestanden, nicht-bestanden'),
    );
    await rejects(run('ergebnis', [c.email], { modul: 'wr' }), o.argumentFehlt('--ergebnis'));
    await rejects(run('termin', ['1/2028'], { juni: 'wr' }), o.juniNurTermin2);
    await rejects(run('termin', ['3/2028']), o.terminUngueltig);
    await rejects(run('zulassen', [c.email], { teil: 'awr' }), o.optionNichtErlaubt('--teil', 'zulassen'));
    await rejects(run('gibtesnicht', []), o.unbekannterBefehl('gibtesnicht'));

    expect(await auditCount(t.database)).toBe(before);
    expect((await t.database.db.select().from(moduleRegistrations)).length).toBe(registrations);
    expect((await t.database.db.select().from(invitations)).length).toBe(invited);
  });

  it('a failure inside the transaction undoes the facts already written', async () => {
    // The audit row is written last; make it fail (a test-only trigger) after the admission has set the
    // date and created the registrations: none of it may remain.
    await t.database.db.execute(sql`
      create function test_reject_audit() returns trigger language plpgsql as $$
      begin
        if new.von = 'Störung' then raise exception 'audit unavailable'; end if;
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger test_reject_audit before insert on office_actions for each row execute function test_reject_audit()`,
    );
    const d = await seedAccount(t.database, t.clock);
    const { application } = await submitApplication(t.database, t.clock, d, semester(2028, 1), ['wp', 'bwl']);
    const registrations = () =>
      t.database.db
        .select()
        .from(moduleRegistrations)
        .where(eq(moduleRegistrations.applicationId, application.id));
    // Registered with the submit (spec §9: deregistration before the admission).
    const vorher = await registrations();
    expect(vorher).toHaveLength(2);
    const before = await auditCount(t.database);
    await expect(
      office(officeDeps(t.database, t.clock, 'Störung'), 'zulassen', { positionals: [d.email] }),
    ).rejects.toThrow();
    const [after] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(after).toMatchObject({ status: 'submitted', ersteszulassungsdatum: null });
    expect(await registrations()).toEqual(vorher);
    expect(await auditCount(t.database)).toBe(before);
    // The same action by someone else goes through.
    await run('zulassen', [d.email]);
    const [zugelassen] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(zugelassen).toMatchObject({ status: 'admitted' });
    expect(await registrations()).toHaveLength(2);
  });

  it('term settings decide the June sittings of a term 2', async () => {
    const d = await seedAccount(t.database, t.clock);
    const open = semester(2028, 1);
    await submitApplication(t.database, t.clock, d, open, ['wr']);
    await run('zulassen', [d.email]);
    // The open term is 1/2028 now (March 2027): no June slots at all.
    expect(
      (await readAs<ModulStateWP>(t.app, d, '/api/zulassung/modul')).modulanmeldungen.bwlVorgezogen,
    ).toBe(false);
    const gespeichert = await run('termin', ['2/2028'], { juni: 'bwl,st' });
    expect(gespeichert.text).toBe(o.terminGespeichert('2/2028', '29.02.2028', 'BWL, ST'));
    t.clock.set('2027-09-15T10:00:00Z');
    const s = await readAs<ModulStateWP>(t.app, d, '/api/zulassung/modul');
    expect(s.modulanmeldungen).toMatchObject({
      bwlVorgezogen: true,
      stVorgezogen: true,
      wrVorgezogen: false,
      wpVorgezogen: false,
    });
  });

  it('an aptitude test: admission creates the attempt; invitation, triftiger Grund', async () => {
    const e = await seedAccount(t.database, t.clock, { art: 'EIGNUNG' });
    await submitApplication(t.database, t.clock, e, semester(2028, 2));
    await rejects(run('laden', [e.email], { teil: 'awr' }), o.keinLaufenderVersuch);
    await run('zulassen', [e.email]);
    await rejects(run('laden', [e.email], { modul: 'wp', teil: 'awr' }), o.modulNurWP);
    await run('laden', [e.email], { teil: 'awr' });
    const read = () => readAs<{ modulverhindert: Record<string, boolean> }>(t.app, e, '/api/eignung/modul');
    expect((await read()).modulverhindert).toEqual({ awr: true, ast: false, mp: false });
    await run('triftiger-grund-erfassen', [e.email], { teil: 'awr' });
    expect((await read()).modulverhindert).toEqual({ awr: false, ast: false, mp: false });
    await run('triftiger-grund-entscheiden', [e.email], {
      teil: 'awr',
      entscheidung: 'abgelehnt',
      begruendung: 'Das Attest wurde nicht unverzüglich vorgelegt.',
    });
    // Rejected: the attempt is used (§ 21 (1) via § 32) – nothing runs any more.
    await rejects(run('laden', [e.email], { teil: 'ast' }), o.keinLaufenderVersuch);
  });

  it('puts an office document into the digital file (file first, row in the action)', async () => {
    const storage = t.app.documentStore;
    const withStore = { ...deps(), storage };
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ep-dok-'));
    const pdf = path.join(dir, 'bescheid.pdf');
    const inhalt = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(300, 0x20),
      Buffer.from('\n%%EOF\n'),
    ]);
    writeFileSync(pdf, inhalt);
    writeFileSync(path.join(dir, 'notiz.txt'), 'x'.repeat(200));
    try {
      const out = await office(withStore, 'dokument', {
        positionals: [c.email, pdf],
        optionen: { kategorie: 'mantelakte', typ: 'zulassung', name: 'Zulassungsbescheid.pdf' },
      });
      const { documentId } = out.data as { documentId: string };
      const jwt = await jwtFor(t.app, c);
      const list = await getAs(t.app, '/api/dokumente', jwt);
      expect(list.json()).toContainEqual(
        expect.objectContaining({
          documentId,
          originalFileName: 'Zulassungsbescheid.pdf',
          category: 'MANTELAKTE',
          type: 'ZULASSUNG',
        }),
      );
      const download = await getAs(t.app, `/api/dokumente/download/${documentId}`, jwt);
      expect(download.rawPayload.equals(inhalt)).toBe(true);

      // Refused after the file was stored: the file goes again, nothing is recorded.
      const objects = (await storage.list('objects')).length;
      const before = await auditCount(t.database);
      await rejects(
        office(withStore, 'dokument', {
          positionals: [c.email, pdf],
          optionen: { kategorie: 'WP', typ: 'ZULASSUNG' },
        }),
        o.typNichtFuer('ZULASSUNG', 'WP', 'ANMELDUNG, ATTEST, RUECKTRITT'),
      );
      await rejects(
        office(withStore, 'dokument', {
          positionals: [c.email, path.join(dir, 'notiz.txt')],
          optionen: { kategorie: 'MANTELAKTE', typ: 'VERMERK' },
        }),
        o.dateiTyp(path.join(dir, 'notiz.txt')),
      );
      expect((await storage.list('objects')).length).toBe(objects);
      expect(await auditCount(t.database)).toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lists candidates, applications and the audit', async () => {
    const liste = await run('kandidaten', []);
    expect(liste.text).toContain(c.email);
    expect(liste.text.split('\n')[0]).toContain(o.spaltenKandidaten[0]);
    const zugelassene = await run('antraege', [], { status: 'zugelassen' });
    expect((zugelassene.data as { email: string }[]).map((a) => a.email)).toContain(c.email);
    const protokoll = await run('protokoll', [c.email], { anzahl: '3' });
    expect((protokoll.data as unknown[]).length).toBe(3);
    expect(protokoll.text).toContain('Frau Amtmann');
    const status = await run('modulstatus', [c.email]);
    expect((status.data as { modulstatus: unknown }).modulstatus).toEqual(await state());
  });
});
