// The back-office's Nachforderungen (issue 27 point 2, decision 0039): every staff role reads a
// candidate's requests, asks for documents or information, closes a request or follows it up.
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import {
  kandidatNachforderungParamSchema,
  nachforderungAnlegenSchema,
  nachforderungenAntwortSchema,
} from '@examensportal/domain/schemas/nachforderung';
import { kandidatIdParamSchema } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { nachforderungAnlegen, nachforderungErledigen } from '../nachforderung/anfordern';
import { nachforderungenStand } from '../nachforderung/stand';
import { findCandidateAccount } from '../procedure/repo';
import { staffOf } from './auth';

export function registerNachforderungRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    PRUEFUNGSSTELLE_API.kandidatNachforderungen,
    { response: nachforderungenAntwortSchema },
    async (request) => {
      const { id } = kandidatIdParamSchema.parse(request.params);
      if (!(await findCandidateAccount(ctx.db, id)))
        throw new HttpError(404, kandidatTexte.kandidatUnbekannt);
      return nachforderungenStand(ctx, id);
    },
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.nachforderungAnlegen,
    { response: nachforderungenAntwortSchema },
    async (request) =>
      nachforderungAnlegen(
        ctx,
        staffOf(request),
        kandidatIdParamSchema.parse(request.params).id,
        nachforderungAnlegenSchema.parse(request.body),
      ),
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.nachforderungErledigen,
    { response: nachforderungenAntwortSchema },
    async (request) => {
      const { id, nachforderungId } = kandidatNachforderungParamSchema.parse(request.params);
      return nachforderungErledigen(ctx, staffOf(request), id, nachforderungId);
    },
  );
}
