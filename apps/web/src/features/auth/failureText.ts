import { messages } from '@examensportal/domain/messages';
import type { ApiErrorPayload } from '../../lib/api';

/**
 * The flow's own failure text plus the server's German reason, unless that says nothing more or was
 * already shown by the forced logout (401/403).
 */
export function failureText(text: string, error: ApiErrorPayload | undefined): string {
  if (error?.status === 401 || error?.status === 403) return text;
  const reason = error?.message;
  return reason && reason !== messages.generic.fehler && reason !== text ? `${text} ${reason}` : text;
}
