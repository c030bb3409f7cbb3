// GET /api/dokumente's statements (issue 29): on PostgreSQL one database round trip per read, the session
// check joined to the version of the account's documents (decisions 0073, 0102), the list from memory
// while the version is unchanged and read with its version after a change; on PGlite the session
// (decision 0052) and the list (decision 0097) come from memory, and the list is one named
// statement after a change of the account's documents. On PostgreSQL
// the per-account rate limit adds its upsert (rate-limiter-flexible's RateLimiterPostgres, shared by
// the instances; the bench switches the limits off, production does not).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import { jwtFor } from './helpers/accounts';
import { backends } from './helpers/db';
import { listDocuments, uploadParts } from './helpers/documents';
import { sample } from './helpers/multipart';
import { seedAccount } from './helpers/procedure';
import { recordingTestApp } from './helpers/recording-database';

describe.each(backends)('GET /api/dokumente statements on %s', (backend) => {
  let t: TestApp;
  let jwt: string;
  let statements: string[] = [];
  let restore = () => {};

  beforeAll(async () => {
    ({ t, restore } = await recordingTestApp(backend, (statement) => statements.push(statement)));
    t.clock.set('2026-10-05T08:00:00Z');
    jwt = await jwtFor(t.app, await seedAccount(t.database, t.clock));
    for (let i = 0; i < 3; i++) {
      const res = await uploadParts(t.app, jwt, [
        { name: 'attest', filename: `attest-${i}.png`, contentType: 'image/png', data: sample.png(512) },
      ]);
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(async () => {
    restore();
    await t.close();
  });

  it('reads the session and the list in one statement per request', async () => {
    await listDocuments(t.app, jwt); // the session cache's first read (PGlite)
    statements = [];
    for (let i = 0; i < 3; i++) expect(await listDocuments(t.app, jwt)).toHaveLength(3);
    // PGlite: the list from memory until a document of the account changes (decision 0097).
    const perRead = backend === 'pglite' ? [] : ['ep_session_dokumente_stand', 'rate_limits:rlflx-upsert'];
    expect(statements).toEqual([...perRead, ...perRead, ...perRead]);
  });

  it('reads the list again after a document of the account changed, once', async () => {
    const res = await uploadParts(t.app, jwt, [
      { name: 'attest', filename: 'attest-3.png', contentType: 'image/png', data: sample.png(512) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    statements = [];
    for (let i = 0; i < 2; i++) expect(await listDocuments(t.app, jwt)).toHaveLength(4);
    const perRead = ['ep_session_dokumente_stand', 'rate_limits:rlflx-upsert'];
    expect(statements).toEqual(
      backend === 'pglite'
        ? ['named ep_list_own_documents']
        : [...perRead, 'ep_list_own_documents_stand', ...perRead],
    );
  });
});
