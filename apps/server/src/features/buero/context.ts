// What every office command shares: who acts, the clock, the database; one transaction per action
// with the audit row written in it, so an action is recorded exactly when it took effect.
import { eq } from 'drizzle-orm';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { deriveModulState } from '@examensportal/domain/rules/modulState';
import type { IsoDate } from '@examensportal/domain/dates';
import type { Verfahrenseinstellungen } from '@examensportal/domain/rules/settings';
import type { Grundeinstellungen } from '../../config';
import type { Db, Tx } from '../../db/connect';
import { accounts } from '../../db/schema';
import { insertOfficeAction, lockCandidate } from '../procedure/records';
import { loadProcedure, type LoadedProcedure } from '../procedure/repo';
import { heute } from '../procedure/service';
import { loadSettings } from '../procedure/settings';
import { isUuid } from '@examensportal/domain/uuid';
import type { Clock } from '../../infra/clock';
import type { FileStore } from '../../infra/storage';
import type { AuditAction } from './audit';

const o = officeCliTexte;

/** An impossible action, with a German explanation for the office. Nothing was changed. */
export class OfficeError extends Error {}

export interface OfficeDeps {
  db: Db;
  clock: Clock;
  /** Who acts (--von or $USER); written into the audit. */
  von: string;
  /** The document store (DATA_DIR/files or PostgreSQL); only the dokument command needs it. */
  storage?: FileStore;
  /** The operator's procedure settings (BEKANNTGABE_TAGE), as the server reads them. */
  verfahren: Grundeinstellungen;
  /**
   * The command runner's audit hook (runner.ts), called in the action's transaction after its writes;
   * tests that call commands directly may leave it out.
   */
  auditieren?: (tx: Tx, action: AuditAction) => Promise<void>;
  /** PUBLIC_URL: the origin of printed links (mitarbeiter-anlegen's set-up link). */
  publicUrl?: string;
  /** PROTOKOLL_ANKER_DIR: the daily anchors protokoll-pruefen compares (decision 0029). */
  protokollAnkerDir?: string;
  /**
   * An outer transaction the actions run in (each in its own savepoint), so the back-office can run
   * several actions as one: all or none (invitations of a module, a results import). Without it each
   * action opens its own transaction.
   */
  tx?: Tx;
  /**
   * A four-eyes decision of the back-office (issue 26): who drafted and who released it. The letter
   * names both; the command line decides directly and leaves it out (decision 0026).
   */
  bearbeitung?: { entworfenVon: string; freigegebenVon: string };
}

/** The part of a letter's BescheidAnlass that names who drafted and released the decision. */
export const bearbeitungOf = (deps: OfficeDeps) =>
  deps.bearbeitung ? { bearbeitung: deps.bearbeitung } : {};

/** One action's transaction: its own, or a savepoint of the caller's outer transaction. */
const transaction = <T>(deps: OfficeDeps, act: (tx: Tx) => Promise<T>): Promise<T> =>
  deps.tx ? deps.tx.transaction(act) : deps.db.transaction(act);

export interface OfficeOutput<D = unknown> {
  /** Lines for a person. */
  text: string;
  /** The same as data (--json); typed where a route answers it. */
  data: D;
}

export interface CandidateAction {
  tx: Tx;
  procedure: LoadedProcedure;
  settings: Verfahrenseinstellungen;
  today: IsoDate;
  now: Date;
}

/** An account by e-mail address or account id. */
export async function resolveAccount(db: Db | Tx, wer: string): Promise<{ id: string; email: string }> {
  const key = wer.trim().toLowerCase();
  const [row] = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(isUuid(key) ? eq(accounts.id, key) : eq(accounts.email, key))
    .limit(1);
  if (!row) throw new OfficeError(o.kandidatUnbekannt(wer));
  return row;
}

/** The candidate's state as the portal derives it, without contact data: the audit's before/after. */
function verfahrensstand(procedure: LoadedProcedure, today: IsoDate, settings: Verfahrenseinstellungen) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- personal data stays out of the audit
  const { kontaktdaten, ...stand } = deriveModulState(procedure.facts, today, settings);
  return { antrag: procedure.application?.id ?? null, ...stand };
}

/** Runs one action on one candidate: lock, load facts, decide, write, audit – or nothing at all. */
export async function candidateAction<T>(
  deps: OfficeDeps,
  wer: string,
  command: string,
  details: Record<string, unknown>,
  act: (action: CandidateAction) => Promise<T>,
): Promise<T> {
  const now = deps.clock.now();
  return transaction(deps, async (tx) => {
    const account = await resolveAccount(tx, wer);
    await lockCandidate(tx, account.id, now);
    const procedure = await loadProcedure(tx, account.id);
    if (!procedure) throw new OfficeError(o.kandidatUnbekannt(wer));
    const settings = await loadSettings(tx, deps.verfahren);
    const today = heute(deps.clock);
    const result = await act({ tx, procedure, settings, today, now });
    await insertOfficeAction(tx, { von: deps.von, command, accountId: account.id, details }, now);
    if (deps.auditieren) {
      const nachher = await loadProcedure(tx, account.id);
      await deps.auditieren(tx, {
        command,
        accountId: account.id,
        details,
        before: verfahrensstand(procedure, today, settings),
        after: nachher && verfahrensstand(nachher, today, await loadSettings(tx, deps.verfahren)),
      });
    }
    return result;
  });
}

/**
 * An action that concerns no single candidate (term settings); the details may follow from its result.
 * `stand` reads what the action changes, for the audit's before/after.
 */
export async function generalAction<T>(
  deps: OfficeDeps,
  command: string,
  details: Record<string, unknown> | ((result: T) => Record<string, unknown>),
  act: (tx: Tx, now: Date) => Promise<T>,
  stand: (tx: Tx) => Promise<unknown> = async () => null,
): Promise<T> {
  const now = deps.clock.now();
  return transaction(deps, async (tx) => {
    const before = deps.auditieren ? await stand(tx) : null;
    const result = await act(tx, now);
    const audit = typeof details === 'function' ? details(result) : details;
    await insertOfficeAction(tx, { von: deps.von, command, accountId: null, details: audit }, now);
    if (deps.auditieren)
      await deps.auditieren(tx, { command, accountId: null, details: audit, before, after: await stand(tx) });
    return result;
  });
}

/** The day an action takes effect: given (not in the future) or today. */
export function stichtag(datum: IsoDate | undefined, today: IsoDate): IsoDate {
  if (datum === undefined) return today;
  if (datum > today) throw new OfficeError(o.datumInZukunft(datum));
  return datum;
}
