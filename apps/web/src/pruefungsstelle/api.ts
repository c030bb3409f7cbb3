// The back-office's own API client: its own token (staff audience) in its own sessionStorage key, so
// the candidate client and its forced logout never see it, and the other way round.
import { API_BASE, apiPath, type ApiCall } from '@examensportal/domain/api';
import { PRUEFUNGSSTELLE_BASE } from '@examensportal/domain/api-pruefungsstelle';
import { messages } from '@examensportal/domain/messages';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { fehlerAntwortSchema } from '@examensportal/domain/schemas/antworten';
import type { Antwortschema } from '../lib/api';

const BASE = `${API_BASE}${PRUEFUNGSSTELLE_BASE}`;
const TOKEN_KEY = 'examensportal.pruefungsstelle.jwt';

export const staffToken = {
  get: () => sessionStorage.getItem(TOKEN_KEY),
  set: (jwt: string) => sessionStorage.setItem(TOKEN_KEY, jwt),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

/**
 * Who hears that the staff session ended (any 401 on a call that sent the token: expired, revoked,
 * account disabled). The back-office clears its context and shows the login with the server's text.
 */
let sitzungsende: (message: string) => void = () => {};
export function setSitzungsende(handler: (message: string) => void): void {
  sitzungsende = handler;
}

export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    /** The whole error answer (e.g. `fehler`, the refused rows of a batch). */
    readonly details: unknown = undefined,
  ) {
    super(message);
  }
}

/** Where a call of PRUEFUNGSSTELLE_API goes: its path parameters and the query (without '?'). */
export interface Ziel {
  params?: Readonly<Record<string, string | number>>;
  query?: string;
}

async function request(call: ApiCall, ziel: Ziel, body?: unknown): Promise<Response> {
  const jwt = staffToken.get();
  const url = `${BASE}${apiPath(call, ziel.params)}${ziel.query ? `?${ziel.query}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers: {
        // FormData sets its own multipart content type with the boundary.
        ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
      },
      ...(body instanceof FormData ? { body } : body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new StaffApiError(0, messages.generic.fehler);
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => ({}));
    const { message, fieldErrors } = fehlerAntwortSchema.parse(data);
    if (response.status === 401 && jwt) {
      staffToken.clear();
      sitzungsende(message ?? pruefungsstelle.sitzungAbgelaufen);
    }
    throw new StaffApiError(response.status, message ?? messages.generic.fehler, fieldErrors, data);
  }
  return response;
}

/**
 * The edge (decision 0023): a staff answer read once through its domain schema. An answer that is
 * not JSON or does not fit fails like a failed call, with the generic German text (spec §8).
 */
async function staffGelesen<T>(schema: Antwortschema<T>, response: Response): Promise<T> {
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new StaffApiError(0, messages.generic.fehler);
  return parsed.data;
}

/** A read: the answer through `schema` (a schema of packages/domain). */
export async function staffGet<T>(schema: Antwortschema<T>, call: ApiCall, ziel: Ziel = {}): Promise<T> {
  return staffGelesen(schema, await request(call, ziel));
}

/** A write whose answer the page reads, through `schema`. */
export async function staffPost<T>(
  schema: Antwortschema<T>,
  call: ApiCall,
  body: unknown = {},
  ziel: Ziel = {},
): Promise<T> {
  return staffGelesen(schema, await request(call, ziel, body));
}

/** A multipart write (files through the server's upload checks) whose answer the page reads. */
export async function staffPostMultipart<T>(
  schema: Antwortschema<T>,
  call: ApiCall,
  body: FormData,
  ziel: Ziel = {},
): Promise<T> {
  return staffGelesen(schema, await request(call, ziel, body));
}

/** A write whose answer the page does not read (it reloads, or only the success counts). */
export async function staffSenden(call: ApiCall, body: unknown = {}, ziel: Ziel = {}): Promise<void> {
  await request(call, ziel, body);
}

/** A file behind the bearer token, with the name its content-disposition gives. */
export async function staffBlob(call: ApiCall, ziel: Ziel = {}): Promise<{ blob: Blob; name: string }> {
  const response = await request(call, ziel);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  return { blob: await response.blob(), name };
}

/** Saves a blob through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file download behind the bearer token: fetched, then saved through a temporary link. */
/** The German text of a failed staff call (the server's message, else the generic one). */
export const staffFehlertext = (error: unknown): string =>
  error instanceof StaffApiError ? error.message : messages.generic.fehler;

/** A failed call whose answer is the end of the session: the login page says so, nothing else does. */
export const sitzungBeendet = (error: unknown): boolean =>
  error instanceof StaffApiError && error.status === 401;

export async function staffDownload(call: ApiCall, ziel: Ziel = {}): Promise<void> {
  const { blob, name } = await staffBlob(call, ziel);
  saveBlob(blob, name);
}
