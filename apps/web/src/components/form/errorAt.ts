import { get } from 'react-hook-form';

/** The message react-hook-form holds for a field or group key (e.g. 'module'), if any. */
export function errorAt(errors: unknown, name: string): string | undefined {
  const error: unknown = get(errors, name);
  const message =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
