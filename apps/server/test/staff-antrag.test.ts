// The application as sent in the back-office (issue 26 point 1): GET /pruefungsstelle/kandidaten/:id/antraege
// for both roles, WP and EIGNUNG, with attachments beside their fields and a Nachteilsausgleich request;
// audited; unknown or foreign ids answer 404; a candidate's token is refused.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poppler, readPdf } from './helpers/pdf';
import { semester } from '@examensportal/domain/rules/semester';
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import { eingereichteAntraegeSchema } from '@examensportal/domain/schemas/pruefungsstelle-antrag';
import type { EingangSeite, EingangZaehler } from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import { eingang } from '@examensportal/domain/messages-pruefungsstelle-eingang';
import { documents, outbox, staffAudit } from '../src/db/schema';
import { aktenzeichen } from '@examensportal/domain/rules/aktenzeichen';
import { beispielZulassung } from '../src/demo/beispiele';
import { office } from '../src/office/commands';
import { createTestApp, type TestApp } from './helpers/app';
import { api, jwtFor } from './helpers/accounts';
import { backends } from './helpers/db';
import { eingereicht } from './helpers/declarations';
import { bearer, download, listDocuments, uploadParts } from './helpers/documents';
import { multipartBody, type Part, sample } from './helpers/multipart';
import { officeDeps, seedAccount, type SeededCandidate } from './helpers/procedure';
import { getStaff, staffMember, type TestStaff } from './helpers/staff';

const pdf = (name: string, filename: string): Part => ({
  name,
  filename,
  contentType: 'application/pdf',
  data: sample.pdf(2048),
});

/** Sends a WP application with § 8a, a Nachteilsausgleich request and three attachments. */
async function sendeAntragMitAnlagen(app: FastifyInstance, c: SeededCandidate, jwt: string) {
  const antrag = beispielZulassung(
    semester(2027, 2),
    ['wp', 'stVorgezogen'],
    { vorname: c.vorname, nachname: c.nachname, email: c.email },
    { verkuerzung: 'master', nachteilsausgleich: true },
  );
  const { body, contentType } = multipartBody([
    {
      name: 'zulassung',
      data: JSON.stringify({ ...antrag, zusatzinformationen: 'Größere Schrift, bitte.' }),
    },
    pdf('attest', 'Schwerbehindertenausweis.pdf'),
    pdf('zeugnis', 'Masterzeugnis.pdf'),
    pdf('verkuerzungbescheinigung', 'Bescheinigung § 8a.pdf'),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: api('/api/zulassung/files'),
    headers: { ...bearer(jwt), 'content-type': contentType },
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
}

describe.each(backends)('the application as sent on %s', (backend) => {
  let t: TestApp;
  let leitung: TestStaff;
  let sachbearbeitung: TestStaff;
  let c: SeededCandidate;
  let jwt: string;
  let ep: Awaited<ReturnType<typeof eingereicht>>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z'); // open term 2/2027
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    sachbearbeitung = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    // The office offers a June sitting for ST in 2/2027, the sitting the application chooses.
    await office(officeDeps(t.database, t.clock), 'termin', {
      positionals: ['2/2027'],
      optionen: { juni: 'st' },
    });
    c = await seedAccount(t.database, t.clock, { vorname: 'Jürgen', nachname: 'Größe' });
    jwt = await jwtFor(t.app, c);
    await sendeAntragMitAnlagen(t.app, c, jwt);
    ep = await eingereicht(t, 'EIGNUNG');
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers every page of the WP application with its attachments, for both roles, audited', async () => {
    for (const staff of [sachbearbeitung, leitung]) {
      const res = await getStaff(t.app, `/kandidaten/${c.id}/antraege`, staff.jwt);
      expect(res.statusCode, res.body).toBe(200);
      const { antraege } = eingereichteAntraegeSchema.parse(res.json());
      expect(antraege).toHaveLength(1);
      const [antrag] = antraege;
      expect(antrag).toMatchObject({
        art: 'WP',
        status: 'submitted',
        termin: '2/2027',
        aktuell: true,
        nachteilsausgleich: true,
      });
      const zeilen = Object.fromEntries(
        antrag!.abschnitte.flatMap((a) => a.zeilen.map((z) => [z.bezeichnung, z] as const)),
      );
      expect(zeilen['Vorzeitige Zulassung']?.werte).toEqual(['Masterabschluss nach § 8a WPO']);
      expect(zeilen['Modulprüfungen']?.werte).toEqual([
        'Wirtschaftliches Prüfungswesen, Unternehmensbewertung und Berufsrecht – im August',
        'Steuerrecht – vorgezogen im Juni',
      ]);
      expect(zeilen['Zusatzinformationen']?.werte).toEqual(['Größere Schrift, bitte.']);
      expect(zeilen['Entfallende Modulprüfungen']?.werte).toEqual([
        'Wirtschaftsrecht, Angewandte Betriebswirtschaftslehre, Volkswirtschaftslehre',
      ]);
      expect(zeilen['Geburtsdatum']?.werte).toEqual(['14.05.1992']);
      const attest = zeilen['Nachweis zum Nachteilsausgleich (z. B. ärztliches Attest)']?.anlagen ?? [];
      expect(attest).toHaveLength(1);
      expect(attest[0]?.dokument).toMatchObject({
        name: 'Schwerbehindertenausweis.pdf',
        contentType: 'application/pdf',
      });
      // The attachment opens in the existing viewer.
      const viewer = await getStaff(
        t.app,
        `/kandidaten/${c.id}/dokumente/${attest[0]?.documentId ?? ''}`,
        staff.jwt,
      );
      expect(viewer.statusCode).toBe(200);
      expect(zeilen['Nachweise zur Prüfungsverkürzung']?.anlagen?.[0]?.name).toBe('Bescheinigung § 8a.pdf');
    }
    const rows = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.aktion, 'kandidat.antrag.ansehen'), eq(staffAudit.accountId, c.id)));
    expect(rows).toHaveLength(2);
  });

  it('answers the aptitude-test application with its own pages', async () => {
    const res = await getStaff(t.app, `/kandidaten/${ep.c.id}/antraege`, sachbearbeitung.jwt);
    const { antraege } = eingereichteAntraegeSchema.parse(res.json());
    expect(antraege[0]?.art).toBe('EIGNUNG');
    expect(antraege[0]?.nachteilsausgleich).toBe(false);
    expect(antraege[0]?.abschnitte.map((a) => a.ueberschrift)).toEqual([
      'Anmeldung',
      'Kontaktdaten',
      'Erklärung',
      'Versicherungen',
      'Voraussichtliche Gebühren',
    ]);
  });

  it('answers 404 for an unknown candidate and for another candidate’s document, refuses candidates', async () => {
    const unbekannt = await getStaff(t.app, `/kandidaten/${crypto.randomUUID()}/antraege`, leitung.jwt);
    expect(unbekannt.statusCode).toBe(404);
    expect(unbekannt.json()).toEqual({ message: kandidatTexte.kandidatUnbekannt });
    const { antraege } = eingereichteAntraegeSchema.parse(
      (await getStaff(t.app, `/kandidaten/${c.id}/antraege`, leitung.jwt)).json(),
    );
    const fremd = antraege[0]?.abschnitte.flatMap((a) => a.zeilen.flatMap((z) => z.anlagen ?? []))[0];
    const quer = await getStaff(
      t.app,
      `/kandidaten/${ep.c.id}/dokumente/${fremd?.documentId ?? ''}`,
      leitung.jwt,
    );
    expect(quer.statusCode).toBe(404);
    expect((await getStaff(t.app, `/kandidaten/${c.id}/antraege`, jwt)).statusCode).toBe(401);
    expect((await getStaff(t.app, `/kandidaten/${c.id}/antraege`)).statusCode).toBe(401);
    expect((await getStaff(t.app, `/kandidaten/keine-id/antraege`, leitung.jwt)).statusCode).toBe(400);
  });

  it('files a tagged PDF copy of the application in the candidate’s Mantelakte, once', async () => {
    await t.app.outbox.runOnce();
    await t.app.outbox.runOnce();
    const docs = await listDocuments(t.app, jwt);
    const kopien = docs.filter((d) => d.originalFileName === 'Antrag-Zulassungsantrag-2026-10-05.pdf');
    expect(kopien).toHaveLength(1);
    expect(kopien[0]).toMatchObject({ category: 'MANTELAKTE', type: 'ZULASSUNG' });
    // The receipt is still the declaration's one receipt, and lists what was sent.
    expect(docs.filter((d) => d.originalFileName.startsWith('Quittung-Zulassungsantrag'))).toHaveLength(1);
    const jobs = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'antragskopie'));
    expect(jobs.filter((j) => (j.payload as { accountId: string }).accountId === c.id)).toHaveLength(1);
    if (!poppler) return;
    const res = await download(t.app, jwt, String(kopien[0]?.documentId));
    expect(res.statusCode).toBe(200);
    const { text, info } = readPdf(res.rawPayload);
    expect(info).toMatch(/Tagged:\s+yes/);
    expect(info).toContain('Kopie: Antrag auf Zulassung zum Wirtschaftsprüfungsexamen');
    const flach = text.replace(/\s+/g, ' ');
    const quittung = docs.find((d) => d.originalFileName.startsWith('Quittung-Zulassungsantrag'));
    const quittungText = readPdf(
      (await download(t.app, jwt, String(quittung?.documentId))).rawPayload,
    ).text.replace(/\s+/g, ' ');
    // The receipt lists what was sent and what falls due, and names the file number.
    expect(quittungText).toContain('Gesendete Angaben');
    expect(quittungText).toContain('Modulanmeldung, Kontaktdaten, Bisherige Zulassungsanträge');
    expect(quittungText).toContain('Schwerbehindertenausweis.pdf');
    expect(quittungText).toContain('fällig werden');
    expect(quittungText).not.toContain('erstattet werden 0,00');
    expect(quittungText).toContain(aktenzeichen(c.id, 'WP'));
    for (const erwartet of [
      aktenzeichen(c.id, 'WP'),
      'Modulanmeldung',
      'Steuerrecht – vorgezogen im Juni',
      'Größere Schrift, bitte.',
      'Masterabschluss nach § 8a WPO',
      'Entfallende Modulprüfungen',
      'Schwerbehindertenausweis.pdf',
      'Bescheinigung § 8a.pdf',
      'Voraussichtliche Gebühren',
    ]) {
      expect(flach).toContain(erwartet);
    }
  });

  it('Eingang: the application carries the badge; its attachments are no new documents, an upload is', async () => {
    const antraege = (await getStaff(t.app, '/eingang/antraege', sachbearbeitung.jwt)).json<EingangSeite>();
    expect(antraege.eintraege.find((x) => x.accountId === c.id)?.nachteilsausgleich).toBe(true);
    expect(antraege.eintraege.find((x) => x.accountId === ep.c.id)?.nachteilsausgleich).toBeUndefined();
    const vorher = (await getStaff(t.app, '/eingang/dokumente', sachbearbeitung.jwt)).json<EingangSeite>();
    expect(vorher.eintraege.filter((x) => x.accountId === c.id)).toEqual([]);
    const upload = await uploadParts(t.app, jwt, [pdf('zeugnis', 'nachgereicht.pdf')]);
    expect(upload.statusCode, upload.body).toBe(201);
    const nachher = (await getStaff(t.app, '/eingang/dokumente', sachbearbeitung.jwt)).json<EingangSeite>();
    expect(nachher.eintraege.filter((x) => x.accountId === c.id).map((x) => x.was)).toEqual([
      eingang.was.dokument('nachgereicht.pdf'),
    ]);
    const zaehler = (await getStaff(t.app, '/eingang', sachbearbeitung.jwt)).json<EingangZaehler>();
    expect(zaehler.dokumente).toBe(1);
  });

  it('migration 0015 links the attachments of applications stored before it', async () => {
    const verknuepft = async () =>
      (await t.database.db.select().from(documents).where(eq(documents.accountId, c.id)))
        .filter((d) => d.applicationId !== null)
        .map((d) => d.originalName)
        .sort();
    const vorher = await verknuepft();
    expect(vorher).toEqual(['Bescheinigung § 8a.pdf', 'Masterzeugnis.pdf', 'Schwerbehindertenausweis.pdf']);
    await t.database.db.update(documents).set({ applicationId: null }).where(eq(documents.accountId, c.id));
    const migration = readFileSync(
      path.resolve(import.meta.dirname, '../drizzle/0015_antrag_dokumente.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE'));
    await t.database.db.execute(sql.raw(backfill ?? ''));
    expect(await verknuepft()).toEqual(vorher);
  });
});
