// Routes of the batch work (issue 28 point 4, decision 0047): the choice, the preview, the batch of
// admission drafts (any staff role, like a single draft) and the batch release (leitung only; each
// draft's own four-eyes rule applies on top: never one's own draft, adverse ones a leitung).
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import {
  SAMMEL_HOECHSTENS,
  sammelBerichtSchema,
  sammelEntwuerfeAuswahlSchema,
  sammelEntwuerfeSchema,
  sammelErgebnisseSchema,
  sammelKandidatenSchema,
  sammelKenntnisnahmenSchema,
  sammelSeiteQuerySchema,
  sammelVorschauSchema,
  sammelZulassungenSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-sammel';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { staffOf } from './auth';
import {
  sammelEntwerfen,
  sammelEntwuerfe,
  sammelFreigeben,
  sammelKenntnisnehmen,
  sammelVorschau,
  sammelZulassungen,
} from './sammel';
import {
  sammelErgebnisse,
  sammelErgebnisseVorschau,
  sammelLaden,
  sammelLadungenVorschau,
} from './sammel-ladungen';
import { ladenPayloadSchema } from '@examensportal/domain/schemas/pruefungsstelle-ladungen';

/** More than 500 items: refused as a whole with the German reason, before anything is done. */
function hoechstens(body: unknown, feld: 'kandidaten' | 'entwuerfe' | 'eintraege'): void {
  const liste = (body as Record<string, unknown> | null)?.[feld];
  if (Array.isArray(liste) && liste.length > SAMMEL_HOECHSTENS) throw new HttpError(422, l.zuViele);
}

export function registerSammelRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, PRUEFUNGSSTELLE_API.sammelZulassungen, { response: sammelZulassungenSchema }, async (request) =>
    sammelZulassungen(ctx, sammelSeiteQuerySchema.parse(request.query).seite),
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.sammelZulassungenVorschau,
    { response: sammelVorschauSchema },
    async (request) => {
      hoechstens(request.body, 'kandidaten');
      return sammelVorschau(
        ctx,
        request.log,
        staffOf(request),
        sammelKandidatenSchema.parse(request.body).kandidaten,
      );
    },
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.sammelZulassungenEntwerfen,
    { response: sammelBerichtSchema },
    async (request) => {
      hoechstens(request.body, 'kandidaten');
      const { kandidaten } = sammelKandidatenSchema.parse(request.body);
      return sammelEntwerfen(ctx, request.log, staffOf(request), kandidaten);
    },
  );

  route(app, PRUEFUNGSSTELLE_API.sammelEntwuerfe, { response: sammelEntwuerfeSchema }, async (request) =>
    sammelEntwuerfe(ctx, staffOf(request), sammelSeiteQuerySchema.parse(request.query).seite),
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.sammelFreigeben,
    { response: sammelBerichtSchema, config: { staffRolle: 'leitung' } },
    async (request) => {
      hoechstens(request.body, 'entwuerfe');
      const { entwuerfe } = sammelEntwuerfeAuswahlSchema.parse(request.body);
      return sammelFreigeben(ctx, request.log, staffOf(request), entwuerfe);
    },
  );

  // Kenntnisnahme of many Eingang items (any staff role, as a single one; no decision, no four-eyes).
  route(app, PRUEFUNGSSTELLE_API.sammelKenntnisnahmen, { response: sammelBerichtSchema }, async (request) => {
    hoechstens(request.body, 'eintraege');
    const { eintraege } = sammelKenntnisnahmenSchema.parse(request.body);
    return sammelKenntnisnehmen(ctx, request.log, staffOf(request), eintraege);
  });

  // Invitations and results of many candidates, each on its own (decision 0061); case work of any
  // staff role, as the single invitation and result are.
  route(
    app,
    PRUEFUNGSSTELLE_API.sammelLadungenVorschau,
    { response: sammelVorschauSchema },
    async (request) => {
      hoechstens(request.body, 'kandidaten');
      const payload = ladenPayloadSchema.parse(request.body);
      return sammelLadungenVorschau(ctx, request.log, staffOf(request), payload);
    },
  );

  route(app, PRUEFUNGSSTELLE_API.sammelLaden, { response: sammelBerichtSchema }, async (request) => {
    hoechstens(request.body, 'kandidaten');
    return sammelLaden(ctx, request.log, staffOf(request), ladenPayloadSchema.parse(request.body));
  });

  route(
    app,
    PRUEFUNGSSTELLE_API.sammelErgebnisseVorschau,
    { response: sammelVorschauSchema },
    async (request) => {
      hoechstens(request.body, 'eintraege');
      const payload = sammelErgebnisseSchema.parse(request.body);
      return sammelErgebnisseVorschau(ctx, request.log, staffOf(request), payload);
    },
  );

  route(app, PRUEFUNGSSTELLE_API.sammelErgebnisse, { response: sammelBerichtSchema }, async (request) => {
    hoechstens(request.body, 'eintraege');
    return sammelErgebnisse(ctx, request.log, staffOf(request), sammelErgebnisseSchema.parse(request.body));
  });
}
