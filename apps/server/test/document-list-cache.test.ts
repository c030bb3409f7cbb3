// GET /api/dokumente never answers from a list older than the last change of the account's documents:
// on PGlite the list stays in memory and migration 0051's triggers drop it at the commit of any change
// (decision 0097); on PostgreSQL each instance keeps it with the version of the account's documents,
// which the triggers bump in the writing transaction (migration 0052), and serves it only while the
// version read with the session is the same (decision 0102) – by the API, by SQL of the office or a
// job, inside a transaction, by an account's deletion cascading. Each write below is plain SQL on the
// database or goes through the other instance (no route that could drop the list itself), and the next
// read on either instance must show it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connect';
import { DocumentListCache } from '../src/features/documents/list-cache';
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
  const names = async (token = jwt, on = a) =>
    (await listDocuments(on.app, token)).map((d) => d.originalFileName).sort();
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
    expect(await names(jwt, b)).toEqual(['erstes.png', 'zweites.png']);
    const drittes = await uploadParts(a.app, jwt, [
      { name: 'attest', filename: 'drittes.png', contentType: 'image/png', data: sample.png(256) },
    ]);
    expect(drittes.statusCode, drittes.body).toBe(201);
    expect(await names(jwt, b)).toEqual(['drittes.png', 'erstes.png', 'zweites.png']);
    await database.db.execute(sql`delete from documents where original_name = 'drittes.png'`);
    expect(await names(jwt, b)).toEqual(['erstes.png', 'zweites.png']);

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
    expect(await names(otherJwt, b)).toEqual([]);
    expect(await names(jwt, b)).toEqual(['andere.png', 'erstes.png', 'neu.png']);
  });

  it('bumps the version in the writing transaction, also when an account deletion cascades', async () => {
    const version = async (id: string) =>
      (
        await query<{ version: string }>(
          database,
          sql`select version::text as version from dokumente_stand where account_id = ${id}`,
        )
      )[0]?.version;
    const before = await version(accountId);
    expect(before).toBeDefined();
    await database.db.execute(
      sql`update documents set original_name = original_name where account_id = ${accountId}`,
    );
    const after = await version(accountId);
    expect(after).not.toBe(before);
    // A version is never used twice: one sequence for all accounts.
    const dritte = await seedAccount(database, a.clock, { email: 'dritte@example.org' });
    expect(await version(dritte.id)).toBeDefined();
    expect(await version(dritte.id)).not.toBe(after);
    await database.db.execute(
      sql`insert into documents (id, account_id, category, type, source, original_name, stored_name, content_type, size, sha256, created_at)
          values (gen_random_uuid(), ${dritte.id}, 'AKTENEINGANG', 'Bescheid', 'office', 'b.pdf', gen_random_uuid()::text, 'application/pdf', 1, 'x', '2026-10-05T09:00:00Z')`,
    );
    // The account's deletion cascades to its documents; their trigger finds the version row going too.
    await database.db.execute(sql`delete from accounts where id = ${dritte.id}`);
    expect(await version(dritte.id)).toBeUndefined();
  });

  it.runIf(backend === 'postgres')(
    'does not serve a list read while a change was uncommitted once it is committed',
    async () => {
      expect(await names()).toEqual(['andere.png', 'erstes.png', 'neu.png']);
      await database.db.transaction(async (tx) => {
        await tx.execute(
          sql`update documents set original_name = 'spaet.png' where original_name = 'neu.png'`,
        );
        // Another connection's read meanwhile: the committed state, kept with the version it belongs to.
        expect(await names()).toEqual(['andere.png', 'erstes.png', 'neu.png']);
        expect(await names(jwt, b)).toEqual(['andere.png', 'erstes.png', 'neu.png']);
      });
      expect(await names()).toEqual(['andere.png', 'erstes.png', 'spaet.png']);
      expect(await names(jwt, b)).toEqual(['andere.png', 'erstes.png', 'spaet.png']);
    },
  );
});

describe('the kept texts’ bound', () => {
  it('drops the least recently used first, by count and by characters, and keeps no oversized text', () => {
    const cache = new DocumentListCache(true, 3, 100, 40);
    cache.keep('a', '1', 'x'.repeat(30));
    cache.keep('b', '2', 'x'.repeat(30));
    cache.keep('c', '3', 'x'.repeat(30));
    expect(cache.get('a', '1')).toBeDefined(); // a is now the most recently used
    cache.keep('d', '4', 'x'.repeat(10)); // four entries: b goes
    expect([cache.get('b', '2'), cache.size, cache.keptChars]).toEqual([undefined, 3, 70]);
    cache.keep('e', '5', 'x'.repeat(35)); // 105 characters: c goes
    expect([cache.get('c', '3'), cache.size, cache.keptChars]).toEqual([undefined, 3, 75]);
    cache.keep('f', '6', 'x'.repeat(41)); // longer than an entry may be: not kept
    expect([cache.get('f', '6'), cache.size]).toEqual([undefined, 3]);
    expect(cache.get('a', '2')).toBeUndefined(); // another version: not served
    cache.keep('a', '7', 'neu');
    expect([cache.get('a', '7'), cache.keptChars]).toEqual(['neu', 48]);
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
