import { API } from '@examensportal/domain/api';
import {
  nachforderungAntwortSchema,
  nachforderungenAntwortSchema,
  nachforderungPunktParamSchema,
} from '@examensportal/domain/schemas/nachforderung';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { route } from '../../http/route';
import { nachforderungBeantworten } from './antworten';
import { nachforderungenStand } from './stand';

/** The candidate's Nachforderungen (issue 27 point 2): own rows only. */
export async function nachforderungRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  route(app, API.nachforderungen, { response: nachforderungenAntwortSchema }, async (request) =>
    nachforderungenStand(ctx, sessionOf(request).accountId),
  );
  route(app, API.nachforderungAntworten, { response: nachforderungenAntwortSchema }, async (request) =>
    nachforderungBeantworten(
      ctx,
      sessionOf(request),
      nachforderungPunktParamSchema.parse(request.params),
      nachforderungAntwortSchema.parse(request.body),
    ),
  );
}
