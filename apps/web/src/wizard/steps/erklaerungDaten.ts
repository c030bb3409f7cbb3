import { formatAbgesendetAm } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { MODULE, type Modul, vorgezogenKey } from '@examensportal/domain/rules/module';
import { parseSemesterDisplay, type Semester } from '@examensportal/domain/rules/semester';
import type { ModulStateEignung, ModulStateWP } from '@examensportal/domain/rules/modulState';
import type { Zulassungsblock } from '@examensportal/domain/rules/zulassungsblock';
import type { ZulassungAntwort } from '@examensportal/domain/schemas/antragAntwort';
import { ApiError, type ApiErrorPayload } from '../../lib/api';

// Reading the data a declaration needs (module state, application, term) from the §1 data areas'
// thunks, which hold them typed: each answer was read through its domain schema at the edge
// (app/slices/data.ts, decision 0023).

/** A dispatched loader thunk's settled action, as far as this file reads it. */
interface Settled {
  payload?: unknown;
  meta: { requestStatus: 'fulfilled' | 'rejected' };
}

/** The payload of the fulfilled action among a thunk's settled actions: the typed answer. */
type Antwort<A> = A extends { meta: { requestStatus: 'fulfilled' }; payload: infer T } ? T : never;

/**
 * The answer of a dispatched loader thunk (`unwrapAntwort(dispatch(loadModul()))`); `optional`
 * reads a failure as "nothing there" (null).
 */
export async function unwrapAntwort<A extends Settled>(dispatched: PromiseLike<A>): Promise<Antwort<A>>;
export async function unwrapAntwort<A extends Settled>(
  dispatched: PromiseLike<A>,
  optional: true,
): Promise<Antwort<A> | null>;
export async function unwrapAntwort<A extends Settled>(
  dispatched: PromiseLike<A>,
  optional = false,
): Promise<Antwort<A> | null> {
  const action = await dispatched;
  if (action.meta.requestStatus === 'fulfilled') return action.payload as Antwort<A>;
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

/** The fields of spec §3 "Module state" the withdrawals use (null: nothing stored). */
export function modulstandAus(state: ModulStateWP | ModulStateEignung | null): Modulstand {
  return {
    zwischegespeichert: state?.zwischegespeichert ?? 0,
    antragsdatum: state?.antragsdatum ?? null,
    ersteszulassungsdatum: state?.ersteszulassungsdatum ?? null,
    iban: state?.kontaktdaten?.iban ?? '',
  };
}

const alsTermin = (value: string | null | undefined) => {
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
  antrag: { zulassungsblock: string } | null,
  offen: Zulassungsblock | null,
): { zulassungsblock: string; termin: Semester | null } {
  const eigener = alsTermin(antrag?.zulassungsblock);
  const offener = alsTermin(offen?.value);
  return {
    zulassungsblock: (offener ?? eigener)?.wert ?? '',
    termin: (eigener ?? offener)?.termin ?? null,
  };
}

/** The modules an application registered (normal or early slot). */
export function moduleAus(antrag: ZulassungAntwort | null): Modul[] {
  return MODULE.filter((m) => antrag?.[m] === true || antrag?.[vorgezogenKey(m)] === true);
}

/** The envelope of a confirmed withdrawal (events 2, 13, 14): as sent and as previewed. */
export const bestaetigterUmschlag = (zulassungsblock: string, art: number) => ({
  zulassungsblock,
  art,
  abgesendetAm: formatAbgesendetAm(new Date()),
  bestaetigt: true as const,
});
