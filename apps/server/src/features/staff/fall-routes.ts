// Case work's routes (issue 28 points 1 and 2, decision 0046): both staff roles read a case and
// assign, note and set Wiedervorlagen; every write is audited.
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import { fallTexte } from '@examensportal/domain/messages-pruefungsstelle-fall';
import { kandidatIdParamSchema } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import {
  fallMeldungSchema,
  fallSchema,
  notizPayloadSchema,
  wiedervorlageEndePayloadSchema,
  wiedervorlagePayloadSchema,
  zuweisungPayloadSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-fall';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { findCandidateAccount } from '../procedure/repo';
import { staffOf } from './auth';
import { fallLesen, notizAnlegen, wiedervorlageBeenden, wiedervorlageSetzen, zuweisen } from './fall';

const vorlageParam = kandidatIdParamSchema.extend({ wiedervorlageId: z.string().max(20) });

async function kandidat(ctx: AppContext, params: unknown): Promise<string> {
  const { id } = kandidatIdParamSchema.parse(params);
  if (!(await findCandidateAccount(ctx.db, id))) throw new HttpError(404, fallTexte.fallUnbekannt);
  return id;
}

export function registerFallRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, PRUEFUNGSSTELLE_API.fall, { response: fallSchema }, async (request) =>
    fallLesen(ctx, await kandidat(ctx, request.params)),
  );

  route(app, PRUEFUNGSSTELLE_API.fallZuweisen, { response: fallMeldungSchema }, async (request) => {
    const id = await kandidat(ctx, request.params);
    return zuweisen(ctx, staffOf(request), id, zuweisungPayloadSchema.parse(request.body));
  });

  route(app, PRUEFUNGSSTELLE_API.fallNotiz, { response: fallMeldungSchema }, async (request) => {
    const id = await kandidat(ctx, request.params);
    return notizAnlegen(ctx, staffOf(request), id, notizPayloadSchema.parse(request.body));
  });

  route(app, PRUEFUNGSSTELLE_API.wiedervorlageSetzen, { response: fallMeldungSchema }, async (request) => {
    const id = await kandidat(ctx, request.params);
    return wiedervorlageSetzen(ctx, staffOf(request), id, wiedervorlagePayloadSchema.parse(request.body));
  });

  route(app, PRUEFUNGSSTELLE_API.wiedervorlageBeenden, { response: fallMeldungSchema }, async (request) => {
    const id = await kandidat(ctx, request.params);
    const { wiedervorlageId } = vorlageParam.parse(request.params);
    const nummer = /^[1-9]\d{0,15}$/.test(wiedervorlageId) ? Number(wiedervorlageId) : NaN;
    if (!Number.isSafeInteger(nummer)) throw new HttpError(404, fallTexte.wiedervorlageUnbekannt);
    const { art } = wiedervorlageEndePayloadSchema.parse(request.body);
    return wiedervorlageBeenden(ctx, staffOf(request), id, nummer, art);
  });
}
