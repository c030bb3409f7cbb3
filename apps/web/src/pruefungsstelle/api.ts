// The back-office's own API client: its own token (staff audience) in its own sessionStorage key, so
// the candidate client and its forced logout never see it, and the other way round.
import { messages } from '@examensportal/domain/messages';

const BASE = '/examensportal/backend/pruefungsstelle';
const TOKEN_KEY = 'examensportal.pruefungsstelle.jwt';

export const staffToken = {
  get: () => sessionStorage.getItem(TOKEN_KEY),
  set: (jwt: string) => sessionStorage.setItem(TOKEN_KEY, jwt),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

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

async function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
  const jwt = staffToken.get();
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new StaffApiError(0, messages.generic.fehler);
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as {
      message?: string;
      fieldErrors?: Record<string, string>;
    };
    if (response.status === 401 && jwt) staffToken.clear();
    throw new StaffApiError(response.status, data.message ?? messages.generic.fehler, data.fieldErrors, data);
  }
  return response;
}

export async function staffGet<T>(path: string): Promise<T> {
  return (await request('GET', path)).json() as Promise<T>;
}

export async function staffPost<T>(path: string, body: unknown = {}): Promise<T> {
  const response = await request('POST', path, body);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A file behind the bearer token, with the name its content-disposition gives. */
export async function staffBlob(path: string): Promise<{ blob: Blob; name: string }> {
  const response = await request('GET', path);
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
export async function staffDownload(path: string): Promise<void> {
  const { blob, name } = await staffBlob(path);
  saveBlob(blob, name);
}
