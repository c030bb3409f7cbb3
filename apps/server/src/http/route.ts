// Every API route is declared from a call table entry (packages/domain/src/api.ts, api-pruefungsstelle.ts):
// method and path come from the table, so the server and the web clients spell a path once, and a test
// (test/route-table.test.ts) proves that the tables and the registered routes agree (decision 0024).
import type { ApiCall, PathParams } from '@examensportal/domain/api';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by route(): the table entry the route was declared from. */
    apiCall?: ApiCall;
    /** The schema of the route's JSON answer (2xx); tests check every answer against it. */
    responseSchema?: z.ZodType;
  }
}

export interface RouteOptions<S extends z.ZodType | undefined> {
  /** Our per-route settings: public, rate limits, staffRolle, staffStufe, accessLog, shed … */
  config?: FastifyContextConfig;
  /** The JSON answer's schema, from packages/domain (see http/response-check.ts). */
  response?: S;
}

/** A value as the domain's types hand it over (readonly arrays and fields are fine to send). */
type Lesbar<T> = T extends readonly (infer E)[]
  ? readonly Lesbar<E>[]
  : T extends object
    ? { readonly [K in keyof T]: Lesbar<T[K]> }
    : T;

/** What a handler may return: the answer before serialisation, or the reply it sent itself. */
type Answer<S> = S extends z.ZodType ? Lesbar<z.input<S>> | FastifyReply : unknown;

export type RouteHandler<G extends RouteGenericInterface, S> = (
  request: FastifyRequest<G>,
  reply: FastifyReply,
) => Promise<Answer<S>>;

/**
 * Registers `handler` at the table entry's method and path (relative to the scope's prefix). The
 * path's ':name' parameters type `request.params` (PathParams). The body and the query are still
 * parsed by the handler with the domain's schemas, so every refusal keeps its German message and
 * field errors (http/errors.ts).
 */
export function route<P extends string, S extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  call: ApiCall<P>,
  options: RouteOptions<S>,
  handler: RouteHandler<{ Params: PathParams<P> }, S>,
): void {
  app.route<{ Params: PathParams<P> }>({
    method: call.method,
    url: call.path,
    config: {
      ...options.config,
      apiCall: call,
      ...(options.response ? { responseSchema: options.response } : {}),
    },
    // Fastify's own handler type cannot see through Answer<S>; the check above is the typed one.
    handler: handler as unknown as RouteHandlerMethod<
      RawServerDefault,
      IncomingMessage,
      ServerResponse,
      { Params: PathParams<P> }
    >,
  });
}
