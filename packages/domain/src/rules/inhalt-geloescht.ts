// An application's or declaration's payload after its retention class ended (decision 0062): the
// deletion replaces what the candidate wrote by this marker with the day; status, dates and kinds stay
// in their own columns. Every reader of a payload asks here first and shows the German sentence.
import { formatDatum } from '../format';
import type { IsoDate } from '../dates';
import { loeschung } from '../messages-loeschung';

export interface InhaltGeloescht {
  readonly geloescht: IsoDate;
}

/** The day the payload was redacted, or null when it is the content as sent. */
export function inhaltGeloeschtAm(payload: unknown): IsoDate | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const tag = (payload as Record<string, unknown>).geloescht;
  return typeof tag === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(tag) ? (tag as IsoDate) : null;
}

/** 'Inhalt gelöscht am TT.MM.JJJJ (Aufbewahrungsfrist abgelaufen)', or null for a payload as sent. */
export function inhaltGeloeschtText(payload: unknown): string | null {
  const tag = inhaltGeloeschtAm(payload);
  return tag === null ? null : loeschung.inhaltGeloescht(formatDatum(tag));
}
