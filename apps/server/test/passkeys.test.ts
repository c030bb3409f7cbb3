// Issue 30 point 5 (decision 0051): passkeys (WebAuthn) as the candidates' second factor, with a software
// authenticator (test/helpers/passkey.ts) in place of the browser. Registered in Meine Daten (name,
// created, last used), asked by the login's second step and by access-data changes, removed with a fresh
// factor, all audited; challenges are stored, single-use and short-lived; a counter that does not grow
// (a cloned authenticator) is refused; the office's reset of a lost factor removes the passkeys too.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, API_BASE } from '@examensportal/domain/api';
import { zweiterFaktor as tx } from '@examensportal/domain/messages-zweiter-faktor';
import { kandidatPasskeyChallenges, kandidatPasskeys, sessions, staffAudit } from '../src/db/schema';
import { loadDatenkopie } from '../src/features/datenkopie/collect';
import { loginAs, postJson } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { SoftwareAuthenticator } from './helpers/passkey';
import { seedAccount, type SeededCandidate } from './helpers/procedure';
import { postStaff, staffMember } from './helpers/staff';

type Optionen = {
  challenge: string;
  rpId?: string;
  rp?: { id: string };
  allowCredentials?: { id: string }[];
};
type Stand = {
  totp: boolean;
  passkeys: { id: string; name: string; erstelltAm: string; zuletztVerwendetAm: string | null }[];
};

describe.each(backends)('passkeys for candidates on %s', (backend) => {
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
  const stand = async (jwt: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${API_BASE}${API.zweiterFaktor.path}`,
        headers: { authorization: `Bearer ${jwt}` },
      })
    ).json<Stand>();
  const optionen = async (p: string, jwt?: string, body?: unknown) => {
    const res = await postJson(t.app, p, body, jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Optionen>();
  };

  async function hinzufuegen(jwt: string, auth: SoftwareAuthenticator, name: string) {
    const opts = await optionen(API.passkeyOptionen.path, jwt);
    const res = await postJson(t.app, API.passkeyHinzufuegen.path, { name, antwort: auth.create(opts) }, jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: string }>().id;
  }

  const schrittFor = async (c: SeededCandidate) => {
    const res = await loginAs(t.app, c.email, c.passwort);
    const body = res.json<{ zweiterFaktor: { schritt: string; verfahren: string[] } }>();
    return body.zweiterFaktor;
  };
  const mitPasskey = async (c: SeededCandidate, auth: SoftwareAuthenticator) => {
    const { schritt } = await schrittFor(c);
    const opts = await optionen(API.loginPasskey.path, undefined, { schritt });
    return postJson(t.app, API.loginZweiterFaktor.path, { schritt, passkey: auth.get(opts) });
  };

  it('registers named passkeys with single-use, short-lived challenges for this origin, audited', async () => {
    const c = await seedAccount(t.database, t.clock);
    const jwt = await jwtOf(c);
    const auth = new SoftwareAuthenticator();
    expect((await stand(jwt)).passkeys).toEqual([]);

    const opts = await optionen(API.passkeyOptionen.path, jwt);
    expect(opts.rp?.id).toBe('portal.example.org');
    const antwort = auth.create(opts);
    const ohneName = await postJson(t.app, API.passkeyHinzufuegen.path, { name: ' ', antwort }, jwt);
    expect(ohneName.statusCode).toBe(400);
    expect(ohneName.json()).toMatchObject({ fieldErrors: { name: tx.passkeyNameFehlt } });
    const ok = await postJson(t.app, API.passkeyHinzufuegen.path, { name: 'Laptop', antwort }, jwt);
    expect(ok.statusCode, ok.body).toBe(200);
    // The same answer again: its challenge is used up.
    const wieder = await postJson(t.app, API.passkeyHinzufuegen.path, { name: 'Laptop', antwort }, jwt);
    expect(wieder.statusCode).toBe(400);
    expect(wieder.json().message).toBe(tx.passkeyAnfrageAbgelaufen);

    // Five minutes and the challenge is gone.
    const spaet = await optionen(API.passkeyOptionen.path, jwt);
    t.clock.advance(5 * 60_000 + 1);
    const abgelaufen = await postJson(
      t.app,
      API.passkeyHinzufuegen.path,
      { name: 'Zu spät', antwort: auth.create(spaet) },
      jwt,
    );
    expect(abgelaufen.json().message).toBe(tx.passkeyAnfrageAbgelaufen);
    // Another origin (a phishing site) is refused by the library.
    const fremd = await optionen(API.passkeyOptionen.path, jwt);
    const phishing = await postJson(
      t.app,
      API.passkeyHinzufuegen.path,
      { name: 'Fremd', antwort: auth.create(fremd, 'https://portal-example.org') },
      jwt,
    );
    expect(phishing.statusCode).toBe(400);
    expect(phishing.json().message).toBe(tx.passkeyFalsch);

    await hinzufuegen(jwt, auth, 'Sicherheitsschlüssel');
    const liste = (await stand(jwt)).passkeys;
    expect(liste.map((p) => p.name)).toEqual(['Laptop', 'Sicherheitsschlüssel']);
    expect(liste[0]).toMatchObject({ erstelltAm: '2026-10-05T08:00:00.000Z', zuletztVerwendetAm: null });
    // A challenge of another account is not this account's.
    const d = await seedAccount(t.database, t.clock);
    const fremdeOptionen = await optionen(API.passkeyOptionen.path, await jwtOf(d));
    const quer = await postJson(
      t.app,
      API.passkeyHinzufuegen.path,
      { name: 'Quer', antwort: auth.create(fremdeOptionen) },
      jwt,
    );
    expect(quer.json().message).toBe(tx.passkeyAnfrageAbgelaufen);

    const audit = await t.database.db
      .select({ aktion: staffAudit.aktion, nachher: staffAudit.nachher })
      .from(staffAudit)
      .where(eq(staffAudit.accountId, c.id))
      .orderBy(asc(staffAudit.id));
    expect(audit).toEqual([
      { aktion: 'kandidat.passkey.hinzugefuegt', nachher: { passkey: liste[0]!.id, name: 'Laptop' } },
      {
        aktion: 'kandidat.passkey.hinzugefuegt',
        nachher: { passkey: liste[1]!.id, name: 'Sicherheitsschlüssel' },
      },
    ]);
  });

  it('asks the passkey at login; the signed challenge opens a marked session once', async () => {
    const c = await seedAccount(t.database, t.clock);
    const auth = new SoftwareAuthenticator();
    await hinzufuegen(await jwtOf(c), auth, 'Laptop');

    const { schritt, verfahren } = await schrittFor(c);
    expect(verfahren).toEqual(['passkey']);
    const opts = await optionen(API.loginPasskey.path, undefined, { schritt });
    expect(opts.allowCredentials).toHaveLength(1);
    const antwort = auth.get(opts);
    t.clock.advance(1_000);
    const ok = await postJson(t.app, API.loginZweiterFaktor.path, { schritt, passkey: antwort });
    expect(ok.statusCode, ok.body).toBe(200);
    const { jwt } = ok.json<{ jwt: string }>();
    const [session] = await t.database.db
      .select({ zweiterFaktor: sessions.zweiterFaktor })
      .from(sessions)
      .where(eq(sessions.accountId, c.id))
      .orderBy(asc(sessions.createdAt))
      .offset(1);
    expect(session?.zweiterFaktor).toBe('passkey');
    expect((await stand(jwt)).passkeys[0]?.zuletztVerwendetAm).toBe('2026-10-05T08:00:01.000Z');

    // Replayed: the challenge is used up.
    const replay = await postJson(t.app, API.loginZweiterFaktor.path, { schritt, passkey: antwort });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(tx.passkeyFalsch);
    // A step without a passkey challenge, a forged step: refused.
    const ohne = await postJson(t.app, API.loginZweiterFaktor.path, {
      schritt,
      passkey: auth.get({ challenge: 'AAAAAAAAAAAAAAAAAAAAAA' }),
    });
    expect(ohne.statusCode).toBe(401);
    const falsch = await postJson(t.app, API.loginPasskey.path, { schritt: 'kein.gueltiger.schritt' });
    expect(falsch.statusCode).toBe(401);
    expect(falsch.json().message).toBe(tx.schrittAbgelaufen);
  });

  it('refuses a cloned authenticator whose counter does not grow', async () => {
    const c = await seedAccount(t.database, t.clock);
    const auth = new SoftwareAuthenticator();
    await hinzufuegen(await jwtOf(c), auth, 'Laptop');
    expect((await mitPasskey(c, auth)).statusCode).toBe(200); // counter 1
    expect((await mitPasskey(c, auth)).statusCode).toBe(200); // counter 2
    const { schritt } = await schrittFor(c);
    const opts = await optionen(API.loginPasskey.path, undefined, { schritt });
    const klon = await postJson(t.app, API.loginZweiterFaktor.path, {
      schritt,
      passkey: auth.get(opts, { counter: 2 }),
    });
    expect(klon.statusCode).toBe(401);
    const [row] = await t.database.db
      .select({ counter: kandidatPasskeys.counter })
      .from(kandidatPasskeys)
      .where(eq(kandidatPasskeys.accountId, c.id));
    expect(row?.counter).toBe(2);
    // Authenticators without a counter (always 0) pass every time.
    const d = await seedAccount(t.database, t.clock);
    const ohneZaehler = new SoftwareAuthenticator(undefined, undefined, false);
    await hinzufuegen(await jwtOf(d), ohneZaehler, 'Telefon');
    expect((await mitPasskey(d, ohneZaehler)).statusCode).toBe(200);
    expect((await mitPasskey(d, ohneZaehler)).statusCode).toBe(200);
  });

  it('takes a passkey for access-data changes; a login challenge does not serve there', async () => {
    const c = await seedAccount(t.database, t.clock);
    const auth = new SoftwareAuthenticator();
    await hinzufuegen(await jwtOf(c), auth, 'Laptop');
    const jwt = (await mitPasskey(c, auth)).json<{ jwt: string }>().jwt;

    const ohne = await postJson(
      t.app,
      '/changeemail',
      { passwortAlt: c.passwort, email: 'neu@example.org' },
      jwt,
    );
    expect(ohne.statusCode).toBe(400);
    expect(ohne.json()).toMatchObject({ fieldErrors: { code: tx.zugangsdatenCodeFehlt } });
    // A challenge handed out for a login step is not one for a session's proof.
    const { schritt } = await schrittFor(c);
    const loginOptionen = await optionen(API.loginPasskey.path, undefined, { schritt });
    const quer = await postJson(
      t.app,
      '/changepassword',
      { passwortAlt: c.passwort, passwort: 'Ganz#Neues-Kennwort7', passkey: auth.get(loginOptionen) },
      jwt,
    );
    expect(quer.statusCode).toBe(400);
    expect(quer.json()).toMatchObject({ fieldErrors: { passkey: tx.passkeyFalsch } });
    const beides = await postJson(
      t.app,
      '/changepassword',
      {
        passwortAlt: c.passwort,
        passwort: 'Ganz#Neues-Kennwort7',
        code: '123456',
        passkey: auth.get(await optionen(API.passkeyNachweis.path, jwt)),
      },
      jwt,
    );
    expect(beides.statusCode).toBe(400);
    expect(beides.json().message).toBe(tx.codeOderWiederherstellung);
    const mit = await postJson(
      t.app,
      '/changepassword',
      {
        passwortAlt: c.passwort,
        passwort: 'Ganz#Neues-Kennwort7',
        passkey: auth.get(await optionen(API.passkeyNachweis.path, jwt)),
      },
      jwt,
    );
    expect(mit.statusCode, mit.body).toBe(200);
  });

  it('removes one passkey with a fresh factor, audited; the last one gone, the password alone signs in', async () => {
    const c = await seedAccount(t.database, t.clock);
    const auth = new SoftwareAuthenticator();
    const jwt0 = await jwtOf(c);
    const erster = await hinzufuegen(jwt0, auth, 'Laptop');
    const zweiter = await hinzufuegen(jwt0, auth, 'Schlüssel');
    const jwt = (await mitPasskey(c, auth)).json<{ jwt: string }>().jwt;
    const entfernen = (id: string, body: unknown) =>
      postJson(t.app, API.passkeyEntfernen.path.replace(':id', id), body, jwt);

    expect((await entfernen(erster, {})).statusCode).toBe(400);
    const unbekannt = await entfernen('00000000-0000-4000-8000-000000000000', { code: '123456' });
    expect(unbekannt.statusCode).toBe(404);
    const mitZweitem = await entfernen(erster, {
      passkey: auth.get(await optionen(API.passkeyNachweis.path, jwt), { passkey: auth.passkeys[1] }),
    });
    expect(mitZweitem.statusCode, mitZweitem.body).toBe(204);
    expect((await stand(jwt)).passkeys.map((p) => p.id)).toEqual([zweiter]);
    // Another account's passkey id is not found.
    const d = await seedAccount(t.database, t.clock);
    const fremd = await postJson(
      t.app,
      API.passkeyEntfernen.path.replace(':id', zweiter),
      { code: '123456' },
      await jwtOf(d),
    );
    expect(fremd.statusCode).toBe(404);

    const letzter = await entfernen(zweiter, {
      passkey: auth.get(await optionen(API.passkeyNachweis.path, jwt), { passkey: auth.passkeys[1] }),
    });
    expect(letzter.statusCode, letzter.body).toBe(204);
    expect((await loginAs(t.app, c.email, c.passwort)).json<{ jwt?: string }>().jwt).toBeTruthy();
    const audit = await t.database.db
      .select({ aktion: staffAudit.aktion })
      .from(staffAudit)
      .where(and(eq(staffAudit.accountId, c.id), eq(staffAudit.aktion, 'kandidat.passkey.entfernt')));
    expect(audit).toHaveLength(2);
  });

  it('is removed by the office reset of a lost factor, and the data copy names it without key material', async () => {
    const leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    const c = await seedAccount(t.database, t.clock);
    const auth = new SoftwareAuthenticator();
    const jwt = await jwtOf(c);
    await hinzufuegen(jwt, auth, 'Laptop');
    await optionen(API.passkeyNachweis.path, jwt); // a pending challenge

    const kopie = await loadDatenkopie(t.database.db, c.id, t.clock.now());
    expect(kopie?.daten.passkeys).toEqual([
      expect.objectContaining({ name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null }),
    ]);
    expect(JSON.stringify(kopie?.daten.passkeys)).not.toMatch(/publicKey|credentialId|counter/);

    const reset = await postStaff(
      t.app,
      `/kandidaten/${c.id}/zweiter-faktor/zuruecksetzen`,
      { notiz: 'Personalausweis vorgelegt' },
      leitung.jwt,
    );
    expect(reset.statusCode, reset.body).toBe(204);
    const rest = await t.database.db
      .select()
      .from(kandidatPasskeys)
      .where(eq(kandidatPasskeys.accountId, c.id));
    const challenges = await t.database.db
      .select()
      .from(kandidatPasskeyChallenges)
      .where(eq(kandidatPasskeyChallenges.accountId, c.id));
    expect([rest, challenges]).toEqual([[], []]);
    expect((await loginAs(t.app, c.email, c.passwort)).json<{ jwt?: string }>().jwt).toBeTruthy();
  });
});
