// Staff administration beyond invite/role/disable (issue 28 point 9, decision 0048): reactivate, the
// invitation again, only the second factor reset (with a note), and the refusal that keeps two active
// Leitung accounts – each audited, each mail without content.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { verwaltungTexte as vt } from '@examensportal/domain/messages-pruefungsstelle-verwaltung';
import { minutes } from '../src/infra/clock';
import { createTestApp, type TestApp } from './helpers/app';
import { backends, query } from './helpers/db';
import { startSmtpSink } from './helpers/smtp';
import {
  anlegen,
  getStaff,
  postStaff,
  staffMember,
  staffPassword,
  tokenOf,
  totpCode,
  type TestStaff,
} from './helpers/staff';

const p = pruefungsstelle;

describe.each(backends)('Mitarbeitende verwalten on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let leitung: TestStaff;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url } });
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
  }, 240_000);
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const post = (path: string, body: unknown = {}) => postStaff(t.app, path, body, leitung.jwt);
  const letzte = async (aktion: string) =>
    (
      await query<{ wer: string; ziel: string | null; vorher: unknown; nachher: unknown }>(
        t.database,
        sql`select wer, ziel, vorher, nachher from staff_audit where aktion = ${aktion} order by id desc limit 1`,
      )
    )[0];
  const mailAn = async (email: string) => {
    await t.app.outbox.runOnce();
    return sink.mails.filter((x) => x.to.includes(email)).at(-1);
  };
  /** A fresh session for the leader (the 15-minute idle end passes while others are set up). */
  const frisch = async () => {
    t.clock.advance(minutes(1));
    const res = await postStaff(t.app, '/anmelden', {
      email: leitung.email,
      passwort: staffPassword,
      code: totpCode(leitung.schluessel, t.clock.now()),
    });
    leitung = { ...leitung, jwt: res.json<{ jwt: string }>().jwt };
  };

  it('reactivates a disabled account: the old password and app work again; a mail says so', async () => {
    const other = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    await frisch();
    expect((await post(`/mitarbeitende/${other.id}/reaktivieren`)).json()).toEqual({
      message: vt.nichtDeaktiviert,
    });
    expect((await post(`/mitarbeitende/${other.id}/deaktivieren`)).statusCode).toBe(200);
    const res = await post(`/mitarbeitende/${other.id}/reaktivieren`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: other.id, status: 'aktiv' });
    t.clock.advance(minutes(1));
    const login = await postStaff(t.app, '/anmelden', {
      email: other.email,
      passwort: staffPassword,
      code: totpCode(other.schluessel, t.clock.now()),
    });
    expect(login.statusCode).toBe(200);
    expect(await letzte('mitarbeiter.reaktiviert')).toMatchObject({
      wer: leitung.name,
      ziel: other.email,
      vorher: { status: 'deaktiviert' },
      nachher: { status: 'aktiv' },
    });
    const mail = await mailAn(other.email);
    expect(mail?.subject).toBe(vt.reaktiviertBetreff);
    expect(mail?.text).toContain('/examensportal/pruefungsstelle/login');
  });

  it('sends the invitation again with a fresh link (the old one ends); refused for an account in use', async () => {
    await frisch();
    const neu = await anlegen(t.database, t.clock, 'sachbearbeitung');
    const res = await post(`/mitarbeitende/${neu.id}/einladung`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'eingeladen' });
    const mail = await mailAn(neu.email);
    expect(mail?.subject).toBe(p.einladungBetreff);
    const link = /https:\/\/\S+\/einrichten\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(tokenOf(link)).not.toBe(tokenOf(neu.link));
    const alt = await postStaff(t.app, '/einrichtung/pruefen', { token: tokenOf(neu.link) });
    expect(alt.statusCode).toBe(410);
    expect((await postStaff(t.app, '/einrichtung/pruefen', { token: tokenOf(link) })).statusCode).toBe(200);
    expect(await letzte('mitarbeiter.einladung-erneut')).toMatchObject({ ziel: neu.email });

    const inUse = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    await frisch();
    const refused = await post(`/mitarbeitende/${inUse.id}/einladung`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: vt.bereitsEingerichtet });
  });

  it('resets only the second factor: the password stays, the next login sets up the app anew', async () => {
    const other = await staffMember(t.app, t.database, t.clock, 'leitung');
    await frisch();
    const ohneNotiz = await post(`/mitarbeitende/${other.id}/zweiter-faktor`, { notiz: '  ' });
    expect(ohneNotiz.statusCode).toBe(400);
    expect(JSON.stringify(ohneNotiz.json())).toContain(vt.zweiterFaktorNotizFehlt);
    const res = await post(`/mitarbeitende/${other.id}/zweiter-faktor`, {
      notiz: 'Telefon verloren, Dienstausweis vorgelegt',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'eingeladen' });
    expect((await getStaff(t.app, '/sitzung', other.jwt)).statusCode).toBe(401);
    t.clock.advance(minutes(1));
    // The old app's code no longer opens the account, but the password does: into the set-up step.
    const login = await postStaff(t.app, '/anmelden', {
      email: other.email,
      passwort: staffPassword,
      code: totpCode(other.schluessel, t.clock.now()),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ schritt: 'einrichtung' });
    const rec = await postStaff(t.app, '/anmelden', {
      email: other.email,
      passwort: staffPassword,
      wiederherstellungscode: other.codes[0] ?? '',
    });
    expect(rec.json()).toMatchObject({ schritt: 'einrichtung' });
    expect(await letzte('mitarbeiter.zweiter-faktor')).toMatchObject({
      wer: leitung.name,
      ziel: other.email,
      nachher: { status: 'eingeladen', notiz: 'Telefon verloren, Dienstausweis vorgelegt' },
    });
    const mail = await mailAn(other.email);
    expect(mail?.subject).toBe(vt.zweiterFaktorBetreff);
    expect(mail?.text).not.toContain('Dienstausweis');
    // Without a password (never set up) the invitation is the way.
    const neu = await anlegen(t.database, t.clock, 'sachbearbeitung');
    const ohnePasswort = await post(`/mitarbeitende/${neu.id}/zweiter-faktor`, { notiz: 'x' });
    expect(ohnePasswort.json()).toEqual({ message: vt.zweiterFaktorOhnePasswort });
  });

  it('refuses (409, German) a change that leaves fewer than two active Leitung accounts', async () => {
    // Deactivate every other active leader first, so the count is known: only `leitung` stays.
    await frisch();
    const aktiv = await query<{ id: string }>(
      t.database,
      sql`select id from staff_accounts where rolle = 'leitung' and disabled_at is null and activated_at is not null and id <> ${leitung.id}`,
    );
    for (const { id } of aktiv)
      await query(t.database, sql`update staff_accounts set disabled_at = now() where id = ${id}`);
    const zweite = await staffMember(t.app, t.database, t.clock, 'leitung');
    await frisch();
    // Two active: neither demoting nor disabling the second is allowed.
    const demote = await post(`/mitarbeitende/${zweite.id}/rolle`, { rolle: 'sachbearbeitung' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ message: vt.zuWenigLeitung(1) });
    const disable = await post(`/mitarbeitende/${zweite.id}/deaktivieren`);
    expect(disable.statusCode).toBe(409);
    expect(disable.json()).toEqual({ message: vt.zuWenigLeitung(1) });
    // A third active leader makes it possible.
    const dritte = await staffMember(t.app, t.database, t.clock, 'leitung');
    await frisch();
    expect((await post(`/mitarbeitende/${zweite.id}/rolle`, { rolle: 'sachbearbeitung' })).statusCode).toBe(
      200,
    );
    // Back at two: the third is protected again; a Sachbearbeitung is never affected.
    expect((await post(`/mitarbeitende/${dritte.id}/deaktivieren`)).statusCode).toBe(409);
    expect((await post(`/mitarbeitende/${zweite.id}/deaktivieren`)).statusCode).toBe(200);
    // Nothing was written by the refusals.
    const rows = await query<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from staff_audit where aktion = 'mitarbeiter.rolle' and ziel = ${dritte.email}`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('is for the Leitung only', async () => {
    const sb = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    for (const pfad of ['reaktivieren', 'einladung', 'zweiter-faktor'])
      expect(
        (await postStaff(t.app, `/mitarbeitende/${leitung.id}/${pfad}`, { notiz: 'x' }, sb.jwt)).statusCode,
      ).toBe(403);
  });
});
