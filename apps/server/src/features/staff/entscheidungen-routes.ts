// The office's decisions (issue 15): what is open for one candidate, and admit/reject, triftiger
// Grund and credit decisions. Any fully logged-in staff member; rejecting an application is for the
// leitung only (checked in entscheidungen.ts, so the answer can say why).
import {
  entscheidungErgebnisSchema,
  fallEntscheidungSchema,
  offeneEntscheidungenSchema,
  zulassungEntscheidungSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-entscheidungen';
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
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
  route(app, PRUEFUNGSSTELLE_API.entscheidungen, { response: offeneEntscheidungenSchema }, async (request) =>
    offeneEntscheidungen(ctx, kandidatParam.parse(request.params).id),
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.zulassungEntscheiden,
    { response: entscheidungErgebnisSchema },
    async (request) =>
      zulassungEntscheiden(
        ctx,
        staffOf(request),
        kandidatParam.parse(request.params).id,
        zulassungEntscheidungSchema.parse(request.body),
      ),
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.triftigerGrundEntscheiden,
    { response: entscheidungErgebnisSchema },
    async (request) => {
      const { id, fallId } = fallParam.parse(request.params);
      return grundEntscheiden(ctx, staffOf(request), id, fallId, fallEntscheidungSchema.parse(request.body));
    },
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.anrechnungEntscheiden,
    { response: entscheidungErgebnisSchema },
    async (request) => {
      const { id, fallId } = fallParam.parse(request.params);
      return anrechnungFallEntscheiden(
        ctx,
        staffOf(request),
        id,
        fallId,
        fallEntscheidungSchema.parse(request.body),
      );
    },
  );
}
