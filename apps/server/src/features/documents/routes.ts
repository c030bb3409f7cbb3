import { dokumenteAntwortSchema } from '@examensportal/domain/schemas/antworten';
import { API } from '@examensportal/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { AppContext } from '../../context';
import { joinedOf, sessionOf } from '../../http/auth';
import { documentsVersionWithSession } from './repo';
import { attachment, downloadCsp } from './disposition';
import {
  deleteDocument,
  documentsAnswerText,
  listDocuments,
  openDocument,
  uploadToAkteneingang,
} from './service';

export async function documentRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;

  /** 200 [{documentId, originalFileName, createdAt, category, type, deletable}] – own documents only. */
  route(
    app,
    API.dokumente,
    { response: dokumenteAntwortSchema, config: { sessionJoin: documentsVersionWithSession } },
    async (request, reply) => {
      const session = sessionOf(request);
      // The answer from memory while the account's documents are unchanged, sent as the serialiser
      // would have made it: PostgreSQL by the version read with the session (decision 0102), PGlite
      // until its triggers announce a change (decision 0097).
      const version = joinedOf(request, documentsVersionWithSession);
      const text = documentsAnswerText(ctx, session, version);
      if (text) return reply.type('application/json; charset=utf-8').send(await text);
      return listDocuments(ctx, session);
    },
  );

  /** The file, streamed from disk; 404 for a foreign, unknown or malformed id. */
  route(app, API.dokumentHerunterladen, {}, async (request, reply) => {
    const { row, stream } = await openDocument(
      ctx,
      sessionOf(request),
      request.params.documentId,
      request.log,
    );
    return reply
      .header('content-type', row.contentType)
      .header('content-length', String(row.size))
      .header('content-disposition', attachment(row.originalName))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', downloadCsp)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  /** 204; 403 for receipts and the office's documents, 409 once a declaration included the upload. */
  route(app, API.dokumentLoeschen, {}, async (request, reply) => {
    await deleteDocument(ctx, sessionOf(request), request.params.documentId, request.log);
    return reply.code(204).send();
  });

  /** 201 [documents] in AKTENEINGANG; multipart lists of the candidate's kind. */
  route(app, API.dokumenteHochladen, { response: dokumenteAntwortSchema }, async (request, reply) => {
    const created = await uploadToAkteneingang(ctx, sessionOf(request), request);
    return reply.code(201).send(created);
  });
}
