// A candidate lost app and recovery codes (decision 0042): a leitung switches the second factor off after
// checking the person's identity. The note on how it was checked is required and goes into the Protokoll
// with the action, in one transaction; the candidate gets a mail that says only that it happened.
import { zweiterFaktorBuero } from '@examensportal/domain/messages-pruefungsstelle-zweiter-faktor';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { enqueueMail } from '../../infra/outbox';
import type { CandidateAccount } from '../procedure/repo';
import { removeAllFactors } from '../zweiter-faktor/repo';
import { recordStaffAction } from './audit';
import type { StaffSession } from './auth';

export async function zweiterFaktorZuruecksetzen(
  ctx: AppContext,
  staff: StaffSession,
  account: CandidateAccount,
  aktenzeichen: string,
  notiz: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await removeAllFactors(tx, account.accountId))) {
      throw new HttpError(409, zweiterFaktorBuero.nichtEingeschaltet);
    }
    await recordStaffAction(
      tx,
      {
        staffId: staff.staffId,
        wer: staff.name,
        quelle: 'browser',
        aktion: 'kandidat.zweiter-faktor.zurueckgesetzt',
        ziel: aktenzeichen,
        accountId: account.accountId,
        nachher: { identitaetGeprueft: notiz },
      },
      now,
    );
    await enqueueMail(
      tx,
      { sealer: ctx.sealer, now, messageDomain: ctx.messageDomain },
      {
        template: 'zweiterFaktorZurueckgesetzt',
        to: account.email,
        vorname: account.vorname,
        nachname: account.nachname,
        zeitpunkt: now.toISOString(),
      },
    );
  });
  ctx.outbox.kick();
  log.info({ event: 'staff.second_factor_reset', staffId: staff.staffId, accountId: account.accountId });
}
