import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { serverTexte } from '@examensportal/domain/messages-server';
import { documents } from '../src/db/schema';
import { insertDocuments, lockDocuments } from '../src/features/documents/repo';
import { enqueueReceipt } from '../src/features/receipts/job';
import { createTestApp, type TestApp } from './helpers/app';
import { api } from './helpers/accounts';
import { backends, query } from './helpers/db';
import {
  download,
  filesIn,
  listDocuments,
  remove,
  signedIn,
  type SignedIn,
  uploadParts,
} from './helpers/documents';
import { sample } from './helpers/multipart';
import { startSmtpSink } from './helpers/smtp';

const notFound = { message: serverTexte.nichtGefunden };
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each(backends)('digital file access on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let a: SignedIn;
  let b: SignedIn;
  const aFile = sample.pdf(1500);
  const bFile = sample.png(2500);
  let aId: string;
  let bId: string;

  const accountId = async (who: SignedIn) => {
    const [row] = await query<{ id: string }>(
      t.database,
      sql`select id from accounts where email = ${who.candidate.email}`,
    );
    if (!row) throw new Error('no account');
    return row.id;
  };

  const uploadOne = async (who: SignedIn, filename: string, data: Buffer) => {
    const res = await uploadParts(t.app, who.jwt, [{ name: 'zeugnis', filename, data }]);
    if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
    return res.json<{ documentId: string }[]>()[0]?.documentId ?? '';
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url } });
    a = await signedIn(t.app, sink);
    b = await signedIn(t.app, sink);
    aId = await uploadOne(a, 'a.pdf', aFile);
    bId = await uploadOne(b, 'b.png', bFile);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  describe('IDOR matrix (SEC-AC-1)', () => {
    it('lists only the own documents; the lists are disjoint', async () => {
      const listA = (await listDocuments(t.app, a.jwt)).map((d) => d.documentId);
      const listB = (await listDocuments(t.app, b.jwt)).map((d) => d.documentId);
      expect(listA).toContain(aId);
      expect(listB).toContain(bId);
      expect(listA.filter((id) => listB.includes(id))).toEqual([]);
    });

    it("answers A's download of B's document 404, exactly like an unknown id, and logs the attempt", async () => {
      const foreign = await download(t.app, a.jwt, bId);
      const unknown = await download(t.app, a.jwt, randomUUID());
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(notFound);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toBe(foreign.body);
      expect(foreign.headers['content-disposition']).toBeUndefined();
      const logged = t.logs.entries().filter((e) => e.event === 'authz.foreign_object');
      expect(logged.some((e) => e.documentId === bId)).toBe(true);
    });

    it("answers A's delete of B's document 404 and leaves B's file unchanged", async () => {
      const res = await remove(t.app, a.jwt, bId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
      const still = await download(t.app, b.jwt, bId);
      expect(still.statusCode).toBe(200);
      expect(sha(still.rawPayload)).toBe(sha(bFile));
      expect((await listDocuments(t.app, b.jwt)).map((d) => d.documentId)).toContain(bId);
    });

    it.each(['x', '1', '..%2F..%2Fetc%2Fpasswd', `${randomUUID()}x`, 'null', "1' or '1'='1"])(
      'answers a malformed id %j 404 on every route',
      async (id) => {
        for (const res of [await download(t.app, a.jwt, id), await remove(t.app, a.jwt, id)]) {
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual(notFound);
        }
      },
    );
  });

  describe('download (SEC-FILE-5)', () => {
    it('streams the file with attachment, nosniff, sandbox CSP and no-store; umlauts survive', async () => {
      const id = await uploadOne(a, 'Zeugnis_Müller.pdf', aFile);
      const res = await download(t.app, a.jwt, id);
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': String(aFile.length),
        'content-disposition': `attachment; filename="Zeugnis_Mueller.pdf"; filename*=UTF-8''Zeugnis_M%C3%BCller.pdf`,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "sandbox; default-src 'none'; frame-ancestors 'none'",
        'cache-control': 'no-store',
      });
      expect(res.rawPayload.equals(aFile)).toBe(true);
      const logged = t.logs.entries().find((e) => e.event === 'document.downloaded' && e.documentId === id);
      expect(logged).toBeTruthy();
    });

    it('answers 401 without a session', async () => {
      const res = await t.app.inject({ method: 'GET', url: api(`/api/dokumente/download/${aId}`) });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('delete rule (spec §6, SEC-FILE-8, C10)', () => {
    it("deletes the candidate's own incoming upload: 204, row first, then the file", async () => {
      const id = await uploadOne(a, 'weg.pdf', aFile);
      const [row] = await t.database.db.select().from(documents).where(eq(documents.id, id));
      const stored = row?.storedName ?? 'missing';
      expect(await filesIn(t.app, 'objects')).toContain(stored);
      const res = await remove(t.app, a.jwt, id);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await t.database.db.select().from(documents).where(eq(documents.id, id))).toEqual([]);
      expect(await filesIn(t.app, 'objects')).not.toContain(stored);
      expect((await remove(t.app, a.jwt, id)).statusCode).toBe(404);
    });

    it('refuses an upload named like a generated summary of a compelling reason (403)', async () => {
      const id = await uploadOne(a, 'Zusammenfassung_TriftigerGrund.pdf', aFile);
      expect((await listDocuments(t.app, a.jwt)).find((d) => d.documentId === id)?.deletable).toBe(false);
      const res = await remove(t.app, a.jwt, id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: messages.files.nichtLoeschbar });
    });

    it('keeps an upload once a declaration included it (409)', async () => {
      const id = await uploadOne(a, 'eingereicht.pdf', aFile);
      await lockDocuments(t.database.db, await accountId(a), [id], t.clock.now());
      expect((await listDocuments(t.app, a.jwt)).find((d) => d.documentId === id)?.deletable).toBe(false);
      const res = await remove(t.app, a.jwt, id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: messages.files.bereitsEingereicht });
      expect((await download(t.app, a.jwt, id)).statusCode).toBe(200);
    });

    it("refuses the office's documents (403), even in the Akteneingang", async () => {
      const storage = t.app.documentStore;
      const owner = await accountId(a);
      const ids: string[] = [];
      for (const category of ['MANTELAKTE', 'AKTENEINGANG', 'WR'] as const) {
        const stored = await storage.write([sample.pdf(300)]);
        const id = randomUUID();
        ids.push(id);
        await insertDocuments(t.database.db, [
          {
            id,
            accountId: owner,
            category,
            type: 'VERMERK',
            source: 'office',
            originalName: 'Aktenvermerk.pdf',
            storedName: stored.storedName,
            contentType: 'application/pdf',
            size: stored.size,
            sha256: stored.sha256,
            createdAt: t.clock.now(),
          },
        ]);
      }
      const listed = await listDocuments(t.app, a.jwt);
      for (const id of ids) {
        expect(listed.find((d) => d.documentId === id)?.deletable).toBe(false);
        const res = await remove(t.app, a.jwt, id);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: messages.files.nichtLoeschbar });
        expect((await download(t.app, a.jwt, id)).statusCode).toBe(200);
      }
    });

    it('refuses a receipt (403) although its name does not contain the spec words', async () => {
      const declarationId = randomUUID();
      await enqueueReceipt(t.database.db, {
        accountId: await accountId(a),
        declarationId,
        ereignis: 'kontaktdaten',
        termin: null,
        module: [],
        pruefungsteile: [],
        angaben: [],
        dokumente: [],
        eingegangenAm: t.clock.now().toISOString(),
        erklaerung: { art: 'kontaktdaten' },
      });
      expect(await t.app.outbox.runOnce()).toBeGreaterThanOrEqual(1);
      const receipt = (await listDocuments(t.app, a.jwt)).find((d) =>
        d.originalFileName.startsWith('Quittung-'),
      );
      expect(receipt).toMatchObject({ category: 'MANTELAKTE', type: 'KONTAKTDATEN', deletable: false });
      const res = await remove(t.app, a.jwt, receipt?.documentId ?? '');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: messages.files.nichtLoeschbar });
    });

    it('answers 401 without a session and never deletes', async () => {
      const res = await t.app.inject({ method: 'DELETE', url: api(`/api/dokumente/delete/${aId}`) });
      expect(res.statusCode).toBe(401);
      expect((await download(t.app, a.jwt, aId)).statusCode).toBe(200);
    });
  });
});
