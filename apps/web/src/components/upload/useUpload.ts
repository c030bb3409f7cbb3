import { useCallback, useEffect, useRef, useState } from 'react';
import { toErrorPayload, type ApiErrorPayload } from '../../lib/api';
import { isAbortError, uploadForm, type UploadOptions } from './uploadForm';

/** `data` is the server's answer, unread: a caller that reads it passes it through `parseAntwort` (decision 0023). */
export type UploadResult =
  { status: 'done'; data: unknown } | { status: 'cancelled' } | { status: 'failed'; error: ApiErrorPayload };

export interface Upload {
  /** True while a request runs; show <UploadProgress> then. */
  running: boolean;
  /** 0–100 of the running request. */
  percent: number;
  /** Sends the body; resolves (never rejects) with what happened. One request at a time. */
  start: (
    path: string,
    body: FormData,
    options?: Omit<UploadOptions, 'signal' | 'onProgress'>,
  ) => Promise<UploadResult>;
  /** Aborts the running request; its `start` resolves with `cancelled`. */
  cancel: () => void;
}

/**
 * One cancellable upload with progress. Leaving the page aborts a running upload, so nothing
 * arrives on the server that the user can no longer see being sent.
 */
export function useUpload(): Upload {
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (
      path: string,
      body: FormData,
      options: Omit<UploadOptions, 'signal' | 'onProgress'> = {},
    ): Promise<UploadResult> => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setPercent(0);
      try {
        const data = await uploadForm(path, body, {
          ...options,
          signal: own.signal,
          onProgress: ({ percent: value }) => {
            if (controller.current === own) setPercent(value);
          },
        });
        return { status: 'done', data };
      } catch (error) {
        if (isAbortError(error)) return { status: 'cancelled' };
        return { status: 'failed', error: toErrorPayload(error) };
      } finally {
        if (controller.current === own) {
          controller.current = null;
          setPercent(null);
        }
      }
    },
    [],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { running: percent !== null, percent: percent ?? 0, start, cancel };
}
