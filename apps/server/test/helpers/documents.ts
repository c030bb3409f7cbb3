import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
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

/** File names in DATA_DIR/files/<area>. */
export const filesIn = (dataDir: string, area: 'objects' | 'tmp') =>
  readdirSync(path.join(dataDir, 'files', area));
