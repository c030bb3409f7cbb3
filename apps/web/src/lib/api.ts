import { API_BASE, DEFAULT_DOWNLOAD_NAME } from '@examensportal/domain/api';
import { messages } from '@examensportal/domain/messages';
import type { Vorab } from '../vorab';
import { storedJwt } from './session';

// The client side of spec §7/§8: one place that knows the base path, the bearer header,
// body encoding, response parsing and the error shape. Paths come from the domain call table.

export { API_BASE };

export type FieldErrors = Record<string, string>;

/** A non-OK response: status plus a German message (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(status: number, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

/** The serialisable form kept in Redux state and thunk rejections. */
export interface ApiErrorPayload {
  status: number;
  message: string;
  fieldErrors?: FieldErrors;
}

export function toErrorPayload(error: unknown): ApiErrorPayload {
  if (error instanceof ApiError) {
    return error.fieldErrors
      ? { status: error.status, message: error.message, fieldErrors: error.fieldErrors }
      : { status: error.status, message: error.message };
  }
  // Network failures and aborted requests carry English browser texts; never show those.
  return { status: 0, message: messages.generic.fehler };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Plain objects are sent as JSON; FormData (multipart) is sent as is. */
  body?: unknown;
  /** false for the public calls (login, register, password reset …). */
  auth?: boolean;
  /** false where a 401/403 must not force a logout (the logout call itself). */
  forbiddenLogsOut?: boolean;
  signal?: AbortSignal;
}

type ForbiddenHandler = (error: ApiError) => void;
let onForbidden: ForbiddenHandler = () => {};

/**
 * Wired once at start-up: what a 403 on an authenticated call does (spec §8: forced logout). Our
 * server answers an expired or unknown session with 401, which ends the session the same way.
 */
export function setForbiddenHandler(handler: ForbiddenHandler): void {
  onForbidden = handler;
}

/** The bearer header of the stored session (spec §7); null for a public call or without a session. */
export function authorizationHeader(auth = true): string | null {
  if (!auth) return null;
  const jwt = storedJwt();
  return jwt ? `Bearer ${jwt}` : null;
}

function buildInit(options: RequestOptions): RequestInit {
  const headers = new Headers({ Accept: 'application/json' });
  const init: RequestInit = {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
  };
  if (options.signal) init.signal = options.signal;
  const authorization = authorizationHeader(options.auth);
  if (authorization) headers.set('Authorization', authorization);
  if (options.body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(options.body);
  }
  return init;
}

/** JSON when the text parses, else the text itself (spec §7). */
export function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((message) => typeof message === 'string')
  );
}

// Markup (e.g. a proxy's HTML error page) is body text too, but no message for a person.
function looksLikeMarkup(text: string): boolean {
  return /^\s*</.test(text);
}

/** message from the body's `message`, else the body text, else the generic text (spec §8). */
export function errorFromResponse(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null) {
    const { message, fieldErrors } = body as { message?: unknown; fieldErrors?: unknown };
    if (typeof message === 'string' && message.trim() !== '') {
      return new ApiError(status, message, isFieldErrors(fieldErrors) ? fieldErrors : undefined);
    }
  } else if (typeof body === 'string' && body.trim() !== '' && !looksLikeMarkup(body)) {
    return new ApiError(status, body.trim());
  }
  return new ApiError(status, messages.generic.fehler);
}

/**
 * A non-OK answer as an {@link ApiError} (spec §8). On an authenticated call a 401/403 also forces
 * the logout, unless the call says otherwise. Shared by fetch calls and XHR uploads.
 */
export function failedResponse(
  status: number,
  bodyText: string,
  options: Pick<RequestOptions, 'auth' | 'forbiddenLogsOut'> = {},
): ApiError {
  const error = errorFromResponse(status, parseBody(bodyText));
  const sessionRefused = status === 401 || status === 403;
  if (sessionRefused && options.auth !== false && options.forbiddenLogsOut !== false) onForbidden(error);
  return error;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  let response: Response;
  const url = `${API_BASE}${path}`;
  const init = buildInit(options);
  try {
    // The answer the page's HTML asked for ahead of its code when it is this request (vorab.ts, decision 0091).
    response = await ((window as { epVorab?: Vorab }).epVorab?.(url, init) ?? fetch(url, init));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Offline or blocked: the browser's English text must not reach the user.
    throw new ApiError(0, messages.generic.fehler);
  }
  if (!response.ok) throw failedResponse(response.status, await response.text(), options);
  return response;
}

/**
 * Calls the backend; resolves with the parsed body, rejects with an {@link ApiError}. The body is
 * `unknown` on purpose: a caller that reads it passes it through its schema with {@link parseAntwort}.
 */
async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
  const response = await send(path, options);
  return parseBody(await response.text());
}

export const api = {
  get: (path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request(path, { ...options, method: 'GET' }),
  /** Without a body (e.g. /logout) nothing is sent but the headers. */
  post: (path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request(path, body === undefined ? { ...options, method: 'POST' } : { ...options, method: 'POST', body }),
  delete: (path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request(path, { ...options, method: 'DELETE' }),
};

/** A shared zod schema of packages/domain, seen only through what the edge needs of it. */
export interface Antwortschema<T> {
  safeParse(antwort: unknown): { success: true; data: T } | { success: false };
}

/**
 * The edge (decision 0023): a server answer read once through its domain schema. An answer that
 * does not fit fails like a failed call, with the generic German text (spec §8), never a crash
 * further in; past this point the web reads typed data only.
 */
export function parseAntwort<T>(schema: Antwortschema<T>, antwort: unknown): T {
  const parsed = schema.safeParse(antwort);
  if (!parsed.success) throw new ApiError(0, messages.generic.fehler);
  return parsed.data;
}

/**
 * The slices' answer schemas in groups, each loaded by the first call that needs it (decision 0023).
 * One module with all of them made every signed-in page evaluate the application schemas and the
 * country list for its first answer, the digital file's document list too (issue 29.5: ten chunks
 * where one was needed).
 */
export const antwortSchemas = {
  anmeldung: () => import('./anmeldungSchemas'),
  antrag: () => import('@examensportal/domain/schemas/antragAntwort'),
  dokumente: () => import('@examensportal/domain/schemas/dokumente'),
  modulstand: () => import('@examensportal/domain/schemas/modulstand'),
};

/**
 * A call's answer with its schemas beside it (decision 0023): the request goes out at once and the
 * schemas load in parallel, not with the entry, so zod stays out of /login's first load (0021).
 */
export const mitSchemas = <T>(anfrage: Promise<unknown>, schemas: () => Promise<T>): Promise<[unknown, T]> =>
  Promise.all([anfrage, schemas()]);

export interface Download {
  blob: Blob;
  fileName: string;
}

function decodeExtValue(value: string): string | null {
  // RFC 5987 ext-value: charset'language'percent-encoded
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value.trim());
  if (!match) return null;
  const [, charset = '', encoded = ''] = match;
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(encoded);
    if (charset.toLowerCase() === 'iso-8859-1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  } catch {
    return null;
  }
  return null;
}

function unquote(value: string): string {
  const v = value.trim();
  if (v.startsWith('"') && v.endsWith('"') && v.length >= 2) return v.slice(1, -1).replace(/\\(.)/g, '$1');
  return v;
}

// A server-chosen name must not smuggle a path into the save dialog.
function safeName(name: string): string | null {
  const base = name.split(/[/\\]/).pop()?.trim() ?? '';
  return base === '' || base === '.' || base === '..' ? null : base;
}

/** RFC 6266: `filename*` wins over `filename`; without either the name is 'data.dat'. */
export function fileNameFromContentDisposition(header: string | null): string {
  if (!header) return DEFAULT_DOWNLOAD_NAME;
  const params = new Map<string, string>();
  // Parameters are split on ';' outside quoted strings.
  const re = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of header.matchAll(re)) {
    const name = match[1]?.toLowerCase();
    if (name && !params.has(name)) params.set(name, match[2] ?? '');
  }
  const extended = params.get('filename*');
  if (extended !== undefined) {
    const decoded = decodeExtValue(unquote(extended));
    const name = decoded === null ? null : safeName(decoded);
    if (name) return name;
  }
  const plain = params.get('filename');
  if (plain !== undefined) {
    const name = safeName(unquote(plain));
    if (name) return name;
  }
  return DEFAULT_DOWNLOAD_NAME;
}

/** A blob download (GET, authenticated) with the file name from content-disposition. */
export async function download(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) {
  const response = await send(path, { ...options, method: 'GET' });
  const blob = await response.blob();
  const result: Download = {
    blob,
    fileName: fileNameFromContentDisposition(response.headers.get('Content-Disposition')),
  };
  return result;
}

/** Hands a downloaded blob to the browser's save dialog. */
export function saveDownload({ blob, fileName }: Download): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
