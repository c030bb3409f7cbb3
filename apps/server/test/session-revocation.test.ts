// Issue 29 (decision 0052): the embedded database keeps checked sessions in memory; PostgreSQL reads
// each one with a prepared statement. Either way a session revoked, a password changed or an account
// deleted ends access at once, on every instance on the database – also when the change is written
// by SQL outside the code paths (an office command, a restore step).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@examensportal/domain/api';
import { connect, type Database } from '../src/db/connect';
import { SessionCache } from '../src/features/sessions/cache';
import { api, confirmedCandidate, jwtFor, postJson } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { type Backend, backends, openTestDatabase } from './helpers/db';
import { createEmptyPostgresDatabase } from './helpers/postgres';
import { startSmtpSink } from './helpers/smtp';
import { decodeJwt } from 'jose';

/** Two app instances on one database, as two processes (PostgreSQL) or two apps on one PGlite. */
async function twoInstances(backend: Backend, smtpUrl: string) {
  const opened: Database[] = [];
  let drop: (() => Promise<void>) | undefined;
  if (backend === 'pglite') {
    opened.push(await openTestDatabase('pglite'));
  } else {
    const empty = await createEmptyPostgresDatabase();
    drop = empty.drop;
    for (let i = 0; i < 2; i++) opened.push(await connect({ databaseUrl: empty.url, poolMax: 3 }));
  }
  const a = await createTestApp(backend, { database: opened[0], env: { SMTP_URL: smtpUrl } });
  const b = await createTestApp(backend, { database: opened.at(-1), env: { SMTP_URL: smtpUrl } });
  return {
    a,
    b,
    database: opened[0] as Database,
    close: async () => {
      await a.close();
      await b.close();
      for (const d of opened) await d.close();
      await drop?.();
    },
  };
}

describe.each(backends)('session revocation across instances on %s', (backend) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    pair = await twoInstances(backend, sink.url);
    ({ a, b } = pair);
  });
  afterAll(async () => {
    await pair?.close();
    await sink?.close();
  });

  const list = (t: TestApp, jwt: string) =>
    t.app.inject({
      method: 'GET',
      url: api(API.dokumente.path),
      headers: { authorization: `Bearer ${jwt}` },
    });
  /** Both instances have answered for the session (so the embedded database holds it in memory). */
  const usedOnBoth = async (jwt: string) => {
    for (const t of [a, b, a, b]) expect((await list(t, jwt)).statusCode).toBe(200);
  };

  it('keeps sessions in memory only on the embedded database', () => {
    if (backend === 'pglite') expect(pair.database.listen).toBeTypeOf('function');
    else expect(pair.database.listen).toBeUndefined();
  });

  it('a logout on one instance ends the session on the other at once', async () => {
    const c = await confirmedCandidate(a.app, sink);
    const jwt = await jwtFor(a.app, c);
    const other = await jwtFor(b.app, c);
    await usedOnBoth(jwt);
    await usedOnBoth(other);
    expect((await postJson(a.app, '/logout', undefined, jwt)).statusCode).toBe(204);
    expect((await list(b, jwt)).statusCode).toBe(401);
    expect((await list(a, jwt)).statusCode).toBe(401);
    // Only that session: the candidate's other one still works on both.
    expect((await list(b, other)).statusCode).toBe(200);
    expect((await list(a, other)).statusCode).toBe(200);
  });

  it('a password changed on one instance ends the other sessions on both at once', async () => {
    const c = await confirmedCandidate(a.app, sink);
    const current = await jwtFor(b.app, c);
    const other = await jwtFor(a.app, c);
    await usedOnBoth(current);
    await usedOnBoth(other);
    const res = await postJson(
      b.app,
      '/changepassword',
      { passwortAlt: c.passwort, passwort: 'Ganz#Neues-Kennwort7' },
      current,
    );
    expect(res.statusCode).toBe(200);
    expect((await list(a, other)).statusCode).toBe(401);
    expect((await list(b, other)).statusCode).toBe(401);
    expect((await list(a, current)).statusCode).toBe(200);
  });

  it('a revocation or deletion written by SQL ends access at once on both', async () => {
    const c = await confirmedCandidate(a.app, sink);
    const revoked = await jwtFor(a.app, c);
    const kept = await jwtFor(b.app, c);
    await usedOnBoth(revoked);
    await usedOnBoth(kept);
    const sid = String(decodeJwt(revoked).sid);
    await pair.database.db.execute(sql`update sessions set revoked_at = now() where id = ${sid}`);
    expect((await list(b, revoked)).statusCode).toBe(401);
    expect((await list(a, revoked)).statusCode).toBe(401);
    expect((await list(a, kept)).statusCode).toBe(200);
    await pair.database.db.execute(sql`delete from accounts where id = ${String(decodeJwt(kept).sub)}`);
    expect((await list(a, kept)).statusCode).toBe(401);
    expect((await list(b, kept)).statusCode).toBe(401);
  });

  it('keeps a session working after its account changed (the dropped entry is read again)', async () => {
    const c = await confirmedCandidate(a.app, sink);
    const jwt = await jwtFor(a.app, c);
    await usedOnBoth(jwt);
    const id = String(decodeJwt(jwt).sub);
    await pair.database.db.execute(sql`update accounts set nachname = 'Neumann' where id = ${id}`);
    // The session row is read again (PGlite dropped it; PostgreSQL reads every time).
    for (const t of [a, b]) expect((await list(t, jwt)).statusCode).toBe(200);
  });
});

describe('SessionCache', () => {
  const row = (id: string, accountId: string, lastSeenAt = new Date('2026-10-05T08:00:00Z')) => ({
    id,
    accountId,
    createdAt: new Date('2026-10-05T08:00:00Z'),
    lastSeenAt,
    revokedAt: null,
    art: 'WP',
    email: 'x@example.org',
    vorname: 'Erika',
    nachname: 'Mustermann',
  });
  const now = new Date('2026-10-05T08:00:30Z');

  it('does not keep a row whose read overlapped an invalidation', async () => {
    const cache = new SessionCache();
    await cache.read('s1', async () => {
      cache.invalidate('s:s1');
      return row('s1', 'a1');
    });
    expect(cache.get('s1', now, 60_000)).toBeUndefined();
    await cache.read('s1', async () => row('s1', 'a1'));
    expect(cache.get('s1', now, 60_000)?.id).toBe('s1');
  });

  it('drops all sessions of an account, and anything on an unknown payload', async () => {
    const cache = new SessionCache();
    await cache.read('s1', async () => row('s1', 'a1'));
    await cache.read('s2', async () => row('s2', 'a1'));
    await cache.read('s3', async () => row('s3', 'a2'));
    cache.invalidate('a:a1');
    expect(cache.size).toBe(1);
    cache.invalidate('?');
    expect(cache.size).toBe(0);
  });

  it('serves a row only while its last touch is younger than the touch interval, and stays bounded', async () => {
    const cache = new SessionCache(2);
    await cache.read('s1', async () => row('s1', 'a1'));
    expect(cache.get('s1', new Date('2026-10-05T08:01:00Z'), 60_000)).toBeUndefined();
    for (const id of ['s1', 's2', 's3']) await cache.read(id, async () => row(id, 'a1'));
    expect(cache.size).toBe(2);
    expect(cache.get('s1', now, 60_000)).toBeUndefined();
  });
});
