import { messages } from '@examensportal/domain/messages';
import { API_BASE, ApiError, authorizationHeader, failedResponse, parseBody } from '../../lib/api';

// fetch cannot report upload progress, so multipart uploads go through XMLHttpRequest. Everything
// else matches the api client: base path, bearer header, error mapping and the forced logout.

interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, whole numbers. */
  percent: number;
}

export interface UploadOptions {
  /** Aborting cancels the request; the promise then rejects with an AbortError (see isAbortError). */
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  /** false for a public call (no bearer, no forced logout). */
  auth?: boolean;
  /** false where a 401/403 must not force a logout. */
  forbiddenLogsOut?: boolean;
  /** More request headers, e.g. the Idempotency-Key of a declaration. */
  headers?: Readonly<Record<string, string>>;
}

const abortError = () => new DOMException('Upload aborted', 'AbortError');

export const isAbortError = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

const percentOf = (loaded: number, total: number) =>
  total > 0 ? Math.min(100, Math.max(0, Math.floor((loaded / total) * 100))) : 0;

/**
 * POSTs a multipart body to the backend (`path` relative to API_BASE, e.g. from `apiPath(API.…)`),
 * reporting upload progress. Resolves with the parsed answer (JSON, else text); rejects with an
 * {@link ApiError} like the api client, or with an AbortError when `signal` aborts.
 */
export function uploadForm(path: string, body: FormData, options: UploadOptions = {}): Promise<unknown> {
  const { signal, onProgress } = options;
  return new Promise<unknown>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    const authorization = authorizationHeader(options.auth);
    if (authorization) xhr.setRequestHeader('Authorization', authorization);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) {
        onProgress?.({
          loaded: event.loaded,
          total: event.total,
          percent: percentOf(event.loaded, event.total),
        });
      }
    });
    xhr.addEventListener('load', () => {
      settle();
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(parseBody(xhr.responseText));
        return;
      }
      reject(failedResponse(xhr.status, xhr.responseText, options));
    });
    // Offline, blocked or timed out: the browser says nothing a person could use.
    const networkFailure = () => {
      settle();
      reject(new ApiError(0, messages.generic.fehler));
    };
    xhr.addEventListener('error', networkFailure);
    xhr.addEventListener('timeout', networkFailure);
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(body);
  });
}
