// SEC-IN-5 (ASVS 1.3.11): user text in mails never becomes a header. Names with control characters,
// markup, web addresses or hidden direction/zero-width characters are refused (issue 17); names with
// header-like text are accepted, and the mails they cause go to the registered address only, with our
// subject, the text in the body at most. Names stored before the rule still render inert: mails are
// plain text only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { mailTexte } from '@examensportal/domain/messages-mails';
import { createTestApp, type TestApp } from '../helpers/app';
import { sql } from 'drizzle-orm';
import { candidate, registerCandidate } from '../helpers/accounts';
import { backends, query } from '../helpers/db';
import { startSmtpSink } from '../helpers/smtp';

describe.each(backends)('mail header injection on %s', (backend) => {
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

  it('refuses CR/LF in names with German field errors; no mail is written', async () => {
    const c = candidate({ vorname: 'Erika\r\nBcc: evil@example.org', nachname: 'Muster\nSubject: Gewonnen' });
    const res = await registerCandidate(t.app, c);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: messages.validation.eingabenUngueltig,
      fieldErrors: {
        vorname: messages.validation.eingabenUngueltig,
        nachname: messages.validation.eingabenUngueltig,
      },
    });
    await t.app.outbox.runOnce();
    expect(sink.to(c.email)).toEqual([]);
  });

  it('keeps header-like text and markup in names out of the mail headers', async () => {
    const c = candidate({
      vorname: 'Erika Bcc: evil@example.org',
      nachname: 'Muster (Bcc: evil3@example.org)',
    });
    expect((await registerCandidate(t.app, c)).statusCode).toBe(201);
    // A second registration of the address mails the owner again, with the stored names.
    await registerCandidate(t.app, { ...c, vorname: 'Mallory Cc: evil2@example.org' });
    await t.app.outbox.runOnce();

    const mails = sink.mails.filter((m) => m.text.includes('Bcc: evil'));
    expect(mails.length).toBe(2);
    for (const mail of mails) {
      expect(mail.to).toEqual([c.email]);
      expect([mailTexte.registrierungBetreff, mailTexte.bereitsRegistriertBetreff]).toContain(mail.subject);
      const headers = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
      expect(headers).not.toMatch(/^(bcc|cc):/im);
      expect(headers).not.toContain('evil');
    }
    expect(sink.mails.some((m) => m.to.some((to) => to.includes('evil')))).toBe(false);
  });

  it.each([
    ['markup', '<a href="https://evil.test">Konto prüfen</a>'],
    ['a web address', 'Bitte https://evil.test öffnen'],
    ['a www address', 'Erika www.evil.test'],
    ['a direction override', 'Erika\u202Efdp.exe'],
    ['a zero-width character', 'Er\u200Bika'],
  ])('refuses %s in a name with the field message; no mail is written', async (_case, name) => {
    const c = candidate({ vorname: name, nachname: name });
    const res = await registerCandidate(t.app, c);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      vorname: messages.validation.unzulaessigeZeichen,
      nachname: messages.validation.unzulaessigeZeichen,
    });
    await t.app.outbox.runOnce();
    expect(sink.to(c.email)).toEqual([]);
  });

  it('renders names stored before the rule inert: plain-text mail, no HTML part, the text as it is', async () => {
    const c = candidate();
    expect((await registerCandidate(t.app, c)).statusCode).toBe(201);
    const hostile = '<a href="https://evil.test">Erika</a> \u202Eevil';
    await query(t.database, sql`update accounts set vorname = ${hostile} where email = ${c.email}`);
    // A second registration of the address mails the owner with the stored names.
    await registerCandidate(t.app, c);
    await t.app.outbox.runOnce();
    const mail = sink.to(c.email).at(-1);
    expect(mail?.subject).toBe(mailTexte.bereitsRegistriertBetreff);
    expect(mail?.raw).not.toMatch(/content-type:\s*text\/html/i);
    expect(mail?.text).toContain(hostile);
  });
});
