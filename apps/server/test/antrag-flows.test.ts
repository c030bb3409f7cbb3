// The application flows on the server: interim save (multipart), final submit (one transaction with
// declaration, status, documents and receipt; Idempotency-Key), the check after it.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { semester } from '@examensportal/domain/rules/semester';
import { declarations, documents } from '../src/db/schema';
import { beispielEignung, beispielZulassung } from '../src/demo/beispiele';
import { createTestApp, type TestApp } from './helpers/app';
import { api, jwtFor } from './helpers/accounts';
import { backends } from './helpers/db';
import { bearer, filesIn, listDocuments, remove } from './helpers/documents';
import { multipartBody, type Part, sample } from './helpers/multipart';
import { getAs, seedAccount, type SeededCandidate } from './helpers/procedure';

const v = messages.validation;

function post(
  app: FastifyInstance,
  path: string,
  jwt: string,
  parts: readonly Part[],
  headers: Record<string, string> = {},
) {
  const { body, contentType } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: api(path),
    headers: { ...bearer(jwt), 'content-type': contentType, ...headers },
    payload: body,
  });
}

const json = (name: string, value: unknown): Part => ({ name, data: JSON.stringify(value) });
const pdf = (name: string, filename: string, size = 2048): Part => ({
  name,
  filename,
  contentType: 'application/pdf',
  data: sample.pdf(size),
});

describe.each(backends)('application flows on %s', (backend) => {
  let t: TestApp;
  let c: SeededCandidate;
  let jwt: string;
  const person = () => ({ vorname: c.vorname, nachname: c.nachname, email: c.email });

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z'); // open term 2/2027
    c = await seedAccount(t.database, t.clock, { vorname: 'Maria', nachname: 'Musterfrau' });
    jwt = await jwtFor(t.app, c);
  });
  afterAll(async () => t.close());

  it('check answers false before anything was sent', async () => {
    expect((await getAs(t.app, '/api/zulassung/check', jwt)).json()).toEqual({ zugelassen: false });
  });

  let lebenslaufId = '';

  it('interim save: stores the draft and its files, answers the application object', async () => {
    const res = await post(t.app, '/api/zulassung/zwischenspeichern', jwt, [
      json('zulassung', {
        zulassungsblock: '2/2027',
        lgs: 4,
        wp: true,
        kontaktdaten: { vorname: 'Maria', ort: 'Frankfurt' },
      }),
      pdf('lebenslauf', 'lebenslauf.pdf'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ dateien: Record<string, { documentId: string; originalFileName: string }[]> }>();
    expect(body).toMatchObject({
      status: 'zwischegespeichert',
      zwischegespeichert: 1,
      lgs: 4,
      wp: true,
      // The server's time of the save (issue 16: the wizard says when it was saved).
      zwischengespeichertAm: '2026-10-05T08:00:00.000Z',
    });
    expect(body.dateien.lebenslauf).toEqual([
      { documentId: expect.any(String), originalFileName: 'lebenslauf.pdf' },
    ]);
    lebenslaufId = body.dateien.lebenslauf?.[0]?.documentId ?? '';
    expect((await getAs(t.app, '/api/zulassung', jwt)).json()).toEqual(body);
    const docs = await listDocuments(t.app, jwt);
    expect(docs).toContainEqual(
      expect.objectContaining({ documentId: lebenslaufId, category: 'AKTENEINGANG', type: 'LEBENSLAUF' }),
    );
    expect((await getAs(t.app, '/api/zulassung/modul', jwt)).json()).toMatchObject({ zwischegespeichert: 1 });
  });

  it('interim save: keeps the named files, adds new ones, ignores a claim on a foreign document', async () => {
    const other = await seedAccount(t.database, t.clock);
    const otherJwt = await jwtFor(t.app, other);
    const foreign = await post(t.app, '/api/zulassung/zwischenspeichern', otherJwt, [
      json('zulassung', { zulassungsblock: '2/2027' }),
      pdf('zeugnis', 'fremd.pdf'),
    ]);
    const foreignId = foreign.json<{ dateien: { zeugnis: { documentId: string }[] } }>().dateien.zeugnis[0]
      ?.documentId;
    expect(foreignId).toBeDefined();

    const res = await post(t.app, '/api/zulassung/zwischenspeichern', jwt, [
      json('zulassung', {
        zulassungsblock: '2/2027',
        lgs: 4,
        wp: true,
        dateien: {
          lebenslauf: [{ documentId: lebenslaufId, originalFileName: 'lebenslauf.pdf' }],
          zeugnis: [{ documentId: foreignId, originalFileName: 'fremd.pdf' }],
        },
      }),
      pdf('zeugnis', 'bachelor.pdf'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { dateien } = res.json<{
      dateien: Record<string, { documentId: string; originalFileName: string }[]>;
    }>();
    expect(dateien.lebenslauf).toEqual([{ documentId: lebenslaufId, originalFileName: 'lebenslauf.pdf' }]);
    expect(dateien.zeugnis?.map((d) => d.originalFileName)).toEqual(['bachelor.pdf']);
  });

  it('interim save: an invalid draft is refused with German field errors and stores nothing', async () => {
    const objects = (await filesIn(t.app, 'objects')).length;
    const res = await post(t.app, '/api/zulassung/zwischenspeichern', jwt, [
      json('zulassung', { zulassungsblock: '2/2027', lgs: 9 }),
      pdf('attest', 'attest.pdf'),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: v.eingabenUngueltig, fieldErrors: { lgs: v.eingabenUngueltig } });
    expect((await filesIn(t.app, 'objects')).length).toBe(objects);
    expect((await getAs(t.app, '/api/zulassung', jwt)).json()).toMatchObject({ lgs: 4 });
  });

  it('final submit: the shared final check, with the spec texts', async () => {
    const res = await post(t.app, '/api/zulassung/files', jwt, [
      json('zulassung', { zulassungsblock: '2/2027', lgs: 4, wp: true, kontaktdaten: { vorname: 'Maria' } }),
    ]);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; fieldErrors: Record<string, string> }>();
    expect(body.message).toBe(messages.toasts.antragUnvollstaendig);
    expect(body.fieldErrors).toMatchObject({
      'kontaktdaten.iban': v.pflichtfeld,
      versicherung1: v.bitteBestaetigen,
    });
    expect((await getAs(t.app, '/api/zulassung/check', jwt)).json()).toEqual({ zugelassen: false });
  });

  it('final submit of the aptitude test: the same check, geburtsort optional, land, wahlfach, a shortening', async () => {
    const e = await seedAccount(t.database, t.clock, { art: 'EIGNUNG' });
    const ejwt = await jwtFor(t.app, e);
    const res = await post(t.app, '/api/eignung/files', ejwt, [
      json('eignung', { zulassungsblock: '2/2027', kontaktdaten: { vorname: 'Max', nachname: 'Muster' } }),
    ]);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; fieldErrors: Record<string, string> }>();
    expect(body.message).toBe(messages.toasts.antragUnvollstaendig);
    expect(body.fieldErrors).toMatchObject({
      land: v.pflichtfeld,
      wahlfach: v.pflichtfeld,
      'kontaktdaten.staatsangehoerigkeit': v.pflichtfeld,
      'kontaktdaten.iban': v.pflichtfeld,
      versicherung3: v.bitteBestaetigen,
    });
    expect(Object.keys(body.fieldErrors)).not.toContain('kontaktdaten.geburtsort');
    expect(Object.keys(body.fieldErrors).some((key) => key.startsWith('verkuerzungEP'))).toBe(true);
    expect((await getAs(t.app, '/api/eignung/modul', ejwt)).json()).toMatchObject({ zwischegespeichert: 0 });
  });

  it('final submit: a term whose window has closed is refused (R-02)', async () => {
    const res = await post(t.app, '/api/zulassung/files', jwt, [
      json('zulassung', beispielZulassung(semester(2027, 1), ['wp'], person())),
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: messages.toasts.antragszeitraumBeendet('1/2027') });
  });

  it('final submit: one transaction with declaration, status, locked documents and the receipt', async () => {
    const antrag = beispielZulassung(semester(2027, 2), ['wp', 'bwlVorgezogen'], person());
    const drafted = (await getAs(t.app, '/api/zulassung', jwt)).json<{ dateien: Record<string, unknown> }>();
    const parts = [json('zulassung', { ...antrag, dateien: drafted.dateien }), pdf('attest', 'attest.pdf')];
    const res = await post(t.app, '/api/zulassung/files', jwt, parts, { 'idempotency-key': 'antrag-0001' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ dateien: Record<string, { documentId: string }[]> }>();
    expect(body).toMatchObject({
      status: 'submitted',
      zwischegespeichert: 2,
      antragsdatum: '2026-10-05',
      bwlVorgezogen: true,
    });
    expect(Object.keys(body.dateien).sort()).toEqual(['attest', 'lebenslauf', 'zeugnis']);
    expect((await getAs(t.app, '/api/zulassung/check', jwt)).json()).toEqual({ zugelassen: true });

    const [declaration] = await t.database.db
      .select()
      .from(declarations)
      .where(eq(declarations.accountId, c.id));
    expect(declaration).toMatchObject({
      vorgang: 'zulassungsantrag',
      art: null,
      term: '2027/2',
      von: 'kandidat',
      idempotencyKey: 'antrag-0001',
    });
    expect(declaration?.receivedAtBerlin).toBe('2026-10-05 10:00:00');

    // The files of the application are the office's now.
    const deletion = await remove(t.app, jwt, lebenslaufId);
    expect(deletion.statusCode).toBe(409);

    // The receipt is filed by the outbox worker.
    await t.app.outbox.runOnce();
    const docs = await listDocuments(t.app, jwt);
    expect(docs).toContainEqual(expect.objectContaining({ category: 'MANTELAKTE', type: 'ZULASSUNG' }));

    const state = (await getAs(t.app, '/api/zulassung/modul', jwt)).json();
    expect(state).toMatchObject({
      zwischegespeichert: 2,
      antragsdatum: '2026-10-05',
      kontaktdaten: expect.objectContaining({ name: 'Musterfrau' }),
    });

    // The same key again: the first submission stands, nothing is recorded twice.
    const again = await post(t.app, '/api/zulassung/files', jwt, parts, { 'idempotency-key': 'antrag-0001' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'submitted' });
    const rows = await t.database.db
      .select()
      .from(declarations)
      .where(and(eq(declarations.accountId, c.id), eq(declarations.vorgang, 'zulassungsantrag')));
    expect(rows).toHaveLength(1);

    // Without the key (or with another) it is a second application, which is not possible now.
    const second = await post(t.app, '/api/zulassung/files', jwt, parts, {
      'idempotency-key': 'antrag-0002',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: messages.generic.nichtAnwendbar });
    const save = await post(t.app, '/api/zulassung/zwischenspeichern', jwt, [json('zulassung', {})]);
    expect(save.statusCode).toBe(409);
  });

  it('two submits with one Idempotency-Key at the same moment: one application, both answered 200', async () => {
    const d = await seedAccount(t.database, t.clock);
    const djwt = await jwtFor(t.app, d);
    const antrag = beispielZulassung(semester(2027, 2), ['st'], {
      vorname: d.vorname,
      nachname: d.nachname,
      email: d.email,
    });
    const send = () =>
      post(t.app, '/api/zulassung/files', djwt, [json('zulassung', antrag), pdf('lebenslauf', 'cv.pdf')], {
        'idempotency-key': 'doppelt-1',
      });
    const objects = (await filesIn(t.app, 'objects')).length;
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toMatchObject({ status: 'submitted' });
    expect(b.json()).toMatchObject({ status: 'submitted' });
    const rows = await t.database.db.select().from(declarations).where(eq(declarations.accountId, d.id));
    expect(rows).toHaveLength(1);
    // The repetition's file was removed again: every file on disk belongs to a document row (the
    // candidate's one upload and the receipt the outbox files after the commit).
    await t.app.outbox.runOnce();
    const own = await t.database.db.select().from(documents).where(eq(documents.accountId, d.id));
    expect(own.filter((r) => r.source === 'candidate')).toHaveLength(1);
    const all = await t.database.db.select({ storedName: documents.storedName }).from(documents);
    expect((await filesIn(t.app, 'objects')).sort()).toEqual(all.map((r) => r.storedName).sort());
    expect((await filesIn(t.app, 'objects')).length).toBeGreaterThan(objects);
    expect(Object.values(a.json<{ dateien: Record<string, unknown[]> }>().dateien).flat()).toHaveLength(1);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const res = await post(t.app, '/api/zulassung/files', jwt, [json('zulassung', {})], {
      'idempotency-key': 'ä b',
    });
    expect(res.statusCode).toBe(400);
  });

  it('the aptitude test: interim save and final submit; the other kind is refused', async () => {
    const e = await seedAccount(t.database, t.clock, { art: 'EIGNUNG' });
    const ejwt = await jwtFor(t.app, e);
    const saved = await post(t.app, '/api/eignung/zwischenspeichern', ejwt, [
      json('eignung', { zulassungsblock: '2/2027', wahlfach: 3 }),
      pdf('nachweise', 'bescheinigung.pdf'),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'zwischegespeichert', wahlfach: 3 });
    expect(await listDocuments(t.app, ejwt)).toContainEqual(
      expect.objectContaining({ type: 'EIGNUNG_NACHWEIS' }),
    );

    const antrag = beispielEignung(semester(2027, 2), {
      vorname: e.vorname,
      nachname: e.nachname,
      email: e.email,
    });
    const sent = await post(t.app, '/api/eignung/files', ejwt, [
      json('eignung', { ...antrag, dateien: saved.json().dateien }),
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'submitted', zwischegespeichert: 2, land: 'AT' });
    expect((await getAs(t.app, '/api/zulassung/check', ejwt)).json()).toEqual({ zugelassen: true });
    expect((await getAs(t.app, '/api/eignung/modul', ejwt)).json()).toMatchObject({ zwischegespeichert: 2 });

    for (const path of ['/api/zulassung/zwischenspeichern', '/api/zulassung/files']) {
      const res = await post(t.app, path, ejwt, [json('zulassung', {})]);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual({ message: messages.auth.keineBerechtigung });
    }
  });
});
