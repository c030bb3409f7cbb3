import { API } from '@examensportal/domain/api';
import { bekanntgabeAntwortSchema } from '@examensportal/domain/schemas/bekanntgabe';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { route } from '../../http/route';
import { bekanntgabeStand, einwilligungSpeichern } from './service';

/** Meine Daten › Bekanntgabe von Bescheiden (issue 27 point 4): the candidate's own rows only. */
export async function bekanntgabeRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  route(app, API.bekanntgabe, { response: bekanntgabeAntwortSchema }, async (request) =>
    bekanntgabeStand(ctx, sessionOf(request)),
  );
  route(app, API.bekanntgabeEinwilligung, { response: bekanntgabeAntwortSchema }, async (request) =>
    einwilligungSpeichern(ctx, sessionOf(request), request.body, request.log),
  );
}
