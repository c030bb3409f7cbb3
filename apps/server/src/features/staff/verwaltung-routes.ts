// Mitarbeitende beyond invite, role, disable and full reset (issue 28 point 9, decision 0048): reactivate,
// send the invitation again, reset only the second factor. Leitung only, each audited (verwaltung.ts).
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import { mitarbeiterSchema } from '@examensportal/domain/schemas/pruefungsstelle';
import { zweiterFaktorNotizSchema } from '@examensportal/domain/schemas/pruefungsstelle-verwaltung';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { staffOf } from './auth';
import { einladungErneut, reaktivieren, zweiterFaktorZuruecksetzen } from './verwaltung';

const idParam = z.object({ id: z.string().max(100) });
const nurLeitung = { response: mitarbeiterSchema, config: { staffRolle: 'leitung' } } as const;

export function registerVerwaltungRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, PRUEFUNGSSTELLE_API.reaktivieren, nurLeitung, async (request) =>
    reaktivieren(ctx, staffOf(request), idParam.parse(request.params).id),
  );
  route(app, PRUEFUNGSSTELLE_API.einladungErneut, nurLeitung, async (request) =>
    einladungErneut(ctx, staffOf(request), idParam.parse(request.params).id),
  );
  route(app, PRUEFUNGSSTELLE_API.zweiterFaktorMitarbeiter, nurLeitung, async (request) =>
    zweiterFaktorZuruecksetzen(
      ctx,
      staffOf(request),
      idParam.parse(request.params).id,
      zweiterFaktorNotizSchema.parse(request.body).notiz,
    ),
  );
}
