import { messages } from '@examensportal/domain/messages';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

// Every declaration and upload honours an Idempotency-Key: a repeat gets the first answer.

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,200}$/;

/** The Idempotency-Key header, if any (RFC draft: a client-chosen unique string). */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !IDEMPOTENCY_KEY.test(value)) throw new HttpError(400, messages.validation.eingabenUngueltig);
  return value;
}
