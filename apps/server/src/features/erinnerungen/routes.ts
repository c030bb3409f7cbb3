import { API } from '@examensportal/domain/api';
import {
  erinnerungenAntwortSchema,
  kalenderAdresseSchema,
  kalenderTermineSchema,
} from '@examensportal/domain/schemas/erinnerungen';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { perMinute } from '../../http/rate-limit';
import { route } from '../../http/route';
import {
  adresseErzeugen,
  erinnerungenStand,
  feed,
  schalterSpeichern,
  terminIcs,
  termineListe,
} from './service';

/** Meine Daten › Erinnerungen und Kalender, and the feed (issue 27 points 5 and 6): own rows only. */
export async function erinnerungenRoutes(
  app: FastifyInstance,
  opts: { ctx: AppContext; feedPerMinute: number },
): Promise<void> {
  const { ctx } = opts;
  route(app, API.erinnerungen, { response: erinnerungenAntwortSchema }, async (request) =>
    erinnerungenStand(ctx, sessionOf(request)),
  );
  route(app, API.erinnerungSchalter, { response: erinnerungenAntwortSchema }, async (request) =>
    schalterSpeichern(ctx, sessionOf(request), request.body, request.log),
  );
  route(app, API.kalenderAdresse, { response: kalenderAdresseSchema }, async (request) =>
    adresseErzeugen(ctx, sessionOf(request), request.log),
  );
  route(app, API.kalenderTermine, { response: kalenderTermineSchema }, async (request) =>
    termineListe(ctx, sessionOf(request)),
  );
  route(app, API.kalenderTermin, {}, async (request, reply) =>
    terminIcs(ctx, sessionOf(request), request.params.id, reply),
  );
  // A calendar app polls every few minutes to hours; guessing a 256-bit token is hopeless anyway.
  route(
    app,
    API.kalenderFeed,
    { config: { public: true, ...perMinute(opts.feedPerMinute) } },
    async (request, reply) => feed(ctx, request.params.token, reply),
  );
}
