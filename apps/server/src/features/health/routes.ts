import { healthAntwortSchema } from '@examensportal/domain/schemas/antworten';
import { API } from '@examensportal/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { Database } from '../../db/connect';
import { sendUnavailable } from '../../http/errors';
import type { StorageHealth } from '../../infra/storage-health';

export interface Lifecycle {
  /** Set at the first shutdown signal so load balancers stop sending traffic at once. */
  closing: boolean;
}

export async function healthRoutes(
  app: FastifyInstance,
  opts: { database: Database; lifecycle: Lifecycle; storage: StorageHealth },
): Promise<void> {
  // Probes poll these every few seconds: no access line each time (failures are still logged).
  route(
    app,
    API.healthLive,
    { response: healthAntwortSchema, config: { public: true, accessLog: false, shed: false } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  route(
    app,
    API.healthReady,
    { response: healthAntwortSchema, config: { public: true, accessLog: false, shed: false } },
    async (request, reply) => {
      if (opts.lifecycle.closing) {
        return sendUnavailable(reply);
      }
      // Shedding load (REL-BP, http/load-shedding.ts): a balancer should send traffic elsewhere.
      if (app.hasDecorator('isUnderPressure') && app.isUnderPressure()) {
        return sendUnavailable(reply);
      }
      try {
        await opts.database.ping(500);
      } catch (error) {
        request.log.warn({ event: 'health.db_unavailable', err: error });
        return sendUnavailable(reply);
      }
      if (!(await opts.storage.writable())) {
        request.log.warn({ event: 'health.storage_full' });
        return sendUnavailable(reply);
      }
      return { status: 'ok' as const };
    },
  );
}
