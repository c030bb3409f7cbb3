// The office's decisions (issue 15): what is open for one candidate, and admit/reject, triftiger
// Grund and credit decisions. Any fully logged-in staff member; rejecting an application is for the
// leitung only (checked in entscheidungen.ts, so the answer can say why).
import {
  fallEntscheidungSchema,
  zulassungEntscheidungSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-entscheidungen';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { staffOf } from './auth';
import {
  anrechnungFallEntscheiden,
  grundEntscheiden,
  offeneEntscheidungen,
  zulassungEntscheiden,
} from './entscheidungen';

const kandidatParam = z.object({ id: z.string().max(100) });
const fallParam = z.object({ id: z.string().max(100), fallId: z.string().max(100) });

export function registerEntscheidungenRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/kandidaten/:id/entscheidungen', async (request) =>
    offeneEntscheidungen(ctx, kandidatParam.parse(request.params).id),
  );

  app.post('/kandidaten/:id/zulassung', async (request) =>
    zulassungEntscheiden(
      ctx,
      staffOf(request),
      kandidatParam.parse(request.params).id,
      zulassungEntscheidungSchema.parse(request.body),
    ),
  );

  app.post('/kandidaten/:id/triftiger-grund/:fallId', async (request) => {
    const { id, fallId } = fallParam.parse(request.params);
    return grundEntscheiden(ctx, staffOf(request), id, fallId, fallEntscheidungSchema.parse(request.body));
  });

  app.post('/kandidaten/:id/anrechnung/:fallId', async (request) => {
    const { id, fallId } = fallParam.parse(request.params);
    return anrechnungFallEntscheiden(
      ctx,
      staffOf(request),
      id,
      fallId,
      fallEntscheidungSchema.parse(request.body),
    );
  });
}
