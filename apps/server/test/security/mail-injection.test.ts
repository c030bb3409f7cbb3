// SEC-IN-5 (ASVS 1.3.11): user text in mails never becomes a header. Names with control characters
// are refused; names with header-like text or markup are accepted, and the mails they cause go to the
// registered address only, with our subject, the text in the body at most.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { candidate, registerCandidate } from '../helpers/accounts';
import { backends } from '../helpers/db';
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
      nachname: 'Muster <script>alert(1)</script>',
    });
    expect((await registerCandidate(t.app, c)).statusCode).toBe(201);
    // A second registration of the address mails the owner again, with the stored names.
    await registerCandidate(t.app, { ...c, vorname: 'Mallory Cc: evil2@example.org' });
    await t.app.outbox.runOnce();

    const mails = sink.mails.filter((m) => m.text.includes('Bcc: evil'));
    expect(mails.length).toBe(2);
    for (const mail of mails) {
      expect(mail.to).toEqual([c.email]);
      expect([messages.mails.registrierungBetreff, messages.mails.bereitsRegistriertBetreff]).toContain(
        mail.subject,
      );
      const headers = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
      expect(headers).not.toMatch(/^(bcc|cc):/im);
      expect(headers).not.toContain('evil');
    }
    expect(sink.mails.some((m) => m.to.some((to) => to.includes('evil')))).toBe(false);
  });
});
