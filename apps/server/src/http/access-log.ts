import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { RequestLogger } from './request-logger';
import { pathOf, pathsOf } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * False for routes polled by probes (health): no access line; their errors are still logged. Only
     * on routes without parameters (http/route-hooks.ts, pathsOf).
     */
    accessLog?: boolean;
  }
  interface FastifyRequest {
    /**
     * What the route did, written on its access line instead of a line of its own (e.g. the interim
     * save's `application.saved`): each line is a synchronous write, the largest cost after the
     * database on a small request (issue 29). Set only once the work is done (committed).
     */
    accessFacts: Record<string, unknown> | undefined;
  }
}

/**
 * One access line per request, written with the answer. Fastify's default writes two ('incoming
 * request' and 'request completed'), each a synchronous write to the log: after the socket write the
 * largest cost of a small request. Error lines (request errored, stream and serializer errors) keep
 * Fastify's defaults and are written for every route.
 */
export class AccessLog extends LogController {
  #quiet: ReadonlySet<string> = new Set();

  /** Learns the routes without an access line as `app` registers them (call before any route). */
  watch(app: FastifyInstance): void {
    this.#quiet = pathsOf(app, (config) => config?.accessLog === false);
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    // By path, not request.routeOptions (a new object on each read, issue 29).
    if (this.#quiet.has(pathOf(request.url))) return;
    const line = {
      ...request.accessFacts,
      req: request,
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    // Without a child logger when the request made none (http/request-logger.ts).
    if (request.log instanceof RequestLogger) request.log.accessLine(line, 'request completed');
    else request.log.info(line, 'request completed');
  }
}
