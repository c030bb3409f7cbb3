// Deleting one retention class while the others stay (decision 0058), from R-112 / § 1a WiPrPrüfV:
// a candidate admitted in 2019 whose procedure ended without passing (notified 15 March 2019 → final
// 15 April 2019 after the one-month Widerspruchsfrist) and who withdrew a second application in May 2021
// (end of the withdrawal year: 31 December 2021). By the rules:
//   Benachrichtigungen (mails, 2 years [I]): max(15.04.2021, 31.12.2023) → due from 01.01.2024;
//   Prüfungsunterlagen, Nachweise, Bescheide, Protokoll (10 years): 15.04.2029 → due from 16.04.2029;
//   the proof of the result (50 years): 15.04.2069 – the account and its career facts stay till then.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@examensportal/domain/api';
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import { loeschung as lt } from '@examensportal/domain/messages-loeschung';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { semester } from '@examensportal/domain/rules/semester';
import { eq } from 'drizzle-orm';
import { applications, documents } from '../src/db/schema';
import { faelligeErmitteln } from '../src/features/loeschung/service';
import { loeschungenWiederholen, loeschungVermerken } from '../src/features/loeschung/wiederholen';
import { recordStaffAction } from '../src/features/staff/audit';
import { enqueueMail } from '../src/infra/outbox';
import { office } from '../src/office/commands';
import { api, jwtFor } from './helpers/accounts';

const holen = (app: TestApp['app'], path: string, jwt: string) =>
  app.inject({ method: 'GET', url: api(path), headers: { authorization: `Bearer ${jwt}` } });
import { createTestApp, type TestApp } from './helpers/app';
import { backends, query } from './helpers/db';
import { uploadParts } from './helpers/documents';
import { sample } from './helpers/multipart';
import { officeDeps, seedAccount, submitApplication } from './helpers/procedure';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';

type Liste = {
  eintraege: {
    accountId: string;
    klasse: string;
    anzahl: number;
    beginn: string | null;
    ab: string;
    teil: boolean;
  }[];
};

describe.each(backends)('Löschung einer Klasse on %s', (backend) => {
  let t: TestApp;
  let leitung: TestStaff;
  let e = '';
  let eJwt = '';
  let stored = '';

  const liste = async () => {
    await faelligeErmitteln({ db: t.database.db, clock: t.clock, config: t.config });
    const res = await getStaff(t.app, PRUEFUNGSSTELLE_API.loeschliste.path, leitung.jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Liste>().eintraege.filter((z) => z.accountId === e);
  };
  let kandidat: Awaited<ReturnType<typeof seedAccount>>;
  /** The portal clock jumps years: sessions expire, so both sign in again on the new day. */
  const jetzt = async (wann: string) => {
    t.clock.set(wann);
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    eJwt = await jwtFor(t.app, kandidat);
  };
  const klassen = async () => (await liste()).map((z) => z.klasse).sort();

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2019-01-10T08:00:00Z');
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    await staffMember(t.app, t.database, t.clock, 'leitung');
    const db = t.database.db;
    const c = await seedAccount(t.database, t.clock, { nachname: 'Mehrjaehrig' });
    e = c.id;
    kandidat = c;
    await submitApplication(t.database, t.clock, c, semester(2019, 2));
    eJwt = await jwtFor(t.app, c);
    const up = await uploadParts(t.app, eJwt, [
      { name: 'zeugnis', filename: 'e-zeugnis.pdf', data: sample.pdf() },
    ]);
    expect(up.statusCode, up.body).toBe(201);
    const [doc] = await db.select().from(documents).where(eq(documents.accountId, e));
    stored = doc?.storedName ?? '';
    await db.transaction(async (tx) => {
      await recordStaffAction(
        tx,
        {
          wer: 'Sachbearbeitung',
          quelle: 'browser',
          aktion: 'kandidat.ansehen',
          ziel: 'Akte E',
          accountId: e,
          nachher: { n: 1 },
        },
        t.clock.now(),
      );
      await enqueueMail(
        tx,
        { sealer: { seal: (s: string) => s } as never, now: t.clock.now(), messageDomain: 'x' },
        { template: 'neuesDokument', to: c.email, vorname: c.vorname, nachname: c.nachname },
      );
    });
    // The first application ends (held as withdrawn while the second is submitted, the portal takes a
    // new application only after the last one ended), then is set to what it was: admitted, ended
    // without passing, notified 15 March 2019.
    const [erste] = await db.select().from(applications).where(eq(applications.accountId, e));
    await db
      .update(applications)
      .set({ status: 'withdrawn', decidedAt: new Date('2019-03-15T10:00:00Z') })
      .where(eq(applications.accountId, e));
    // The second: submitted in 2021 and withdrawn on 10 May 2021.
    t.clock.set('2021-04-01T08:00:00Z');
    await submitApplication(t.database, t.clock, c, semester(2022, 1));
    await db.execute(
      sql`update applications set status = 'withdrawn', decided_at = '2021-05-10T10:00:00Z'
        where account_id = ${e} and id <> ${erste?.id ?? ''}`,
    );
    await db
      .update(applications)
      .set({ status: 'admitted', ersteszulassungsdatum: '2019-03-15' })
      .where(eq(applications.id, erste?.id ?? ''));
  }, 180_000);
  afterAll(async () => t.close());

  // Class × event × period at its edges, on the portal clock (Berlin days).
  it.each([
    ['2023-12-31T12:00:00Z', []],
    ['2024-01-01T12:00:00Z', ['nachricht']],
    ['2029-04-15T12:00:00Z', ['nachricht']],
    [
      '2029-04-16T12:00:00Z',
      ['antrag', 'eingangsbestaetigung', 'erklaerung', 'nachricht', 'nachweis', 'protokoll'],
    ],
  ])('on %s the due lines are %j', async (wann, erwartet) => {
    await jetzt(wann);
    const k = await klassen();
    // Receipts only where the seed wrote one: the rest must match exactly.
    expect(k.filter((x) => x !== 'eingangsbestaetigung')).toEqual(
      erwartet.filter((x) => x !== 'eingangsbestaetigung'),
    );
  });

  it('each line names class, count, the event it counted from and the first due day', async () => {
    await jetzt('2029-04-16T12:00:00Z');
    const z = await liste();
    expect(z.find((x) => x.klasse === 'nachweis')).toMatchObject({
      anzahl: 1,
      beginn: '2021-12-31',
      ab: '2029-04-16',
      teil: true,
    });
    expect(z.find((x) => x.klasse === 'nachricht')).toMatchObject({ ab: '2024-01-01', teil: true });
    expect(z.find((x) => x.klasse === 'nachricht')?.anzahl).toBeGreaterThanOrEqual(1);
  });

  it('approving one line deletes that class only: a tombstone in every list, 410 for the file, the rest stays', async () => {
    await jetzt('2029-04-16T12:00:00Z');
    await liste();
    const res = await postStaff(
      t.app,
      PRUEFUNGSSTELLE_API.loeschungFreigeben.path,
      { zeilen: [{ accountId: e, klasse: 'nachweis' }] },
      leitung.jwt,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      geloescht: 1,
      anzahl: { nachweis: 1 },
      text: lt.freigabeZeilenErledigt(1),
    });
    const grab = lt.grabstein('16.04.2029');
    // The candidate's digital file.
    const own = await holen(t.app, API.dokumente.path, eJwt);
    expect(own.statusCode, own.body).toBe(200);
    const docs = own.json<{ documentId: string; originalFileName: string; geloescht: boolean }[]>();
    const tomb = docs.find((d) => d.originalFileName === grab);
    expect(tomb, JSON.stringify(docs)).toBeDefined();
    expect(tomb).toMatchObject({ geloescht: true, deletable: false });
    expect(JSON.stringify(docs)).not.toContain('e-zeugnis');
    const dl = await holen(
      t.app,
      API.dokumentHerunterladen.path.replace(':documentId', tomb?.documentId ?? ''),
      eJwt,
    );
    expect(dl.statusCode).toBe(410);
    expect(dl.json()).toMatchObject({ message: lt.dokumentGeloescht });
    expect(dl.body).not.toContain('stack');
    await expect(t.app.documentStore.read(stored)).rejects.toThrow();
    // The office's Kandidat page still opens and shows the tombstone; the applications (career facts) stay.
    const seite = await getStaff(t.app, PRUEFUNGSSTELLE_API.kandidat.path.replace(':id', e), leitung.jwt);
    expect(seite.statusCode, seite.body).toBe(200);
    expect(seite.body).toContain(grab);
    const apps = await query<{ n: string }>(
      t.database,
      sql`select count(*) as n from applications where account_id = ${e}`,
    );
    expect(Number(apps[0]?.n)).toBe(2);
    // The log: class and count, no content; the line is gone from the list, the others stay.
    const [log] = await query<{ klasse: string; anzahl: unknown }>(
      t.database,
      sql`select klasse, anzahl from loeschungen where account_id = ${e} order by id desc limit 1`,
    );
    expect(log).toEqual({ klasse: 'nachweis', anzahl: { nachweis: 1 } });
    const k = await klassen();
    expect(k).not.toContain('nachweis');
    expect(k).toContain('nachricht');
    expect(k).toContain('protokoll');
  });

  it('the Datenkopie lists the tombstone without a file', async () => {
    const res = await holen(t.app, API.datenkopie.path, eJwt);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.includes(Buffer.from('e-zeugnis'))).toBe(false);
  });

  it('the Protokoll class is redacted and the chain still verifies', async () => {
    const res = await postStaff(
      t.app,
      PRUEFUNGSSTELLE_API.loeschungFreigeben.path,
      { zeilen: [{ accountId: e, klasse: 'protokoll' }] },
      leitung.jwt,
    );
    expect(res.statusCode, res.body).toBe(200);
    const rest = await query<{ n: string }>(
      t.database,
      // Entries from before the first due day are redacted; the office's look at the page today stays.
      sql`select count(*) as n from staff_audit where account_id = ${e} and at < '2029-04-15T22:00:00Z'`,
    );
    expect(Number(rest[0]?.n)).toBe(0);
    const ok = await office(officeDeps(t.database, t.clock), 'protokoll-pruefen');
    expect(ok.text).not.toContain(officeCliTexte.protokollPruefen.nichtUnversehrt);
  });

  it('a line no longer on the list is refused (409) and nothing is deleted', async () => {
    const res = await postStaff(
      t.app,
      PRUEFUNGSSTELLE_API.loeschungFreigeben.path,
      { zeilen: [{ accountId: e, klasse: 'nachweis' }] },
      leitung.jwt,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: lt.nichtMehrFaellig });
  });

  it('the candidate’s request uses the same classes: explains what stays until when, deletes the due mails', async () => {
    const vorschau = await holen(t.app, API.loeschungVorschau.path, eJwt);
    expect(vorschau.statusCode, vorschau.body).toBe(200);
    const v = vorschau.json<{
      bleibt: { klasse: string; bis: string }[];
      jetzt: string[];
      kontoWirdGeschlossen: boolean;
    }>();
    expect(v.kontoWirdGeschlossen).toBe(false);
    expect(v.bleibt).toContainEqual(expect.objectContaining({ klasse: 'ergebnis', bis: '2069-04-15' }));
    expect(v.jetzt.some((l) => l.startsWith('Benachrichtigungen per E-Mail'))).toBe(true);
  });

  it('a restore re-applies a class deletion noted outside the database (loeschungen.jsonl), once', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ep-anker-'));
    // As if the backup predates the deletion of the mails: the note outside names class and first due day.
    await loeschungVermerken(dir, {
      accountId: e,
      loeschungId: 1,
      at: t.clock.now(),
      klasse: 'nachricht',
      ab: '2024-01-01',
    });
    const mails = async () =>
      Number(
        (
          await query<{ n: string }>(
            t.database,
            sql`select count(*) as n from outbox where payload -> 'job' ->> 'to' = ${kandidat.email}
              and created_at < '2024-01-01'`,
          )
        )[0]?.n,
      );
    expect(await mails()).toBeGreaterThan(0);
    const deps = {
      db: t.database.db,
      clock: t.clock,
      storage: t.app.documentStore,
      dataDir: t.dataDir,
      dir,
      logger: t.app.log,
    };
    expect(await loeschungenWiederholen(deps)).toBe(1);
    expect(await mails()).toBe(0);
    expect(await loeschungenWiederholen(deps)).toBe(0);
    const [log] = await query<{ anlass: string; klasse: string }>(
      t.database,
      sql`select anlass, klasse from loeschungen where account_id = ${e} and klasse = 'nachricht'`,
    );
    expect(log).toEqual({ anlass: 'wiederholung', klasse: 'nachricht' });
    // The account and the other classes stay.
    expect((await holen(t.app, API.dokumente.path, eJwt)).statusCode).toBe(200);
    const ok = await office(officeDeps(t.database, t.clock), 'protokoll-pruefen');
    expect(ok.text).not.toContain(officeCliTexte.protokollPruefen.nichtUnversehrt);
    rmSync(dir, { recursive: true, force: true });
  });
});
