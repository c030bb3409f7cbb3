import { verfahrensstandSchema } from '@examensportal/domain/schemas/verfahrensstand';
import { checkAntwortSchema, zulassungsblockAntwortSchema } from '@examensportal/domain/schemas/antworten';
import {
  eignungServerAntwortSchema,
  modulStateAntwortSchema,
  zulassungServerAntwortSchema,
} from '@examensportal/domain/schemas/antworten-verfahren';
import { API } from '@examensportal/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { uploadRateWithSession } from '../documents/repo';
import { abschicken, loadAntrag, check, zwischenspeichern } from './antrag-service';
import { modulState, requireArt, status, zulassungsblock } from './service';

/** The examination procedure as the candidate sees it (spec §7), derived from the stored facts. */
export async function procedureRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;

  /** WP module state of spec §3. */
  route(app, API.modul, { response: modulStateAntwortSchema }, async (request) => {
    const session = sessionOf(request);
    requireArt(session, 'WP');
    return modulState(ctx, session);
  });

  /** Aptitude-test module state of spec §3. */
  route(app, API.modulEignung, { response: modulStateAntwortSchema }, async (request) => {
    const session = sessionOf(request);
    requireArt(session, 'EIGNUNG');
    return modulState(ctx, session);
  });

  /** {zulassungsblock: 'S/YYYY'} – the open exam term, for both kinds of candidate. */
  route(app, API.zulassungsblock, { response: zulassungsblockAntwortSchema }, async () =>
    zulassungsblock(ctx),
  );

  /**
   * Ours (issue 16, decision 0020): where the procedure stands, the timeline, and for every flow
   * and module checkbox that is closed the reason – for either kind, from the session's account.
   */
  route(app, API.status, { response: verfahrensstandSchema }, async (request) =>
    status(ctx, sessionOf(request)),
  );

  /** The WP application (draft, submitted or decided), or an empty draft for the open term. */
  route(app, API.zulassung, { response: zulassungServerAntwortSchema }, async (request) =>
    loadAntrag(ctx, sessionOf(request), 'WP'),
  );

  /** The aptitude-test application. */
  route(app, API.eignung, { response: eignungServerAntwortSchema }, async (request) =>
    loadAntrag(ctx, sessionOf(request), 'EIGNUNG'),
  );

  /** Interim save: multipart with the JSON part and the upload lists; answers the saved application. */
  // The upload limit's look before the body comes with the session check (PostgreSQL, issue 29).
  const mitLimit = { sessionJoin: uploadRateWithSession };
  route(
    app,
    API.zulassungZwischenspeichern,
    { response: zulassungServerAntwortSchema, config: mitLimit },
    async (request) => zwischenspeichern(ctx, sessionOf(request), request, 'WP'),
  );
  route(
    app,
    API.eignungZwischenspeichern,
    { response: eignungServerAntwortSchema, config: mitLimit },
    async (request) => zwischenspeichern(ctx, sessionOf(request), request, 'EIGNUNG'),
  );

  /** Final submit: one transaction with declaration, status, documents and receipt; Idempotency-Key. */
  route(app, API.zulassungAbschicken, { response: zulassungServerAntwortSchema }, async (request) =>
    abschicken(ctx, sessionOf(request), request, 'WP'),
  );
  route(app, API.eignungAbschicken, { response: eignungServerAntwortSchema }, async (request) =>
    abschicken(ctx, sessionOf(request), request, 'EIGNUNG'),
  );

  /** {zugelassen}: whether the application has been received (the client's check after the submit). */
  route(app, API.zulassungCheck, { response: checkAntwortSchema }, async (request) =>
    check(ctx, sessionOf(request)),
  );
}
