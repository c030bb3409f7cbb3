// Staff accounts (issue 15): set-up link, password, TOTP with replay protection, recovery codes,
// idle timeout, role and disable taking effect at once, administration, the Protokoll and its CSV.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { staffAccounts } from '../src/db/schema';
import { minutes, hours } from '../src/infra/clock';
import { office } from '../src/office/commands';
import { OfficeError } from '../src/features/buero/context';
import { csvField } from '../src/features/staff/csv';
import { createTestApp, type TestApp } from './helpers/app';
import { backends, query } from './helpers/db';
import { officeDeps } from './helpers/procedure';
import { startSmtpSink } from './helpers/smtp';
import {
  anlegen,
  einrichten,
  getStaff,
  postStaff,
  staffEmail,
  staffMember,
  staffPassword,
  tokenOf,
  totpCode,
  type TestStaff,
} from './helpers/staff';

const p = pruefungsstelle;

describe.each(backends)('staff accounts on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let leitung: TestStaff;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url } });
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    // Several argon2 hashes and set-ups: slow on a loaded machine, never a timing assertion.
  }, 240_000);
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const login = (email: string, extra: Record<string, string> = {}, passwort = staffPassword) =>
    postStaff(t.app, '/anmelden', { email, passwort, ...extra });
  const auditOf = async (aktion: string) =>
    query<{ wer: string; quelle: string; ziel: string | null; vorher: unknown; nachher: unknown }>(
      t.database,
      sql`select wer, quelle, ziel, vorher, nachher from staff_audit where aktion = ${aktion} order by id`,
    );

  describe('mitarbeiter-anlegen', () => {
    it('prints a one-time set-up link under PUBLIC_URL, valid 24 hours, and audits the command', async () => {
      const email = staffEmail('erste');
      const deps = { ...officeDeps(t.database, t.clock, 'Betrieb'), publicUrl: t.config.publicUrl };
      const out = await office(deps, 'mitarbeiter-anlegen', {
        optionen: { email: email.toUpperCase(), name: 'Erste Leitung', rolle: 'Leitung' },
      });
      const data = out.data as { link: string; gueltigBis: string; rolle: string };
      expect(data.link).toMatch(
        /^https:\/\/portal\.example\.org\/examensportal\/pruefungsstelle\/einrichten\/[\w-]{43}$/,
      );
      expect(data.rolle).toBe('leitung');
      expect(new Date(data.gueltigBis).getTime() - t.clock.now().getTime()).toBe(hours(24));
      expect(out.text).toContain(data.link);
      const audit = await auditOf('mitarbeiter.angelegt');
      expect(audit.at(-1)).toMatchObject({ wer: 'Betrieb', quelle: 'kommandozeile', ziel: email });
    });

    it('refuses a wrong role and an address in use, in German', async () => {
      const deps = officeDeps(t.database, t.clock, 'Betrieb');
      await expect(
        office(deps, 'mitarbeiter-anlegen', {
          optionen: { email: staffEmail(), name: 'X Y', rolle: 'chef' },
        }),
      ).rejects.toThrow(OfficeError);
      await expect(
        office(deps, 'mitarbeiter-anlegen', {
          optionen: { email: leitung.email, name: 'X Y', rolle: 'leitung' },
        }),
      ).rejects.toThrow(p.emailVergeben);
    });

    it('gives a never set-up account a fresh link and ends the old one', async () => {
      const first = await anlegen(t.database, t.clock, 'sachbearbeitung');
      const second = await anlegen(t.database, t.clock, 'sachbearbeitung', first.email);
      expect(second.id).toBe(first.id);
      expect(
        (await postStaff(t.app, '/einrichtung/pruefen', { token: tokenOf(first.link) })).statusCode,
      ).toBe(410);
      expect(
        (await postStaff(t.app, '/einrichtung/pruefen', { token: tokenOf(second.link) })).json(),
      ).toEqual({
        name: second.name,
        email: first.email,
      });
    });
  });

  describe('set-up link', () => {
    it('expires after 24 hours with a clear German 410, and nothing is set', async () => {
      const created = await anlegen(t.database, t.clock, 'sachbearbeitung');
      t.clock.advance(hours(24) + 1000);
      const res = await postStaff(t.app, '/einrichtung/passwort', {
        token: tokenOf(created.link),
        passwort: staffPassword,
      });
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ message: p.einrichtungslinkUngueltig });
      const [row] = await query<{ password_hash: string | null }>(
        t.database,
        sql`select password_hash from staff_accounts where id = ${created.id}`,
      );
      expect(row?.password_hash).toBeNull();
    });

    it('refuses a weak or common password without using the link up, then works once', async () => {
      const created = await anlegen(t.database, t.clock, 'sachbearbeitung');
      const token = tokenOf(created.link);
      const weak = await postStaff(t.app, '/einrichtung/passwort', { token, passwort: 'kurz' });
      expect(weak.statusCode).toBe(400);
      const common = await postStaff(t.app, '/einrichtung/passwort', { token, passwort: 'Passwort1!' });
      expect(common.statusCode).toBe(400);
      expect(common.json().message).toBe(messages.auth.passwortZuHaeufig);
      const ok = await postStaff(t.app, '/einrichtung/passwort', { token, passwort: staffPassword });
      expect(ok.statusCode).toBe(200);
      const again = await postStaff(t.app, '/einrichtung/passwort', { token, passwort: staffPassword });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({ message: p.einrichtungslinkUngueltig });
    });

    it('confirms the app only with a right code; the key is never sent back afterwards', async () => {
      const created = await anlegen(t.database, t.clock, 'sachbearbeitung');
      const { jwt } = (
        await postStaff(t.app, '/einrichtung/passwort', {
          token: tokenOf(created.link),
          passwort: staffPassword,
        })
      ).json<{ jwt: string }>();
      const setup = (await postStaff(t.app, '/einrichtung/totp', {}, jwt)).json<{
        schluessel: string;
        qrCode: string;
        otpauthUri: string;
      }>();
      expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
      const wrong = await postStaff(t.app, '/einrichtung/totp/bestaetigen', { code: '000000' }, jwt);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(p.sicherheitscodeFalsch);
      expect((await getStaff(t.app, '/sitzung', jwt)).json().stufe).toBe('einrichtung');
      const ok = await postStaff(
        t.app,
        '/einrichtung/totp/bestaetigen',
        { code: totpCode(setup.schluessel, t.clock.now()) },
        jwt,
      );
      expect(ok.statusCode).toBe(200);
      const codes = ok.json<{ wiederherstellungscodes: string[] }>().wiederherstellungscodes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      expect((await getStaff(t.app, '/sitzung', jwt)).json().stufe).toBe('angemeldet');
      // At rest: sealed key, hashed codes – neither appears in the database in clear.
      const [row] = await t.database.db
        .select()
        .from(staffAccounts)
        .where(sql`${staffAccounts.id} = ${created.id}`);
      expect(row?.totpSecret).toBeTruthy();
      expect(row?.totpSecret).not.toContain(setup.schluessel.replace(/\s/g, ''));
      const dump = JSON.stringify(await query(t.database, sql`select * from staff_recovery_codes`));
      for (const code of codes) expect(dump).not.toContain(code.replace(/-/g, ''));
      const twice = await postStaff(t.app, '/einrichtung/totp', {}, jwt);
      expect(twice.statusCode).toBe(403);
    });
  });

  describe('login', () => {
    it('asks for the code after the right password, and accepts a code only once (replay)', async () => {
      const m = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
      const first = await login(m.email);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ schritt: 'sicherheitscode' });
      const code = totpCode(m.schluessel, t.clock.now());
      const ok = await login(m.email, { code });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().schritt).toBe('angemeldet');
      const jwt = ok.json<{ jwt: string }>().jwt;
      expect((await getStaff(t.app, '/sitzung', jwt)).json()).toMatchObject({
        email: m.email,
        rolle: 'sachbearbeitung',
      });
      const replay = await login(m.email, { code });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({ message: p.sicherheitscodeFalsch });
      const audit = await auditOf('anmeldung.fehlgeschlagen');
      expect(audit.at(-1)).toMatchObject({ nachher: { grund: 'sicherheitscode_wiederverwendet' } });
    });

    it('accepts a code one step late but not two', async () => {
      const m = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
      t.clock.advance(minutes(5));
      const late = totpCode(m.schluessel, new Date(t.clock.now().getTime() - 30_000));
      expect((await login(m.email, { code: late })).statusCode).toBe(200);
      t.clock.advance(minutes(5));
      const tooLate = totpCode(m.schluessel, new Date(t.clock.now().getTime() - 61_000));
      expect((await login(m.email, { code: tooLate })).statusCode).toBe(401);
    });

    it('refuses a wrong password and a wrong code alike, and audits both', async () => {
      const m = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
      const wrongPw = await login(m.email, {}, 'Falsches#Passwort1');
      expect(wrongPw.statusCode).toBe(401);
      expect(wrongPw.json()).toEqual({ message: p.anmeldungFehlgeschlagen });
      const unknown = await login(staffEmail('niemand'));
      expect(unknown.json()).toEqual({ message: p.anmeldungFehlgeschlagen });
      const wrongCode = await login(m.email, { code: '123456' });
      expect(wrongCode.statusCode).toBe(401);
      const reasons = (await auditOf('anmeldung.fehlgeschlagen')).map(
        (r) => (r.nachher as { grund: string }).grund,
      );
      expect(reasons).toEqual(expect.arrayContaining(['passwort', 'unbekannt', 'sicherheitscode']));
    });

    it('accepts each recovery code once and audits its use', async () => {
      const m = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
      const code = m.codes[3] ?? '';
      const ok = await login(m.email, { wiederherstellungscode: code.toUpperCase() });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().schritt).toBe('angemeldet');
      const again = await login(m.email, { wiederherstellungscode: code });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ message: p.wiederherstellungscodeFalsch });
      expect((await auditOf('anmeldung.wiederherstellungscode')).at(-1)).toMatchObject({ ziel: m.email });
    });

    it('throttles a client after five failures, like candidates', async () => {
      const m = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
      for (let i = 0; i < 5; i++)
        expect((await login(m.email, {}, 'Falsches#Passwort1')).statusCode).toBe(401);
      const waiting = await login(m.email, {}, 'Falsches#Passwort1');
      expect(waiting.statusCode).toBe(429);
      expect(waiting.headers['retry-after']).toBeDefined();
    });

    it('ends a session after 15 minutes without a request', async () => {
      const m = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
      const jwt = (await login(m.email, { code: totpCode(m.schluessel, t.clock.now()) })).json<{
        jwt: string;
      }>().jwt;
      t.clock.advance(minutes(14));
      expect((await getStaff(t.app, '/sitzung', jwt)).statusCode).toBe(200);
      t.clock.advance(minutes(15) + 1000);
      const idle = await getStaff(t.app, '/sitzung', jwt);
      expect(idle.statusCode).toBe(401);
      expect(idle.json()).toEqual({ message: p.sitzungAbgelaufen });
    });

    it('logs out for good, audited', async () => {
      const m = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
      expect((await postStaff(t.app, '/abmelden', {}, m.jwt)).statusCode).toBe(204);
      expect((await getStaff(t.app, '/sitzung', m.jwt)).statusCode).toBe(401);
      expect((await auditOf('abmeldung')).at(-1)).toMatchObject({ ziel: m.email });
    });
  });

  /** The leader's session idles out while other tests move the clock: log in again (a later step). */
  const relogin = async () => {
    t.clock.advance(30_000);
    const res = await login(leitung.email, { code: totpCode(leitung.schluessel, t.clock.now()) });
    leitung = { ...leitung, jwt: res.json<{ jwt: string }>().jwt };
  };

  describe('Mitarbeitende', () => {
    beforeEach(relogin);
    it('invites by mail; the invited person sets up from the mailed link', async () => {
      const email = staffEmail('eingeladen');
      const res = await postStaff(
        t.app,
        '/mitarbeitende',
        { email, name: 'Neue Kollegin', rolle: 'sachbearbeitung' },
        leitung.jwt,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ email, status: 'eingeladen', rolle: 'sachbearbeitung' });
      await t.app.outbox.runOnce();
      const mail = sink.mails.find((x) => x.to.includes(email));
      expect(mail?.subject).toBe(p.einladungBetreff);
      const link = /https:\/\/portal\.example\.org\/examensportal\/pruefungsstelle\/einrichten\/\S+/.exec(
        mail?.text ?? '',
      )?.[0];
      expect(link).toBeDefined();
      const done = await einrichten(t.app, t.clock, link ?? '');
      expect(done.codes).toHaveLength(10);
      const dup = await postStaff(
        t.app,
        '/mitarbeitende',
        { email, name: 'Noch einmal', rolle: 'leitung' },
        leitung.jwt,
      );
      expect(dup.statusCode).toBe(409);
      expect((await auditOf('mitarbeiter.eingeladen')).at(-1)).toMatchObject({
        wer: leitung.name,
        ziel: email,
      });
    });

    it('a role removed or an account disabled takes effect on the next request', async () => {
      const other = await staffMember(t.app, t.database, t.clock, 'leitung');
      // Two active Leitung accounts stay after the demotion (decision 0048).
      await staffMember(t.app, t.database, t.clock, 'leitung');
      expect((await getStaff(t.app, '/mitarbeitende', other.jwt)).statusCode).toBe(200);
      const demote = await postStaff(
        t.app,
        `/mitarbeitende/${other.id}/rolle`,
        { rolle: 'sachbearbeitung' },
        leitung.jwt,
      );
      expect(demote.statusCode).toBe(200);
      expect((await getStaff(t.app, '/mitarbeitende', other.jwt)).statusCode).toBe(403);
      expect((await auditOf('mitarbeiter.rolle')).at(-1)).toMatchObject({
        vorher: { rolle: 'leitung' },
        nachher: { rolle: 'sachbearbeitung' },
      });
      const disable = await postStaff(t.app, `/mitarbeitende/${other.id}/deaktivieren`, {}, leitung.jwt);
      expect(disable.statusCode).toBe(200);
      const after = await getStaff(t.app, '/sitzung', other.jwt);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ message: p.kontoGesperrt });
      const relogin = await login(other.email, { code: totpCode(other.schluessel, t.clock.now()) });
      expect(relogin.statusCode).toBe(403);
      expect(relogin.json()).toEqual({ message: p.kontoGesperrt });
    });

    it('resets a lost second factor: old password, key, codes and sessions end; the mailed link sets up anew', async () => {
      const other = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
      const reset = await postStaff(t.app, `/mitarbeitende/${other.id}/zuruecksetzen`, {}, leitung.jwt);
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json()).toMatchObject({ id: other.id, status: 'eingeladen' });
      expect((await getStaff(t.app, '/sitzung', other.jwt)).statusCode).toBe(401);
      // Neither the old password with the old key nor a recovery code opens the account any more.
      t.clock.advance(minutes(1));
      const old = await login(other.email, { code: totpCode(other.schluessel, t.clock.now()) });
      expect(old.statusCode).toBe(401);
      const code = await login(other.email, { wiederherstellungscode: other.codes[0] ?? '' });
      expect(code.statusCode).toBe(401);
      // A second reset of the not yet set-up account is refused; the invitation is the way then.
      const again = await postStaff(t.app, `/mitarbeitende/${other.id}/zuruecksetzen`, {}, leitung.jwt);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: p.nichtEingerichtet });

      await t.app.outbox.runOnce();
      const mail = sink.mails.filter((x) => x.to.includes(other.email)).at(-1);
      expect(mail?.subject).toBe(p.zuruecksetzenBetreff);
      const link = /https:\/\/portal\.example\.org\/examensportal\/pruefungsstelle\/einrichten\/\S+/.exec(
        mail?.text ?? '',
      )?.[0];
      const done = await einrichten(t.app, t.clock, link ?? '');
      expect(done.codes).toHaveLength(10);
      expect((await auditOf('mitarbeiter.zurueckgesetzt')).at(-1)).toMatchObject({
        wer: leitung.name,
        quelle: 'browser',
        ziel: other.email,
        nachher: { status: 'eingeladen' },
      });
    });

    it('resets the only leader from the command line, audited with the operator', async () => {
      const other = await staffMember(t.app, t.database, t.clock, 'leitung');
      const out = await office(officeDeps(t.database, t.clock, 'betrieb'), 'mitarbeiter-zuruecksetzen', {
        optionen: { email: other.email.toUpperCase() },
      });
      expect(out.text).toMatch(/^Zugang von .+ zurückgesetzt\. Einrichtungslink/);
      expect((await getStaff(t.app, '/sitzung', other.jwt)).statusCode).toBe(401);
      expect((await auditOf('mitarbeiter.zurueckgesetzt')).at(-1)).toMatchObject({
        wer: 'betrieb',
        quelle: 'kommandozeile',
        ziel: other.email,
      });
      await expect(
        office(officeDeps(t.database, t.clock, 'betrieb'), 'mitarbeiter-zuruecksetzen', {
          optionen: { email: 'niemand@pruefungsstelle.example' },
        }),
      ).rejects.toThrow(new OfficeError(p.mitarbeiterUnbekannt));
    });

    it('does not let a leader change their own account, nor an unknown one', async () => {
      const self = await postStaff(
        t.app,
        `/mitarbeitende/${leitung.id}/rolle`,
        { rolle: 'sachbearbeitung' },
        leitung.jwt,
      );
      expect(self.statusCode).toBe(409);
      expect(self.json()).toEqual({ message: p.eigenesKonto });
      const unknown = await postStaff(
        t.app,
        '/mitarbeitende/00000000-0000-4000-8000-000000000000/deaktivieren',
        {},
        leitung.jwt,
      );
      expect(unknown.statusCode).toBe(404);
      const badRole = await postStaff(
        t.app,
        `/mitarbeitende/00000000-0000-4000-8000-000000000000/rolle`,
        { rolle: 'chef' },
        leitung.jwt,
      );
      expect(badRole.statusCode).toBe(400);
    });
  });

  describe('Protokoll', () => {
    beforeEach(relogin);
    it('is paged and filterable by person, action and day', async () => {
      const all = (await getStaff(t.app, '/protokoll', leitung.jwt)).json<{
        gesamt: number;
        eintraege: unknown[];
        aktionen: string[];
      }>();
      expect(all.gesamt).toBeGreaterThan(10);
      expect(all.aktionen).toEqual(expect.arrayContaining(['anmeldung.erfolgreich', 'mitarbeiter.angelegt']));
      const mine = (
        await getStaff(t.app, `/protokoll?person=${leitung.id}&aktion=mitarbeiter.eingeladen`, leitung.jwt)
      ).json<{
        eintraege: { wer: string; aktion: string }[];
      }>();
      expect(mine.eintraege.length).toBeGreaterThan(0);
      for (const e of mine.eintraege)
        expect(e).toMatchObject({ wer: leitung.name, aktion: 'mitarbeiter.eingeladen' });
      const future = (await getStaff(t.app, '/protokoll?von=2099-01-01', leitung.jwt)).json<{
        gesamt: number;
      }>();
      expect(future.gesamt).toBe(0);
      const bad = await getStaff(t.app, '/protokoll?von=gestern', leitung.jwt);
      expect(bad.statusCode).toBe(400);
    });

    it('exports CSV with BOM, quoting and formula-injection safety, and audits the export', async () => {
      const evil = await postStaff(
        t.app,
        '/mitarbeitende',
        { email: staffEmail('csv'), name: '=HYPERLINK("x";"y")', rolle: 'sachbearbeitung' },
        leitung.jwt,
      );
      expect(evil.statusCode).toBe(201);
      const res = await getStaff(t.app, '/protokoll.csv?aktion=mitarbeiter.eingeladen', leitung.jwt);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="protokoll-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const body = res.rawPayload.toString('utf8');
      expect(body.startsWith('\uFEFF"Nr.";')).toBe(true);
      // JSON inside a field: its quotes doubled, the whole field quoted.
      expect(body).toContain('""name"":""=HYPERLINK(\\""x\\"";\\""y\\"")""');
      expect(body.split('\r\n').length).toBeGreaterThan(2);
      expect((await auditOf('protokoll.export')).at(-1)).toMatchObject({
        wer: leitung.name,
        nachher: { aktion: 'mitarbeiter.eingeladen' },
      });
    });

    it('streams a long trail whole, past the batch sizes, newest first', async () => {
      // 2,345 rows: more than two database batches (1,000) and several chunks (500 lines).
      await t.database.db.execute(sql`
        insert into staff_audit (at, wer, quelle, aktion, ziel)
        select now() - make_interval(secs => g), 'Massentest', 'system', 'test.masse', 'Zeile ' || g
        from generate_series(1, 2345) g`);
      const res = await getStaff(t.app, '/protokoll.csv?aktion=test.masse', leitung.jwt);
      expect(res.statusCode).toBe(200);
      const lines = res.rawPayload.toString('utf8').split('\r\n').filter(Boolean);
      expect(lines).toHaveLength(1 + 2345);
      expect(lines[1]).toContain('"Zeile 1"');
      expect(lines.at(-1)).toContain('"Zeile 2345"');
    });

    it.each([
      ['=1+1', `"'=1+1"`],
      ['+49 30', `"'+49 30"`],
      ['-2', `"'-2"`],
      ['@SUM(A1)', `"'@SUM(A1)"`],
      ['\tx', `"'\tx"`],
      ['a "b"; c', '"a ""b""; c"'],
      ['Jürgen', '"Jürgen"'],
    ])('writes %j as a safe CSV field', (value, expected) => {
      expect(csvField(value)).toBe(expected);
    });

    it('cannot be changed or deleted, not even by hand in the database', async () => {
      const sqlState = (statement: ReturnType<typeof sql>) =>
        t.database.db.execute(statement).then(
          () => 'succeeded',
          (e: { code?: string; cause?: { code?: string } }) => e.cause?.code ?? e.code,
        );
      const before = await query(t.database, sql`select count(*)::int as n from staff_audit`);
      expect(await sqlState(sql`update staff_audit set wer = 'x'`)).toBe('42501');
      expect(await sqlState(sql`delete from staff_audit`)).toBe('42501');
      expect(await sqlState(sql`truncate staff_audit cascade`)).toBe('42501');
      expect(await query(t.database, sql`select count(*)::int as n from staff_audit`)).toEqual(before);
    });
  });
});
