// The Eingang's API (issue 15), in the staff scope: every fully logged-in staff member (both roles)
// reads the queues and acknowledges withdrawals and new documents.
import {
  eingangFilterSchema,
  eingangQueueSchema,
  eingangSeiteSchema,
  eingangZaehlerSchema,
  kenntnisnahmeAntwortSchema,
  kenntnisnahmePayloadSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import { berlinDate } from '@examensportal/domain/dates';
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { AppContext } from '../../context';
import { staffOf } from './auth';
import { kenntnisnehmen } from './eingang-kenntnisnahme';
import { eingangSeite, eingangZaehler } from './eingang-queues';

export function registerEingangRoutes(app: FastifyInstance, ctx: AppContext) {
  // Today in Berlin and the processing deadline's months: the queues' states and badges depend on them.
  const stichtag = () => ({
    heute: berlinDate(ctx.clock.now()),
    monate: ctx.config.bearbeitungsfristMonate,
    ziele: ctx.config.eingangZiele,
  });
  route(app, PRUEFUNGSSTELLE_API.eingang, { response: eingangZaehlerSchema }, async () =>
    eingangZaehler(ctx.db, stichtag()),
  );

  route(app, PRUEFUNGSSTELLE_API.eingangQueue, { response: eingangSeiteSchema }, async (request) => {
    const { queue } = eingangQueueSchema.parse(request.params);
    return eingangSeite(
      ctx.db,
      queue,
      eingangFilterSchema.parse(request.query),
      stichtag(),
      staffOf(request).staffId,
    );
  });

  route(app, PRUEFUNGSSTELLE_API.kenntnisnahme, { response: kenntnisnahmeAntwortSchema }, async (request) =>
    kenntnisnehmen(ctx, staffOf(request), kenntnisnahmePayloadSchema.parse(request.body)),
  );
}
