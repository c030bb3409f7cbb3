// Issue 30 points 1 and 3 (decision 0041): the daily due list, 'Zur Löschung fällig' (leitung only),
// a hold, the approval that deletes rows, files (document store), mails (outbox and mail folder) and
// redacts the Protokoll without breaking its hash chain; and the candidate's deletion request.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@examensportal/domain/api';
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import { loeschung as lt } from '@examensportal/domain/messages-loeschung';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { semester } from '@examensportal/domain/rules/semester';
import { accounts, applications, documents, outbox } from '../src/db/schema';
import { GESCHWAERZT } from '../src/features/loeschung/konto-loeschen';
import { faelligeErmitteln, taeglicheLoeschliste } from '../src/features/loeschung/service';
import { loeschungenWiederholen, loeschungVermerken } from '../src/features/loeschung/wiederholen';
import { insertOfficeAction } from '../src/features/procedure/records';
import { recordStaffAction } from '../src/features/staff/audit';
import { enqueueMail } from '../src/infra/outbox';
import { office } from '../src/office/commands';
import { api, loginAs, postJson } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends, query } from './helpers/db';
import { uploadParts } from './helpers/documents';
import { sample } from './helpers/multipart';
import { officeDeps, seedAccount, submitApplication } from './helpers/procedure';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';
import { jwtFor } from './helpers/accounts';

describe.each(backends)('Löschung on %s', (backend) => {
  let t: TestApp;
  let leitung: TestStaff;
  let sachbearbeitung: TestStaff;
  const ids: Record<string, string> = {};
  const files: Record<string, string> = {};
  let kJwt = '';

  const count = async (table: string, accountId: string) =>
    Number(
      (
        await query<{ n: string }>(
          t.database,
          sql`select count(*) as n from ${sql.identifier(table)} where account_id = ${accountId}`,
        )
      )[0]?.n,
    );

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    sachbearbeitung = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    const db = t.database.db;

    // A: registered on 1 August, never confirmed.
    const a = await seedAccount(t.database, t.clock, { nachname: 'Unbestaetigt' });
    await db
      .update(accounts)
      .set({ confirmedAt: null, createdAt: new Date('2026-08-01T10:00:00Z') })
      .where(eq(accounts.id, a.id));
    ids.a = a.id;

    const d0Email = `andere-${Date.now()}@example.org`;
    // B: applied and withdrew in March 2023, with a document, mail, Protokoll rows.
    const b = await seedAccount(t.database, t.clock, { nachname: 'Zurueckgenommen' });
    await submitApplication(t.database, t.clock, b, semester(2027, 2));
    const bJwt = await jwtFor(t.app, b);
    const up = await uploadParts(t.app, bJwt, [{ name: 'zeugnis', filename: 'b.pdf', data: sample.pdf() }]);
    expect(up.statusCode, up.body).toBe(201);
    await db
      .update(applications)
      .set({ status: 'withdrawn', decidedAt: new Date('2023-03-01T10:00:00Z') })
      .where(eq(applications.accountId, b.id));
    await db.transaction(async (tx) => {
      await recordStaffAction(
        tx,
        {
          wer: 'Sachbearbeitung',
          quelle: 'browser',
          aktion: 'kandidat.ansehen',
          ziel: 'Akte B',
          accountId: b.id,
          nachher: { name: 'Zurueckgenommen' },
        },
        t.clock.now(),
      );
      await insertOfficeAction(
        tx,
        { von: 'Test', command: 'notiz', accountId: b.id, details: { name: 'Zurueckgenommen' } },
        t.clock.now(),
      );
      await enqueueMail(
        tx,
        { sealer: { seal: (s: string) => s } as never, now: t.clock.now(), messageDomain: 'x' },
        { template: 'neuesDokument', to: b.email, vorname: b.vorname, nachname: b.nachname },
      );
    });
    await t.app.outbox.runOnce();
    ids.b = b.id;
    ids.d0Email = d0Email;
    // Entries that name B only in free text (decision 0051): B typed the address into the office's
    // login (wer and ziel of 'anmeldung.fehlgeschlagen'), and a note names B; D's failed login stays.
    for (const email of [b.email, d0Email])
      expect((await postStaff(t.app, '/anmelden', { email, passwort: 'falsch-falsch' })).statusCode).toBe(
        401,
      );
    await recordStaffAction(
      db,
      {
        wer: 'Sachbearbeitung',
        quelle: 'browser',
        aktion: 'protokoll.export',
        ziel: `Anfrage von ${b.vorname} ${b.nachname}`,
        nachher: { grund: 'schriftlich' },
      },
      t.clock.now(),
    );
    const [docB] = await db.select().from(documents).where(eq(documents.accountId, b.id));
    files.b = docB?.storedName ?? '';

    // C: an application running (submitted, no decision), registered years ago: nothing may go.
    const c = await seedAccount(t.database, t.clock, { nachname: 'Laufend' });
    await submitApplication(t.database, t.clock, c, semester(2027, 2));
    await db
      .update(accounts)
      .set({ createdAt: new Date('2015-01-01T00:00:00Z') })
      .where(eq(accounts.id, c.id));
    ids.c = c.id;

    // D: another candidate with a document of their own, never to be touched.
    const d = await seedAccount(t.database, t.clock, { nachname: 'Andere' });
    const dJwt = await jwtFor(t.app, d);
    expect(
      (await uploadParts(t.app, dJwt, [{ name: 'zeugnis', filename: 'd.pdf', data: sample.pdf() }]))
        .statusCode,
    ).toBe(201);
    await t.app.outbox.runOnce();
    ids.d = d.id;
    const [docD] = await db.select().from(documents).where(eq(documents.accountId, d.id));
    files.d = docD?.storedName ?? '';
    kJwt = dJwt;
    // A mail to D in the mail folder, which must stay.
    mkdirSync(path.join(t.dataDir, 'mail'), { recursive: true });
    writeFileSync(path.join(t.dataDir, 'mail', 'd.eml'), `To: ${d.email}\nSubject: x\n\nHallo`);
  }, 180_000);
  afterAll(async () => t.close());

  it('the daily run lists the never-confirmed registration and the ended withdrawal, once per day', async () => {
    expect(await taeglicheLoeschliste({ db: t.database.db, clock: t.clock, config: t.config })).toBe(true);
    expect(await taeglicheLoeschliste({ db: t.database.db, clock: t.clock, config: t.config })).toBe(false);
    const res = await getStaff(t.app, PRUEFUNGSSTELLE_API.loeschliste.path, leitung.jwt);
    expect(res.statusCode, res.body).toBe(200);
    const liste = res.json<{
      eintraege: { accountId: string; klasse: string; ab: string }[];
      klassen: unknown[];
    }>();
    const byId = Object.fromEntries(liste.eintraege.map((e) => [e.accountId, e]));
    expect(byId[ids.a ?? '']).toMatchObject({ klasse: 'registrierungUnbestaetigt', ab: '2026-09-01' });
    expect(byId[ids.b ?? '']).toMatchObject({ klasse: 'konto', ab: '2026-01-01' });
    expect(byId[ids.c ?? '']).toBeUndefined();
    expect(byId[ids.d ?? '']).toBeUndefined();
    expect(liste.klassen).toHaveLength(2);
  });

  it('is for the leitung only', async () => {
    for (const call of [
      () => getStaff(t.app, PRUEFUNGSSTELLE_API.loeschliste.path, sachbearbeitung.jwt),
      () => postStaff(t.app, `/loeschung/${ids.a}/sperre`, { grund: 'Gericht' }, sachbearbeitung.jwt),
      () =>
        postStaff(
          t.app,
          PRUEFUNGSSTELLE_API.loeschungFreigeben.path,
          { accountIds: [ids.a] },
          sachbearbeitung.jwt,
        ),
    ])
      expect((await call()).statusCode).toBe(403);
    expect((await getStaff(t.app, PRUEFUNGSSTELLE_API.loeschliste.path, kJwt)).statusCode).toBe(401);
  });

  it('a hold keeps a person out; approving a held or not-due person deletes nothing (409)', async () => {
    const bad = await postStaff(t.app, `/loeschung/${ids.a}/sperre`, { grund: 'x' }, leitung.jwt);
    expect(bad.statusCode).toBe(400);
    const held = await postStaff(
      t.app,
      `/loeschung/${ids.a}/sperre`,
      { grund: 'Klage anhängig, VG Berlin' },
      leitung.jwt,
    );
    expect(held.statusCode, held.body).toBe(200);
    expect(
      held
        .json<{ eintraege: { accountId: string; sperre: unknown }[] }>()
        .eintraege.find((e) => e.accountId === ids.a)?.sperre,
    ).toMatchObject({ grund: 'Klage anhängig, VG Berlin' });
    for (const accountIds of [[ids.a, ids.b], [ids.c], [ids.d]]) {
      const res = await postStaff(
        t.app,
        PRUEFUNGSSTELLE_API.loeschungFreigeben.path,
        { accountIds },
        leitung.jwt,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(lt.nichtMehrFaellig);
    }
    expect(await count('documents', ids.b ?? '')).toBe(1);
  });

  it('approval deletes rows, files and mails of that person only, redacts the Protokoll, and the chain still verifies', async () => {
    const b = ids.b ?? '';
    const d0 = ids.d0Email ?? '';
    const [bAccount] = await t.database.db.select().from(accounts).where(eq(accounts.id, b));
    const mailsBefore = readdirSync(path.join(t.dataDir, 'mail'));
    expect(mailsBefore.length).toBeGreaterThan(1);
    const res = await postStaff(
      t.app,
      PRUEFUNGSSTELLE_API.loeschungFreigeben.path,
      { accountIds: [b] },
      leitung.jwt,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ geloescht: 1, text: lt.freigabeErledigt(1) });
    expect(await t.database.db.select().from(accounts).where(eq(accounts.id, b))).toEqual([]);
    for (const table of [
      'applications',
      'declarations',
      'documents',
      'candidates',
      'sessions',
      'staff_audit',
      'office_actions',
    ])
      expect(await count(table, b), table).toBe(0);
    await expect(t.app.documentStore.read(files.b ?? '')).rejects.toThrow();
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload} -> 'job' ->> 'to' = ${bAccount?.email ?? ''}`);
    expect(mails).toEqual([]);
    const folder = readdirSync(path.join(t.dataDir, 'mail'));
    expect(folder).toContain('d.eml');
    expect(folder.length).toBeLessThan(mailsBefore.length);
    // Nothing of the other candidate.
    expect(await count('documents', ids.d ?? '')).toBe(1);
    (await t.app.documentStore.read(files.d ?? '')).destroy();
    expect(await count('applications', ids.c ?? '')).toBe(1);
    // The log: class and count, no content; the Protokoll: redacted entries and the approval.
    const [log] = await query<{
      anlass: string;
      anzahl: Record<string, number>;
      geschwaerzt: Record<string, number[]>;
    }>(
      t.database,
      sql`select anlass, anzahl, geschwaerzt from loeschungen where account_id = ${b} order by id`,
    );
    expect(log).toMatchObject({
      anlass: 'freigabe',
      anzahl: { konto: expect.any(Number), antrag: 1, nachweis: 1 },
    });
    expect(JSON.stringify(log)).not.toContain('Zurueckgenommen');
    expect(log?.geschwaerzt.staff_audit).toHaveLength(3);
    // The free-text entries: B's address and name are gone from them, D's failed login is untouched.
    const frei = await query<{ aktion: string; wer: string; ziel: string | null; nachher: unknown }>(
      t.database,
      sql`select aktion, wer, ziel, nachher from staff_audit
          where aktion in ('anmeldung.fehlgeschlagen', 'protokoll.export') order by id`,
    );
    expect(frei).toEqual([
      { aktion: 'anmeldung.fehlgeschlagen', wer: GESCHWAERZT, ziel: null, nachher: { grund: 'unbekannt' } },
      { aktion: 'anmeldung.fehlgeschlagen', wer: d0, ziel: d0, nachher: { grund: 'unbekannt' } },
      { aktion: 'protokoll.export', wer: 'Sachbearbeitung', ziel: null, nachher: { grund: 'schriftlich' } },
    ]);
    expect(JSON.stringify(frei)).not.toContain(bAccount?.email ?? '-');
    const redacted = await query<{ ziel: string | null; nachher: unknown; geschwaerzt_durch: string | null }>(
      t.database,
      sql`select ziel, nachher, geschwaerzt_durch from staff_audit where id = ${log?.geschwaerzt.staff_audit?.[0] ?? 0}`,
    );
    expect(redacted[0]).toMatchObject({ ziel: null, nachher: null });
    expect(redacted[0]?.geschwaerzt_durch).not.toBeNull();
    const audit = await query<{ aktion: string; wer: string }>(
      t.database,
      sql`select aktion, wer from staff_audit where aktion = 'loeschung.freigabe' order by id`,
    );
    expect(audit).toEqual([{ aktion: 'loeschung.freigabe', wer: leitung.name }]);
    // The chain: a lawful deletion passes the check; a change by hand is still found.
    const deps = officeDeps(t.database, t.clock);
    const ok = await office(deps, 'protokoll-pruefen');
    expect(ok.text).not.toContain(officeCliTexte.protokollPruefen.nichtUnversehrt);
    const other = await query<{ id: string }>(
      t.database,
      sql`select id from staff_audit where aktion = 'loeschung.sperre' order by id`,
    );
    await t.database.db.execute(sql`alter table staff_audit disable trigger staff_audit_append_only`);
    try {
      await t.database.db.execute(
        sql`update staff_audit set nachher = '{"grund":"anders"}'::jsonb where id = ${Number(other[0]?.id)}`,
      );
    } finally {
      await t.database.db.execute(sql`alter table staff_audit enable trigger staff_audit_append_only`);
    }
    await expect(office(deps, 'protokoll-pruefen')).rejects.toThrow(
      officeCliTexte.protokollPruefen.nichtUnversehrt,
    );
    // Put it back so the other tests' checks are not confused.
    await t.database.db.execute(sql`alter table staff_audit disable trigger staff_audit_append_only`);
    await t.database.db.execute(
      sql`update staff_audit set nachher = '{"grund":"Klage anhängig, VG Berlin"}'::jsonb where id = ${Number(other[0]?.id)}`,
    );
    await t.database.db.execute(sql`alter table staff_audit enable trigger staff_audit_append_only`);
  });

  it('the list is refreshed: the deleted person is gone from it', async () => {
    await faelligeErmitteln({ db: t.database.db, clock: t.clock, config: t.config });
    const liste = (await getStaff(t.app, PRUEFUNGSSTELLE_API.loeschliste.path, leitung.jwt)).json<{
      eintraege: { accountId: string }[];
    }>();
    expect(liste.eintraege.map((e) => e.accountId)).toEqual([ids.a]);
  });

  it('candidate: nothing must stay when never applied → the account is closed with the password, logged out, a mail without content', async () => {
    const e = await seedAccount(t.database, t.clock, { nachname: 'Ohneantrag' });
    const jwt = await jwtFor(t.app, e);
    const v = await t.app.inject({
      method: 'GET',
      url: api(API.loeschungVorschau.path),
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json()).toMatchObject({ kontoWirdGeschlossen: true, bleibt: [], jetzt: [lt.jetztKonto] });
    const pfad = API.loeschungBeantragen.path;
    const wrong = await postJson(t.app, pfad, { passwortAlt: 'falsch' }, jwt);
    expect(wrong.statusCode).toBe(400);
    expect(await t.database.db.select().from(accounts).where(eq(accounts.id, e.id))).toHaveLength(1);
    const res = await postJson(t.app, pfad, { passwortAlt: e.passwort }, jwt);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kontoGeschlossen: true, text: lt.erledigtKonto });
    expect(await t.database.db.select().from(accounts).where(eq(accounts.id, e.id))).toEqual([]);
    expect((await loginAs(t.app, e.email, e.passwort)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: api(API.loeschungVorschau.path),
          headers: { authorization: `Bearer ${jwt}` },
        })
      ).statusCode,
    ).toBe(401);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload} -> 'job' ->> 'to' = ${e.email}`);
    expect(mails.map((m) => (m.payload as { job: unknown }).job)).toEqual([
      { template: 'loeschungErledigt', to: e.email },
    ]);
    const audit = await query<{ aktion: string; account_id: string | null }>(
      t.database,
      sql`select aktion, account_id from staff_audit where aktion = 'loeschung.antrag' order by id`,
    );
    expect(audit).toEqual([{ aktion: 'loeschung.antrag', account_id: null }]);
  });

  it('candidate with a running procedure: sees what stays, deletes only uploads not yet submitted, keeps the account', async () => {
    const f = await seedAccount(t.database, t.clock, { nachname: 'Mitantrag' });
    await submitApplication(t.database, t.clock, f, semester(2027, 2));
    const jwt = await jwtFor(t.app, f);
    expect(
      (await uploadParts(t.app, jwt, [{ name: 'zeugnis', filename: 'f.pdf', data: sample.pdf() }]))
        .statusCode,
    ).toBe(201);
    const [doc] = await t.database.db.select().from(documents).where(eq(documents.accountId, f.id));
    const v = await t.app.inject({
      method: 'GET',
      url: api(API.loeschungVorschau.path),
      headers: { authorization: `Bearer ${jwt}` },
    });
    const vorschau = v.json<{
      laufend: boolean;
      bleibt: { klasse: string; bis: string | null }[];
      jetzt: string[];
      kontoWirdGeschlossen: boolean;
    }>();
    expect(vorschau).toMatchObject({
      laufend: true,
      kontoWirdGeschlossen: false,
      jetzt: [lt.jetztUploads(1)],
    });
    expect(vorschau.bleibt.map((b) => b.klasse)).toEqual(
      expect.arrayContaining(['antrag', 'ergebnis', 'konto']),
    );
    expect(vorschau.bleibt.every((b) => b.bis === null)).toBe(true);
    const res = await postJson(t.app, API.loeschungBeantragen.path, { passwortAlt: f.passwort }, jwt);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kontoGeschlossen: false, text: lt.erledigtTeil });
    expect(await count('documents', f.id)).toBe(0);
    await expect(t.app.documentStore.read(doc?.storedName ?? '')).rejects.toThrow();
    expect(await count('applications', f.id)).toBe(1);
    expect((await loginAs(t.app, f.email, f.passwort)).statusCode).toBe(200);
    const ok = await office(officeDeps(t.database, t.clock), 'protokoll-pruefen');
    expect(ok.text).not.toContain(officeCliTexte.protokollPruefen.nichtUnversehrt);
  });

  it('after a restore the noted deletions are applied again at start, and the chain still verifies', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ep-anker-'));
    // As if the backup predates a deletion: the account is back in the database, the note outside stayed.
    const g = await seedAccount(t.database, t.clock, { nachname: 'Zurueckgesichert' });
    const jwt = await jwtFor(t.app, g);
    expect(
      (await uploadParts(t.app, jwt, [{ name: 'zeugnis', filename: 'g.pdf', data: sample.pdf() }]))
        .statusCode,
    ).toBe(201);
    const [doc] = await t.database.db.select().from(documents).where(eq(documents.accountId, g.id));
    await loeschungVermerken(dir, { accountId: g.id, loeschungId: 1, at: t.clock.now() });
    writeFileSync(path.join(dir, 'loeschungen.jsonl'), '{"torn', { flag: 'a' });
    const deps = {
      db: t.database.db,
      clock: t.clock,
      storage: t.app.documentStore,
      dataDir: t.dataDir,
      dir,
      logger: t.app.log,
    };
    expect(await loeschungenWiederholen(deps)).toBe(1);
    expect(await t.database.db.select().from(accounts).where(eq(accounts.id, g.id))).toEqual([]);
    await expect(t.app.documentStore.read(doc?.storedName ?? '')).rejects.toThrow();
    expect(await loeschungenWiederholen(deps)).toBe(0);
    const [log] = await query<{ anlass: string }>(
      t.database,
      sql`select anlass from loeschungen where account_id = ${g.id} order by id`,
    );
    expect(log?.anlass).toBe('wiederholung');
    const ok = await office(officeDeps(t.database, t.clock), 'protokoll-pruefen');
    expect(ok.text).not.toContain(officeCliTexte.protokollPruefen.nichtUnversehrt);
    rmSync(dir, { recursive: true, force: true });
  });
});
