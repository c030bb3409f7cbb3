// POST /api/dokumente/files with an Idempotency-Key (quality targets §2.4 recipe 1): a retry gets the
// first 201 and stores nothing new, also at the quota or the upload rate; other files under the key
// → 422; parallel ones store once; keys expire after 24 h.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { serverTexte } from '@examensportal/domain/messages-server';
import { uploadKeys } from '../src/db/schema';
import type { ApiDocument } from '../src/features/documents/rules';
import { UPLOAD_KEY_TTL_MS } from '../src/features/documents/upload-keys';
import { createTestApp, type TestApp } from './helpers/app';
import { api, jwtFor } from './helpers/accounts';
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
    const objects = (await filesIn(t.app, 'objects')).length;

    const again = await upload(who, 'hochladen-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await listDocuments(t.app, who.jwt)).toHaveLength(1);
    expect(await filesIn(t.app, 'objects')).toHaveLength(objects);
    expect(await filesIn(t.app, 'tmp')).toEqual([]);
  });

  it('the same key with another file (content or name) → 422, nothing stored', async () => {
    const who = await signedIn(t.app, sink);
    expect((await upload(who, 'hochladen-2')).statusCode).toBe(201);
    const objects = (await filesIn(t.app, 'objects')).length;

    for (const other of [upload(who, 'hochladen-2', 4097), upload(who, 'hochladen-2', 4096, 'anders.pdf')]) {
      const res = await other;
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: serverTexte.andereSendungUnterSchluessel });
    }
    expect(await listDocuments(t.app, who.jwt)).toHaveLength(1);
    expect(await filesIn(t.app, 'objects')).toHaveLength(objects);
    expect(await filesIn(t.app, 'tmp')).toEqual([]);
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
    expect(await filesIn(t.app, 'tmp')).toEqual([]);
  });
});

// The key is looked at before the quota and the upload rate: the first request already counted, so
// its repeat is the same 201 even when the candidate is at a limit now (a new upload gets 413/429).
describe.each(backends)('Idempotency-Key before quota and upload rate on %s', (backend) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => sink.close());

  const upload = (t: TestApp, who: SignedIn, key: string | null, size = 4096) => {
    const { body, contentType } = multipartBody([
      {
        name: 'lebenslauf',
        filename: 'lebenslauf.pdf',
        contentType: 'application/pdf',
        data: sample.pdf(size),
      },
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

  it.each([
    ['the file quota', { UPLOAD_QUOTA_FILES: '1' }, 413, messages.files.kontingentErschoepft],
    ['the upload rate', { UPLOAD_RATE_PER_HOUR: '1' }, 429, null],
  ] as const)(
    'at %s: the repeat gets the stored 201, a new upload is refused',
    async (_, env, status, text) => {
      const t = await createTestApp(backend, { env: { SMTP_URL: sink.url, ...env } });
      try {
        const who = await signedIn(t.app, sink);
        const first = await upload(t, who, 'grenze-1');
        expect(first.statusCode, first.body).toBe(201);
        const objects = (await filesIn(t.app, 'objects')).length;

        // The limit is reached: a new upload (another key, or none) is refused …
        for (const key of ['grenze-2', null]) {
          const neu = await upload(t, who, key, 5000);
          expect(neu.statusCode).toBe(status);
          if (text) expect(neu.json()).toEqual({ message: text });
        }
        // … the repeat is answered as the first was, and stores nothing.
        const again = await upload(t, who, 'grenze-1');
        expect(again.statusCode, again.body).toBe(201);
        expect(again.json()).toEqual(first.json());
        expect(await listDocuments(t.app, who.jwt)).toHaveLength(1);
        expect(await filesIn(t.app, 'objects')).toHaveLength(objects);
        expect(await filesIn(t.app, 'tmp')).toEqual([]);

        // Other content under the used key is still refused (422), not waved through the limit.
        const anders = await upload(t, who, 'grenze-1', 4097);
        expect(anders.statusCode).toBe(422);
        expect(await listDocuments(t.app, who.jwt)).toHaveLength(1);
        expect(await filesIn(t.app, 'tmp')).toEqual([]);
      } finally {
        await t.close();
      }
    },
  );
});

// Keys live 24 hours (upload-keys.ts): an expired key reads as unknown at once, and the sweeper's
// pass deletes its row. The injected clock moves; nothing waits.
describe.each(backends)('upload Idempotency-Keys expire after 24 h on %s', (backend) => {
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

  const upload = (who: SignedIn, key: string, size = 4096) => {
    const { body, contentType } = multipartBody([
      {
        name: 'lebenslauf',
        filename: 'lebenslauf.pdf',
        contentType: 'application/pdf',
        data: sample.pdf(size),
      },
    ]);
    return t.app.inject({
      method: 'POST',
      url: api('/api/dokumente/files'),
      headers: { ...bearer(who.jwt), 'content-type': contentType, 'idempotency-key': key },
      payload: body,
    });
  };
  const keyRows = async (...keys: string[]) =>
    (await t.database.db.select().from(uploadKeys)).filter((r) => keys.includes(r.key));

  it('within 24 h the repeat is answered; after them the key is free and a new upload is stored', async () => {
    const who = await signedIn(t.app, sink);
    const first = await upload(who, 'ablauf-1');
    expect(first.statusCode).toBe(201);

    t.clock.advance(UPLOAD_KEY_TTL_MS - 1000);
    const who2 = { ...who, jwt: await jwtFor(t.app, who.candidate) };
    const noch = await upload(who2, 'ablauf-1');
    expect(noch.json()).toEqual(first.json());
    expect(await listDocuments(t.app, who2.jwt)).toHaveLength(1);

    // Past 24 h, even before any sweep: other files under the old key are a new upload, not a 422.
    t.clock.advance(2000);
    const who3 = { ...who, jwt: await jwtFor(t.app, who.candidate) };
    const neu = await upload(who3, 'ablauf-1', 5000);
    expect(neu.statusCode, neu.body).toBe(201);
    expect(neu.json()).not.toEqual(first.json());
    expect(await listDocuments(t.app, who3.jwt)).toHaveLength(2);
    // The key now answers the new upload; one row per key.
    expect((await upload(who3, 'ablauf-1', 5000)).json()).toEqual(neu.json());
    expect(await keyRows('ablauf-1')).toHaveLength(1);
  });

  it("the sweeper's pass deletes expired keys and keeps live ones", async () => {
    const who = await signedIn(t.app, sink);
    expect((await upload(who, 'alt-1')).statusCode).toBe(201);
    expect((await upload(who, 'alt-2', 5000)).statusCode).toBe(201);
    t.clock.advance(UPLOAD_KEY_TTL_MS + 1000);
    const jwt = await jwtFor(t.app, who.candidate);
    expect((await upload({ ...who, jwt }, 'jung-1', 6000)).statusCode).toBe(201);

    const result = await t.app.sweeper.sweep();
    expect(result.uploadKeys).toBeGreaterThanOrEqual(2);
    expect((await keyRows('alt-1', 'alt-2', 'jung-1')).map((r) => r.key)).toEqual(['jung-1']);
    // The documents themselves stay: only the key's replay record expires.
    expect(await listDocuments(t.app, jwt)).toHaveLength(3);
    expect((await t.app.sweeper.sweep()).uploadKeys).toBe(0);
  });
});
