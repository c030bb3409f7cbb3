import { API } from '@examensportal/domain/api';
import {
  nachrichtParamSchema,
  nachrichtSchreibenSchema,
  postfachAntwortSchema,
} from '@examensportal/domain/schemas/postfach';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { route } from '../../http/route';
import { loadPostfach } from './repo';
import { gelesenMarkieren, kandidatSchreibt } from './service';

/** The candidate's Postfach (issue 27 point 1, decision 0049): own messages only. */
export async function postfachRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  route(app, API.postfach, { response: postfachAntwortSchema }, async (request) =>
    loadPostfach(ctx.db, sessionOf(request).accountId, 'kandidat'),
  );
  route(app, API.postfachSenden, { response: postfachAntwortSchema }, async (request, reply) => {
    const antwort = await kandidatSchreibt(
      ctx,
      sessionOf(request).accountId,
      nachrichtSchreibenSchema.parse(request.body),
    );
    return reply.code(201).send(antwort);
  });
  route(app, API.postfachGelesen, { response: postfachAntwortSchema }, async (request) => {
    const { accountId } = sessionOf(request);
    const { id } = nachrichtParamSchema.parse(request.params);
    await gelesenMarkieren(
      ctx.db,
      accountId,
      id,
      'kandidat',
      { name: 'kandidat', staffId: null },
      ctx.clock.now(),
    );
    return loadPostfach(ctx.db, accountId, 'kandidat');
  });
}
