// The office's decisions (issues 15 and 26): what is open for one candidate; each decision – admit or
// reject, triftiger Grund, credit – is saved as a draft, whose letter can be seen as PDF and which a
// second person releases or discards (entwuerfe.ts). Any fully logged-in staff member may draft; who
// may release is checked per draft, so the answer can say why not.
import {
  entscheidungErgebnisSchema,
  ergebnisBerichtigungSchema,
  fallEntscheidungSchema,
  offeneEntscheidungenSchema,
  zulassungEntscheidungSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-entscheidungen';
import {
  entwurfAntwortSchema,
  verworfenAntwortSchema,
  verwerfenPayloadSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { inline } from '../documents/disposition';
import { staffOf, type StaffSession } from './auth';
import {
  anrechnungEntwerfen,
  grundEntwerfen,
  nachteilsausgleichEntwerfen,
  offeneEntscheidungen,
  zulassungEntwerfen,
} from './entscheidungen';
import { nachteilsausgleichEntscheidungSchema } from '@examensportal/domain/schemas/pruefungsstelle-nachteilsausgleich';
import { berichtigungEntwerfen } from './berichtigung';
import { registerWiderspruchRoutes } from './widerspruch-routes';
import { entwurfBescheid, entwurfFreigeben, entwurfVerwerfen } from './entwuerfe';
import { viewerCsp } from './kandidat-viewer';
import { ohneZuweisungsFlag } from './fall';

const kandidatParam = z.object({ id: z.string().max(100) });
const fallParam = z.object({ id: z.string().max(100), fallId: z.string().max(100) });
const entwurfParam = z.object({ id: z.string().max(100), entwurfId: z.string().max(100) });

export function registerEntscheidungenRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A draft on a case someone else holds needs `trotzZuweisung: true` (issue 28 point 1, decision 0046).
  const eingabe = (request: FastifyRequest & { staff: StaffSession | undefined }) =>
    ohneZuweisungsFlag(ctx.db, staffOf(request), kandidatParam.parse(request.params).id, request.body);
  route(app, PRUEFUNGSSTELLE_API.entscheidungen, { response: offeneEntscheidungenSchema }, async (request) =>
    offeneEntscheidungen(ctx, staffOf(request), kandidatParam.parse(request.params).id),
  );

  route(app, PRUEFUNGSSTELLE_API.zulassungEntwerfen, { response: entwurfAntwortSchema }, async (request) =>
    zulassungEntwerfen(
      ctx,
      staffOf(request),
      kandidatParam.parse(request.params).id,
      zulassungEntscheidungSchema.parse(await eingabe(request)),
    ),
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.triftigerGrundEntwerfen,
    { response: entwurfAntwortSchema },
    async (request) => {
      const { id, fallId } = fallParam.parse(request.params);
      return grundEntwerfen(
        ctx,
        staffOf(request),
        id,
        fallId,
        fallEntscheidungSchema.parse(await eingabe(request)),
      );
    },
  );

  route(app, PRUEFUNGSSTELLE_API.anrechnungEntwerfen, { response: entwurfAntwortSchema }, async (request) => {
    const { id, fallId } = fallParam.parse(request.params);
    return anrechnungEntwerfen(
      ctx,
      staffOf(request),
      id,
      fallId,
      fallEntscheidungSchema.parse(await eingabe(request)),
    );
  });

  route(
    app,
    PRUEFUNGSSTELLE_API.nachteilsausgleichEntwerfen,
    { response: entwurfAntwortSchema },
    async (request) =>
      nachteilsausgleichEntwerfen(
        ctx,
        staffOf(request),
        kandidatParam.parse(request.params).id,
        nachteilsausgleichEntscheidungSchema.parse(await eingabe(request)),
      ),
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.berichtigungEntwerfen,
    { response: entwurfAntwortSchema },
    async (request) => {
      const { id, fallId } = fallParam.parse(request.params);
      return berichtigungEntwerfen(
        ctx,
        staffOf(request),
        id,
        fallId,
        ergebnisBerichtigungSchema.parse(await eingabe(request)),
      );
    },
  );

  registerWiderspruchRoutes(app, ctx, eingabe);

  // The letter the release would file, shown in the back-office's viewer (a blob: URL, decision 0017).
  route(app, PRUEFUNGSSTELLE_API.entwurfBescheid, {}, async (request, reply) => {
    const { id, entwurfId } = entwurfParam.parse(request.params);
    const { pdf, dateiname } = await entwurfBescheid(ctx, staffOf(request), id, entwurfId);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', inline(dateiname))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', viewerCsp('application/pdf'))
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cross-origin-resource-policy', 'same-origin')
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  route(
    app,
    PRUEFUNGSSTELLE_API.entwurfFreigeben,
    { response: entscheidungErgebnisSchema },
    async (request) => {
      const { id, entwurfId } = entwurfParam.parse(request.params);
      return entwurfFreigeben(ctx, staffOf(request), id, entwurfId);
    },
  );

  route(app, PRUEFUNGSSTELLE_API.entwurfVerwerfen, { response: verworfenAntwortSchema }, async (request) => {
    const { id, entwurfId } = entwurfParam.parse(request.params);
    return entwurfVerwerfen(ctx, staffOf(request), id, entwurfId, verwerfenPayloadSchema.parse(request.body));
  });
}
