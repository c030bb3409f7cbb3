// Documents at rest on both stores and both databases (issue 30 point 7, decision 0043): the stored
// bytes are not the plaintext, a download equals the upload, a plaintext document from before is read
// and then encrypted in place, a key rotation re-wraps without touching the contents.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unknownMasterKeys } from '../src/infra/document-store';
import { EncryptedStore } from '../src/infra/encryption/encrypted-store';
import { masterKey, MasterKeyring } from '../src/infra/encryption/master-keys';
import { encryptDocuments, rotateDocumentKey } from '../src/ops/document-keys';
import { createTestApp, type TestApp } from './helpers/app';
import { backends, query } from './helpers/db';
import { download, listDocuments, signedIn, type SignedIn, uploadParts } from './helpers/documents';
import { sample } from './helpers/multipart';
import { startSmtpSink } from './helpers/smtp';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe.each(backends)('documents encrypted at rest on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let who: SignedIn;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url } });
    who = await signedIn(t.app, sink);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const store = () => t.app.documentStore as EncryptedStore;

  /** What the inner store holds for a name: the file, or the chunks in order. */
  async function storedBytes(name: string): Promise<Buffer> {
    if (store().kind === 'folder') return readFileSync(path.join(t.dataDir, 'files', 'objects', name));
    const rows = await query<{ bytes: Uint8Array }>(
      t.database,
      sql`select bytes from document_chunks where stored_name = ${name} order by seq`,
    );
    return Buffer.concat(rows.map((r) => Buffer.from(r.bytes)));
  }

  async function uploadOne(data: Buffer): Promise<{ id: string; storedName: string }> {
    const before = new Set((await listDocuments(t.app, who.jwt)).map((d) => d.documentId));
    const res = await uploadParts(t.app, who.jwt, [
      { name: 'lebenslauf', filename: 'Lebenslauf.pdf', contentType: 'application/pdf', data },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const doc = (await listDocuments(t.app, who.jwt)).find((d) => !before.has(d.documentId));
    const [row] = await query<{ stored_name: string }>(
      t.database,
      sql`select stored_name from documents where id = ${doc?.documentId}`,
    );
    return { id: doc?.documentId ?? '', storedName: row?.stored_name ?? '' };
  }

  it('stores ciphertext only, keeps the plaintext SHA-256 in the row, and downloads the upload', async () => {
    const pdf = sample.pdf(300_000);
    const { id, storedName } = await uploadOne(pdf);
    const stored = await storedBytes(storedName);
    expect(stored.subarray(0, 4).toString('latin1')).toBe('EPDV');
    expect(stored.includes(pdf.subarray(0, 64))).toBe(false);
    expect(stored.includes(pdf.subarray(200_000, 200_064))).toBe(false);
    const [row] = await query<{ sha256: string; size: number }>(
      t.database,
      sql`select sha256, size from documents where id = ${id}`,
    );
    expect({ sha256: row?.sha256, size: Number(row?.size) }).toEqual({ sha256: sha(pdf), size: pdf.length });
    const res = await download(t.app, who.jwt, id);
    expect(res.statusCode).toBe(200);
    expect(sha(res.rawPayload)).toBe(sha(pdf));
  });

  it('reads a plaintext document from before, then encrypts it in place (again: nothing to do)', async () => {
    const pdf = sample.pdf(150_000);
    const { id, storedName } = await uploadOne(pdf);
    // Turn it into a document of the old kind: plaintext contents, no key row.
    await store().inner.replace(storedName, [pdf]);
    await t.database.db.execute(sql`delete from document_keys where stored_name = ${storedName}`);
    expect(sha((await download(t.app, who.jwt, id)).rawPayload)).toBe(sha(pdf));

    const first = await encryptDocuments({ db: t.database.db, store: store() });
    expect(first.problems).toEqual([]);
    expect(first.encrypted).toBe(1);
    expect((await storedBytes(storedName)).includes(pdf.subarray(0, 64))).toBe(false);
    expect(sha((await download(t.app, who.jwt, id)).rawPayload)).toBe(sha(pdf));
    const again = await encryptDocuments({ db: t.database.db, store: store() });
    expect(again).toMatchObject({ encrypted: 0, problems: [] });
  });

  it('a changed stored byte stops the download instead of serving altered contents', async () => {
    const pdf = sample.pdf(200_000);
    const { id, storedName } = await uploadOne(pdf);
    const bytes = await storedBytes(storedName);
    bytes[bytes.length - 100] = (bytes[bytes.length - 100] as number) ^ 1;
    await store().inner.replace(storedName, [bytes]);
    const res = await download(t.app, who.jwt, id).catch((error: unknown) => error);
    // Either the request fails or the body is cut short: never the altered or the full contents.
    if (!(res instanceof Error))
      expect((res as { rawPayload: Buffer }).rawPayload.length).toBeLessThan(pdf.length);
  });

  it('rotation re-wraps every data key under the new master key; downloads still equal the uploads', async () => {
    const pdf = sample.pdf(120_000);
    const { id, storedName } = await uploadOne(pdf);
    const contentBefore = sha(await storedBytes(storedName));
    const neu = masterKey(randomBytes(32));
    const rotating = new EncryptedStore(
      store().inner,
      t.database.db,
      new MasterKeyring(neu, [store().keys.current]),
    );
    const report = await rotateDocumentKey({ db: t.database.db, store: rotating });
    expect(report.problems).toEqual([]);
    expect(report.rewrapped).toBeGreaterThan(0);
    const ids = await query<{ key_id: string }>(t.database, sql`select distinct key_id from document_keys`);
    expect(ids.map((r) => r.key_id)).toEqual([neu.id]);
    expect(sha(await storedBytes(storedName))).toBe(contentBefore);
    // Resumable: a second run finds nothing left.
    expect((await rotateDocumentKey({ db: t.database.db, store: rotating })).rewrapped).toBe(0);
    // Only the new key opens the documents now; without it the start refuses (unknownMasterKeys).
    const onlyNew = new EncryptedStore(store().inner, t.database.db, new MasterKeyring(neu));
    const chunks: Buffer[] = [];
    for await (const c of await onlyNew.read(storedName)) chunks.push(c as Buffer);
    expect(sha(Buffer.concat(chunks))).toBe(sha(pdf));
    expect(await unknownMasterKeys(t.database.db, store().keys)).toEqual([neu.id]);
    expect(await unknownMasterKeys(t.database.db, onlyNew.keys)).toEqual([]);
    await expect(store().read(storedName)).rejects.toThrow(/not configured/);
    void id;
  });
});
