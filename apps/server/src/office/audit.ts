// The audit hook of the office command line. Every office command that changes data passes through
// the command runner (runner.ts), which hands one AuditEntry per command to OfficeAudit.record inside
// the command's transaction: the entry is kept exactly when the change commits.
//
// STOPGAP: the staff back-office (issue 15, branch h/staff) brings the append-only audit trail table
// and its writer. Until the lead connects that writer here, the entry only goes to the server's pino
// log at info level (the office_actions row that candidateAction/generalAction write stays as before).
import type { Logger } from 'pino';
import type { Tx } from '../db/connect';

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

export interface AuditEntry {
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

/** Stopgap implementation: one info line per command (the lead wires the staff audit table here). */
export function loggedAudit(logger: Pick<Logger, 'info'>): OfficeAudit {
  return {
    async record(_tx, entry) {
      logger.info({ event: 'office.audit', audit: entry }, 'office command audited');
    },
  };
}
