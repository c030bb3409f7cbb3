import { messages } from '@examensportal/domain/messages';
import { serverTexte } from '@examensportal/domain/messages-server';
import { isStorageFull, type StorageHealth } from '../infra/storage-health';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { apiCsp } from './security-headers';

/** An expected failure with a German message for the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }
}

export type FieldErrors = Record<string, string>;

/** 503 'not available right now' with Retry-After: shutting down, database away, a probe failing. */
export function sendUnavailable(reply: FastifyReply): FastifyReply {
  return reply.code(503).header('retry-after', '10').send({ message: serverTexte.nichtVerfuegbar });
}

/** First message per field; zod's root issues (e.g. unknown keys) only set the general message. */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.path.length === 0) continue;
    const key = issue.path.map(String).join('.');
    result[key] ??= issue.message;
  }
  return result;
}

// Fastify's own client errors, mapped to German texts.
const fastifyCodes: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: serverTexte.anfrageZuGross },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: serverTexte.nichtUnterstuetzterInhalt },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: serverTexte.ungueltigesJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: serverTexte.ungueltigesJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: serverTexte.ungueltigesJson },
  EP_JSON_TOO_COMPLEX: { status: 400, message: serverTexte.jsonZuKomplex },
  EP_JSON_NUL: { status: 400, message: serverTexte.steuerzeichen },
};

function clientMessage(status: number): string {
  if (status === 404) return serverTexte.nichtGefunden;
  if (status === 405) return serverTexte.methodeNichtErlaubt;
  if (status === 413) return serverTexte.anfrageZuGross;
  if (status === 415) return serverTexte.nichtUnterstuetzterInhalt;
  if (status === 429) return serverTexte.zuVieleAnfragen(60);
  if (status === 503) return serverTexte.nichtVerfuegbar;
  return messages.validation.eingabenUngueltig;
}

export function registerErrorHandlers(app: FastifyInstance, storage?: StorageHealth): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 507) storage?.markFull();
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      const body = error.fieldErrors
        ? { message: error.message, fieldErrors: error.fieldErrors }
        : { message: error.message };
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }
    if (error instanceof ZodError) {
      request.log.info({ event: 'validation.rejected', fields: Object.keys(fieldErrorsOf(error)) });
      return reply
        .code(400)
        .send({ message: messages.validation.eingabenUngueltig, fieldErrors: fieldErrorsOf(error) });
    }
    const fastifyError = error as FastifyError;
    const known = fastifyError.code ? fastifyCodes[fastifyError.code] : undefined;
    if (known) return reply.code(known.status).send({ message: known.message });
    // Prototype poisoning and JSON syntax errors come from secure-json-parse as SyntaxError with 400.
    const status = fastifyError.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientMessage(status) });
    }
    if (status === 503) {
      return sendUnavailable(reply);
    }
    // The disk (embedded database or PostgreSQL's) is full: say so, and readiness follows (issue 17).
    if (isStorageFull(error)) {
      request.log.error({ event: 'storage.full', err: error }, 'storage full');
      storage?.markFull();
      return reply.code(507).send({ message: serverTexte.speicherVollAllgemein });
    }
    // PostgreSQL restarting or unreachable: try again shortly (REL-DB); the pool reconnects by itself.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ event: 'db.unavailable', err: error }, 'database unavailable');
      return sendUnavailable(reply);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: messages.generic.fehler });
  });

  app.setNotFoundHandler((request, reply) => {
    request.log.info({ event: 'http.not_found' });
    // A static file route may have set long-cache headers before it found nothing.
    return reply
      .code(404)
      .header('content-security-policy', apiCsp)
      .header('cache-control', 'no-store')
      .send({ message: serverTexte.nichtGefunden });
  });
}
