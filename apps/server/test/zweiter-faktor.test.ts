// Issue 30 point 5 (decision 0042): the candidates' optional second factor. TOTP is switched on by its
// first code and shows ten recovery codes once; the login then answers a short-lived step instead of a
// session, and the step with a current code (each time step once) or an unused recovery code (each once)
// opens a session marked as confirmed by a second factor. Access-data changes and switching off ask for
// the factor; a leitung resets a lost factor with a note on the identity check, audited, and the
// candidate gets a mail. The data copy carries no secret.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, API_BASE } from '@examensportal/domain/api';
import { zweiterFaktorBuero } from '@examensportal/domain/messages-pruefungsstelle-zweiter-faktor';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { zweiterFaktor as tx } from '@examensportal/domain/messages-zweiter-faktor';
import {
  kandidatTotp,
  kandidatWiederherstellungscodes,
  outbox,
  sessions,
  staffAudit,
} from '../src/db/schema';
import { loadDatenkopie } from '../src/features/datenkopie/collect';
import { loginAs, postJson } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { seedAccount, type SeededCandidate } from './helpers/procedure';
import { postStaff, staffMember, totpCode } from './helpers/staff';

const path = (call: { path: string }) => call.path;
const get = (t: TestApp, p: string, jwt: string) =>
  t.app.inject({ method: 'GET', url: `${API_BASE}${p}`, headers: { authorization: `Bearer ${jwt}` } });

describe.each(backends)('second factor for candidates on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  beforeEach(() => t.clock.set('2026-10-05T08:00:00Z'));
  afterAll(async () => t.close());

  const jwtOf = async (c: SeededCandidate) => {
    const res = await loginAs(t.app, c.email, c.passwort);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ jwt: string }>().jwt;
  };
  const code = (schluessel: string, offsetMs = 0) =>
    totpCode(schluessel, new Date(t.clock.now().getTime() + offsetMs));

  /** Switches TOTP on; answers the key and the recovery codes. */
  async function einschalten(c: SeededCandidate) {
    const jwt = await jwtOf(c);
    const setup = await postJson(t.app, path(API.totpBeginnen), undefined, jwt);
    expect(setup.statusCode, setup.body).toBe(200);
    const { schluessel, qrCode, otpauthUri } = setup.json<{
      schluessel: string;
      qrCode: string;
      otpauthUri: string;
    }>();
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(otpauthUri).toContain('issuer=Examensportal');
    const confirm = await postJson(t.app, path(API.totpBestaetigen), { code: code(schluessel) }, jwt);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const { wiederherstellungscodes } = confirm.json<{ wiederherstellungscodes: string[] }>();
    t.clock.advance(30_000); // the confirming code's step is used up
    return { jwt, schluessel, wiederherstellungscodes };
  }

  const zweiterSchritt = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}${API.loginZweiterFaktor.path}`,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      },
      payload: JSON.stringify(body),
    });
  const schrittFor = async (c: SeededCandidate) => {
    const res = await loginAs(t.app, c.email, c.passwort);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ zweiterFaktor: { schritt: string; verfahren: string[] }; jwt?: string }>();
    expect(body.jwt).toBeUndefined();
    expect(body.zweiterFaktor.verfahren).toEqual(['totp']);
    return body.zweiterFaktor.schritt;
  };

  it('switches TOTP on only with a right first code, shows ten recovery codes once and stores them hashed', async () => {
    const c = await seedAccount(t.database, t.clock);
    const jwt = await jwtOf(c);
    expect((await get(t, path(API.zweiterFaktor), jwt)).json()).toEqual({
      totp: false,
      wiederherstellungscodes: 0,
      passkeys: [],
    });
    const early = await postJson(t.app, path(API.totpBestaetigen), { code: '123456' }, jwt);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(tx.einrichtungFehlt);
    const { schluessel } = (await postJson(t.app, path(API.totpBeginnen), undefined, jwt)).json<{
      schluessel: string;
    }>();
    const wrong = await postJson(
      t.app,
      path(API.totpBestaetigen),
      { code: code(schluessel, 5 * 60_000) },
      jwt,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: tx.codeFalsch, fieldErrors: { code: tx.codeFalsch } });
    const bad = await postJson(t.app, path(API.totpBestaetigen), { code: 'abc' }, jwt);
    expect(bad.statusCode).toBe(400);
    const ok = await postJson(t.app, path(API.totpBestaetigen), { code: code(schluessel) }, jwt);
    expect(ok.statusCode).toBe(200);
    const codes = ok.json<{ wiederherstellungscodes: string[] }>().wiederherstellungscodes;
    expect(codes).toHaveLength(10);
    expect(codes[0]).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await get(t, path(API.zweiterFaktor), jwt)).json()).toEqual({
      totp: true,
      wiederherstellungscodes: 10,
      passkeys: [],
    });
    const again = await postJson(t.app, path(API.totpBeginnen), undefined, jwt);
    expect(again.statusCode).toBe(409);

    const [row] = await t.database.db.select().from(kandidatTotp).where(eq(kandidatTotp.accountId, c.id));
    expect(row?.secret).toBeTruthy();
    expect(row?.secret).not.toContain(schluessel.replace(/\s/g, ''));
    expect(row?.pending).toBeNull();
    const stored = await t.database.db
      .select({ codeHash: kandidatWiederherstellungscodes.codeHash })
      .from(kandidatWiederherstellungscodes)
      .where(eq(kandidatWiederherstellungscodes.accountId, c.id));
    expect(stored.map((s) => s.codeHash)).not.toContain(codes[0]?.replace(/-/g, ''));
  });

  it('asks for the second step at login; a right code opens a marked session, a replay or a wrong code does not', async () => {
    const c = await seedAccount(t.database, t.clock);
    const { schluessel } = await einschalten(c);
    const schritt = await schrittFor(c);

    const wrong = await zweiterSchritt({ schritt, code: code(schluessel, 10 * 60_000) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(tx.codeFalsch);
    const both = await zweiterSchritt({ schritt, code: '123456', wiederherstellungscode: 'abcd-efgh-jkmn' });
    expect(both.statusCode).toBe(400);
    const forged = await zweiterSchritt({ schritt: `${schritt}x`, code: code(schluessel) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(tx.schrittAbgelaufen);

    const now = code(schluessel);
    const ok = await zweiterSchritt({ schritt, code: now });
    expect(ok.statusCode, ok.body).toBe(200);
    const { jwt } = ok.json<{ jwt: string; art: string }>();
    const replay = await zweiterSchritt({ schritt: await schrittFor(c), code: now });
    expect(replay.statusCode).toBe(401);

    const liste = (await get(t, path(API.sitzungen), jwt)).json<{
      sitzungen: { aktuell: boolean; zweiterFaktor: boolean }[];
    }>();
    expect(liste.sitzungen.find((s) => s.aktuell)?.zweiterFaktor).toBe(true);
    const rows = await t.database.db
      .select({ f: sessions.zweiterFaktor })
      .from(sessions)
      .where(eq(sessions.accountId, c.id))
      .orderBy(asc(sessions.createdAt));
    expect(rows.map((r) => r.f)).toEqual([null, 'totp']);

    // The step lapses after five minutes.
    const late = await schrittFor(c);
    t.clock.advance(6 * 60_000);
    const expired = await zweiterSchritt({ schritt: late, code: code(schluessel) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(tx.schrittAbgelaufen);
  });

  it('accepts each recovery code once, and throttles wrong codes like wrong passwords', async () => {
    const c = await seedAccount(t.database, t.clock);
    const { wiederherstellungscodes } = await einschalten(c);
    const [first] = wiederherstellungscodes;
    const ok = await zweiterSchritt({
      schritt: await schrittFor(c),
      wiederherstellungscode: first!.toUpperCase(),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const jwt = ok.json<{ jwt: string }>().jwt;
    expect((await get(t, path(API.zweiterFaktor), jwt)).json()).toEqual({
      totp: true,
      wiederherstellungscodes: 9,
      passkeys: [],
    });
    const again = await zweiterSchritt({ schritt: await schrittFor(c), wiederherstellungscode: first });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(tx.wiederherstellungscodeFalsch);

    // Five free failures (the one above counts), then the client waits – a right code does not help.
    const schritt = await schrittFor(c);
    for (let i = 0; i < 4; i++) {
      expect((await zweiterSchritt({ schritt, code: '000000' })).statusCode).toBe(401);
    }
    const waiting = await zweiterSchritt({ schritt, wiederherstellungscode: wiederherstellungscodes[1] });
    expect(waiting.statusCode).toBe(429);
  });

  it('asks for the factor on access-data changes and on switching off', async () => {
    const c = await seedAccount(t.database, t.clock);
    const { schluessel, wiederherstellungscodes } = await einschalten(c);
    const jwt = (await zweiterSchritt({ schritt: await schrittFor(c), code: code(schluessel) })).json<{
      jwt: string;
    }>().jwt;
    t.clock.advance(30_000);

    const ohne = await postJson(
      t.app,
      '/changeemail',
      { passwortAlt: c.passwort, email: 'neu@example.org' },
      jwt,
    );
    expect(ohne.statusCode).toBe(400);
    expect(ohne.json()).toMatchObject({ fieldErrors: { code: tx.zugangsdatenCodeFehlt } });
    const falsch = await postJson(
      t.app,
      '/changepassword',
      { passwortAlt: c.passwort, passwort: 'Ganz#Neues-Kennwort7', code: code(schluessel, 10 * 60_000) },
      jwt,
    );
    expect(falsch.statusCode).toBe(400);
    expect(falsch.json()).toMatchObject({ fieldErrors: { code: tx.codeFalsch } });
    const mit = await postJson(
      t.app,
      '/changepassword',
      { passwortAlt: c.passwort, passwort: 'Ganz#Neues-Kennwort7', code: code(schluessel) },
      jwt,
    );
    expect(mit.statusCode, mit.body).toBe(200);

    const aus = await postJson(t.app, path(API.totpAusschalten), {}, jwt);
    expect(aus.statusCode).toBe(400);
    const ausMitCode = await postJson(
      t.app,
      path(API.totpAusschalten),
      { wiederherstellungscode: wiederherstellungscodes[3] },
      jwt,
    );
    expect(ausMitCode.statusCode, ausMitCode.body).toBe(204);
    expect((await get(t, path(API.zweiterFaktor), jwt)).json()).toEqual({
      totp: false,
      wiederherstellungscodes: 0,
      passkeys: [],
    });
    const login = await loginAs(t.app, c.email, 'Ganz#Neues-Kennwort7');
    expect(login.json<{ jwt?: string }>().jwt).toBeTruthy();
  });

  it('lets a leitung reset a lost factor with a note, audited and mailed; not a caseworker', async () => {
    const leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    const sachbearbeitung = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    const c = await seedAccount(t.database, t.clock);
    const { schluessel } = await einschalten(c);
    const url = `/kandidaten/${c.id}/zweiter-faktor/zuruecksetzen`;
    const notiz = 'Personalausweis am Schalter vorgelegt';

    const sb = await postStaff(t.app, url, { notiz }, sachbearbeitung.jwt);
    expect(sb.statusCode).toBe(403);
    expect(sb.json().message).toBe(pruefungsstelle.keineBerechtigung);
    const leer = await postStaff(t.app, url, { notiz: '  ' }, leitung.jwt);
    expect(leer.statusCode).toBe(400);
    expect(leer.json()).toMatchObject({ fieldErrors: { notiz: zweiterFaktorBuero.notizFehlt } });
    const ansicht = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/pruefungsstelle/kandidaten/${c.id}`,
      headers: { authorization: `Bearer ${leitung.jwt}` },
    });
    expect(ansicht.json<{ zweiterFaktor: boolean }>().zweiterFaktor).toBe(true);

    const ok = await postStaff(t.app, url, { notiz }, leitung.jwt);
    expect(ok.statusCode, ok.body).toBe(204);
    const twice = await postStaff(t.app, url, { notiz }, leitung.jwt);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(zweiterFaktorBuero.nichtEingeschaltet);

    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(
        and(eq(staffAudit.accountId, c.id), eq(staffAudit.aktion, 'kandidat.zweiter-faktor.zurueckgesetzt')),
      )
      .orderBy(asc(staffAudit.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffId: leitung.id, nachher: { identitaetGeprueft: notiz } });
    const mails = await t.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          sql`${outbox.payload} -> 'job' ->> 'to' = ${c.email}`,
          sql`${outbox.payload} -> 'job' ->> 'template' = 'zweiterFaktorZurueckgesetzt'`,
        ),
      );
    expect(mails).toHaveLength(1);
    // Password alone again.
    expect((await loginAs(t.app, c.email, c.passwort)).json<{ jwt?: string }>().jwt).toBeTruthy();
    expect(code(schluessel)).toMatch(/^\d{6}$/);
  });

  it('puts no secret into the data copy', async () => {
    const c = await seedAccount(t.database, t.clock);
    const { wiederherstellungscodes } = await einschalten(c);
    await zweiterSchritt({
      schritt: await schrittFor(c),
      wiederherstellungscode: wiederherstellungscodes[0],
    });
    const kopie = await loadDatenkopie(t.database.db, c.id, t.clock.now());
    const text = JSON.stringify(kopie?.daten);
    expect(kopie?.daten.zweiFaktorAnmeldung).toEqual([
      { accountId: c.id, eingerichtetAm: expect.any(String) },
    ]);
    expect(kopie?.daten.wiederherstellungscodes).toHaveLength(10);
    expect(text).not.toMatch(/codeHash|"secret"|"pending"|lastStep/);
  });
});
