import type { FastifyInstance } from 'fastify';
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
  const jsonRoute = <T>(ablauf: JsonAblauf<T>) => {
    app.post(`/api/modul/${ablauf.kind}`, async (request) =>
      jsonErklaerung(ctx, sessionOf(request), request, ablauf),
    );
    /** The same envelope, nothing recorded: {gebuehren, summe, versuch, saetze} (decision 0012). */
    app.post(`/api/modul/${ablauf.kind}/vorschau`, async (request) =>
      vorschau(ctx, sessionOf(request), request, ablauf),
    );
  };
  const multipartRoute = <T>(ablauf: MultipartAblauf<T>) =>
    app.post(`/api/modul/${ablauf.kind}`, async (request) =>
      multipartErklaerung(ctx, sessionOf(request), request, ablauf),
    );

  // Every declaration kind of the registry with its handler (ablaeufe/index.ts).
  for (const weg of Object.values(ABLAEUFE)) {
    if (weg.weg === 'json') jsonRoute(weg.ablauf);
    if (weg.weg === 'multipart') multipartRoute(weg.ablauf);
  }

  /** The confirmation panel's content for the declaration sent with this Idempotency-Key (decision 0012). */
  app.get<{ Params: { schluessel: string } }>('/api/eingangsbestaetigung/:schluessel', async (request) =>
    eingangsbestaetigung(ctx, sessionOf(request), request.params.schluessel),
  );
}
