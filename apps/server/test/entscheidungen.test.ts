// The office's decisions in the browser (issue 15): open items of a candidate, admit / reject,
// triftiger Grund and credit decisions with reasons. Since issue 26 each is a draft a second person
// releases (rejections a leitung; the drafts' own rules are in entwuerfe.test.ts); the release writes
// the office fact, the audit rows and a letter job in one transaction, and the letter job files a PDF
// into the digital file and announces it with a mail that carries none of its content.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from './helpers/pdf';
import { bescheide } from '@examensportal/domain/messages-pruefungsstelle-bescheide';
import { fallTexte } from '@examensportal/domain/messages-pruefungsstelle-fall';
import { freigabe } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import { entscheidungen as e } from '@examensportal/domain/messages-pruefungsstelle-entscheidungen';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import type { OffeneEntscheidungen } from '@examensportal/domain/schemas/pruefungsstelle-entscheidungen';
import { applications, compellingReasons, credits, documents, outbox, staffAudit } from '../src/db/schema';
import { office } from '../src/office/commands';
import { hilfetext } from '../src/office/help';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { eingereicht, laden, zugelassen } from './helpers/declarations';
import { download, listDocuments } from './helpers/documents';
import { officeDeps } from './helpers/procedure';
import { startSmtpSink } from './helpers/smtp';
import { entwerfenUndFreigeben } from './helpers/entwuerfe';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';
import { alleGeprueft } from './helpers/pruefliste';

const o = officeCliTexte;

describe.each(backends)('decisions in the back-office on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let leitung: TestStaff;
  let sachbearbeitung: TestStaff;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url } });
    t.clock.set('2026-10-05T08:00:00Z'); // open term 2/2027
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    sachbearbeitung = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
  }, 240_000);
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const offen = async (id: string, staff = sachbearbeitung) => {
    const res = await getStaff(t.app, `/kandidaten/${id}/entscheidungen`, staff.jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OffeneEntscheidungen>();
  };
  const db = () => t.database.db;
  const auditOf = (accountId: string) =>
    // In the order written: the hash chain links rows at COMMIT (an UPDATE), which moves them on disk.
    db().select().from(staffAudit).where(eq(staffAudit.accountId, accountId)).orderBy(asc(staffAudit.id));
  const jobsOf = async (accountId: string) =>
    (await db().select().from(outbox).where(eq(outbox.kind, 'bescheid'))).filter(
      (row) => (row.payload as { accountId: string }).accountId === accountId,
    );
  const applicationOf = async (accountId: string) =>
    (await db().select().from(applications).where(eq(applications.accountId, accountId)))[0];

  it('lists the submitted application and admits it; the letter is filed once and announced without content', async () => {
    const k = await eingereicht(t, 'WP', ['wp', 'st']);
    await alleGeprueft(t, k.c.id, sachbearbeitung);
    const vorher = await offen(k.c.id);
    expect(vorher.kandidat).toMatchObject({ id: k.c.id, email: k.c.email, art: 'WP' });
    expect(vorher.antrag).toMatchObject({ art: 'WP', termin: '2027/2', antragsdatum: '2026-10-05' });
    expect(vorher.antrag?.module.sort()).toEqual(['st', 'wp']);
    expect(vorher.antrag?.lgs).toBe('Berlin');
    expect(vorher.triftigeGruende).toEqual([]);

    // A candidate's token never reaches the route.
    const candidate = await getStaff(t.app, `/kandidaten/${k.c.id}/entscheidungen`, k.jwt);
    expect(candidate.statusCode).toBe(401);

    // Impossible dates: 422 on the field, nothing written.
    const zukunft = await postStaff(
      t.app,
      `/kandidaten/${k.c.id}/zulassung`,
      { entscheidung: 'zulassen', datum: '2026-10-06' },
      sachbearbeitung.jwt,
    );
    expect(zukunft.statusCode).toBe(422);
    expect(zukunft.json()).toEqual({
      message: o.datumInZukunft('06.10.2026'),
      fieldErrors: { datum: o.datumInZukunft('06.10.2026') },
    });
    const vorAntrag = await postStaff(
      t.app,
      `/kandidaten/${k.c.id}/zulassung`,
      { entscheidung: 'zulassen', datum: '2026-10-04' },
      sachbearbeitung.jwt,
    );
    expect(vorAntrag.statusCode).toBe(422);
    expect(vorAntrag.json().message).toBe(o.zulassungVorAntrag('04.10.2026', '05.10.2026'));
    expect(await auditOf(k.c.id)).toEqual([]);
    expect(await jobsOf(k.c.id)).toEqual([]);

    const res = await entwerfenUndFreigeben(
      t.app,
      `/kandidaten/${k.c.id}/zulassung`,
      { entscheidung: 'zulassen', datum: '2026-10-05' },
      sachbearbeitung,
      leitung,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: freigabe.freigegeben('Bescheid-Zulassung-2026-10-05.pdf'),
      bescheid: { dateiname: 'Bescheid-Zulassung-2026-10-05.pdf' },
    });
    expect(await applicationOf(k.c.id)).toMatchObject({
      status: 'admitted',
      ersteszulassungsdatum: '2026-10-05',
    });
    const audit = await auditOf(k.c.id);
    expect(audit.map((a) => a.aktion)).toEqual(['entwurf.anlegen', 'antrag.zulassen', 'entwurf.freigeben']);
    expect(audit[1]).toMatchObject({
      quelle: 'browser',
      aktion: 'antrag.zulassen',
      staffId: leitung.id,
      wer: leitung.name,
      nachher: { entworfenVon: sachbearbeitung.name, freigegebenVon: leitung.name },
    });
    expect(await jobsOf(k.c.id)).toHaveLength(1);
    expect((await jobsOf(k.c.id))[0]?.payload).toMatchObject({
      inhalt: { art: 'zulassung', lgs: 'Berlin', termin: '2/2027' },
    });
    expect((await offen(k.c.id)).antrag).toBeNull();

    // Idempotent: the same POST again decides nothing, and says who decided and when (issue 28 point 1).
    const again = await postStaff(
      t.app,
      `/kandidaten/${k.c.id}/zulassung`,
      { entscheidung: 'zulassen', datum: '2026-10-05' },
      sachbearbeitung.jwt,
    );
    expect(again.statusCode).toBe(409);
    const [vor, nach] = fallTexte.bereitsEntschieden(leitung.name, '§').split('§');
    const meldung = again.json<{ message: string }>().message;
    expect(meldung.slice(vor!.length, meldung.length - nach!.length)).toMatch(
      /^\d{2}\.\d{2}\.2026 \d{2}:\d{2}$/,
    );
    expect(meldung.startsWith(vor!) && meldung.endsWith(nach!)).toBe(true);
    expect(await auditOf(k.c.id)).toHaveLength(3);

    // The outbox renders the letter into the Mantelakte, then mails without content.
    await t.app.outbox.runOnce();
    await t.app.outbox.runOnce();
    const letters = (await listDocuments(t.app, k.jwt)).filter((d) =>
      d.originalFileName.startsWith('Bescheid'),
    );
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({
      originalFileName: 'Bescheid-Zulassung-2026-10-05.pdf',
      category: 'MANTELAKTE',
      type: 'ZULASSUNG',
      deletable: false,
    });
    const pdf = await download(t.app, k.jwt, String(letters[0]?.documentId));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const mails = sink.to(k.c.email).filter((m) => m.subject === bescheide.neuesDokumentBetreff);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('https://portal.example.org/examensportal/login');
    expect(mails[0]?.text).not.toMatch(/zugelassen|Zulassung|Bescheid|2027/);

    // At least once: running the job again files nothing more.
    const [job] = await jobsOf(k.c.id);
    await db().update(outbox).set({ sentAt: null }).where(eq(outbox.id, job!.id));
    await t.app.outbox.runOnce();
    await t.app.outbox.runOnce();
    expect(
      (await listDocuments(t.app, k.jwt)).filter((d) => d.originalFileName.startsWith('Bescheid')),
    ).toHaveLength(1);
    expect(sink.to(k.c.email).filter((m) => m.subject === bescheide.neuesDokumentBetreff)).toHaveLength(1);
  });

  it('a rejection needs a reason, and a leitung to release it', async () => {
    const k = await eingereicht(t, 'WP', ['wp']);
    await alleGeprueft(t, k.c.id, sachbearbeitung);
    const url = `/kandidaten/${k.c.id}/zulassung`;
    const ohne = await postStaff(t.app, url, { entscheidung: 'ablehnen', begruendung: '  ' }, leitung.jwt);
    expect(ohne.statusCode).toBe(422);
    expect(ohne.json()).toEqual({
      message: e.begruendungFehlt,
      fieldErrors: { begruendung: e.begruendungFehlt },
    });
    expect(await applicationOf(k.c.id)).toMatchObject({ status: 'submitted', begruendung: null });
    expect(await auditOf(k.c.id)).toEqual([]);
    expect(await jobsOf(k.c.id)).toEqual([]);

    // A caseworker drafts the rejection; a second caseworker may not release it, a leitung may.
    const zweite = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    const verboten = await entwerfenUndFreigeben(
      t.app,
      url,
      { entscheidung: 'ablehnen', begruendung: 'Der Nachweis der Prüfungstätigkeit fehlt.' },
      sachbearbeitung,
      zweite,
    );
    expect(verboten.statusCode).toBe(403);
    expect(verboten.json()).toEqual({ message: freigabe.nurLeitung });
    expect(await applicationOf(k.c.id)).toMatchObject({ status: 'submitted' });
    const [entwurf] = (await offen(k.c.id)).entwuerfe;
    const ok = await postStaff(
      t.app,
      `${url.replace('/zulassung', '')}/entwuerfe/${entwurf!.id}/freigabe`,
      {},
      leitung.jwt,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().bescheid.dateiname).toBe('Bescheid-Ablehnung-2026-10-05.pdf');
    expect(await applicationOf(k.c.id)).toMatchObject({
      status: 'rejected',
      begruendung: 'Der Nachweis der Prüfungstätigkeit fehlt.',
    });
    expect((await auditOf(k.c.id)).find((a) => a.aktion === 'antrag.ablehnen')).toMatchObject({
      staffId: leitung.id,
    });
    const [job] = await jobsOf(k.c.id);
    expect(job?.payload).toMatchObject({
      inhalt: { art: 'ablehnung', begruendung: 'Der Nachweis der Prüfungstätigkeit fehlt.' },
      bearbeitung: { entworfenVon: sachbearbeitung.name, freigegebenVon: leitung.name },
    });

    // The letter read back with a real PDF reader: tagged, German, reason and legal remedy.
    await t.app.outbox.runOnce();
    const [letter] = (await listDocuments(t.app, k.jwt)).filter((d) =>
      d.originalFileName.startsWith('Bescheid-Ablehnung'),
    );
    const pdf = (await download(t.app, k.jwt, String(letter?.documentId))).rawPayload;
    expect(pdf.toString('latin1')).toMatch(/\/Lang \(de-DE\)/);
    const { text, info } = readPdf(pdf);
    expect(info).toMatch(/Tagged:\s+yes/);
    expect(info).toContain(bescheide.betreff.ablehnung);
    for (const teil of [
      bescheide.betreff.ablehnung,
      `${k.c.vorname} ${k.c.nachname}`,
      'Aktenzeichen: WP-',
      bescheide.begruendung,
      'Der Nachweis der Prüfungstätigkeit fehlt.',
      bescheide.rechtsbehelfsbelehrung,
      'Widerspruch',
      freigabe.bearbeitung(sachbearbeitung.name, leitung.name),
    ])
      expect(text.replace(/\s+/g, ' ')).toContain(teil);
  });

  it('decides a triftiger Grund: reason required to reject, wrong candidate refused, twice refused', async () => {
    const k = await zugelassen(t, 'WP', ['wp']);
    await office(officeDeps(t.database, t.clock), 'termin', {
      positionals: ['2/2027'],
      optionen: { aufsichtsarbeiten: 'wp=2027-08-10+2027-08-11' },
    });
    await laden(t, k, 'schriftlich', 'wp');
    // The invitation letter names the part, the term and the days of the papers.
    expect((await jobsOf(k.c.id)).map((j) => (j.payload as { inhalt: unknown }).inhalt)).toContainEqual({
      art: 'ladung',
      modul: 'wp',
      teil: 'schriftlich',
      teilName: o.teilNamen.schriftlich,
      termin: '2/2027',
      tage: ['2027-08-10', '2027-08-11'],
      // Issue 26 point 7: the sitting, the start times (none set) and the LGS of the application.
      sitzung: 'august',
      beginn: [null, null],
      lgs: 'Berlin',
      ort: null,
    });
    await office(officeDeps(t.database, t.clock), 'triftiger-grund-erfassen', {
      positionals: [k.c.email],
      optionen: { modul: 'wp', teil: 'schriftlich' },
    });
    const [grund] = (await offen(k.c.id)).triftigeGruende;
    expect(grund).toMatchObject({ modul: 'wp', teil: 'schriftlich', teilName: o.teilNamen.schriftlich });
    const url = `/kandidaten/${k.c.id}/triftiger-grund/${grund!.id}`;

    const ohne = await postStaff(t.app, url, { entscheidung: 'ablehnen' }, sachbearbeitung.jwt);
    expect(ohne.statusCode).toBe(422);
    const andere = await eingereicht(t, 'WP', ['wp']);
    await alleGeprueft(t, andere.c.id, sachbearbeitung);
    const fremd = await postStaff(
      t.app,
      `/kandidaten/${andere.c.id}/triftiger-grund/${grund!.id}`,
      { entscheidung: 'anerkennen' },
      sachbearbeitung.jwt,
    );
    expect(fremd.statusCode).toBe(404);
    expect(fremd.json()).toEqual({ message: e.fallUnbekannt });
    const kaputt = await postStaff(t.app, url, { entscheidung: 'vielleicht' }, sachbearbeitung.jwt);
    expect(kaputt.statusCode).toBe(400);
    const [row] = await db().select().from(compellingReasons).where(eq(compellingReasons.id, grund!.id));
    expect(row?.status).toBe('pending');

    const ok = await entwerfenUndFreigeben(
      t.app,
      url,
      { entscheidung: 'anerkennen', begruendung: 'Attest liegt vor.' },
      sachbearbeitung,
      leitung,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().bescheid.dateiname).toBe('Bescheid-Triftiger-Grund-anerkannt-2026-10-05.pdf');
    const [decided] = await db().select().from(compellingReasons).where(eq(compellingReasons.id, grund!.id));
    expect(decided).toMatchObject({ status: 'accepted', begruendung: 'Attest liegt vor.' });
    const twice = await postStaff(t.app, url, { entscheidung: 'anerkennen' }, sachbearbeitung.jwt);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: e.bereitsEntschieden });
    expect(
      (await auditOf(k.c.id)).filter((a) => a.aktion === 'triftigerGrund.entscheiden').map((a) => a.wer),
    ).toEqual([leitung.name]);

    await t.app.outbox.runOnce();
    const [letter] = await db()
      .select()
      .from(documents)
      .where(and(eq(documents.accountId, k.c.id), eq(documents.originalName, ok.json().bescheid.dateiname)));
    expect(letter).toMatchObject({ category: 'WP', type: 'ATTEST', source: 'office' });
  });

  it('decides a credit with its reason; a rejection without one writes nothing', async () => {
    const k = await zugelassen(t, 'WP', ['wp']);
    await office(officeDeps(t.database, t.clock), 'anrechnung-erfassen', {
      positionals: [k.c.email],
      optionen: { modul: 'st' },
    });
    const [fall] = (await offen(k.c.id)).anrechnungen;
    expect(fall).toMatchObject({ modul: 'st' });
    const url = `/kandidaten/${k.c.id}/anrechnung/${fall!.id}`;
    expect((await postStaff(t.app, url, { entscheidung: 'ablehnen' }, sachbearbeitung.jwt)).statusCode).toBe(
      422,
    );
    const unbekannt = await postStaff(
      t.app,
      `/kandidaten/${k.c.id}/anrechnung/not-a-uuid`,
      { entscheidung: 'anerkennen' },
      sachbearbeitung.jwt,
    );
    expect(unbekannt.statusCode).toBe(404);
    const ok = await entwerfenUndFreigeben(
      t.app,
      url,
      { entscheidung: 'ablehnen', begruendung: 'Die Bescheinigung ist älter als vier Jahre.' },
      sachbearbeitung,
      leitung,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().bescheid.dateiname).toBe('Bescheid-Anrechnung-Steuerrecht-abgelehnt-2026-10-05.pdf');
    const [row] = await db().select().from(credits).where(eq(credits.id, fall!.id));
    expect(row).toMatchObject({
      status: 'rejected',
      begruendung: 'Die Bescheinigung ist älter als vier Jahre.',
    });
    expect((await offen(k.c.id)).anrechnungen).toEqual([]);
    expect((await auditOf(k.c.id)).find((a) => a.aktion === 'anrechnung.entscheiden')).toMatchObject({
      staffId: leitung.id,
    });
  });

  it('the command line: ablehnen needs --begruendung, and files the same letter', async () => {
    const k = await eingereicht(t, 'WP', ['wp']);
    await alleGeprueft(t, k.c.id, sachbearbeitung);
    const deps = officeDeps(t.database, t.clock, 'Frau Amtmann');
    await expect(office(deps, 'ablehnen', { positionals: [k.c.email] })).rejects.toThrow(
      bescheide.begruendungFehlt(bescheide.wannAblehnung),
    );
    expect(await jobsOf(k.c.id)).toEqual([]);
    const out = await office(deps, 'ablehnen', {
      positionals: [k.c.email],
      optionen: { begruendung: 'Unvollständig.' },
    });
    expect(out.text).toContain(bescheide.bescheidFolgt('Bescheid-Ablehnung-2026-10-05.pdf'));
    expect(await applicationOf(k.c.id)).toMatchObject({ status: 'rejected', begruendung: 'Unvollständig.' });
    expect(await jobsOf(k.c.id)).toHaveLength(1);
    expect(hilfetext()).toContain('ablehnen <antrag> [--begruendung …]');
  });

  it('answers 404 for an unknown candidate', async () => {
    const res = await getStaff(
      t.app,
      '/kandidaten/00000000-0000-4000-8000-000000000000/entscheidungen',
      leitung.jwt,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: e.kandidatUnbekannt });
  });
});
