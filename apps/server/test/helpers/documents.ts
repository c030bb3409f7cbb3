import { statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/connect';
import type { ApiDocument } from '../../src/features/documents/rules';
import { api, confirmedCandidate, jwtFor, type Candidate } from './accounts';
import { multipartBody, type Part } from './multipart';
import type { startSmtpSink } from './smtp';

type App = Parameters<typeof confirmedCandidate>[0];
type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

export interface SignedIn {
  candidate: Candidate;
  jwt: string;
}

/** A confirmed candidate with a session. */
export async function signedIn(app: App, sink: Sink, overrides: Partial<Candidate> = {}): Promise<SignedIn> {
  const candidate = await confirmedCandidate(app, sink, overrides);
  return { candidate, jwt: await jwtFor(app, candidate) };
}

export const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

export async function uploadParts(app: FastifyInstance, jwt: string, parts: readonly Part[]) {
  const { body, contentType } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: api('/api/dokumente/files'),
    headers: { ...bearer(jwt), 'content-type': contentType },
    payload: body,
  });
}

export async function listDocuments(app: FastifyInstance, jwt: string): Promise<ApiDocument[]> {
  const res = await app.inject({ method: 'GET', url: api('/api/dokumente'), headers: bearer(jwt) });
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return res.json<ApiDocument[]>();
}

export const download = (app: FastifyInstance, jwt: string, id: string) =>
  app.inject({ method: 'GET', url: api(`/api/dokumente/download/${id}`), headers: bearer(jwt) });

export const remove = (app: FastifyInstance, jwt: string, id: string) =>
  app.inject({ method: 'DELETE', url: api(`/api/dokumente/delete/${id}`), headers: bearer(jwt) });

/**
 * Names of the app's stored objects (or of writes in progress): DATA_DIR/files/<area> on PGlite, the
 * document_objects rows on PostgreSQL – the same assertions hold for both stores.
 */
export const filesIn = async (app: FastifyInstance, area: 'objects' | 'tmp') =>
  (await app.documentStore.list(area)).map((entry) => entry.name);

// What a crash or a fault leaves in the document store, made by hand for either store (folder or
// PostgreSQL), so the sweeper and invariant tests run on both.

interface WithStore {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
}

const objectPath = (t: WithStore, area: 'objects' | 'tmp', name: string) =>
  path.join(t.dataDir, 'files', area, name);

/** Overwrites a stored object's contents behind the row's back (bit rot, a faulty copy). */
export async function overwriteObject(t: WithStore, name: string, data: Buffer): Promise<void> {
  if (t.app.documentStore.kind === 'folder') return writeFileSync(objectPath(t, 'objects', name), data);
  await t.database.db.execute(sql`delete from document_chunks where stored_name = ${name}`);
  await t.database.db.execute(
    sql`insert into document_chunks (stored_name, seq, bytes) values (${name}, 0, ${data})`,
  );
}

/** A write cut by a crash: a tmp file, or an object that never completed. */
export async function leaveCutWrite(t: WithStore, name: string, data: Buffer): Promise<void> {
  if (t.app.documentStore.kind === 'folder') return writeFileSync(objectPath(t, 'tmp', name), data);
  await t.database.db.execute(sql`insert into document_objects (stored_name) values (${name})`);
  await t.database.db.execute(
    sql`insert into document_chunks (stored_name, seq, bytes) values (${name}, 0, ${data})`,
  );
}

/** Moves an object's (or a cut write's) age ms into the past: the sweeper goes by age. */
export async function makeOlder(t: WithStore, area: 'objects' | 'tmp', name: string, ms: number) {
  if (t.app.documentStore.kind === 'folder') {
    const when = new Date(Date.now() - ms);
    return utimesSync(objectPath(t, area, name), when, when);
  }
  await t.database.db.execute(
    sql`update document_objects set created_at = now() - make_interval(secs => ${ms / 1000})
        where stored_name = ${name}`,
  );
}

/** Bytes of writes in progress (tmp files, chunks of incomplete objects). */
export async function tmpBytes(t: WithStore): Promise<number> {
  const names = await filesIn(t.app, 'tmp');
  if (t.app.documentStore.kind === 'folder')
    return names.reduce((sum, name) => sum + statSync(objectPath(t, 'tmp', name)).size, 0);
  const result = (await t.database.db.execute(
    sql`select coalesce(sum(octet_length(c.bytes)), 0)::float8 as n from document_chunks c
        join document_objects o using (stored_name) where o.completed_at is null`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
