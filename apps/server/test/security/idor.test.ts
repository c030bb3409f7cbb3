// Object-level authorisation (SEC-AC-1, ASVS 8.2.2): every route that takes an object id, in its path
// or in its body, and the Idempotency-Key, which names an earlier request. Candidate A uses B's ids:
// every answer is that of an unknown id (404, same body), and B's objects stay as they were. The id
// routes come from the server's route table, so a new one fails here until it is in the matrix.
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@examensportal/domain/api';
import { serverTexte } from '@examensportal/domain/messages-server';
import { semester } from '@examensportal/domain/rules/semester';
import { documents } from '../../src/db/schema';
import { beispielEignung, beispielZulassung } from '../../src/demo/beispiele';
import { insertDocuments } from '../../src/features/documents/repo';
import { enqueueReceipt } from '../../src/features/receipts/job';
import { createTestApp, type TestApp } from '../helpers/app';
import { api } from '../helpers/accounts';
import { backends } from '../helpers/db';
import { postModul, slots, umschlag, zugelassen } from '../helpers/declarations';
import { bearer, download, listDocuments, uploadParts } from '../helpers/documents';
import { multipartBody, type Part, sample } from '../helpers/multipart';
import { getAs, seedAccount } from '../helpers/procedure';
import { jwtFor } from '../helpers/accounts';
import { getStaff, staffMember } from '../helpers/staff';

const notFound = { message: serverTexte.nichtGefunden };
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const json = (name: string, value: unknown): Part => ({ name, data: JSON.stringify(value) });

/** The id routes and how each is called. The confirmation token is no object id of a session. */
const idRoutes = {
  'GET /api/dokumente/download/:documentId': (id: string) => ({
    method: 'GET' as const,
    url: api(`/api/dokumente/download/${id}`),
  }),
  'DELETE /api/dokumente/delete/:documentId': (id: string) => ({
    method: 'DELETE' as const,
    url: api(`/api/dokumente/delete/${id}`),
  }),
};
const notObjectIds = [
  'GET /confirmregistration/:token',
  // The calendar: the feed's secret token names the account; an event id is looked up among the
  // session's own events only, another account's answers 404 (erinnerungen.test.ts).
  'GET /kalenderfeed/:token',
  'GET /api/kalender/termine/:id',
  // A passkey of another account answers 404 like an unknown one and stays (passkeys.test.ts).
  'POST /api/zweiterfaktor/passkeys/:id/entfernen',
  // The candidate's own Idempotency-Key, looked up with the session's account: another account's key
  // answers 404 like an unknown one (folgen-bestaetigung.test.ts).
  'GET /api/eingangsbestaetigung/:schluessel',
  // Staff accounts, reached only with a leitung's staff session (staff-routes.test.ts sweeps them).
  'POST /pruefungsstelle/mitarbeitende/:id/rolle',
  'POST /pruefungsstelle/mitarbeitende/:id/deaktivieren',
  'POST /pruefungsstelle/mitarbeitende/:id/zuruecksetzen',
  'POST /pruefungsstelle/mitarbeitende/:id/reaktivieren',
  'POST /pruefungsstelle/mitarbeitende/:id/einladung',
  'POST /pruefungsstelle/mitarbeitende/:id/zweiter-faktor',
  // The office's decisions: staff routes only; a case id of another candidate answers 404 like an
  // unknown one and decides nothing (entscheidungen.test.ts).
  'GET /pruefungsstelle/kandidaten/:id/entscheidungen',
  'POST /pruefungsstelle/kandidaten/:id/zulassung',
  'POST /pruefungsstelle/kandidaten/:id/triftiger-grund/:fallId',
  'POST /pruefungsstelle/kandidaten/:id/anrechnung/:fallId',
  // The Nachteilsausgleich of the candidate in the path (nachteilsausgleich.test.ts).
  'POST /pruefungsstelle/kandidaten/:id/nachteilsausgleich',
  // A result of another candidate answers 404 like an unknown one (berichtigung.test.ts).
  'POST /pruefungsstelle/kandidaten/:id/berichtigung/:fallId',
  // A letter of another candidate answers 404 like an unknown one (aufhebung.test.ts).
  'POST /pruefungsstelle/kandidaten/:id/aufhebung/:fallId',
  'POST /pruefungsstelle/kandidaten/:id/bescheid-berichtigung/:fallId',
  // Objections: a letter or an objection of another candidate answers 404 like an unknown one
  // (widerspruch.test.ts).
  'GET /pruefungsstelle/kandidaten/:id/widersprueche',
  'POST /pruefungsstelle/kandidaten/:id/widersprueche',
  'POST /pruefungsstelle/kandidaten/:id/widerspruch/:fallId',
  // Drafts of those decisions: a draft of another candidate answers 404 like an unknown one and
  // shows or changes nothing (entwuerfe.test.ts).
  'GET /pruefungsstelle/kandidaten/:id/entwuerfe/:entwurfId/bescheid',
  'POST /pruefungsstelle/kandidaten/:id/entwuerfe/:entwurfId/freigabe',
  'POST /pruefungsstelle/kandidaten/:id/entwuerfe/:entwurfId/verwerfen',
  // A hold on the due list of deletions (leitung only): an account not on the list answers 404 and
  // holds nothing (loeschung.test.ts).
  'POST /pruefungsstelle/loeschung/:id/sperre',
  // The name of a work queue of the Eingang, not an object (eingang.test.ts).
  'GET /pruefungsstelle/eingang/:queue',
  // The office's print batches (Postversand): the office's own objects, any staff role (postversand.test.ts).
  'GET /pruefungsstelle/postversand/stapel/:stapelId/pdf',
  'POST /pruefungsstelle/postversand/stapel/:stapelId/versand',
  'POST /pruefungsstelle/postversand/stapel/:stapelId/verwerfen',
  // Nachforderungen (decision 0039): another candidate's request answers 404 like an unknown one and
  // takes no answer; the office's closing checks the request belongs to the candidate in the path
  // (nachforderung.test.ts).
  'POST /api/nachforderungen/:id/punkte/:punktId',
  'POST /pruefungsstelle/kandidaten/:id/nachforderungen',
  'POST /pruefungsstelle/kandidaten/:id/nachforderungen/:nachforderungId/erledigt',
  // The Postfach (decision 0049): another candidate's message answers 404 like an unknown one and is
  // not marked; the office's marking checks the message belongs to the candidate in the path; a reply
  // to another account's message is 404 (postfach.test.ts).
  'POST /api/postfach/:id/gelesen',
  'POST /pruefungsstelle/kandidaten/:id/nachrichten',
  'POST /pruefungsstelle/kandidaten/:id/nachrichten/:nachrichtId/gelesen',
];
/**
 * Staff routes on a candidate's objects: every staff role may read every candidate (issue 15), so the
 * object check is that the document belongs to the candidate named in the path; a candidate's token
 * never reaches them (staff-routes.test.ts, and below).
 */
const staffObjectRoutes = [
  'GET /pruefungsstelle/kandidaten/:id',
  'GET /pruefungsstelle/kandidaten/:id/dokumente/:documentId',
  // The candidate's applications as sent, by the candidate in the path (staff-antrag.test.ts).
  'GET /pruefungsstelle/kandidaten/:id/antraege',
  // The candidate's copy of their data, of the candidate in the path (datenkopie.test.ts).
  'GET /pruefungsstelle/kandidaten/:id/datenkopie',
  // The checklist of the candidate in the path; a mark on another candidate's application answers
  // 404 like an unknown one and writes nothing (pruefliste.test.ts).
  'GET /pruefungsstelle/kandidaten/:id/pruefliste',
  'POST /pruefungsstelle/kandidaten/:id/pruefliste/:antragId',
  // A leitung resets the second factor of the candidate in the path (zweiter-faktor.test.ts).
  'POST /pruefungsstelle/kandidaten/:id/zweiter-faktor/zuruecksetzen',
  // The candidate's Nachforderungen, of the candidate in the path (nachforderung.test.ts).
  'GET /pruefungsstelle/kandidaten/:id/nachforderungen',
  // Case work of the candidate in the path (decision 0046); another candidate's Wiedervorlage answers
  // 404 like an unknown one and ends nothing (fall.test.ts).
  'GET /pruefungsstelle/kandidaten/:id/fall',
  'POST /pruefungsstelle/kandidaten/:id/zuweisung',
  'POST /pruefungsstelle/kandidaten/:id/notizen',
  'POST /pruefungsstelle/kandidaten/:id/wiedervorlagen',
  'POST /pruefungsstelle/kandidaten/:id/wiedervorlagen/:wiedervorlageId/ende',
  // The Postfach and its templates, of the candidate in the path (postfach.test.ts).
  'GET /pruefungsstelle/kandidaten/:id/nachrichten',
  'GET /pruefungsstelle/kandidaten/:id/nachrichtenvorlagen',
];

describe.each(backends)('IDOR matrix on %s', (backend) => {
  let t: TestApp;
  const who: Record<'a' | 'b' | 'ea' | 'eb', { id: string; jwt: string }> = {} as never;
  /** B's objects of every kind a candidate can see. */
  const bObjects: Record<string, { id: string; data: Buffer }> = {};

  const multipartTo = (p: string, jwt: string, parts: Part[]) => {
    const { body, contentType } = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: api(p),
      headers: { ...bearer(jwt), 'content-type': contentType },
      payload: body,
    });
  };
  const row = async (id: string) =>
    (await t.database.db.select().from(documents).where(eq(documents.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    for (const [key, art] of [
      ['a', 'WP'],
      ['b', 'WP'],
      ['ea', 'EIGNUNG'],
      ['eb', 'EIGNUNG'],
    ] as const) {
      const c = await seedAccount(t.database, t.clock, { art });
      who[key] = { id: c.id, jwt: await jwtFor(t.app, c) };
    }
    // An upload of B in the Akteneingang.
    const upload = sample.png(900);
    const up = await uploadParts(t.app, who.b.jwt, [{ name: 'zeugnis', filename: 'b.png', data: upload }]);
    bObjects.upload = { id: up.json<{ documentId: string }[]>()[0]?.documentId ?? '', data: upload };
    // A document the office filed for B (Mantelakte).
    const storage = t.app.documentStore;
    const office = sample.pdf(700);
    const stored = await storage.write([office]);
    const officeId = randomUUID();
    await insertDocuments(t.database.db, [
      {
        id: officeId,
        accountId: who.b.id,
        category: 'MANTELAKTE',
        type: 'VERMERK',
        source: 'office',
        originalName: 'Vermerk.pdf',
        storedName: stored.storedName,
        contentType: 'application/pdf',
        size: stored.size,
        sha256: stored.sha256,
        createdAt: t.clock.now(),
      },
    ]);
    bObjects.office = { id: officeId, data: office };
    // A receipt of B.
    await enqueueReceipt(t.database.db, {
      accountId: who.b.id,
      declarationId: randomUUID(),
      ereignis: 'kontaktdaten',
      termin: null,
      module: [],
      pruefungsteile: [],
      angaben: [],
      dokumente: [],
      eingegangenAm: t.clock.now().toISOString(),
      erklaerung: { art: 'kontaktdaten' },
    });
    await t.app.outbox.runOnce();
    const receipt = (await listDocuments(t.app, who.b.jwt)).find((d) =>
      d.originalFileName.startsWith('Quittung-'),
    );
    const receiptFile = await download(t.app, who.b.jwt, receipt?.documentId ?? '');
    bObjects.receipt = { id: receipt?.documentId ?? '', data: receiptFile.rawPayload };
  });
  afterAll(async () => t.close());

  it('knows every route that takes an id in its path', () => {
    const withParams = t.app.routeTable
      .filter((r) => r.url.startsWith(API_BASE) && r.method !== 'HEAD' && r.url.includes(':'))
      .map((r) => `${r.method} ${r.url.slice(API_BASE.length)}`);
    expect(new Set(withParams)).toEqual(
      new Set([...Object.keys(idRoutes), ...notObjectIds, ...staffObjectRoutes]),
    );
  });

  describe.each(Object.entries(idRoutes))('%s', (_route, call) => {
    it.each(['upload', 'office', 'receipt'])(
      "A with B's %s: 404 like an unknown id; B's file unchanged",
      async (kind) => {
        const target = bObjects[kind];
        if (!target?.id) throw new Error(`no ${kind}`);
        const foreign = await t.app.inject({ ...call(target.id), headers: bearer(who.a.jwt) });
        const unknown = await t.app.inject({ ...call(randomUUID()), headers: bearer(who.a.jwt) });
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json()).toEqual(notFound);
        expect(foreign.body).toBe(unknown.body);
        expect(foreign.headers['content-disposition']).toBeUndefined();
        const still = await download(t.app, who.b.jwt, target.id);
        expect(still.statusCode).toBe(200);
        expect(sha(still.rawPayload)).toBe(sha(target.data));
      },
    );
  });

  it("A's document list never shows B's objects", async () => {
    const listed = (await listDocuments(t.app, who.a.jwt)).map((d) => d.documentId);
    for (const target of Object.values(bObjects)) expect(listed).not.toContain(target.id);
  });

  describe('ids in bodies: file claims of the application', () => {
    const claim = (id: string) => ({ lebenslauf: [{ documentId: id, originalFileName: 'fremd.pdf' }] });
    const eClaim = (id: string) => ({ nachweise: [{ documentId: id, originalFileName: 'fremd.pdf' }] });

    it("WP interim save and final submit: a claim on B's documents is ignored, B's upload stays free", async () => {
      for (const target of Object.values(bObjects)) {
        const saved = await multipartTo('/api/zulassung/zwischenspeichern', who.a.jwt, [
          json('zulassung', { zulassungsblock: '2/2027', lgs: 4, dateien: claim(target.id) }),
        ]);
        expect(saved.statusCode, saved.body).toBe(200);
        expect(saved.body).not.toContain(target.id);
      }
      const antrag = beispielZulassung(semester(2027, 2), ['wp'], {
        vorname: 'Erika',
        nachname: 'Mustermann',
        email: 'a@example.org',
      });
      const sent = await multipartTo('/api/zulassung/files', who.a.jwt, [
        json('zulassung', { ...antrag, dateien: claim(bObjects.upload?.id ?? '') }),
        { name: 'lebenslauf', filename: 'eigen.pdf', contentType: 'application/pdf', data: sample.pdf() },
      ]);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.body).not.toContain(bObjects.upload?.id);
      const bUpload = await row(bObjects.upload?.id ?? '');
      expect(bUpload).toMatchObject({ accountId: who.b.id, lockedAt: null, declarationId: null });
      expect((await getAs(t.app, '/api/zulassung', who.a.jwt)).body).not.toContain(bObjects.upload?.id);
    });

    it("EIGNUNG interim save and final submit: a claim on another candidate's document is ignored", async () => {
      const up = await uploadParts(t.app, who.eb.jwt, [
        { name: 'nachweise', filename: 'n.pdf', contentType: 'application/pdf', data: sample.pdf() },
      ]);
      const ebId = up.json<{ documentId: string }[]>()[0]?.documentId ?? '';
      const saved = await multipartTo('/api/eignung/zwischenspeichern', who.ea.jwt, [
        json('eignung', { zulassungsblock: '2/2027', wahlfach: 3, dateien: eClaim(ebId) }),
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.body).not.toContain(ebId);
      const antrag = beispielEignung(semester(2027, 2), {
        vorname: 'Eva',
        nachname: 'Adler',
        email: 'ea@example.org',
      });
      const sent = await multipartTo('/api/eignung/files', who.ea.jwt, [
        json('eignung', { ...antrag, dateien: eClaim(ebId) }),
      ]);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.body).not.toContain(ebId);
      expect(await row(ebId)).toMatchObject({ accountId: who.eb.id, lockedAt: null, declarationId: null });
    });
  });

  it("staff: B's documents under A's file answer 404 like an unknown id; candidate tokens never reach them", async () => {
    const staff = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    const view = (candidate: string, doc: string, jwt = staff.jwt) =>
      getStaff(t.app, `/kandidaten/${candidate}/dokumente/${doc}`, jwt);
    const unknown = await view(who.a.id, randomUUID());
    expect(unknown.statusCode).toBe(404);
    for (const kind of ['upload', 'office', 'receipt']) {
      const target = bObjects[kind];
      if (!target?.id) throw new Error(`no ${kind}`);
      const foreign = await view(who.a.id, target.id);
      expect(foreign.statusCode, kind).toBe(404);
      expect(foreign.body).toBe(unknown.body);
      const own = await view(who.b.id, target.id);
      expect(own.statusCode, kind).toBe(200);
      expect(own.rawPayload.equals(target.data), kind).toBe(true);
      // B's own candidate token (and A's) do not open the staff route, not even for B's own file.
      expect((await view(who.b.id, target.id, who.b.jwt)).statusCode).toBe(401);
      expect((await view(who.b.id, target.id, who.a.jwt)).statusCode).toBe(401);
    }
    expect((await getStaff(t.app, `/kandidaten/${who.b.id}`, who.a.jwt)).statusCode).toBe(401);
  }, 120_000);

  it("Idempotency-Key: B's key used by A is A's own new request, never B's stored answer", async () => {
    const b = await zugelassen(t);
    const a = await zugelassen(t);
    const body = umschlag(3, slots('wr'));
    const bAnswer = await postModul(t.app, 'anmeldung', b.jwt, body, 'geteilter-schluessel-1');
    expect(bAnswer.statusCode, bAnswer.body).toBe(200);
    const aAnswer = await postModul(t.app, 'anmeldung', a.jwt, body, 'geteilter-schluessel-1');
    expect(aAnswer.statusCode, aAnswer.body).toBe(200);
    expect(aAnswer.json().declarationId).not.toBe(bAnswer.json().declarationId);
    // A's own registration took place: WR can now be deregistered and no longer registered (spec §3).
    const aState = (await getAs(t.app, '/api/zulassung/modul', a.jwt)).json<
      Record<string, Record<string, boolean>>
    >();
    expect(aState.modulabmeldungen).toMatchObject({ wr: true });
    expect(aState.modulanmeldungen).toMatchObject({ wr: false });
  });
});
