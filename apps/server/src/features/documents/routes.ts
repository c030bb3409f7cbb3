import { dokumenteAntwortSchema } from '@examensportal/domain/schemas/antworten';
import { API } from '@examensportal/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { AppContext } from '../../context';
import { joinedOf, sessionOf } from '../../http/auth';
import { documentsWithSession } from './repo';
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
    { response: dokumenteAntwortSchema, config: { sessionJoin: documentsWithSession } },
    async (request, reply) => {
      const session = sessionOf(request);
      // PGlite: the answer from memory (decision 0097), sent as the serialiser would have made it.
      const text = documentsAnswerText(ctx, session);
      if (text) return reply.type('application/json; charset=utf-8').send(await text);
      return listDocuments(ctx, session, joinedOf(request, documentsWithSession));
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
