// The back-office's one adapter to the office's domain logic (features/buero, decision 0059): an
// OfficeDeps built from the staff session, whose audit hook writes the Protokoll row with quelle
// 'browser' inside the action's transaction, the mapping of its refusals to HTTP, and the office's
// functions themselves – the same functions, rules and German refusals as the command line (office/,
// the other adapter). No other file of features/staff imports features/buero (eslint.config.js).
import type { AppContext } from '../../context';
import type { Tx } from '../../db/connect';
import { HttpError } from '../../http/errors';
import { OfficeError, type OfficeDeps, TerminFehler } from '../buero/service';
import { termineTexte as tt } from '@examensportal/domain/messages-pruefungsstelle-termine';
import { recordStaffAction } from './audit';
import type { StaffSession } from './auth';

export * from '../buero/service';

export function bueroDeps(
  ctx: AppContext,
  staff: StaffSession,
  aktion: string,
  ziel: string | null = null,
  tx?: Tx,
  /** More for the Protokoll row's `nachher` (a release names drafter and releaser). */
  zusatz: Record<string, unknown> = {},
): OfficeDeps {
  return {
    db: ctx.db,
    clock: ctx.clock,
    von: staff.name,
    verfahren: ctx.config.verfahren,
    storage: ctx.storage,
    publicUrl: ctx.config.publicUrl,
    ...(tx ? { tx } : {}),
    auditieren: async (auditTx, action) => {
      await recordStaffAction(
        auditTx,
        {
          staffId: staff.staffId,
          wer: staff.name,
          quelle: 'browser',
          aktion,
          ziel,
          accountId: action.accountId,
          vorher: action.before,
          nachher: { stand: action.after, angaben: action.details, ...zusatz },
        },
        ctx.clock.now(),
      );
    },
  };
}

/** An office function's refusal becomes a German 409; anything else stays an error. */
export async function alsHttp<T>(act: () => Promise<T>): Promise<T> {
  try {
    return await act();
  } catch (error) {
    // Refused dates of a term name their fields (400 with fieldErrors, issue 26 point 7).
    if (error instanceof TerminFehler) throw new HttpError(400, tt.pruefen, {}, error.fieldErrors);
    if (error instanceof OfficeError) throw new HttpError(409, error.message);
    throw error;
  }
}
