// Four-eyes decisions (issue 26 point 5): a decision of the back-office is first a draft that changes
// nothing; its letter can be seen as the real PDF; a second person releases it (adverse ones only a
// leitung), never the drafter; the release writes fact, letter job and audit in one transaction, or
// – when the case changed since drafting – answers 409 and writes nothing; drafts can be discarded
// with a reason. The Eingang lists open drafts in 'Zur Freigabe'.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from './helpers/pdf';
import { formatZeitpunkt } from '@examensportal/domain/format';
import { bescheide } from '@examensportal/domain/messages-pruefungsstelle-bescheide';
import { freigabe as f } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import { fallTexte as fall } from '@examensportal/domain/messages-pruefungsstelle-fall';
import { entscheidungen as ent } from '@examensportal/domain/messages-pruefungsstelle-entscheidungen';
import { officeCliTexte as o } from '@examensportal/domain/messages-office-cli';
import type { OffeneEntscheidungen } from '@examensportal/domain/schemas/pruefungsstelle-entscheidungen';
import type { EntwurfAntwort } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import type { EingangSeite } from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import { applications, entwuerfe, outbox, staffAudit } from '../src/db/schema';
import { office } from '../src/office/commands';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { eingereicht } from './helpers/declarations';
import { download, listDocuments } from './helpers/documents';
import { entwurfsStand, freigabePfad } from './helpers/entwuerfe';
import { officeDeps } from './helpers/procedure';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';
import { alleGeprueft } from './helpers/pruefliste';

/** The text of a PDF, white space folded. */
const pdfText = (data: Buffer): string => readPdf(data).text.replace(/\s+/g, ' ');

describe.each(backends)('four-eyes drafts on %s', (backend) => {
  let t: TestApp;
  let leitung: TestStaff;
  let sachbearbeitung: TestStaff;
  let zweite: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z'); // open term 2/2027
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    sachbearbeitung = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    zweite = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;
  const offen = async (id: string, staff: TestStaff) => {
    const res = await getStaff(t.app, `/kandidaten/${id}/entscheidungen`, staff.jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OffeneEntscheidungen>();
  };
  /** Everything a release would write: the application, the letter jobs, the Protokoll, the drafts. */
  const stand = async (accountId: string) => ({
    antrag: (await db().select().from(applications).where(eq(applications.accountId, accountId)))[0]?.status,
    ...(await entwurfsStand(db(), accountId)),
  });
  const entwerfen = async (kandidatId: string, body: unknown, staff: TestStaff) => {
    const res = await postStaff(t.app, `/kandidaten/${kandidatId}/zulassung`, body, staff.jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EntwurfAntwort>().entwurf;
  };

  it('a draft changes nothing; the drafter may not release it, a second person may, once', async () => {
    const k = await eingereicht(t, 'WP', ['wp']);
    await alleGeprueft(t, k.c.id, sachbearbeitung);
    const res = await postStaff(
      t.app,
      `/kandidaten/${k.c.id}/zulassung`,
      { entscheidung: 'zulassen', datum: '2026-10-05' },
      sachbearbeitung.jwt,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { message, entwurf } = res.json<EntwurfAntwort>();
    expect(message).toBe(f.entwurfGespeichert);
    expect(entwurf).toMatchObject({
      art: 'antrag',
      entscheidung: 'zulassen',
      datum: '2026-10-05',
      entworfenVon: sachbearbeitung.name,
      nachteilig: false,
      freigabe: { moeglich: false, hinweis: f.hinweisZweitePerson },
      verwerfenMoeglich: true,
    });
    expect(await stand(k.c.id)).toEqual({
      antrag: 'submitted',
      jobs: 0,
      audit: ['entwurf.anlegen'],
      entwuerfe: ['offen'],
    });
    // The second person sees it as releasable; the application is still open for decision.
    const sicht = await offen(k.c.id, zweite);
    expect(sicht.antrag?.id).toBe(entwurf.fallId);
    expect(sicht.entwuerfe).toEqual([
      { ...entwurf, freigabe: { moeglich: true, hinweis: '' }, verwerfenMoeglich: true },
    ]);

    // One open draft per case, naming who drafted it and when.
    const zweiter = await postStaff(
      t.app,
      `/kandidaten/${k.c.id}/zulassung`,
      { entscheidung: 'zulassen' },
      leitung.jwt,
    );
    expect(zweiter.statusCode).toBe(409);
    expect(zweiter.json()).toEqual({
      message: f.entwurfVorhanden(sachbearbeitung.name, formatZeitpunkt(entwurf.entworfenAm)),
    });

    // Nobody releases their own draft.
    const eigen = await postStaff(t.app, freigabePfad(k.c.id, entwurf.id), {}, sachbearbeitung.jwt);
    expect(eigen.statusCode).toBe(403);
    expect(eigen.json()).toEqual({ message: f.eigenerEntwurf });
    expect((await stand(k.c.id)).audit).toEqual(['entwurf.anlegen']);

    const frei = await postStaff(t.app, freigabePfad(k.c.id, entwurf.id), {}, zweite.jwt);
    expect(frei.statusCode, frei.body).toBe(200);
    expect(frei.json()).toMatchObject({ message: f.freigegeben('Bescheid-Zulassung-2026-10-05.pdf') });
    expect(await stand(k.c.id)).toEqual({
      antrag: 'admitted',
      jobs: 1,
      audit: ['entwurf.anlegen', 'antrag.zulassen', 'entwurf.freigeben'],
      entwuerfe: ['freigegeben'],
    });
    const [row] = await db().select().from(entwuerfe).where(eq(entwuerfe.id, entwurf.id));
    expect(row).toMatchObject({ erledigtVon: zweite.id, bescheidId: frei.json().bescheid.id });

    // Released once: a second release and a discard answer 409.
    const nochmal = await postStaff(t.app, freigabePfad(k.c.id, entwurf.id), {}, leitung.jwt);
    expect(nochmal.statusCode).toBe(409);
    // … naming who released it and when (issue 28 point 1).
    expect(nochmal.json()).toEqual({
      message: fall.bereitsErledigt('freigegeben', zweite.name, formatZeitpunkt(row?.erledigtAm ?? null)),
    });
    const verwerfen = await postStaff(
      t.app,
      `/kandidaten/${k.c.id}/entwuerfe/${entwurf.id}/verwerfen`,
      { begruendung: 'zu spät' },
      leitung.jwt,
    );
    expect(verwerfen.statusCode).toBe(409);
    expect((await stand(k.c.id)).jobs).toBe(1);
  });

  it('the preview is the real letter, naming drafter and releaser, and writes nothing', async () => {
    const k = await eingereicht(t, 'WP', ['wp']);
    await alleGeprueft(t, k.c.id, sachbearbeitung);
    const entwurf = await entwerfen(
      k.c.id,
      { entscheidung: 'ablehnen', begruendung: 'Der Nachweis der Prüfungstätigkeit fehlt.' },
      sachbearbeitung,
    );
    expect(entwurf).toMatchObject({
      nachteilig: true,
      freigabe: { moeglich: false, hinweis: f.hinweisLeitung },
    });
    const url = `/kandidaten/${k.c.id}/entwuerfe/${entwurf.id}/bescheid`;

    const fuerLeitung = await getStaff(t.app, url, leitung.jwt);
    expect(fuerLeitung.statusCode, fuerLeitung.body).toBe(200);
    expect(fuerLeitung.headers['content-type']).toBe('application/pdf');
    expect(fuerLeitung.headers['content-disposition']).toContain('Entwurf-Bescheid-Ablehnung-2026-10-05.pdf');
    const text = pdfText(fuerLeitung.rawPayload);
    for (const teil of [
      bescheide.betreff.ablehnung,
      `${k.c.vorname} ${k.c.nachname}`,
      'Der Nachweis der Prüfungstätigkeit fehlt.',
      bescheide.rechtsbehelfsbelehrung,
      f.bearbeitung(sachbearbeitung.name, leitung.name),
    ])
      expect(text).toContain(teil);

    // The drafter (who may not release it) sees it with the release still open.
    const fuerEntwurf = await getStaff(t.app, url, sachbearbeitung.jwt);
    expect(pdfText(fuerEntwurf.rawPayload)).toContain(
      f.bearbeitung(sachbearbeitung.name, f.freigabeAusstehend),
    );

    // Nothing of the decision was written; the views are in the Protokoll.
    expect(await stand(k.c.id)).toEqual({
      antrag: 'submitted',
      jobs: 0,
      audit: ['entwurf.anlegen'],
      entwuerfe: ['offen'],
    });
    const views = await db()
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.aktion, 'entwurf.bescheid.ansehen'))
      .orderBy(asc(staffAudit.id));
    expect(views.filter((v) => v.accountId === k.c.id).map((v) => v.staffId)).toEqual([
      leitung.id,
      sachbearbeitung.id,
    ]);

    // Adverse: a caseworker may not release it; the leitung's release files the same letter.
    const sb = await postStaff(t.app, freigabePfad(k.c.id, entwurf.id), {}, zweite.jwt);
    expect(sb.statusCode).toBe(403);
    expect(sb.json()).toEqual({ message: f.nurLeitung });
    const ok = await postStaff(t.app, freigabePfad(k.c.id, entwurf.id), {}, leitung.jwt);
    expect(ok.statusCode, ok.body).toBe(200);
    // The filed letter reads exactly as the releaser's preview.
    await t.app.outbox.runOnce();
    const [letter] = (await listDocuments(t.app, k.jwt)).filter((d) =>
      d.originalFileName.startsWith('Bescheid'),
    );
    expect(pdfText((await download(t.app, k.jwt, String(letter?.documentId))).rawPayload)).toBe(text);
  });

  it('another candidate, an unknown draft or a malformed id answer 404', async () => {
    const k = await eingereicht(t, 'WP', ['wp']);
    await alleGeprueft(t, k.c.id, sachbearbeitung);
    const andere = await eingereicht(t, 'WP', ['wp']);
    await alleGeprueft(t, andere.c.id, sachbearbeitung);
    const entwurf = await entwerfen(k.c.id, { entscheidung: 'zulassen' }, sachbearbeitung);
    for (const [kandidat, id] of [
      [andere.c.id, entwurf.id],
      [k.c.id, '00000000-0000-4000-8000-000000000000'],
      [k.c.id, 'kein-entwurf'],
    ] as const) {
      const base = `/kandidaten/${kandidat}/entwuerfe/${id}`;
      for (const res of [
        await getStaff(t.app, `${base}/bescheid`, leitung.jwt),
        await postStaff(t.app, `${base}/freigabe`, {}, leitung.jwt),
        await postStaff(t.app, `${base}/verwerfen`, { begruendung: 'Irrtum' }, leitung.jwt),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: f.entwurfUnbekannt });
      }
    }
    expect(await stand(k.c.id)).toMatchObject({ antrag: 'submitted', entwuerfe: ['offen'] });
    expect(await stand(andere.c.id)).toEqual({ antrag: 'submitted', jobs: 0, audit: [], entwuerfe: [] });
  });

  it('a case decided since drafting: the release answers 409 and writes nothing', async () => {
    const k = await eingereicht(t, 'WP', ['wp']);
    await alleGeprueft(t, k.c.id, sachbearbeitung);
    const entwurf = await entwerfen(k.c.id, { entscheidung: 'zulassen' }, sachbearbeitung);
    // The command line decides directly (the operator's tool, decision 0026).
    await office(officeDeps(t.database, t.clock), 'ablehnen', {
      positionals: [k.c.email],
      optionen: { begruendung: 'Unvollständig.' },
    });
    const vorher = await stand(k.c.id);
    expect(vorher).toMatchObject({ antrag: 'rejected', jobs: 1, entwuerfe: ['offen'] });
    const res = await postStaff(t.app, freigabePfad(k.c.id, entwurf.id), {}, leitung.jwt);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: o.antragNichtEingereicht(o.statusNamen.rejected) });
    expect(await stand(k.c.id)).toEqual(vorher);
    // The preview says the same.
    const vorschau = await getStaff(
      t.app,
      `/kandidaten/${k.c.id}/entwuerfe/${entwurf.id}/bescheid`,
      leitung.jwt,
    );
    expect(vorschau.statusCode).toBe(409);
  });

  it('a stored draft whose inputs no longer fit its kind: release and preview refuse in German (409)', async () => {
    const k = await eingereicht(t, 'WP', ['wp']);
    await alleGeprueft(t, k.c.id, sachbearbeitung);
    const entwurf = await entwerfen(k.c.id, { entscheidung: 'zulassen' }, sachbearbeitung);
    // As an older version might have written it (issue 31 point 7): an outcome this kind does not know.
    // Stored anew, not updated: the inputs of a stored draft are fixed (migration 0050).
    const [gespeichert] = await db().select().from(entwuerfe).where(eq(entwuerfe.id, entwurf.id));
    await db().delete(entwuerfe).where(eq(entwuerfe.id, entwurf.id));
    await db()
      .insert(entwuerfe)
      .values({ ...gespeichert!, eingabe: { entscheidung: 'vertagen' } });
    const vorher = await stand(k.c.id);
    const res = await postStaff(t.app, freigabePfad(k.c.id, entwurf.id), {}, leitung.jwt);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ message: ent.entwurfUnlesbar });
    expect(await stand(k.c.id)).toEqual(vorher);
    const vorschau = await getStaff(
      t.app,
      `/kandidaten/${k.c.id}/entwuerfe/${entwurf.id}/bescheid`,
      leitung.jwt,
    );
    expect(vorschau.statusCode).toBe(409);
    expect(vorschau.json()).toEqual({ message: ent.entwurfUnlesbar });
  });

  it('discards a draft with a reason (drafter or releaser); then a new draft is possible', async () => {
    const k = await eingereicht(t, 'WP', ['wp']);
    await alleGeprueft(t, k.c.id, sachbearbeitung);
    const entwurf = await entwerfen(
      k.c.id,
      { entscheidung: 'ablehnen', begruendung: 'Unvollständig.' },
      leitung,
    );
    const url = `/kandidaten/${k.c.id}/entwuerfe/${entwurf.id}/verwerfen`;
    const ohne = await postStaff(t.app, url, { begruendung: '  ' }, leitung.jwt);
    expect(ohne.statusCode).toBe(400);
    expect(ohne.json().fieldErrors).toEqual({ begruendung: f.grundFehlt });
    // A caseworker can neither release nor discard a leitung's rejection.
    const fremd = await postStaff(
      t.app,
      url,
      { begruendung: 'Ich bin anderer Meinung.' },
      sachbearbeitung.jwt,
    );
    expect(fremd.statusCode).toBe(403);
    expect(fremd.json()).toEqual({ message: f.verwerfenNicht });
    expect((await stand(k.c.id)).entwuerfe).toEqual(['offen']);

    const ok = await postStaff(t.app, url, { begruendung: 'Nachweis ist doch eingegangen.' }, leitung.jwt);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: f.verworfen });
    const [row] = await db().select().from(entwuerfe).where(eq(entwuerfe.id, entwurf.id));
    expect(row).toMatchObject({
      status: 'verworfen',
      verworfenGrund: 'Nachweis ist doch eingegangen.',
      erledigtVon: leitung.id,
    });
    const [audit] = await db().select().from(staffAudit).where(eq(staffAudit.aktion, 'entwurf.verwerfen'));
    expect(audit).toMatchObject({ accountId: k.c.id, staffId: leitung.id, ziel: 'antrag.ablehnen' });
    expect((await offen(k.c.id, leitung)).entwuerfe).toEqual([]);
    const frei = await postStaff(t.app, freigabePfad(k.c.id, entwurf.id), {}, leitung.jwt);
    expect(frei.statusCode).toBe(409);
    expect(frei.json()).toEqual({
      message: fall.bereitsErledigt('verworfen', leitung.name, formatZeitpunkt(row?.erledigtAm ?? null)),
    });

    await entwerfen(k.c.id, { entscheidung: 'zulassen' }, sachbearbeitung);
    expect((await stand(k.c.id)).entwuerfe.sort()).toEqual(['offen', 'verworfen']);
  });

  it('the Eingang lists open drafts under "Zur Freigabe"', async () => {
    const k = await eingereicht(t, 'WP', ['wp']);
    await alleGeprueft(t, k.c.id, sachbearbeitung);
    const vorher =
      (await getStaff(t.app, '/eingang', leitung.jwt)).json<Record<string, number>>().freigabe ?? 0;
    const entwurf = await entwerfen(k.c.id, { entscheidung: 'zulassen' }, sachbearbeitung);
    expect((await getStaff(t.app, '/eingang', leitung.jwt)).json<Record<string, number>>().freigabe).toBe(
      vorher + 1,
    );
    const seite = await getStaff(
      t.app,
      `/eingang/freigabe?suche=${encodeURIComponent(k.c.email)}`,
      leitung.jwt,
    );
    expect(seite.statusCode, seite.body).toBe(200);
    expect(seite.json<EingangSeite>().eintraege).toEqual([
      expect.objectContaining({
        key: `entwurf:${entwurf.id}`,
        accountId: k.c.id,
        was: f.was('Zulassung', sachbearbeitung.name),
        link: `/pruefungsstelle/kandidaten/${k.c.id}/entscheidungen`,
      }),
    ]);
  });
});

describe.each(backends)('FREIGABE_GUENSTIG_ALLEIN=1 on %s', (backend) => {
  let t: TestApp;
  let sachbearbeitung: TestStaff;
  beforeAll(async () => {
    t = await createTestApp(backend, { env: { FREIGABE_GUENSTIG_ALLEIN: '1' } });
    t.clock.set('2026-10-05T08:00:00Z');
    sachbearbeitung = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  it('lets a caseworker release a favourable draft alone, never a rejection', async () => {
    const k = await eingereicht(t, 'WP', ['wp']);
    await alleGeprueft(t, k.c.id, sachbearbeitung);
    const ab = await postStaff(
      t.app,
      `/kandidaten/${k.c.id}/zulassung`,
      { entscheidung: 'ablehnen', begruendung: 'Unvollständig.' },
      sachbearbeitung.jwt,
    );
    const abId = ab.json<EntwurfAntwort>().entwurf.id;
    expect((await postStaff(t.app, freigabePfad(k.c.id, abId), {}, sachbearbeitung.jwt)).statusCode).toBe(
      403,
    );
    await postStaff(
      t.app,
      `/kandidaten/${k.c.id}/entwuerfe/${abId}/verwerfen`,
      { begruendung: 'Irrtum' },
      sachbearbeitung.jwt,
    );

    const zu = await postStaff(
      t.app,
      `/kandidaten/${k.c.id}/zulassung`,
      { entscheidung: 'zulassen' },
      sachbearbeitung.jwt,
    );
    const entwurf = zu.json<EntwurfAntwort>().entwurf;
    expect(entwurf.freigabe).toEqual({ moeglich: true, hinweis: f.hinweisAllein });
    const ok = await postStaff(t.app, freigabePfad(k.c.id, entwurf.id), {}, sachbearbeitung.jwt);
    expect(ok.statusCode, ok.body).toBe(200);
    const [job] = (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'bescheid'))).filter(
      (row) => (row.payload as { accountId: string }).accountId === k.c.id,
    );
    expect(job?.payload).toMatchObject({
      bearbeitung: { entworfenVon: sachbearbeitung.name, freigegebenVon: sachbearbeitung.name },
    });
  });
});
