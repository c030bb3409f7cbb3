import { formatAbgesendetAm } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { MODULE, type Modul, vorgezogenKey } from '@examensportal/domain/rules/module';
import { parseSemesterDisplay, type Semester } from '@examensportal/domain/rules/semester';
import { ApiError, type ApiErrorPayload } from '../../lib/api';

// Reading the data a declaration needs (module state, application, term) from the §1 data areas'
// thunks, defensively: the server's shapes are spec §3's, partly filled.

interface ThunkAction {
  payload?: unknown;
  meta: { requestStatus: 'fulfilled' | 'rejected' };
}

/**
 * The answer of a dispatched loader thunk (`ladeAntwort(dispatch(fetchModul()))`); `optional`
 * reads a failure as "nothing there" (null).
 */
export async function ladeAntwort(dispatched: Promise<unknown>, optional = false): Promise<unknown> {
  const action = (await dispatched) as ThunkAction;
  if (action.meta.requestStatus === 'fulfilled') return action.payload ?? null;
  if (optional) return null;
  const error = action.payload as ApiErrorPayload | undefined;
  throw new ApiError(error?.status ?? 0, error?.message ?? messages.generic.fehler);
}

export interface Modulstand {
  zwischegespeichert: number;
  antragsdatum: string | null;
  ersteszulassungsdatum: string | null;
  iban: string;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The fields of spec §3 "Module state" the withdrawals use. */
export function modulstandAus(antwort: unknown): Modulstand {
  const m = (typeof antwort === 'object' && antwort !== null ? antwort : {}) as Record<string, unknown>;
  const kontaktdaten = (
    typeof m.kontaktdaten === 'object' && m.kontaktdaten !== null ? m.kontaktdaten : {}
  ) as Record<string, unknown>;
  return {
    zwischegespeichert: typeof m.zwischegespeichert === 'number' ? m.zwischegespeichert : 0,
    antragsdatum: text(m.antragsdatum),
    ersteszulassungsdatum: text(m.ersteszulassungsdatum),
    iban: text(kontaktdaten.iban) ?? '',
  };
}

const alsTermin = (value: string | null) => {
  const termin = value ? parseSemesterDisplay(value) : null;
  return value && termin ? { wert: value, termin } : null;
};

/**
 * The terms of a declaration: `zulassungsblock` for the envelope is the open term (the server takes
 * a declaration only for the term open on the day, R-02 – a withdrawal from an exam of an earlier
 * term included), else the application's; `termin` for the summary and the fees is the term of the
 * application, else the open one. '' / null when neither can be read.
 */
export function terminAus(
  antrag: unknown,
  offen: unknown,
): { zulassungsblock: string; termin: Semester | null } {
  const eigener = alsTermin(text((antrag as { zulassungsblock?: unknown } | null)?.zulassungsblock));
  const offener = alsTermin(text((offen as { value?: unknown } | null)?.value));
  return {
    zulassungsblock: (offener ?? eigener)?.wert ?? '',
    termin: (eigener ?? offener)?.termin ?? null,
  };
}

/** The modules an application registered (normal or early slot). */
export function moduleAus(antrag: unknown): Modul[] {
  const a = (antrag ?? {}) as Record<string, unknown>;
  return MODULE.filter((m) => a[m] === true || a[vorgezogenKey(m)] === true);
}

/** The envelope of a confirmed withdrawal (events 2, 13, 14): as sent and as previewed. */
export const bestaetigterUmschlag = (zulassungsblock: string, art: number) => ({
  zulassungsblock,
  art,
  abgesendetAm: formatAbgesendetAm(new Date()),
  bestaetigt: true as const,
});
