// A route scope whose plugin loads with its first request (decision 0099): the back office's routes,
// letters and lists are code a portal that only serves candidates never runs, and V8 keeps each loaded
// module's source text, its compiled functions and every route's objects for the life of the process
// (issue 29's idle RSS). Its routes live in an app of their own, built at the first request under the
// prefix (a Fastify instance takes no routes once it is ready); the outer app routes every request
// under the prefix to it as it came, body unread, after its own onRequest hooks (load shedding, the
// slow-body guard) ran. The inner app has the outer's options, error handlers and headers: an answer
// is the same as when its routes were the outer app's own.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The outer app's route that hands a lazy scope's requests over (not one of the call tables). */
    forwarded?: boolean;
  }
}

const outerId = Symbol('the outer request id');
type Forwarded = IncomingMessage & { [outerId]?: string };

/** The inner app's request id: the outer app's, so the access line and the handler's lines agree. */
export const forwardedRequestId = (raw: IncomingMessage): string =>
  (raw as Forwarded)[outerId] ?? randomUUID();

/** The inner app logs errors only; the one access line per request is the outer app's (http/access-log.ts). */
export class ForwardedLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) super.requestCompleted(error, request, reply);
  }
}

interface LazyScope {
  /** The inner app, built once (concurrent first requests wait for the same build; a failed build is retried). */
  load(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function registerLazyScope(
  app: FastifyInstance,
  prefix: string,
  build: () => Promise<FastifyInstance>,
): Promise<LazyScope> {
  let pending: Promise<FastifyInstance> | undefined;
  let inner: FastifyInstance | undefined;
  const load = () => {
    pending ??= build().then(
      (built) => (inner = built),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    // A build that fails answers like any error here (500 without details), before the hand-over.
    const target = inner ?? (await load());
    (request.raw as Forwarded)[outerId] = request.id;
    reply.hijack();
    target.routing(request.raw, reply.raw);
  };
  await app.register(
    async (scope) => {
      // The body stays in the stream for the inner app's own parsers (JSON, multipart, limits).
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      scope.all('/', { config: { forwarded: true } }, forward);
      scope.all('/*', { config: { forwarded: true } }, forward);
    },
    { prefix },
  );
  return {
    load,
    close: async () => {
      const built = await pending?.catch(() => undefined);
      await built?.close();
    },
  };
}
