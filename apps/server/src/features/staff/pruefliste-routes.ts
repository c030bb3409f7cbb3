// The legal checklist's routes (issue 26 point 2): both staff roles read and mark, like the other
// decision routes (the four-eyes release is where roles differ). Reading is a look at the candidate's
// file and audited like the application as sent.
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import { kandidatIdParamSchema } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import {
  prueflisteAntwortSchema,
  prueflisteMarkierenSchema,
  prueflisteSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-pruefliste';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { findCandidateAccount } from '../procedure/repo';
import { recordStaffAction } from './audit';
import { staffOf } from './auth';
import { aktuellePruefliste, markieren } from './pruefliste';

const antragParam = kandidatIdParamSchema.extend({ antragId: z.string().max(100) });

async function kandidatBekannt(ctx: AppContext, id: string) {
  if (!(await findCandidateAccount(ctx.db, id))) throw new HttpError(404, kandidatTexte.kandidatUnbekannt);
}

export function registerPrueflisteRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, PRUEFUNGSSTELLE_API.pruefliste, { response: prueflisteAntwortSchema }, async (request) => {
    const { id } = kandidatIdParamSchema.parse(request.params);
    await kandidatBekannt(ctx, id);
    const pruefliste = await aktuellePruefliste(ctx.db, id);
    const s = staffOf(request);
    await recordStaffAction(
      ctx.db,
      {
        staffId: s.staffId,
        wer: s.name,
        quelle: 'browser',
        aktion: 'kandidat.pruefliste.ansehen',
        ziel: pruefliste?.antragId ?? null,
        accountId: id,
      },
      ctx.clock.now(),
    );
    return { pruefliste };
  });

  route(app, PRUEFUNGSSTELLE_API.prueflisteMarkieren, { response: prueflisteSchema }, async (request) => {
    const { id, antragId } = antragParam.parse(request.params);
    await kandidatBekannt(ctx, id);
    return markieren(ctx, staffOf(request), id, antragId, prueflisteMarkierenSchema.parse(request.body));
  });
}
