// Nachforderung and processing deadline (issue 27 points 2 and 3, decision 0039): the office asks
// for documents on the current sent application (audited, a notice filed, a mail without content);
// the candidate answers each item with an upload from the intake or a text (owner only, late answers
// taken and marked late); the office closes it (409 afterwards); the Eingang queues and the
// processing deadline (complete since, due by, days left) follow the rows.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nachforderungTexte as nt } from '@examensportal/domain/messages-nachforderung';
import { semester } from '@examensportal/domain/rules/semester';
import type { NachforderungenAntwort } from '@examensportal/domain/schemas/nachforderung';
import type { EingangSeite } from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import { nachforderungen, outbox, staffAudit } from '../src/db/schema';
import { offeneNachforderungen } from '../src/features/nachforderung/repo';
import { api, jwtFor, postJson } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { uploadParts } from './helpers/documents';
import { sample } from './helpers/multipart';
import { getAs, seedAccount, submitApplication, type SeededCandidate } from './helpers/procedure';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';

const ANFORDERUNG = {
  punkte: [
    {
      art: 'dokument',
      bezeichnung: 'Zeugnis über die Abschlussprüfung',
      dokumentTyp: 'ZEUGNIS',
      pruefpunkt: 'vorbildung.hochschulstudium',
    },
    { art: 'frage', bezeichnung: 'Beginn der Prüfungstätigkeit (Monat und Jahr)' },
  ],
};

describe.each(backends)('Nachforderung on %s', (backend) => {
  let t: TestApp;
  let sachbearbeitung: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    sachbearbeitung = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  const kandidat = async () => {
    const c = await seedAccount(t.database, t.clock, { art: 'WP' });
    await submitApplication(t.database, t.clock, c, semester(2027, 2));
    return c;
  };
  const stand = async (c: SeededCandidate) => {
    const res = await getAs(t.app, '/api/nachforderungen', await jwtFor(t.app, c));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<NachforderungenAntwort>();
  };
  const anfordern = (c: SeededCandidate, body: unknown, staff = sachbearbeitung) =>
    postStaff(t.app, `/kandidaten/${c.id}/nachforderungen`, body, staff.jwt);
  const antworten = async (c: SeededCandidate, id: string, punktId: string, body: unknown, jwt?: string) =>
    postJson(t.app, `/api/nachforderungen/${id}/punkte/${punktId}`, body, jwt ?? (await jwtFor(t.app, c)));
  const queue = async (name: string, staff = sachbearbeitung) => {
    const res = await getStaff(t.app, `/eingang/${name}`, staff.jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EingangSeite>();
  };
  const auditOf = async (accountId: string) =>
    (
      await t.database.db
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.accountId, accountId))
        .orderBy(asc(staffAudit.id))
    )
      .map((r) => r.aktion)
      .filter((a) => a.startsWith('nachforderung.'));

  it('runs request → notice and mail → late answers → answered → closed, with the deadline', async () => {
    const c = await kandidat();
    // Sent and nothing asked for: complete since the day it was sent, due three months later.
    expect((await stand(c)).bearbeitung).toEqual({
      vollstaendigSeit: '2026-10-05',
      entscheidungBis: '2027-01-05',
      restTage: 92,
      fehlt: [],
    });

    const res = await anfordern(c, ANFORDERUNG);
    expect(res.statusCode, res.body).toBe(200);
    const [n] = res.json<NachforderungenAntwort>().nachforderungen;
    expect(n).toMatchObject({ frist: '2026-11-02', stand: 'offen', hinweis: null });
    expect(n?.punkte.map((p) => [p.art, p.dokumentTyp, p.pruefpunkt])).toEqual([
      ['dokument', 'ZEUGNIS', 'vorbildung.hochschulstudium'],
      ['frage', null, null],
    ]);
    expect(await auditOf(c.id)).toEqual(['nachforderung.anlegen']);
    const [p1, p2] = n!.punkte;

    // The candidate sees what is missing; the office's queue has it.
    const offen = await stand(c);
    expect(offen.bearbeitung).toMatchObject({ vollstaendigSeit: null, entscheidungBis: null });
    expect(offen.bearbeitung?.fehlt).toEqual(ANFORDERUNG.punkte.map((p) => p.bezeichnung));
    expect((await queue('nachforderung-offen')).eintraege.map((e) => e.accountId)).toContain(c.id);
    expect((await offeneNachforderungen(t.database.db)).map((o) => o.id)).toContain(n!.id);

    // The notice lands in the file; the mail carries none of its content.
    await t.app.outbox.runOnce();
    const akte = await getAs(t.app, '/api/dokumente', await jwtFor(t.app, c));
    expect(akte.body).toContain('Nachforderung-Unterlagen-2026-10-05.pdf');
    const mails = (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'mail')))
      .map((r) => r.payload as { job: { template: string; to: string } })
      .filter((m) => m.job.to === c.email);
    expect(mails.map((m) => m.job.template)).toEqual(['neuesDokument']);

    // A stranger's answer: as unknown as a missing request.
    const fremd = await kandidat();
    expect((await antworten(fremd, n!.id, p1!.id, { text: 'x' })).statusCode).toBe(404);

    // Answer 1: an upload through the intake, linked to the item, then kept (no longer deletable).
    const jwt = await jwtFor(t.app, c);
    const hoch = await uploadParts(t.app, jwt, [
      { name: 'zeugnis', filename: 'Zeugnis.pdf', contentType: 'application/pdf', data: sample.pdf(3000) },
    ]);
    expect(hoch.statusCode, hoch.body).toBe(201);
    const [doc] = hoch.json<{ documentId: string }[]>();
    const a1 = await antworten(c, n!.id, p1!.id, { dokumentId: doc!.documentId }, jwt);
    expect(a1.statusCode, a1.body).toBe(200);
    const loeschen = await t.app.inject({
      method: 'DELETE',
      url: api(`/api/dokumente/delete/${doc!.documentId}`),
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(loeschen.statusCode).toBe(409);
    // The same document for another item: refused.
    expect((await antworten(c, n!.id, p2!.id, { dokumentId: doc!.documentId }, jwt)).statusCode).toBe(409);
    // Neither text nor document, or both: 400 with nothing written.
    expect((await antworten(c, n!.id, p2!.id, {}, jwt)).statusCode).toBe(400);

    // Past the deadline: the request shows "Frist abgelaufen"; a late answer is still taken, marked late.
    t.clock.set('2026-11-03T10:00:00Z');
    // Staff sessions end when idle: a colleague logged in today.
    const heute = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    expect((await stand(c)).nachforderungen[0]?.stand).toBe('abgelaufen');
    expect((await queue('frist-abgelaufen', heute)).eintraege.map((e) => e.accountId)).toContain(c.id);
    const a2 = await antworten(c, n!.id, p2!.id, { text: 'März 2022' });
    expect(a2.statusCode, a2.body).toBe(200);
    const beantwortet = a2.json<NachforderungenAntwort>();
    expect(beantwortet.nachforderungen[0]?.stand).toBe('beantwortet');
    expect(beantwortet.nachforderungen[0]?.punkte.map((p) => p.antworten.map((a) => a.verspaetet))).toEqual([
      [false],
      [true],
    ]);
    // Complete since the answer completing it.
    expect(beantwortet.bearbeitung).toEqual({
      vollstaendigSeit: '2026-11-03',
      entscheidungBis: '2027-02-03',
      restTage: 92,
      fehlt: [],
    });
    const zuPruefen = (await queue('nachforderung-beantwortet', heute)).eintraege.find(
      (e) => e.accountId === c.id,
    );
    expect(zuPruefen).toMatchObject({
      entscheidungBis: '2027-02-03',
      restTage: 92,
      was: nt.was(2, '02.11.2026'),
    });

    // The office reads it on the Kandidat page's call and closes it; then it is closed for everyone.
    const sicht = await getStaff(t.app, `/kandidaten/${c.id}/nachforderungen`, heute.jwt);
    expect(
      sicht.json<NachforderungenAntwort>().nachforderungen[0]?.punkte[0]?.antworten[0]?.dokument,
    ).toEqual({
      id: doc!.documentId,
      name: 'Zeugnis.pdf',
    });
    const zu = await postStaff(
      t.app,
      `/kandidaten/${c.id}/nachforderungen/${n!.id}/erledigt`,
      undefined,
      heute.jwt,
    );
    expect(zu.statusCode, zu.body).toBe(200);
    expect(zu.json<NachforderungenAntwort>().nachforderungen[0]?.stand).toBe('erledigt');
    const nochmal = await postStaff(
      t.app,
      `/kandidaten/${c.id}/nachforderungen/${n!.id}/erledigt`,
      undefined,
      heute.jwt,
    );
    expect(nochmal.statusCode).toBe(409);
    expect((await antworten(c, n!.id, p2!.id, { text: 'noch etwas' })).statusCode).toBe(409);
    // A closing of another candidate's request through this candidate's path: 404.
    expect(
      (
        await postStaff(
          t.app,
          `/kandidaten/${fremd.id}/nachforderungen/${n!.id}/erledigt`,
          undefined,
          heute.jwt,
        )
      ).statusCode,
    ).toBe(404);
    expect(await auditOf(c.id)).toEqual(['nachforderung.anlegen', 'nachforderung.erledigen']);
    expect((await offeneNachforderungen(t.database.db)).map((o) => o.id)).not.toContain(n!.id);
  });

  it('follows up: the new request closes the old one; the office may set its own deadline', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    sachbearbeitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    const c = await kandidat();
    const erste = (await anfordern(c, ANFORDERUNG)).json<NachforderungenAntwort>().nachforderungen[0]!;
    const res = await anfordern(c, {
      punkte: [{ art: 'frage', bezeichnung: 'Bitte erläutern Sie die Lücke im Lebenslauf.' }],
      frist: '2026-10-20',
      hinweis: 'Zweite Bitte.',
      folgeVon: erste.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const alle = res.json<NachforderungenAntwort>().nachforderungen;
    expect(alle.map((n) => [n.stand, n.frist, n.folgeVon])).toEqual([
      ['erledigt', '2026-11-02', null],
      ['offen', '2026-10-20', erste.id],
    ]);
  });

  it('the Eingang puts an overdue application first, whatever the sort, with its negative days as the badge', async () => {
    // Sent on 1 June: due on 1 September, overdue on 5 October. Sent on 1 September: due on 1 December.
    // Both are past the queue's target age (decision 0046), so only the due date puts the first first.
    t.clock.set('2026-06-01T08:00:00Z');
    const alt = await seedAccount(t.database, t.clock, { art: 'WP', vorname: 'Zoe', nachname: 'Zuletzt' });
    await submitApplication(t.database, t.clock, alt, semester(2027, 1));
    t.clock.set('2026-09-01T08:00:00Z');
    const neu = await seedAccount(t.database, t.clock, { art: 'WP', vorname: 'Anna', nachname: 'Aachen' });
    await submitApplication(t.database, t.clock, neu, semester(2027, 2));
    t.clock.set('2026-10-05T08:00:00Z');
    const heute = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    for (const abfrage of ['', '?richtung=ab', '?sort=name']) {
      const res = await getStaff(t.app, `/eingang/antraege${abfrage}`, heute.jwt);
      expect(res.statusCode, res.body).toBe(200);
      const eintraege = res.json<EingangSeite>().eintraege;
      const i = eintraege.findIndex((e) => e.accountId === alt.id);
      expect(eintraege[0]?.accountId, abfrage).toBe(alt.id);
      expect(eintraege[i]).toMatchObject({ entscheidungBis: '2026-09-01', restTage: -34 });
      expect(eintraege.find((e) => e.accountId === neu.id)).toMatchObject({
        entscheidungBis: '2026-12-01',
        restTage: 57,
      });
    }
  });

  it('refuses without a sent application (409), a past deadline or a foreign Prüfliste key (422), bad input (400), unknown ids (404)', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    const ohne = await seedAccount(t.database, t.clock, { art: 'WP' });
    const vorher = (await t.database.db.select().from(nachforderungen)).length;
    expect((await anfordern(ohne, ANFORDERUNG)).statusCode).toBe(409);
    const c = await kandidat();
    const alt = await anfordern(c, { ...ANFORDERUNG, frist: '2026-10-05' });
    expect(alt.statusCode).toBe(422);
    expect(alt.json<{ message: string }>().message).toBe(nt.fristVergangen);
    // A Prüfliste key this application's checklist does not have (here: a first application has no
    // 'versuche' point, and no kind has 'vorbildung.zeugnis'): refused, nothing written.
    const fremderPunkt = await anfordern(c, {
      punkte: [
        ANFORDERUNG.punkte[1],
        { art: 'frage', bezeichnung: 'Bisherige Versuche', pruefpunkt: 'versuche' },
        { ...ANFORDERUNG.punkte[0], pruefpunkt: 'vorbildung.zeugnis' },
      ],
    });
    expect(fremderPunkt.statusCode, fremderPunkt.body).toBe(422);
    expect(fremderPunkt.json()).toEqual({
      message: nt.pruefpunktUngueltig,
      fieldErrors: {
        'punkte.1.pruefpunkt': nt.pruefpunktUngueltig,
        'punkte.2.pruefpunkt': nt.pruefpunktUngueltig,
      },
    });
    expect((await anfordern(c, { punkte: [] })).statusCode).toBe(400);
    expect((await anfordern(c, { punkte: [{ art: 'frage', bezeichnung: ' ' }] })).statusCode).toBe(400);
    expect((await anfordern(c, { ...ANFORDERUNG, seq: 1 })).statusCode).toBe(400);
    expect(
      (await anfordern(c, { punkte: [{ art: 'dokument', bezeichnung: 'x', dokumentTyp: 'NICHTS' }] }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await postStaff(
          t.app,
          `/kandidaten/00000000-0000-4000-8000-000000000000/nachforderungen`,
          ANFORDERUNG,
          sachbearbeitung.jwt,
        )
      ).statusCode,
    ).toBe(404);
    expect((await t.database.db.select().from(nachforderungen)).length).toBe(vorher);
    // Without a staff session: 401; a candidate's token is no staff session.
    expect(
      (await anfordern(c, ANFORDERUNG, { ...sachbearbeitung, jwt: await jwtFor(t.app, c) })).statusCode,
    ).toBe(401);
  });
});
