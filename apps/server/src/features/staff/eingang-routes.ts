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
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { AppContext } from '../../context';
import { staffOf } from './auth';
import { kenntnisnehmen } from './eingang-kenntnisnahme';
import { eingangSeite, eingangZaehler } from './eingang-queues';

export function registerEingangRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, PRUEFUNGSSTELLE_API.eingang, { response: eingangZaehlerSchema }, async () =>
    eingangZaehler(ctx.db),
  );

  route(app, PRUEFUNGSSTELLE_API.eingangQueue, { response: eingangSeiteSchema }, async (request) => {
    const { queue } = eingangQueueSchema.parse(request.params);
    return eingangSeite(ctx.db, queue, eingangFilterSchema.parse(request.query));
  });

  route(app, PRUEFUNGSSTELLE_API.kenntnisnahme, { response: kenntnisnahmeAntwortSchema }, async (request) =>
    kenntnisnehmen(ctx, staffOf(request), kenntnisnahmePayloadSchema.parse(request.body)),
  );
}
