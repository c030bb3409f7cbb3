import { API, type ApiCall, vorschauVon } from '@examensportal/domain/api';
import { erklaerungAntwortSchema } from '@examensportal/domain/schemas/antworten-verfahren';
import { eingangsbestaetigungSchema, folgenvorschauSchema } from '@examensportal/domain/schemas/folgen';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { ABLAEUFE } from './ablaeufe/index';
import type { JsonAblauf, MultipartAblauf } from './ablaeufe/ablauf';
import { eingangsbestaetigung } from './bestaetigung';
import { jsonErklaerung, multipartErklaerung } from './service';
import { vorschau } from './vorschau';

/**
 * The candidate's declarations (spec §7 POST /api/modul/…): each checked against the facts with the
 * domain rules and recorded in one transaction with its fact changes and receipt; Idempotency-Key.
 * Answer: {declarationId, eingegangenAm, gebuehren, summe}.
 */
export async function declarationRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const jsonRoute = <T>(call: ApiCall, ablauf: JsonAblauf<T>) => {
    route(app, call, { response: erklaerungAntwortSchema }, async (request) =>
      jsonErklaerung(ctx, sessionOf(request), request, ablauf),
    );
    /** The same envelope, nothing recorded: {gebuehren, summe, versuch, saetze} (decision 0012). */
    route(app, vorschauVon(call), { response: folgenvorschauSchema }, async (request) =>
      vorschau(ctx, sessionOf(request), request, ablauf),
    );
  };
  const multipartRoute = <T>(call: ApiCall, ablauf: MultipartAblauf<T>) =>
    route(app, call, { response: erklaerungAntwortSchema }, async (request) =>
      multipartErklaerung(ctx, sessionOf(request), request, ablauf),
    );

  // Every declaration kind of the registry with its handler and call (ablaeufe/index.ts).
  for (const weg of Object.values(ABLAEUFE)) {
    if (weg.weg === 'json') jsonRoute(weg.call, weg.ablauf);
    if (weg.weg === 'multipart') multipartRoute(weg.call, weg.ablauf);
  }

  /** The confirmation panel's content for the declaration sent with this Idempotency-Key (decision 0012). */
  route(app, API.eingangsbestaetigung, { response: eingangsbestaetigungSchema }, async (request) =>
    eingangsbestaetigung(ctx, sessionOf(request), request.params.schluessel),
  );
}
