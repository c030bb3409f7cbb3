// Free texts in the per-declaration tables per class (decision 0067, migration 0047): the same
// candidate as loeschklasse-inhalt.test.ts (final 10 April 2020, applications, declarations and letters
// due from 11 April 2030). Beside the payloads people wrote texts into the tables of their own: the
// office's reasons for a compelling reason, a credit and the application, the objection's reasoning
// and its outcome, the Nachteilsausgleich's free text, a checklist note, a revocation's reason and a
// letter correction's wording. On the due day they become
// 'Inhalt gelöscht am 11.04.2030 (Aufbewahrungsfrist abgelaufen)', NULLs stay NULL, status and kinds
// stay; the append-only tables allow exactly that change, once, inside the deletion run only.
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@examensportal/domain/api';
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import { semester } from '@examensportal/domain/rules/semester';
import { faelligeErmitteln } from '../src/features/loeschung/service';
import { createTestApp, type TestApp } from './helpers/app';
import { api, jwtFor } from './helpers/accounts';
import { backends, query } from './helpers/db';
import { seedAccount, submitApplication } from './helpers/procedure';
import { getStaff, postStaff, staffMember } from './helpers/staff';

const MARKER = 'Inhalt gelöscht am 11.04.2030 (Aufbewahrungsfrist abgelaufen)';
/** Every free text the candidate's tables hold; none may survive the deletion anywhere. */
const TEXTE = [
  'Grippe mit Attest',
  'Anrechnung ohne Nachweis',
  'Zulassung versagt wegen Lücke',
  'Bescheid ist falsch, weil ich krank war',
  'Widerspruch unbegründet',
  'Sehbehinderung, Großdruck',
  'Zeugnis nur als Kopie',
  'Zulassung durch Täuschung erlangt',
  'steht Müller',
  'muss Meyer heißen',
  'Name falsch geschrieben',
];

describe.each(backends)('Freitexte je Klasse on %s', (backend) => {
  let t: TestApp;
  let e = '';
  let kandidat: Awaited<ReturnType<typeof seedAccount>>;

  const rows = (table: string) =>
    query<Record<string, unknown>>(
      t.database,
      sql`select * from ${sql.identifier(table)} where account_id = ${e}`,
    );
  const verweigert = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => null,
      (x: unknown) => x as Error & { cause?: Error },
    );
    expect(`${err?.message} ${err?.cause?.message}`).toMatch(/append-only/);
  };
  /** One UPDATE of the objection in a transaction, announced as the deletion run or not. */
  const aendern = (setzen: SQL, alsLoeschung: boolean, table = 'widersprueche') =>
    t.database.db.transaction(async (tx) => {
      if (alsLoeschung) await tx.execute(sql`select set_config('examensportal.loeschung', 'on', true)`);
      await tx.execute(sql`update ${sql.identifier(table)} set ${setzen} where account_id = ${e}`);
    });

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2020-01-10T08:00:00Z');
    const sb = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    kandidat = await seedAccount(t.database, t.clock, { nachname: 'Freitext' });
    e = kandidat.id;
    await submitApplication(t.database, t.clock, kandidat, semester(2020, 2));
    const db = t.database.db;
    const [antrag] = await query<{ id: string }>(
      t.database,
      sql`select id from applications where account_id = ${e}`,
    );
    const a = antrag?.id ?? '';
    const bescheid = randomUUID();
    const am = '2020-02-01T10:00:00Z';
    await db.execute(sql`insert into documents (id, account_id, category, type, source, original_name,
        stored_name, content_type, size, sha256, created_at)
      values (${bescheid}, ${e}, 'MANTELAKTE', 'bescheid', 'office', 'Bescheid.pdf', ${randomUUID()},
        'application/pdf', 1, 'x', ${am})`);
    const [reg] = await query<{ id: string }>(
      t.database,
      sql`insert into module_registrations (account_id, application_id, modul, term, vorgezogen, angemeldet_am, created_at)
        values (${e}, ${a}, 'wp', '2020/2', false, '2020-02-01', ${am}) returning id`,
    );
    await db.execute(sql`insert into compelling_reasons (account_id, registration_id, teil, ladung_vom, gemeldet_am,
        status, entschieden_am, begruendung, created_at)
      values (${e}, ${reg?.id}, 'schriftlich', '2020-02-01', '2020-02-02', 'rejected', '2020-02-03', ${TEXTE[0]}, ${am})`);
    await db.execute(sql`insert into credits (account_id, application_id, modul, beantragt_am, status, entschieden_am,
        begruendung, created_at)
      values (${e}, ${a}, 'wr', '2020-02-01', 'rejected', '2020-02-03', ${TEXTE[1]}, ${am})`);
    await db.execute(sql`update applications set begruendung = ${TEXTE[2]} where id = ${a}`);
    const [w] = await query<{ id: string }>(
      t.database,
      sql`insert into widersprueche (account_id, bescheid_id, eingegangen_am, begruendung, bekanntgabe_am,
          frist_ende, verspaetet, erfasst_von, created_at)
        values (${e}, ${bescheid}, '2020-02-10', ${TEXTE[3]}, '2020-02-05', '2020-03-05', false, 'Test', ${am})
        returning id`,
    );
    await db.execute(sql`insert into widerspruch_erledigungen (account_id, widerspruch_id, ergebnis, begruendung,
        am, bescheid_id, created_at)
      values (${e}, ${w?.id}, 'zurueckgewiesen', ${TEXTE[4]}, '2020-02-20', ${bescheid}, ${am})`);
    await db.execute(sql`insert into nachteilsausgleiche (account_id, application_id, entscheidung,
        verlaengerung_prozent, freitext, entschieden_am, bescheid_id, created_at)
      values (${e}, ${a}, 'accepted', 25, ${TEXTE[5]}, '2020-02-03', ${bescheid}, ${am})`);
    await db.execute(sql`insert into pruefliste_markierungen (account_id, application_id, punkt, status, notiz,
        staff_id, staff_name, created_at)
      values (${e}, ${a}, 'zeugnis', 'fehlt', ${TEXTE[6]}, ${sb.id}, ${sb.name}, ${am})`);
    await db.execute(sql`insert into aufhebungen (account_id, bescheid_id, entscheidung, fall_id, vorschrift,
        kenntnis_am, begruendung, am, brief_id, created_at)
      values (${e}, ${bescheid}, 'zulassung', ${a}, 'p48', '2020-02-10', ${TEXTE[7]}, '2020-02-12', ${randomUUID()}, ${am})`);
    await db.execute(sql`insert into bescheid_berichtigungen (account_id, bescheid_id, fehlerart, unrichtig, richtig,
        begruendung, am, brief_id, created_at)
      values (${e}, ${bescheid}, 'schreibfehler', ${TEXTE[8]}, ${TEXTE[9]}, ${TEXTE[10]}, '2020-02-12', ${randomUUID()}, ${am})`);
    // As in loeschklasse-inhalt.test.ts: a later application withdrawn makes the first one ended
    // (endgueltig nicht bestanden, notified 10.03.2020) while its result keeps the account 50 years.
    await db.execute(
      sql`update applications set status = 'withdrawn', decided_at = '2020-03-10T10:00:00Z' where id = ${a}`,
    );
    t.clock.set('2021-04-01T08:00:00Z');
    await submitApplication(t.database, t.clock, kandidat, semester(2022, 1));
    await db.execute(
      sql`update applications set status = 'withdrawn', decided_at = '2021-05-10T10:00:00Z'
        where account_id = ${e} and status = 'submitted'`,
    );
    await db.execute(
      sql`update applications set status = 'admitted', ersteszulassungsdatum = '2020-03-10' where id = ${a}`,
    );
  }, 180_000);
  afterAll(async () => t.close());

  it('outside the deletion run the database refuses even the exact marker', async () => {
    await verweigert(aendern(sql`begruendung = ${MARKER}, inhalt_geloescht_am = '2030-04-11'`, false));
  });

  it.each([
    ['another text', sql`begruendung = 'Anders', inhalt_geloescht_am = '2030-04-11'`, 'widersprueche'],
    [
      'the marker of another day',
      sql`begruendung = ${MARKER}, inhalt_geloescht_am = '2030-04-12'`,
      'widersprueche',
    ],
    ['the marker without the day', sql`begruendung = ${MARKER}`, 'widersprueche'],
    [
      'another column too',
      sql`begruendung = ${MARKER}, inhalt_geloescht_am = '2030-04-11', verspaetet = true`,
      'widersprueche',
    ],
    [
      'a marker where there was no text',
      sql`freitext = ${MARKER}, begruendung = ${MARKER}, inhalt_geloescht_am = '2030-04-11'`,
      'nachteilsausgleiche',
    ],
  ])('even the deletion run may not write %s', async (_, setzen, table) => {
    await verweigert(aendern(setzen, true, table));
    expect(JSON.stringify(await rows(table))).toContain(table === 'widersprueche' ? TEXTE[3] : TEXTE[5]);
  });

  it('on 11.04.2030 the approved classes turn every text into the marker, NULLs and facts stay', async () => {
    t.clock.set('2030-04-11T10:00:00Z');
    const leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    await faelligeErmitteln({ db: t.database.db, clock: t.clock, config: t.config });
    const liste = await getStaff(t.app, PRUEFUNGSSTELLE_API.loeschliste.path, leitung.jwt);
    const klassen = liste
      .json<{ eintraege: { accountId: string; klasse: string }[] }>()
      .eintraege.filter((z) => z.accountId === e)
      .map((z) => z.klasse);
    expect(klassen).toEqual(expect.arrayContaining(['antrag', 'erklaerung', 'bescheid']));
    const res = await postStaff(
      t.app,
      PRUEFUNGSSTELLE_API.loeschungFreigeben.path,
      { zeilen: ['antrag', 'erklaerung', 'bescheid'].map((klasse) => ({ accountId: e, klasse })) },
      leitung.jwt,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [grund] = await rows('compelling_reasons');
    expect(grund).toMatchObject({ begruendung: MARKER, status: 'rejected', teil: 'schriftlich' });
    expect((await rows('credits'))[0]).toMatchObject({
      begruendung: MARKER,
      status: 'rejected',
      modul: 'wr',
    });
    const antraege = await rows('applications');
    expect(antraege.find((x) => x.status === 'admitted')).toMatchObject({ begruendung: MARKER });
    expect(antraege.find((x) => x.status === 'withdrawn')).toMatchObject({ begruendung: null });
    expect((await rows('widersprueche'))[0]).toMatchObject({ begruendung: MARKER, verspaetet: false });
    expect((await rows('widerspruch_erledigungen'))[0]).toMatchObject({
      begruendung: MARKER,
      abhilfe: null,
      ergebnis: 'zurueckgewiesen',
    });
    expect((await rows('nachteilsausgleiche'))[0]).toMatchObject({
      freitext: MARKER,
      begruendung: null,
      entscheidung: 'accepted',
      verlaengerung_prozent: 25,
    });
    expect((await rows('pruefliste_markierungen'))[0]).toMatchObject({ notiz: MARKER, status: 'fehlt' });
    expect((await rows('aufhebungen'))[0]).toMatchObject({ begruendung: MARKER, vorschrift: 'p48' });
    expect((await rows('bescheid_berichtigungen'))[0]).toMatchObject({
      unrichtig: MARKER,
      richtig: MARKER,
      begruendung: MARKER,
      fehlerart: 'schreibfehler',
    });
    for (const table of ['compelling_reasons', 'credits', 'widersprueche', 'nachteilsausgleiche']) {
      const [r] = await rows(table);
      expect(String(r?.inhalt_geloescht_am)).toMatch(/2030-04-11|Apr 11 2030/);
    }
    const alles = JSON.stringify(
      await Promise.all(
        [
          'compelling_reasons',
          'credits',
          'applications',
          'widersprueche',
          'widerspruch_erledigungen',
          'nachteilsausgleiche',
          'pruefliste_markierungen',
          'aufhebungen',
          'bescheid_berichtigungen',
        ].map(rows),
      ),
    );
    for (const text of TEXTE) expect(alles).not.toContain(text);
  });

  it('a redacted text cannot be redacted again or changed back', async () => {
    await verweigert(
      aendern(
        sql`begruendung = 'Inhalt gelöscht am 01.05.2030 (Aufbewahrungsfrist abgelaufen)', inhalt_geloescht_am = '2030-05-01'`,
        true,
      ),
    );
    await verweigert(aendern(sql`begruendung = ${TEXTE[3]}, inhalt_geloescht_am = null`, true));
  });

  it('the data copy and the office pages show the marker, none of the texts', async () => {
    const jwt = await jwtFor(t.app, kandidat);
    const kopie = await t.app.inject({
      method: 'GET',
      url: api(API.datenkopie.path),
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(kopie.statusCode).toBe(200);
    const leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    const akte = await getStaff(t.app, PRUEFUNGSSTELLE_API.kandidat.path.replace(':id', e), leitung.jwt);
    expect(akte.statusCode, akte.body.slice(0, 300)).toBe(200);
    for (const text of TEXTE) expect(akte.body).not.toContain(text);
  });
});
