// The remedy of an objection as a fact (issue 26 point 6, decision 0050): an „abgeholfen“ objection
// makes its decision in the same transaction as its release – the admission of the rejected
// application (through `zulassen`, every rule of R-10 … R-14 checked again), or the § 42 correction
// of a failed result to „bestanden“ (through `ergebnisBerichtigen`, decision 0032). Each writes its own
// fact and files its own letter; the rejection, the result and their letters stay as they were.
// Kinds without a remedy here are refused before anything is written.
import { and, eq, sql } from 'drizzle-orm';
import { formatDatum } from '@examensportal/domain/format';
import { abhilfeTexte as a } from '@examensportal/domain/messages-pruefungsstelle-widerspruch-abhilfe';
import type { BescheidInhalt } from '@examensportal/domain/rules/bescheid';
import { MODULE } from '@examensportal/domain/rules/module';
import { abhilfeFuer } from '@examensportal/domain/rules/widerspruch-abhilfe';
import type { Conn, Tx } from '../../db/connect';
import { applications, outbox, results } from '../../db/schema';
import { bescheidJobKind } from '../bescheide/job';
import type { LoadedProcedure } from '../procedure/repo';
import { ergebnisBerichtigen } from './berichtigung';
import { OfficeError, type OfficeDeps } from './context';
import { zulassen } from './zulassung';

/** The content of a filed decision letter (its job's payload in the outbox), or null. */
export async function briefInhalt(db: Conn, bescheidId: string): Promise<BescheidInhalt | null> {
  const [job] = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, bescheidJobKind), sql`${outbox.payload}->>'id' = ${bescheidId}`));
  return (job?.payload as { inhalt?: BescheidInhalt } | undefined)?.inhalt ?? null;
}

/** The result a result letter announced: the latest of its module (or aptitude test) in the facts. */
function ergebnisStelle(procedure: LoadedProcedure, inhalt: BescheidInhalt) {
  if (inhalt.art !== 'ergebnis') return null;
  const modul = MODULE.find((m) => m === inhalt.modul);
  const ids = modul ? procedure.registrationIds[modul] : procedure.eignungAttemptIds;
  const id = ids[ids.length - 1];
  if (!id) return null;
  return modul ? eq(results.registrationId, id) : eq(results.eignungAttemptId, id);
}

/**
 * Writes the remedy in the objection's transaction (the office functions run in a savepoint of it,
 * with their own Protokoll rows) and answers the sentence the Abhilfebescheid states.
 */
export async function abhilfeAusfuehren(
  deps: OfficeDeps,
  tx: Tx,
  procedure: LoadedProcedure,
  bescheidId: string,
  begruendung: string,
  today: string,
): Promise<string> {
  const inhalt = await briefInhalt(tx, bescheidId);
  const art = abhilfeFuer(inhalt);
  if (!art || !inhalt) throw new OfficeError(a.keineAbhilfe);
  const innen: OfficeDeps = { ...deps, tx };
  if (art === 'zulassung') {
    // The rejected application must still be the candidate's current one (no newer application).
    const antrag = procedure.application;
    const antragsdatum = inhalt.art === 'ablehnung' ? inhalt.antragsdatum : null;
    if (!antrag || antrag.status !== 'rejected' || (antragsdatum && antrag.antragsdatum !== antragsdatum))
      throw new OfficeError(a.antragNichtMehrAbgelehnt);
    // Back to the state it waited in, then admitted by the office function itself (same transaction).
    await tx
      .update(applications)
      .set({ status: 'submitted' })
      .where(and(eq(applications.id, antrag.id), eq(applications.status, 'rejected')));
    await zulassen(innen, { antrag: antrag.id });
    return a.abhilfeZulassung(formatDatum(today));
  }
  const stelle = ergebnisStelle(procedure, inhalt);
  const [ergebnis] = stelle
    ? await tx
        .select({ id: results.id })
        .from(results)
        .where(and(eq(results.accountId, procedure.account.accountId), stelle))
    : [];
  if (!ergebnis) throw new OfficeError(a.ergebnisUnbekannt);
  await ergebnisBerichtigen(innen, {
    kandidat: procedure.account.accountId,
    ergebnisId: ergebnis.id,
    ergebnis: 'passed',
    begruendung,
  });
  return a.abhilfeErgebnis(formatDatum(today));
}
