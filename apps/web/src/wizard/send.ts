import { messages } from '@examensportal/domain/messages';
import type { Upload } from '../components/upload/useUpload';
import { API_BASE, ApiError, authorizationHeader, failedResponse, parseBody } from '../lib/api';

// Declarations are sent with an Idempotency-Key header: a repeated request of the same submit
// sequence (double click, a retry after a lost answer) is recognised by the server and taken once.

/** A random v4 UUID (crypto.randomUUID where there is one, e.g. not on plain http outside localhost). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The user stopped a declaration's upload with 'Abbrechen' (the request was aborted). */
export class UploadAbgebrochen extends Error {
  constructor() {
    super(messages.files.abgebrochen);
    this.name = 'UploadAbgebrochen';
  }
}

/**
 * POSTs JSON (a plain object) or a multipart body (FormData, sent as is) to the backend with the
 * bearer and the Idempotency-Key. Errors as the api client: an ApiError with a German message, and
 * a 401/403 forces the logout. A multipart body with files goes through `upload` (the shared
 * upload: progress and 'Abbrechen'; a cancel rejects with {@link UploadAbgebrochen}).
 */
export async function postDeclaration(
  path: string,
  body: FormData | object,
  idempotencyKey: string,
  upload?: Upload,
): Promise<unknown> {
  if (upload && body instanceof FormData && [...body.values()].some((part) => part instanceof Blob)) {
    const result = await upload.start(path, body, { headers: { 'Idempotency-Key': idempotencyKey } });
    if (result.status === 'cancelled') throw new UploadAbgebrochen();
    if (result.status === 'failed') {
      throw new ApiError(result.error.status, result.error.message, result.error.fieldErrors);
    }
    return result.data;
  }
  const headers = new Headers({ Accept: 'application/json', 'Idempotency-Key': idempotencyKey });
  const authorization = authorizationHeader();
  if (authorization) headers.set('Authorization', authorization);
  const multipart = body instanceof FormData;
  if (!multipart) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers,
      body: multipart ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, messages.generic.fehler);
  }
  const text = await response.text();
  if (!response.ok) throw failedResponse(response.status, text);
  return parseBody(text);
}

/**
 * Keeps one key per submit sequence: the same key until the server has answered for good (success
 * or a 4xx refusal); after a lost answer or a 5xx the retry reuses it.
 */
export class IdempotencyKeys {
  private current: string | null = null;

  key(): string {
    this.current ??= newIdempotencyKey();
    return this.current;
  }

  settle(error?: unknown): void {
    // A cancelled upload may have reached the server: the retry must be recognised as the same.
    if (error instanceof UploadAbgebrochen) return;
    const status = error instanceof ApiError ? error.status : error === undefined ? 200 : 0;
    if (status === 200 || (status >= 400 && status < 500)) this.current = null;
  }

  reset(): void {
    this.current = null;
  }
}
