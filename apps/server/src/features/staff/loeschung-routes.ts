// Zur Löschung fällig (issue 30 point 1, decision 0041): leitung only – the due list, a hold with its
// reason, the approval that runs the deletion.
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import { freigabeErgebnisSchema, loeschlisteSchema } from '@examensportal/domain/schemas/loeschung';
import { isUuid } from '@examensportal/domain/uuid';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { freigeben, loeschliste, sperren } from '../loeschung/service';
import { staffOf } from './auth';

const idParam = z.object({ id: z.string().max(100).refine(isUuid) });

export function registerLoeschungRoutes(app: FastifyInstance, ctx: AppContext): void {
  const leitung = { staffRolle: 'leitung' } as const;
  route(app, PRUEFUNGSSTELLE_API.loeschliste, { response: loeschlisteSchema, config: leitung }, async () =>
    loeschliste(ctx),
  );
  route(
    app,
    PRUEFUNGSSTELLE_API.loeschungSperren,
    { response: loeschlisteSchema, config: leitung },
    async (request) => sperren(ctx, staffOf(request), idParam.parse(request.params).id, request.body),
  );
  route(
    app,
    PRUEFUNGSSTELLE_API.loeschungFreigeben,
    { response: freigabeErgebnisSchema, config: leitung },
    async (request) => freigeben(ctx, staffOf(request), request.body, request.log),
  );
}
