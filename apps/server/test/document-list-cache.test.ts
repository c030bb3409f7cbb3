// GET /api/dokumente never answers from a list older than the last change of the account's documents
// (decision 0097): on PGlite the list stays in memory and migration 0051's triggers drop it at the
// commit of any change – by the API, by SQL of the office or a job, inside a transaction, by an
// account's deletion cascading; PostgreSQL reads per request. Each write below is plain
// SQL on the database (no route that could drop the list itself), and the next read must show it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connect';
import { createTestApp, type TestApp } from './helpers/app';
import { api, jwtFor } from './helpers/accounts';
import { backends, openTestDatabase, query } from './helpers/db';
import { bearer, listDocuments, uploadParts } from './helpers/documents';
import { sample } from './helpers/multipart';
import { seedAccount } from './helpers/procedure';

describe.each(backends)('the documents list after changes on %s', (backend) => {
  let database: Database;
  let a: TestApp;
  let b: TestApp;
  let jwt: string;
  let otherJwt: string;
  let accountId: string;

  // Sorted: the test's clock stands still, so uploads share their createdAt and the list's order among
  // them is by id.
  const names = async (token = jwt) =>
    (await listDocuments(a.app, token)).map((d) => d.originalFileName).sort();
  const upload = async (token: string, filename: string) => {
    const res = await uploadParts(a.app, token, [
      { name: 'attest', filename, contentType: 'image/png', data: sample.png(256) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ documentId: string }>().documentId;
  };

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    // Two instances on one database: a write through one is seen by the other's next read.
    a = await createTestApp(backend, { database });
    b = await createTestApp(backend, { database });
    a.clock.set('2026-10-05T08:00:00Z');
    b.clock.set('2026-10-05T08:00:00Z');
    const seeded = await seedAccount(database, a.clock);
    accountId = seeded.id;
    jwt = await jwtFor(a.app, seeded);
    otherJwt = await jwtFor(a.app, await seedAccount(database, a.clock, { email: 'zweite@example.org' }));
    await upload(jwt, 'erstes.png');
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  it('shows an upload through the other instance, an insert, an update and a delete by SQL', async () => {
    expect(await names()).toEqual(['erstes.png']);
    expect(await names()).toEqual(['erstes.png']); // the second read (from memory on PGlite)
    const zweites = await uploadParts(b.app, jwt, [
      { name: 'attest', filename: 'zweites.png', contentType: 'image/png', data: sample.png(256) },
    ]);
    expect(zweites.statusCode, zweites.body).toBe(201);
    expect(await names()).toEqual(['erstes.png', 'zweites.png']);

    await database.db.execute(
      sql`insert into documents (id, account_id, category, type, source, original_name, stored_name, content_type, size, sha256, created_at)
          values (gen_random_uuid(), ${accountId}, 'AKTENEINGANG', 'Bescheid', 'office', 'bescheid.pdf', gen_random_uuid()::text, 'application/pdf', 1, 'x', '2026-10-05T09:00:00Z')`,
    );
    expect(await names()).toEqual(['bescheid.pdf', 'erstes.png', 'zweites.png']);

    const deletable = async () =>
      (await listDocuments(a.app, jwt)).find((d) => d.originalFileName === 'erstes.png')?.deletable;
    expect(await deletable()).toBe(true);
    await database.db.execute(sql`update documents set locked_at = now() where original_name = 'erstes.png'`);
    expect(await deletable()).toBe(false);

    await database.db.execute(sql`delete from documents where original_name = 'bescheid.pdf'`);
    expect(await names()).toEqual(['erstes.png', 'zweites.png']);
  });

  it('answers as Fastify serialises the list: the same type, the same JSON text', async () => {
    const res = await a.app.inject({ method: 'GET', url: api('/api/dokumente'), headers: bearer(jwt) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(JSON.stringify(JSON.parse(res.body)));
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
  });

  it('shows a change committed by a transaction, and not one rolled back', async () => {
    expect(await names()).toEqual(['erstes.png', 'zweites.png']);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(
          sql`update documents set original_name = 'weg.png' where original_name = 'zweites.png'`,
        );
        throw new Error('zurück');
      }),
    ).rejects.toThrow('zurück');
    expect(await names()).toEqual(['erstes.png', 'zweites.png']);
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`update documents set original_name = 'neu.png' where original_name = 'zweites.png'`,
      );
    });
    expect(await names()).toEqual(['erstes.png', 'neu.png']);
  });

  it("drops only the changed account's list, and a moved document's from both", async () => {
    await upload(otherJwt, 'andere.png');
    expect(await names(otherJwt)).toEqual(['andere.png']);
    expect(await names()).toEqual(['erstes.png', 'neu.png']);
    await database.db.execute(
      sql`update documents set account_id = ${accountId} where original_name = 'andere.png'`,
    );
    expect(await names(otherJwt)).toEqual([]);
    expect(await names()).toEqual(['andere.png', 'erstes.png', 'neu.png']);
  });
});

it('asks the triggers to announce on PGlite, where the list is kept', async () => {
  const t = await createTestApp('pglite');
  try {
    const [row] = await query<{ an: string | null }>(
      t.database,
      sql`select current_setting('ep.dokumente_melden', true) as an`,
    );
    expect(row?.an).toBe('an');
  } finally {
    await t.close();
  }
});
