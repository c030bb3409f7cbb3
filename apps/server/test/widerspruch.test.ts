// Objections (issue 26 point 6, decision 0038): recorded against a released decision letter of the
// candidate with the period (notification + one month, § 70 VwGO); the open ones in the Eingang queue
// 'widersprueche'; the outcome a draft of kind 'widerspruch' that another leitung releases, with its
// letter (the Widerspruchsbescheid naming the administrative court); the candidate's timeline shows
// both. Refusals are German 4xx with nothing written.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freigabe as f } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import { widerspruchTexte as w } from '@examensportal/domain/messages-pruefungsstelle-widerspruch';
import type { EntwurfAntwort } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import type { EingangSeite } from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import { outbox, staffAudit, widerspruchErledigungen, widersprueche } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { eingereicht } from './helpers/declarations';
import { listDocuments } from './helpers/documents';
import { entwerfenUndFreigeben, freigabePfad } from './helpers/entwuerfe';
import { readAs } from './helpers/procedure';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';

describe.each(backends)('objections (Widerspruch) on %s', (backend) => {
  let t: TestApp;
  let leitung: TestStaff;
  let zweiteLeitung: TestStaff;
  let sachbearbeitung: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    zweiteLeitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    sachbearbeitung = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
  }, 240_000);
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const stand = async (accountId: string) => ({
    widersprueche: (await db().select().from(widersprueche).where(eq(widersprueche.accountId, accountId)))
      .length,
    erledigungen: (
      await db()
        .select()
        .from(widerspruchErledigungen)
        .where(eq(widerspruchErledigungen.accountId, accountId))
    ).length,
    jobs: (await db().select().from(outbox).where(eq(outbox.kind, 'bescheid'))).filter(
      (row) => (row.payload as { accountId: string }).accountId === accountId,
    ).length,
    audit: (
      await db()
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.accountId, accountId))
        .orderBy(asc(staffAudit.id))
    ).map((a) => a.aktion),
  });

  /** A submitted application rejected (drafted by a caseworker, released by a leitung), its letter filed. */
  async function abgelehnt() {
    const k = await eingereicht(t, 'WP', ['wp']);
    const frei = await entwerfenUndFreigeben(
      t.app,
      `/kandidaten/${k.c.id}/zulassung`,
      { entscheidung: 'ablehnen', begruendung: 'Der Nachweis der Prüfungstätigkeit fehlt.' },
      sachbearbeitung,
      leitung,
    );
    expect(frei.statusCode, frei.body).toBe(200);
    await t.app.outbox.runOnce();
    const [brief] = (await listDocuments(t.app, k.jwt)).filter((d) =>
      d.originalFileName.startsWith('Bescheid-Ablehnung'),
    );
    return { k, bescheidId: String(brief?.documentId) };
  }

  it('records an objection with its period, queues it, and a second leitung releases its rejection', async () => {
    const { k, bescheidId } = await abgelehnt();
    const url = `/kandidaten/${k.c.id}/widersprueche`;
    const res = await postStaff(
      t.app,
      url,
      { bescheidId, eingegangenAm: '2026-10-05', begruendung: 'Die Tätigkeit ist nachgewiesen.' },
      sachbearbeitung.jwt,
    );
    expect(res.statusCode, res.body).toBe(200);
    // Posted (no consent): notified on the letter's day + BEKANNTGABE_TAGE (3 here, R-91); the month
    // ends on Sunday 08.11.2026, so the period on Monday 09.11.2026.
    expect(res.json()).toMatchObject({
      message: w.erfasst('05.10.2026'),
      widerspruch: { bekanntgabeAm: '2026-10-08', fristEnde: '2026-11-09', verspaetet: false },
    });
    const widerspruchId = res.json<{ widerspruch: { id: string } }>().widerspruch.id;

    // The Eingang queue 'Widersprüche' holds it.
    const queue = await getStaff(t.app, '/eingang/widersprueche', sachbearbeitung.jwt);
    expect(queue.statusCode, queue.body).toBe(200);
    const eintrag = queue.json<EingangSeite>().eintraege.find((e) => e.accountId === k.c.id);
    expect(eintrag?.was).toContain('Frist bis 09.11.2026');

    // The rejection: a reason is required (field error), and only another leitung releases it.
    const fall = `/kandidaten/${k.c.id}/widerspruch/${widerspruchId}`;
    const ohneGruende = await postStaff(t.app, fall, { entscheidung: 'zurueckgewiesen' }, leitung.jwt);
    expect(ohneGruende.statusCode).toBe(400);
    expect(ohneGruende.json().fieldErrors).toEqual({ begruendung: w.gruendeFehlen });
    const entwurf = await postStaff(
      t.app,
      fall,
      { entscheidung: 'zurueckgewiesen', begruendung: 'Die vorgelegten Nachweise decken nur 2 Jahre ab.' },
      leitung.jwt,
    );
    expect(entwurf.statusCode, entwurf.body).toBe(200);
    const entwurfId = entwurf.json<EntwurfAntwort>().entwurf.id;
    const eigen = await postStaff(t.app, freigabePfad(k.c.id, entwurfId), {}, leitung.jwt);
    expect(eigen.statusCode).toBe(403);
    expect(eigen.json()).toEqual({ message: f.eigenerEntwurf });
    const sb = await postStaff(t.app, freigabePfad(k.c.id, entwurfId), {}, sachbearbeitung.jwt);
    expect(sb.statusCode).toBe(403);
    expect(sb.json()).toEqual({ message: f.nurLeitungWiderspruch });
    expect((await stand(k.c.id)).erledigungen).toBe(0);

    const ok = await postStaff(t.app, freigabePfad(k.c.id, entwurfId), {}, zweiteLeitung.jwt);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().bescheid.dateiname).toBe('Widerspruchsbescheid-2026-10-05.pdf');
    const [job] = (await db().select().from(outbox).where(eq(outbox.kind, 'bescheid'))).filter(
      (row) => (row.payload as { inhalt: { art: string } }).inhalt.art === 'widerspruch',
    );
    expect(job?.payload).toMatchObject({
      accountId: k.c.id,
      inhalt: {
        art: 'widerspruch',
        ergebnis: 'zurueckgewiesen',
        eingegangenAm: '2026-10-05',
        bescheidVom: '2026-10-05',
        gericht: 'Verwaltungsgericht Berlin, Kirchstraße 7, 10557 Berlin',
      },
      bearbeitung: { entworfenVon: leitung.name, freigegebenVon: zweiteLeitung.name },
    });
    await t.app.outbox.runOnce();
    expect((await listDocuments(t.app, k.jwt)).map((d) => d.originalFileName)).toContain(
      'Widerspruchsbescheid-2026-10-05.pdf',
    );

    // Decided: out of the queue; a second outcome is refused with nothing written.
    const danach = await getStaff(t.app, '/eingang/widersprueche', sachbearbeitung.jwt);
    expect(danach.json<EingangSeite>().eintraege.some((e) => e.accountId === k.c.id)).toBe(false);
    const vorher = await stand(k.c.id);
    const nochmal = await postStaff(t.app, fall, { entscheidung: 'zurueckgenommen' }, leitung.jwt);
    expect(nochmal.statusCode).toBe(409);
    expect(nochmal.json().message).toBe(w.bereitsErledigt('05.10.2026', 'zurückgewiesen'));
    expect(await stand(k.c.id)).toEqual(vorher);
    expect(vorher.audit).toEqual([
      'entwurf.anlegen',
      'antrag.ablehnen',
      'entwurf.freigeben',
      'widerspruch.erfassen',
      'entwurf.anlegen',
      'widerspruch.entscheiden',
      'entwurf.freigeben',
    ]);

    // The candidate's timeline shows the objection and its outcome.
    const status = await readAs<{ zeitleiste: { datum: string; text: string }[] }>(t.app, k.c, '/api/status');
    expect(status.zeitleiste.map((e) => e.text)).toEqual(
      expect.arrayContaining([
        'Widerspruch gegen den Bescheid vom 05.10.2026 eingegangen',
        'Widerspruch vom 05.10.2026: zurückgewiesen (Widerspruchsbescheid)',
      ]),
    );
  });

  it('refuses impossible objections with nothing written: wrong audience, another candidate’s letter, dates', async () => {
    const { k, bescheidId } = await abgelehnt();
    const andere = await abgelehnt();
    const url = `/kandidaten/${k.c.id}/widersprueche`;
    const body = { bescheidId, eingegangenAm: '2026-10-05', begruendung: 'Bitte prüfen.' };
    const vorher = await stand(k.c.id);

    expect((await postStaff(t.app, url, body, k.jwt)).statusCode).toBe(401);
    const fremd = await postStaff(
      t.app,
      url,
      { ...body, bescheidId: andere.bescheidId },
      sachbearbeitung.jwt,
    );
    expect(fremd.statusCode).toBe(404);
    expect(fremd.json()).toEqual({ message: w.bescheidUnbekannt });
    const unbekannt = await postStaff(
      t.app,
      '/kandidaten/00000000-0000-4000-8000-000000000000/widersprueche',
      body,
      sachbearbeitung.jwt,
    );
    expect(unbekannt.statusCode).toBe(404);
    const zukunft = await postStaff(
      t.app,
      url,
      { ...body, eingegangenAm: '2026-10-06' },
      sachbearbeitung.jwt,
    );
    expect(zukunft.statusCode).toBe(409);
    expect(zukunft.json()).toEqual({ message: w.eingangZukunft });
    const zuFrueh = await postStaff(
      t.app,
      url,
      { ...body, eingegangenAm: '2026-10-04' },
      sachbearbeitung.jwt,
    );
    expect(zuFrueh.statusCode).toBe(409);
    expect(zuFrueh.json()).toEqual({ message: w.eingangVorBescheid('05.10.2026') });
    const leer = await postStaff(t.app, url, { ...body, begruendung: '  ' }, sachbearbeitung.jwt);
    expect(leer.statusCode).toBe(400);
    expect(leer.json().fieldErrors).toEqual({ begruendung: w.begruendungFehlt });
    const mehr = await postStaff(t.app, url, { ...body, verspaetet: false }, sachbearbeitung.jwt);
    expect(mehr.statusCode).toBe(400);
    expect(await stand(k.c.id)).toEqual(vorher);

    // Deciding another candidate's objection looks like an unknown one.
    const r = await postStaff(t.app, url, body, sachbearbeitung.jwt);
    const id = r.json<{ widerspruch: { id: string } }>().widerspruch.id;
    const quer = await postStaff(
      t.app,
      `/kandidaten/${andere.k.c.id}/widerspruch/${id}`,
      { entscheidung: 'zurueckgenommen' },
      leitung.jwt,
    );
    expect(quer.statusCode).toBe(404);
    expect(quer.json()).toEqual({ message: w.widerspruchUnbekannt });
    // Abgeholfen needs the decision the Abhilfebescheid makes.
    const ohneAbhilfe = await postStaff(
      t.app,
      `/kandidaten/${k.c.id}/widerspruch/${id}`,
      { entscheidung: 'abgeholfen' },
      leitung.jwt,
    );
    expect(ohneAbhilfe.statusCode).toBe(400);
    expect(ohneAbhilfe.json().fieldErrors).toEqual({ abhilfe: w.abhilfeFehlt });
  });

  it('marks a late objection "verspätet" and confirms its withdrawal in a letter', async () => {
    const { k, bescheidId } = await abgelehnt();
    t.clock.set('2026-12-01T09:00:00Z');
    // Sessions of October have ended: two leitung and a caseworker log in afresh.
    const [l1, l2, sb] = [
      await staffMember(t.app, t.database, t.clock, 'leitung'),
      await staffMember(t.app, t.database, t.clock, 'leitung'),
      await staffMember(t.app, t.database, t.clock, 'sachbearbeitung'),
    ];
    const res = await postStaff(
      t.app,
      `/kandidaten/${k.c.id}/widersprueche`,
      { bescheidId, eingegangenAm: '2026-12-01', begruendung: 'Ohne Begründung.' },
      sb.jwt,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().widerspruch).toMatchObject({ fristEnde: '2026-11-09', verspaetet: true });
    const id = res.json<{ widerspruch: { id: string } }>().widerspruch.id;
    const frei = await entwerfenUndFreigeben(
      t.app,
      `/kandidaten/${k.c.id}/widerspruch/${id}`,
      { entscheidung: 'zurueckgenommen' },
      l1,
      l2,
    );
    expect(frei.statusCode, frei.body).toBe(200);
    expect(frei.json().bescheid.dateiname).toBe('Bestaetigung-Ruecknahme-Widerspruch-2026-12-01.pdf');
  });
});
