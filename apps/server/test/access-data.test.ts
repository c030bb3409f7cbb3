import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { mailTexte } from '@examensportal/domain/messages-mails';
import { hours, minutes } from '../src/infra/clock';
import { createTestApp, type TestApp } from './helpers/app';
import { confirmedCandidate, jwtFor, loginAs, postJson, uniqueEmail } from './helpers/accounts';
import { backends } from './helpers/db';
import { linkIn, startSmtpSink, tokenOf } from './helpers/smtp';

describe.each(backends)('changing password and e-mail on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const probe = (jwt: string) => postJson(t.app, '/changeemail', {}, jwt);

  describe('POST /changepassword', () => {
    it('changes the password, keeps this session, ends the others and tells the owner', async () => {
      const c = await confirmedCandidate(t.app, sink);
      const other = await jwtFor(t.app, c);
      const current = await jwtFor(t.app, c);
      const res = await postJson(
        t.app,
        '/changepassword',
        { passwortAlt: c.passwort, passwort: 'Ganz#Neues-Kennwort7' },
        current,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({});
      expect((await probe(current)).statusCode).toBe(400);
      expect((await probe(other)).statusCode).toBe(401);
      expect((await loginAs(t.app, c.email, c.passwort)).statusCode).toBe(401);
      expect((await loginAs(t.app, c.email, 'Ganz#Neues-Kennwort7')).statusCode).toBe(200);
      await t.app.outbox.runOnce();
      expect(sink.to(c.email).at(-1)?.subject).toBe(mailTexte.passwortGeaendertBetreff);
    });

    it('needs a login of at most 15 minutes (403, C2)', async () => {
      const c = await confirmedCandidate(t.app, sink);
      const jwt = await jwtFor(t.app, c);
      t.clock.advance(minutes(10));
      expect((await probe(jwt)).statusCode).toBe(400);
      t.clock.advance(minutes(6));
      const res = await postJson(
        t.app,
        '/changepassword',
        { passwortAlt: c.passwort, passwort: 'Ganz#Neues-Kennwort7' },
        jwt,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: messages.auth.erneuteAnmeldungNoetig });
      expect((await loginAs(t.app, c.email, c.passwort)).statusCode).toBe(200);
    });

    it('validates like the spec and refuses common passwords', async () => {
      const c = await confirmedCandidate(t.app, sink);
      const jwt = await jwtFor(t.app, c);
      const weak = await postJson(
        t.app,
        '/changepassword',
        { passwortAlt: c.passwort, passwort: 'abc' },
        jwt,
      );
      expect(weak.statusCode).toBe(400);
      expect(weak.json().fieldErrors).toEqual({ passwort: messages.validation.passwortMinLaenge });
      const common = await postJson(
        t.app,
        '/changepassword',
        { passwortAlt: c.passwort, passwort: 'Passwort1!' },
        jwt,
      );
      expect(common.statusCode).toBe(400);
      expect(common.json()).toEqual({
        message: messages.auth.passwortZuHaeufig,
        fieldErrors: { passwort: messages.auth.passwortZuHaeufig },
      });
      const extra = await postJson(
        t.app,
        '/changepassword',
        { passwortAlt: c.passwort, passwort: 'Ganz#Neues-Kennwort7', alt: 'x' },
        jwt,
      );
      expect(extra.statusCode).toBe(400);
    });
  });

  describe('POST /changeemail', () => {
    it('changes the address, ends all sessions and tells both addresses (C3)', async () => {
      const c = await confirmedCandidate(t.app, sink);
      const jwt = await jwtFor(t.app, c);
      const other = await jwtFor(t.app, c);
      const neu = uniqueEmail('neu');
      const res = await postJson(
        t.app,
        '/changeemail',
        { passwortAlt: c.passwort, email: neu.toUpperCase() },
        jwt,
      );
      expect(res.statusCode).toBe(200);
      expect((await probe(jwt)).statusCode).toBe(401);
      expect((await probe(other)).statusCode).toBe(401);
      expect((await loginAs(t.app, c.email, c.passwort)).statusCode).toBe(401);
      expect((await loginAs(t.app, neu, c.passwort)).statusCode).toBe(200);
      await t.app.outbox.runOnce();
      const old = sink.to(c.email).at(-1);
      expect(old?.subject).toBe(mailTexte.emailGeaendertBetreff);
      expect(old?.text).toContain(neu);
      expect(sink.to(neu).at(-1)?.subject).toBe(mailTexte.emailGeaendertBetreff);
    });

    it('refuses the same address with a neutral message', async () => {
      const a = await confirmedCandidate(t.app, sink);
      const jwt = await jwtFor(t.app, a);
      const res = await postJson(t.app, '/changeemail', { passwortAlt: a.passwort, email: a.email }, jwt);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: messages.auth.emailNichtGeaendert });
      expect((await probe(jwt)).statusCode).toBe(400);
    });

    it('answers an address of another account exactly like a change, changes nothing, tells that owner', async () => {
      const a = await confirmedCandidate(t.app, sink);
      const b = await confirmedCandidate(t.app, sink);
      const free = uniqueEmail('frei');
      const jwtTaken = await jwtFor(t.app, a);
      const taken = await postJson(
        t.app,
        '/changeemail',
        { passwortAlt: a.passwort, email: b.email },
        jwtTaken,
      );
      const c = await confirmedCandidate(t.app, sink);
      const jwtFree = await jwtFor(t.app, c);
      const changed = await postJson(
        t.app,
        '/changeemail',
        { passwortAlt: c.passwort, email: free },
        jwtFree,
      );
      expect(taken.statusCode).toBe(changed.statusCode);
      expect(taken.body).toBe(changed.body);
      expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(changed.headers).sort());
      // Both sessions ended alike; A still logs in with the old address, B is untouched.
      expect((await probe(jwtTaken)).statusCode).toBe(401);
      expect((await probe(jwtFree)).statusCode).toBe(401);
      expect((await loginAs(t.app, a.email, a.passwort)).statusCode).toBe(200);
      expect((await loginAs(t.app, b.email, b.passwort)).statusCode).toBe(200);
      await t.app.outbox.runOnce();
      expect(sink.to(b.email).at(-1)?.subject).toBe(mailTexte.emailAdresseVergebenBetreff);
      expect(sink.to(a.email).some((m) => m.subject === mailTexte.emailGeaendertBetreff)).toBe(false);
    });

    it("'Das war ich nicht': the old address returns, sessions end, a new password is needed", async () => {
      const c = await confirmedCandidate(t.app, sink);
      const neu = uniqueEmail('dieb');
      const jwt = await jwtFor(t.app, c);
      expect(
        (await postJson(t.app, '/changeemail', { passwortAlt: c.passwort, email: neu }, jwt)).statusCode,
      ).toBe(200);
      const thief = await loginAs(t.app, neu, c.passwort);
      expect(thief.statusCode).toBe(200);
      await t.app.outbox.runOnce();
      const mail = sink.to(c.email).at(-1);
      const link = linkIn(mail, 'https://portal.example.org/examensportal/emailzuruecksetzen/');
      const token = tokenOf(link);

      t.clock.advance(hours(6 * 24));
      expect((await postJson(t.app, '/revertemail', { token })).statusCode).toBe(200);
      expect((await probe(thief.json().jwt)).statusCode).toBe(401);
      expect((await loginAs(t.app, neu, c.passwort)).statusCode).toBe(401);
      // The old password no longer works either: the reset link mailed to the old address decides.
      expect((await loginAs(t.app, c.email, c.passwort)).statusCode).toBe(401);
      await t.app.outbox.runOnce();
      const reset = linkIn(
        sink.to(c.email).at(-1),
        'https://portal.example.org/examensportal/confirmresetpassword/',
      );
      const neuesPasswort = 'Wieder#Meins-2027';
      expect(
        (await postJson(t.app, '/resetpassword', { passwort: neuesPasswort, token: tokenOf(reset) }))
          .statusCode,
      ).toBe(200);
      expect((await loginAs(t.app, c.email, neuesPasswort)).statusCode).toBe(200);
      // Single use.
      const again = await postJson(t.app, '/revertemail', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: messages.auth.linkUngueltig });
    });

    it("the 'Das war ich nicht' link ends after 7 days", async () => {
      const c = await confirmedCandidate(t.app, sink);
      const jwt = await jwtFor(t.app, c);
      await postJson(t.app, '/changeemail', { passwortAlt: c.passwort, email: uniqueEmail('neu') }, jwt);
      await t.app.outbox.runOnce();
      const token = tokenOf(
        linkIn(sink.to(c.email).at(-1), 'https://portal.example.org/examensportal/emailzuruecksetzen/'),
      );
      t.clock.advance(hours(7 * 24) + 1);
      expect((await postJson(t.app, '/revertemail', { token })).statusCode).toBe(400);
    });

    it('needs a recent login (403) and a valid address (400)', async () => {
      const c = await confirmedCandidate(t.app, sink);
      const jwt = await jwtFor(t.app, c);
      const invalid = await postJson(
        t.app,
        '/changeemail',
        { passwortAlt: c.passwort, email: 'kein-at' },
        jwt,
      );
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().fieldErrors).toEqual({ email: messages.validation.emailUngueltig });
      t.clock.advance(minutes(16));
      const late = await postJson(
        t.app,
        '/changeemail',
        { passwortAlt: c.passwort, email: uniqueEmail() },
        jwt,
      );
      expect(late.statusCode).toBe(403);
      expect(late.json()).toEqual({ message: messages.auth.erneuteAnmeldungNoetig });
    });
  });

  describe('the current password (passwortAlt, decision 0006)', () => {
    it.each([
      ['/changepassword', { passwort: 'Ganz#Neues-Kennwort7' }],
      ['/changeemail', { email: 'anders@example.org' }],
    ])('%s without it → 400, with a wrong one → 400 on the field, nothing changes', async (path, body) => {
      const c = await confirmedCandidate(t.app, sink);
      const jwt = await jwtFor(t.app, c);
      const missing = await postJson(t.app, path, body, jwt);
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().fieldErrors)).toEqual(['passwortAlt']);
      const wrong = await postJson(t.app, path, { ...body, passwortAlt: `${c.passwort}x` }, jwt);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        message: messages.auth.aktuellesPasswortFalsch,
        fieldErrors: { passwortAlt: messages.auth.aktuellesPasswortFalsch },
      });
      // Nothing changed: the old password still logs in, the session still works.
      expect((await loginAs(t.app, c.email, c.passwort)).statusCode).toBe(200);
      expect((await probe(jwt)).statusCode).toBe(400);
    });

    it('counts wrong current passwords like failed logins: after five, a wait (429) for login too', async () => {
      const c = await confirmedCandidate(t.app, sink);
      const jwt = await jwtFor(t.app, c);
      const attempt = () =>
        postJson(
          t.app,
          '/changepassword',
          { passwortAlt: 'Falsch#Geraten-123', passwort: 'Ganz#Neues-Kennwort7' },
          jwt,
        );
      for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(400);
      const waiting = await attempt();
      expect(waiting.statusCode).toBe(429);
      expect(waiting.headers['retry-after']).toBeDefined();
      expect((await loginAs(t.app, c.email, c.passwort)).statusCode).toBe(429);
    });
  });
});
