// The Postfach (issue 27 point 1, decision 0049): the office writes from a template, with an attachment
// through the upload intake (type sniffing, malware scan); the mail says only that there is a message;
// the candidate's unread count, the read receipt as a row (first reading counts, own messages and
// other accounts' refused); the candidate replies with an own upload (locked from then on, no longer in
// "Neue Dokumente"); the Eingang's queue "Nachrichten" until the office reads it; audited; append-only.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postfachTexte as pt } from '@examensportal/domain/messages-postfach';
import { aktenzeichen } from '@examensportal/domain/rules/aktenzeichen';
import { semester } from '@examensportal/domain/rules/semester';
import type { PostfachAntwort, VorlagenAntwort } from '@examensportal/domain/schemas/postfach';
import type { EingangSeite } from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import { nachrichtLesungen, nachrichten, outbox, staffAudit } from '../src/db/schema';
import type { Scanner } from '../src/infra/scanner';
import { linksFor, renderMail } from '../src/infra/mail-templates';
import type { StoredMail } from '../src/infra/stored-mail';
import { api, jwtFor, postJson } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { bearer, download, listDocuments, remove, uploadParts } from './helpers/documents';
import { multipartBody, type Part, sample } from './helpers/multipart';
import { getAs, seedAccount, submitApplication, type SeededCandidate } from './helpers/procedure';
import { getStaff, staffMember, type TestStaff } from './helpers/staff';

/** A scanner that finds the EICAR marker anywhere in a file (one chunk is enough for these tests). */
const scanner: Scanner = {
  start() {
    let infected = false;
    return {
      write: async (chunk) => {
        if (Buffer.from(chunk).includes('EICAR')) infected = true;
      },
      finish: async () =>
        infected ? { infected: true, signature: 'Eicar-Test-Signature' } : { infected: false },
      abort: () => {},
    };
  },
};

describe.each(backends)('Postfach on %s', (backend) => {
  let t: TestApp;
  let sachbearbeitung: TestStaff;
  let leitung: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(backend, { ports: { scanner } });
    t.clock.set('2026-10-05T08:00:00Z');
    sachbearbeitung = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  const kandidat = async () => {
    const c = await seedAccount(t.database, t.clock, { art: 'WP' });
    await submitApplication(t.database, t.clock, c, semester(2027, 2));
    return c;
  };
  const senden = (
    c: SeededCandidate,
    nachricht: unknown,
    dateien: Part[] = [],
    jwt = sachbearbeitung.jwt,
  ) => {
    const { body, contentType } = multipartBody([
      { name: 'nachricht', data: JSON.stringify(nachricht) },
      ...dateien,
    ]);
    return t.app.inject({
      method: 'POST',
      url: api(`/pruefungsstelle/kandidaten/${c.id}/nachrichten`),
      headers: { ...bearer(jwt), 'content-type': contentType },
      payload: body,
    });
  };
  const postfach = async (jwt: string) => {
    const res = await getAs(t.app, '/api/postfach', jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PostfachAntwort>();
  };
  const queue = async (name: string) => {
    const res = await getStaff(t.app, `/eingang/${name}`, sachbearbeitung.jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EingangSeite>();
  };
  const mailsAn = async (c: SeededCandidate) =>
    (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'mail')).orderBy(asc(outbox.id)))
      .map((r) => r.payload as StoredMail)
      .filter((m) => m.job.to === c.email)
      .map((m) => m.job);
  const auditOf = async (accountId: string) =>
    (
      await t.database.db
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.accountId, accountId))
        .orderBy(asc(staffAudit.id))
    )
      .map((r) => r.aktion)
      .filter((a) => a.startsWith('nachricht.'));

  it('office writes from a template with an attachment → mail without content → unread → read → reply → queue → read', async () => {
    const c = await kandidat();
    const jwt = await jwtFor(t.app, c);

    // The templates come filled with this candidate's name, Aktenzeichen and dates.
    const vorlagen = await getStaff(t.app, `/kandidaten/${c.id}/nachrichtenvorlagen`, sachbearbeitung.jwt);
    expect(vorlagen.statusCode, vorlagen.body).toBe(200);
    const rueckfrage = vorlagen.json<VorlagenAntwort>().vorlagen.find((v) => v.schluessel === 'rueckfrage')!;
    expect(rueckfrage.betreff).toBe(`Rückfrage zu Ihrem Antrag (${aktenzeichen(c.id, 'WP')})`);
    expect(rueckfrage.text).toContain('zu Ihrem Antrag vom 05.10.2026');
    expect(rueckfrage.text).toContain('bis zum 19.10.2026');
    expect(rueckfrage.text).not.toMatch(/\{\w+\}/);

    const res = await senden(
      c,
      { vorlage: 'rueckfrage', betreff: rueckfrage.betreff, text: rueckfrage.text },
      [
        {
          name: 'anhaenge',
          filename: 'Merkblatt.pdf',
          contentType: 'application/pdf',
          data: sample.pdf(4000),
        },
      ],
    );
    expect(res.statusCode, res.body).toBe(201);
    const [thread] = res.json<PostfachAntwort>().threads;
    const frage = thread!.nachrichten[0]!;
    expect(frage).toMatchObject({
      von: 'pruefungsstelle',
      verfasstVon: sachbearbeitung.name,
      gelesenAm: null,
    });
    expect(frage.anhaenge.map((a) => a.name)).toEqual(['Merkblatt.pdf']);
    expect(await auditOf(c.id)).toEqual(['nachricht.senden']);

    // The mail says there is a message – no subject, no text, no attachment name.
    const mails = await mailsAn(c);
    expect(mails.map((m) => m.template)).toEqual(['neueNachricht']);
    const mail = renderMail(
      mails[0] as Extract<StoredMail['job'], { template: 'neueNachricht' }>,
      linksFor('https://portal.example.org'),
    );
    expect(mail.subject).toBe('Neue Nachricht im Examensportal');
    expect(mail.text).toContain('Sie haben eine neue Nachricht im Examensportal.');
    for (const inhalt of [rueckfrage.betreff, 'Rückfrage', 'Merkblatt'])
      expect(mail.text).not.toContain(inhalt);

    // The candidate: one unread, the attachment in the file (the office's, not deletable).
    const stand = await postfach(jwt);
    expect(stand.ungelesen).toBe(1);
    expect(stand.bezuege.map((b) => b.art)).toContain('antrag');
    const anhang = (await listDocuments(t.app, jwt)).find((d) => d.originalFileName === 'Merkblatt.pdf')!;
    expect(anhang).toMatchObject({ category: 'MANTELAKTE', deletable: false });
    expect((await download(t.app, jwt, String(anhang.documentId))).statusCode).toBe(200);

    // Read: a row; a second reading writes nothing; own or foreign messages are refused.
    t.clock.set('2026-10-05T08:03:00Z');
    const gelesen = await postJson(t.app, `/api/postfach/${frage.id}/gelesen`, undefined, jwt);
    expect(gelesen.statusCode, gelesen.body).toBe(200);
    expect(gelesen.json<PostfachAntwort>().ungelesen).toBe(0);
    expect(gelesen.json<PostfachAntwort>().threads[0]?.nachrichten[0]?.gelesenAm).toBe(
      '2026-10-05T08:03:00.000Z',
    );
    t.clock.set('2026-10-05T08:06:00Z');
    await postJson(t.app, `/api/postfach/${frage.id}/gelesen`, undefined, jwt);
    const lesungen = await t.database.db
      .select()
      .from(nachrichtLesungen)
      .where(eq(nachrichtLesungen.nachrichtId, frage.id));
    expect(lesungen.map((l) => [l.seite, l.gelesenAm.toISOString()])).toEqual([
      ['kandidat', '2026-10-05T08:03:00.000Z'],
    ]);
    const fremd = await kandidat();
    const fremdJwt = await jwtFor(t.app, fremd);
    expect((await postJson(t.app, `/api/postfach/${frage.id}/gelesen`, undefined, fremdJwt)).statusCode).toBe(
      404,
    );
    expect((await postfach(fremdJwt)).threads).toEqual([]);

    // The reply with an own upload from the intake.
    const hoch = await uploadParts(t.app, jwt, [
      { name: 'zeugnis', filename: 'Zeugnis.pdf', contentType: 'application/pdf', data: sample.pdf(3000) },
    ]);
    expect(hoch.statusCode, hoch.body).toBe(201);
    const [doc] = hoch.json<{ documentId: string }[]>();
    // A stranger cannot attach it.
    const fremdeAntwort = await postJson(
      t.app,
      '/api/postfach',
      { betreff: 'x', text: 'y', anhaenge: [doc!.documentId] },
      fremdJwt,
    );
    expect(fremdeAntwort.statusCode).toBe(404);
    const antwort = await postJson(
      t.app,
      '/api/postfach',
      { antwortAuf: frage.id, text: 'Anbei das Zeugnis.', anhaenge: [doc!.documentId] },
      jwt,
    );
    expect(antwort.statusCode, antwort.body).toBe(201);
    const nachher = antwort.json<PostfachAntwort>().threads[0]!.nachrichten;
    expect(nachher.map((n) => n.von)).toEqual(['pruefungsstelle', 'kandidat']);
    expect(nachher[1]).toMatchObject({
      betreff: `Re: ${rueckfrage.betreff}`,
      antwortAuf: frage.id,
      threadId: frage.id,
    });
    expect(nachher[1]?.anhaenge.map((a) => a.name)).toEqual(['Zeugnis.pdf']);
    // Kept: no longer deletable, not attachable twice; it arrives with the message, not as a new document.
    expect((await remove(t.app, jwt, doc!.documentId)).statusCode).toBe(409);
    const nochmal = await postJson(
      t.app,
      '/api/postfach',
      { betreff: 'x', text: 'y', anhaenge: [doc!.documentId] },
      jwt,
    );
    expect(nochmal.statusCode).toBe(409);
    expect((await queue('dokumente')).eintraege.map((e) => e.key)).not.toContain(
      `dokument:${doc!.documentId}`,
    );
    // The candidate's own message is not theirs to mark read; no mail goes to the office's side.
    expect(
      (await postJson(t.app, `/api/postfach/${nachher[1]!.id}/gelesen`, undefined, jwt)).statusCode,
    ).toBe(409);
    expect((await mailsAn(c)).map((m) => m.template)).toEqual(['neueNachricht']);

    // The office's queue "Nachrichten" has it until someone reads it.
    const eintrag = (await queue('nachrichten')).eintraege.find((e) => e.accountId === c.id)!;
    expect(eintrag).toMatchObject({
      key: `nachricht:${nachher[1]!.id}`,
      was: `Nachricht: Re: ${rueckfrage.betreff} (1 Anhang)`,
      link: `/pruefungsstelle/kandidaten/${c.id}/nachrichten`,
    });
    const office = await getStaff(t.app, `/kandidaten/${c.id}/nachrichten`, leitung.jwt);
    expect(office.json<PostfachAntwort>().ungelesen).toBe(1);
    const gelesenOffice = await postJson(
      t.app,
      `/pruefungsstelle/kandidaten/${c.id}/nachrichten/${nachher[1]!.id}/gelesen`,
      undefined,
      leitung.jwt,
    );
    expect(gelesenOffice.statusCode, gelesenOffice.body).toBe(200);
    expect(gelesenOffice.json<PostfachAntwort>().ungelesen).toBe(0);
    expect((await queue('nachrichten')).eintraege.map((e) => e.accountId)).not.toContain(c.id);
    expect(await auditOf(c.id)).toEqual(['nachricht.senden', 'nachricht.gelesen']);
    // The candidate sees that the office read it.
    expect((await postfach(jwt)).threads[0]?.nachrichten[1]?.gelesenAm).toBe('2026-10-05T08:06:00.000Z');
    // The office's own message is not the office's to mark; another candidate's path is 404.
    expect(
      (
        await postJson(
          t.app,
          `/pruefungsstelle/kandidaten/${c.id}/nachrichten/${frage.id}/gelesen`,
          undefined,
          leitung.jwt,
        )
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await postJson(
          t.app,
          `/pruefungsstelle/kandidaten/${fremd.id}/nachrichten/${frage.id}/gelesen`,
          undefined,
          leitung.jwt,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('a case of the candidate’s own, or none; a foreign case is refused with nothing written', async () => {
    const c = await kandidat();
    const jwt = await jwtFor(t.app, c);
    const [antrag] = (await postfach(jwt)).bezuege;
    expect(antrag?.art).toBe('antrag');
    const mit = await postJson(
      t.app,
      '/api/postfach',
      { bezug: { art: antrag!.art, id: antrag!.id }, betreff: 'Frage', text: 'Wann?' },
      jwt,
    );
    expect(mit.statusCode, mit.body).toBe(201);
    expect(mit.json<PostfachAntwort>().threads[0]?.nachrichten[0]?.bezug).toEqual({
      art: 'antrag',
      id: antrag!.id,
    });
    const andere = await kandidat();
    const fremd = await postJson(
      t.app,
      '/api/postfach',
      {
        bezug: { art: 'antrag', id: (await postfach(await jwtFor(t.app, andere))).bezuege[0]!.id },
        betreff: 'x',
        text: 'y',
      },
      jwt,
    );
    expect(fremd.statusCode).toBe(422);
    expect(fremd.json<{ message: string }>().message).toBe(pt.bezugUnbekannt);
    // Without subject (a new thread) or text: 400; a body naming another account: 400 (strict).
    expect((await postJson(t.app, '/api/postfach', { text: 'y' }, jwt)).statusCode).toBe(400);
    expect((await postJson(t.app, '/api/postfach', { betreff: 'x', text: ' ' }, jwt)).statusCode).toBe(400);
    expect(
      (await postJson(t.app, '/api/postfach', { betreff: 'x', text: 'y', accountId: andere.id }, jwt))
        .statusCode,
    ).toBe(400);
    expect((await postfach(jwt)).threads).toHaveLength(1);
    // No session: 401.
    expect((await t.app.inject({ method: 'GET', url: api('/api/postfach') })).statusCode).toBe(401);
    expect((await getStaff(t.app, `/kandidaten/${c.id}/nachrichten`)).statusCode).toBe(401);
  });

  it('the office’s attachments pass the intake: malware and wrong types are refused, nothing is written', async () => {
    const c = await kandidat();
    const vorher = (await mailsAn(c)).length;
    const boese = await senden(c, { betreff: 'Hinweis', text: 'Siehe Anhang' }, [
      {
        name: 'anhaenge',
        filename: 'Hinweis.pdf',
        contentType: 'application/pdf',
        data: Buffer.concat([sample.pdf(2000), Buffer.from('EICAR')]),
      },
    ]);
    expect(boese.statusCode).toBe(422);
    const html = await senden(c, { betreff: 'Hinweis', text: 'Siehe Anhang' }, [
      { name: 'anhaenge', filename: 'Hinweis.pdf', contentType: 'application/pdf', data: sample.html(2000) },
    ]);
    expect(html.statusCode).toBe(415);
    const ohneText = await senden(c, { betreff: 'Hinweis' }, [
      { name: 'anhaenge', filename: 'Hinweis.pdf', contentType: 'application/pdf', data: sample.pdf(2000) },
    ]);
    expect(ohneText.statusCode).toBe(400);
    expect(
      (await getStaff(t.app, `/kandidaten/${c.id}/nachrichten`, leitung.jwt)).json<PostfachAntwort>().threads,
    ).toEqual([]);
    expect((await mailsAn(c)).length).toBe(vorher);
    expect(await listDocuments(t.app, await jwtFor(t.app, c))).toEqual([]);
    // Either staff role writes; an unknown candidate is 404.
    expect(
      (await senden(c, { betreff: 'Hinweis', text: 'Bitte beachten' }, [], leitung.jwt)).statusCode,
    ).toBe(201);
    expect(
      (await senden({ ...c, id: '00000000-0000-4000-8000-000000000000' }, { betreff: 'x', text: 'y' }))
        .statusCode,
    ).toBe(404);
  });

  it('messages and read receipts are append-only', async () => {
    const c = await kandidat();
    const res = await senden(c, { betreff: 'Hinweis', text: 'Original' });
    const id = res.json<PostfachAntwort>().threads[0]!.nachrichten[0]!.id;
    await expect(
      t.database.db.update(nachrichten).set({ text: 'geändert' }).where(eq(nachrichten.id, id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(nachrichten).where(eq(nachrichten.id, id))).rejects.toThrow();
    await postJson(t.app, `/api/postfach/${id}/gelesen`, undefined, await jwtFor(t.app, c));
    await expect(
      t.database.db.execute(sql`update nachricht_lesungen set gelesen_am = now() where nachricht_id = ${id}`),
    ).rejects.toThrow();
  });
});
