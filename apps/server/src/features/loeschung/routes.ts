// Meine Daten › Löschung beantragen (issue 30 point 3, decision 0041): the preview and the request.
import { API } from '@examensportal/domain/api';
import { loeschungErgebnisSchema, loeschungVorschauSchema } from '@examensportal/domain/schemas/loeschung';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { route } from '../../http/route';
import { beantragen, vorschau } from './service';

export async function loeschungRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  route(app, API.loeschungVorschau, { response: loeschungVorschauSchema }, async (request) =>
    vorschau(ctx, sessionOf(request)),
  );
  route(app, API.loeschungBeantragen, { response: loeschungErgebnisSchema }, async (request) =>
    beantragen(ctx, sessionOf(request), request.body, request.ip, request.log),
  );
}
