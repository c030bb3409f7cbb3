// POST /api/dokumente/files with an Idempotency-Key (quality targets §2.4 recipe 1): a retry gets the
// first 201 and stores nothing new; other files under the key → 422; parallel ones store once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import type { ApiDocument } from '../src/features/documents/rules';
import { createTestApp, type TestApp } from './helpers/app';
import { api } from './helpers/accounts';
import { backends } from './helpers/db';
import { bearer, filesIn, listDocuments, signedIn, type SignedIn } from './helpers/documents';
import { multipartBody, sample } from './helpers/multipart';
import { startSmtpSink } from './helpers/smtp';

describe.each(backends)('POST /api/dokumente/files with an Idempotency-Key on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const upload = (who: SignedIn, key: string | null, size = 4096, filename = 'lebenslauf.pdf') => {
    const { body, contentType } = multipartBody([
      { name: 'lebenslauf', filename, contentType: 'application/pdf', data: sample.pdf(size) },
    ]);
    return t.app.inject({
      method: 'POST',
      url: api('/api/dokumente/files'),
      headers: {
        ...bearer(who.jwt),
        'content-type': contentType,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload: body,
    });
  };

  it('a repeat with the same key answers the first 201 and stores nothing new', async () => {
    const who = await signedIn(t.app, sink);
    const first = await upload(who, 'hochladen-1');
    expect(first.statusCode).toBe(201);
    const objects = filesIn(t.dataDir, 'objects').length;

    const again = await upload(who, 'hochladen-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await listDocuments(t.app, who.jwt)).toHaveLength(1);
    expect(filesIn(t.dataDir, 'objects')).toHaveLength(objects);
    expect(filesIn(t.dataDir, 'tmp')).toEqual([]);
  });

  it('the same key with another file (content or name) → 422, nothing stored', async () => {
    const who = await signedIn(t.app, sink);
    expect((await upload(who, 'hochladen-2')).statusCode).toBe(201);
    const objects = filesIn(t.dataDir, 'objects').length;

    for (const other of [upload(who, 'hochladen-2', 4097), upload(who, 'hochladen-2', 4096, 'anders.pdf')]) {
      const res = await other;
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: messages.server.andereSendungUnterSchluessel });
    }
    expect(await listDocuments(t.app, who.jwt)).toHaveLength(1);
    expect(filesIn(t.dataDir, 'objects')).toHaveLength(objects);
    expect(filesIn(t.dataDir, 'tmp')).toEqual([]);
  });

  it('keys are per account, and without a key every upload is stored', async () => {
    const a = await signedIn(t.app, sink);
    const b = await signedIn(t.app, sink);
    expect((await upload(a, 'geteilt-1')).statusCode).toBe(201);
    expect((await upload(b, 'geteilt-1', 5000)).statusCode).toBe(201);
    expect(await listDocuments(t.app, b.jwt)).toHaveLength(1);
    expect((await upload(a, null)).statusCode).toBe(201);
    expect(await listDocuments(t.app, a.jwt)).toHaveLength(2);
  });

  it('five parallel uploads with one key: one document, five equal answers', async () => {
    const who = await signedIn(t.app, sink);
    const answers = await Promise.all(Array.from({ length: 5 }, () => upload(who, 'parallel-1')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(201));
    const [first] = answers.map((a) => a.json<ApiDocument[]>());
    for (const a of answers) expect(a.json()).toEqual(first);
    expect(await listDocuments(t.app, who.jwt)).toHaveLength(1);
    expect(filesIn(t.dataDir, 'tmp')).toEqual([]);
  });
});
