// Derives what the candidate sees from the stored facts (spec §3), for the Berlin day of the injected
// clock. Nothing here is stored: every answer is computed from the facts on each request.
import { messages } from '@examensportal/domain/messages';
import { berlinDate, type IsoDate } from '@examensportal/domain/dates';
import type { Art } from '@examensportal/domain/rules/facts';
import { deriveModulState, type ModulState } from '@examensportal/domain/rules/modulState';
import type { Modul } from '@examensportal/domain/rules/module';
import { type Verfahrenseinstellungen, vorgezogeneModuleIm } from '@examensportal/domain/rules/settings';
import { offenerTermin } from '@examensportal/domain/rules/terms';
import { verfahrensstand, type Verfahrensstand } from '@examensportal/domain/rules/verfahrensstand';
import type { Grundeinstellungen } from '../../config';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import type { AuthSession } from '../sessions/service';
import { loadProcedure, type LoadedProcedure } from './repo';
import { loadSettings } from './settings';
import { nachteilsausgleichStand } from './nachteilsausgleich';
import { aufhebungsEreignisse, widerspruchVerlauf } from './widersprueche';
import { zeitleisteMit } from '@examensportal/domain/rules/aufhebung';
import { zeitleisteMitWidersprueche } from '@examensportal/domain/rules/widerspruch';
import { formatDatum } from '@examensportal/domain/format';
import { verfahrensstand as vst } from '@examensportal/domain/messages-verfahrensstand';

export interface ProcedureSnapshot {
  procedure: LoadedProcedure;
  settings: Verfahrenseinstellungen;
  today: IsoDate;
}

/** Today on the Berlin calendar: the day every rule reads (deadlines, 3-day rule, six years). */
export const heute = (clock: Clock): IsoDate => berlinDate(clock.now());

/** Facts and settings of one candidate from one read-only snapshot. */
export async function loadSnapshot(
  db: Db,
  clock: Clock,
  verfahren: Grundeinstellungen,
  accountId: string,
): Promise<ProcedureSnapshot> {
  const today = heute(clock);
  const { procedure, settings } = await db.transaction(
    async (tx) => ({
      procedure: await loadProcedure(tx, accountId),
      settings: await loadSettings(tx, verfahren),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  // The session was valid a moment ago; an account deleted since is a server-side inconsistency.
  if (!procedure) throw new Error(`account ${accountId} has no record`);
  return { procedure, settings, today };
}

/** A route for one candidate kind answers 403 to the other kind. */
export function requireArt(session: AuthSession, art: Art): void {
  if (session.art !== art) throw new HttpError(403, messages.auth.keineBerechtigung);
}

/** Spec §3 module state (GET /api/zulassung/modul and /api/eignung/modul). */
export async function modulState(ctx: AppContext, session: AuthSession): Promise<ModulState> {
  const { procedure, settings, today } = await loadSnapshot(
    ctx.db,
    ctx.clock,
    ctx.config.verfahren,
    session.accountId,
  );
  return deriveModulState(procedure.facts, today, settings);
}

/** GET /api/status (decision 0020): the procedure status with the reasons, derived for today. */
export async function status(ctx: AppContext, session: AuthSession): Promise<Verfahrensstand> {
  const { procedure, settings, today } = await loadSnapshot(
    ctx.db,
    ctx.clock,
    ctx.config.verfahren,
    session.accountId,
  );
  const verlauf = await widerspruchVerlauf(ctx.db, session.accountId);
  const basis = verfahrensstand(procedure.facts, today, settings);
  // Objections and their outcomes (decision 0038) beside the procedure's own facts.
  const mitWidersprueche = verlauf.length
    ? { ...basis, zeitleiste: zeitleisteMitWidersprueche(basis.zeitleiste, verlauf) }
    : basis;
  // Revoked decisions and corrected letters (decision 0055).
  const aufhebungen = await aufhebungsEreignisse(ctx.db, session.accountId);
  const stand = aufhebungen.length
    ? { ...mitWidersprueche, zeitleiste: zeitleisteMit(mitWidersprueche.zeitleiste, aufhebungen) }
    : mitWidersprueche;
  // The Nachteilsausgleich in plain German (issue 26 point 4): requested, granted with its measures, refused.
  const na = await nachteilsausgleichStand(ctx.db, session.accountId);
  if (!na.beantragt && !na.entscheidung) return stand;
  const e = na.entscheidung;
  return {
    ...stand,
    nachteilsausgleich: {
      text: !e
        ? vst.nachteilsausgleichOffen
        : e.gewaehrt
          ? vst.nachteilsausgleichGewaehrt(formatDatum(e.am))
          : vst.nachteilsausgleichAbgelehnt(formatDatum(e.am)),
      massnahmen: e?.massnahmen ?? [],
    },
  };
}

/** GET /api/zulassung/zulassungsblock: the open exam term as 'S/YYYY' (the office's deadlines count). */
export async function zulassungsblock(ctx: AppContext): Promise<{ zulassungsblock: string; juni: Modul[] }> {
  const settings = await loadSettings(ctx.db, ctx.config.verfahren);
  const termin = offenerTermin(heute(ctx.clock), settings);
  return { zulassungsblock: termin.display, juni: [...vorgezogeneModuleIm(settings, termin)] };
}
