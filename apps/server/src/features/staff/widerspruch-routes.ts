// The routes of objections (issue 26 point 6, decision 0038); bodies parsed by the domain's schemas.
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import { entwurfAntwortSchema } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import {
  widerspruchEntscheidungSchema,
  widerspruchErfassenSchema,
  widerspruchErfasstSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-widerspruch';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { widerspruecheAntwortSchema } from '@examensportal/domain/schemas/pruefungsstelle-widerspruch-liste';
import { staffOf, type StaffSession } from './auth';
import { widerspruecheListe } from './widerspruch-liste';
import { widerspruchErfassenBuero, widerspruchEntwerfen } from './widerspruch';
import {
  aufhebungSchema,
  bescheidBerichtigungSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-aufhebung';
import { aufhebungEntwerfen, bescheidBerichtigungEntwerfen } from './aufhebung';

const kandidatParam = z.object({ id: z.string().max(100) });
const fallParam = z.object({ id: z.string().max(100), fallId: z.string().max(100) });

export function registerWiderspruchRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  /** The draft's body after the holder check (decision 0046). */
  eingabe: (request: FastifyRequest & { staff: StaffSession | undefined }) => Promise<unknown>,
): void {
  route(app, PRUEFUNGSSTELLE_API.widersprueche, { response: widerspruecheAntwortSchema }, async (request) =>
    widerspruecheListe(ctx, staffOf(request), kandidatParam.parse(request.params).id),
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.widerspruchErfassen,
    { response: widerspruchErfasstSchema },
    async (request) =>
      widerspruchErfassenBuero(
        ctx,
        staffOf(request),
        kandidatParam.parse(request.params).id,
        widerspruchErfassenSchema.parse(request.body),
      ),
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.widerspruchEntwerfen,
    { response: entwurfAntwortSchema },
    async (request) => {
      const { id, fallId } = fallParam.parse(request.params);
      return widerspruchEntwerfen(
        ctx,
        staffOf(request),
        id,
        fallId,
        widerspruchEntscheidungSchema.parse(await eingabe(request)),
      );
    },
  );

  // Revocation and § 42 correction of a decision letter (decision 0055): drafts of a leitung.
  route(app, PRUEFUNGSSTELLE_API.aufhebungEntwerfen, { response: entwurfAntwortSchema }, async (request) => {
    const { id, fallId } = fallParam.parse(request.params);
    return aufhebungEntwerfen(
      ctx,
      staffOf(request),
      id,
      fallId,
      aufhebungSchema.parse(await eingabe(request)),
    );
  });

  route(
    app,
    PRUEFUNGSSTELLE_API.bescheidBerichtigungEntwerfen,
    { response: entwurfAntwortSchema },
    async (request) => {
      const { id, fallId } = fallParam.parse(request.params);
      return bescheidBerichtigungEntwerfen(
        ctx,
        staffOf(request),
        id,
        fallId,
        bescheidBerichtigungSchema.parse(await eingabe(request)),
      );
    },
  );
}
