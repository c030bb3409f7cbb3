// The audit hook of the office command line. Every office command that changes data passes through
// the command runner (runner.ts), which hands one AuditEntry per command to OfficeAudit.record inside
// the command's transaction: the entry is kept exactly when the change commits.
//
// Each action becomes a row of the Protokoll (staff_audit, append-only), the same trail the
// back-office writes, with the source 'kommandozeile'; the office_actions row that
// candidateAction/generalAction write stays as the procedure's own record.
import type { Logger } from 'pino';
import type { Tx } from '../../db/connect';
import { recordStaffAction } from '../staff/audit';

/** Who acted: the name given with --von (else the login name), on the command line. */
export interface AuditActor {
  name: string;
  /** The operating-system user that ran `npm run office` (the socket admits only the server's user). */
  osUser: string;
  channel: 'Kommandozeile';
}

/** One office action inside a command: the candidate (if any), its details and the state around it. */
export interface AuditAction {
  command: string;
  accountId: string | null;
  details: Record<string, unknown>;
  /** A summary of the state before and after the change (no personal contact data). */
  before: unknown;
  after: unknown;
}

interface AuditEntry {
  at: Date;
  actor: AuditActor;
  /** The command name and the arguments exactly as typed after `npm run office --`. */
  command: string;
  argv: readonly string[];
  actions: readonly AuditAction[];
}

/** Where the audit of an office command is written; called in the command's transaction. */
export interface OfficeAudit {
  record(tx: Tx, entry: AuditEntry): Promise<void>;
}

/** Writes every action of a command into the Protokoll and logs one info line per command. */
export function protokollAudit(logger: Pick<Logger, 'info'>): OfficeAudit {
  return {
    async record(tx, entry) {
      for (const action of entry.actions) {
        await recordStaffAction(
          tx,
          {
            wer: entry.actor.name,
            quelle: 'kommandozeile',
            aktion: `kommandozeile.${action.command}`,
            ziel: entry.argv.join(' '),
            accountId: action.accountId,
            vorher: action.before,
            nachher: { stand: action.after, angaben: action.details, osUser: entry.actor.osUser },
          },
          entry.at,
        );
      }
      logger.info({ event: 'office.audit', audit: entry }, 'office command audited');
    },
  };
}
