import { API, type ApiCall, vorschauVon } from '@examensportal/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import * as json from './json-flows';
import * as multipart from './multipart-flows';
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
  const jsonRoute = <T>(call: ApiCall, ablauf: json.JsonAblauf<T>) => {
    route(app, call, {}, async (request) => jsonErklaerung(ctx, sessionOf(request), request, ablauf));
    /** The same envelope, nothing recorded: {gebuehren, summe, versuch, saetze} (decision 0012). */
    route(app, vorschauVon(call), {}, async (request) => vorschau(ctx, sessionOf(request), request, ablauf));
  };
  const multipartRoute = <T>(call: ApiCall, ablauf: multipart.MultipartAblauf<T>) =>
    route(app, call, {}, async (request) => multipartErklaerung(ctx, sessionOf(request), request, ablauf));

  jsonRoute(API.anmeldung, json.anmeldung);
  jsonRoute(API.abmeldung, json.abmeldung);
  jsonRoute(API.verschiebung, json.verschiebung);
  jsonRoute(API.modulruecktritt, json.modulruecktritt);
  jsonRoute(API.pruefungruecktritt, json.pruefungsruecktritt);
  jsonRoute(API.ruecknahme, json.ruecknahme);
  jsonRoute(API.ruecknahmeEignung, json.ruecknahmeEignung);
  jsonRoute(API.pruefungruecktrittEignung, json.pruefungsruecktrittEignung);

  multipartRoute(API.anrechnung, multipart.anrechnung);
  multipartRoute(API.triftigerGrund, multipart.triftigerGrund);
  multipartRoute(API.triftigerGrundEignung, multipart.triftigerGrundEignung);
  multipartRoute(API.kontaktdaten, multipart.kontaktdaten);
  multipartRoute(API.kontaktdatenEignung, multipart.kontaktdatenEignung);

  /** The confirmation panel's content for the declaration sent with this Idempotency-Key (decision 0012). */
  route<{ Params: { schluessel: string } }>(app, API.eingangsbestaetigung, {}, async (request) =>
    eingangsbestaetigung(ctx, sessionOf(request), request.params.schluessel),
  );
}
