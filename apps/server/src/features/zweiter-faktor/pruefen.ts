// Checks the second factor (decision 0042): a current TOTP code, never the same time step twice, or an
// unused recovery code, used up on the spot. One check for the login's second step, switching the factor
// off and access-data changes; each caller counts a failure like a wrong password.
import type { FaktorNachweis } from '@examensportal/domain/schemas/zweiter-faktor';
import type { AppContext } from '../../context';
import { hashRecoveryCode } from '../../infra/zweiter-faktor/recovery-codes';
import { matchingStep } from '../../infra/zweiter-faktor/totp';
import { claimStep, consumeCode, findTotp, type Faktor } from './repo';

/** The kind of proof that passed, or null (wrong, replayed, used or no factor set up). */
export async function checkFactor(
  ctx: AppContext,
  accountId: string,
  nachweis: FaktorNachweis,
  now: Date,
): Promise<Faktor | null> {
  const row = await findTotp(ctx.db, accountId);
  if (!row?.secret) return null;
  if (nachweis.code !== undefined) {
    const step = matchingStep(ctx.totpSealer.open(row.secret), nachweis.code, now);
    return step !== null && (await claimStep(ctx.db, accountId, step)) ? 'totp' : null;
  }
  if (nachweis.wiederherstellungscode !== undefined) {
    const used = await consumeCode(ctx.db, accountId, hashRecoveryCode(nachweis.wiederherstellungscode), now);
    return used ? 'wiederherstellungscode' : null;
  }
  return null;
}
