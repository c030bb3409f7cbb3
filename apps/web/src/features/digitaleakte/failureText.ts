import { messages } from '@examensportal/domain/messages';
import type { ApiErrorPayload } from '../../lib/api';

/**
 * The spec's failure text plus the server's German reason, unless that adds nothing or the forced
 * logout (401/403) has already shown it.
 */
export function failureText(text: string, error: ApiErrorPayload | undefined): string {
  if (!error || error.status === 401 || error.status === 403) return text;
  const reason = error.message;
  return reason && reason !== messages.generic.fehler && reason !== text ? `${text} ${reason}` : text;
}
