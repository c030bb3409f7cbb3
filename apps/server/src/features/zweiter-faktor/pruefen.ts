// Checks the second factor (decision 0042): a current TOTP code, never the same time step twice, or an
// unused recovery code, used up on the spot. One check for the login's second step, switching the factor
// off, removing a passkey and access-data changes (a passkey's answer too, decision 0051); each caller counts a failure like a wrong password.
import type { FaktorNachweis } from '@examensportal/domain/schemas/zweiter-faktor';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { hashRecoveryCode } from '../../infra/zweiter-faktor/recovery-codes';
import { matchingStep } from '../../infra/zweiter-faktor/totp';
import { checkPasskey } from './passkeys';
import { claimStep, consumeCode, findTotp, type Faktor } from './repo';

/** The kind of proof that passed, or null (wrong, replayed, used or no factor set up). */
export async function checkFactor(
  ctx: AppContext,
  accountId: string,
  nachweis: FaktorNachweis,
  now: Date,
  zweck: 'anmeldung' | 'nachweis' = 'nachweis',
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Faktor | null> {
  if (nachweis.passkey !== undefined) {
    // Decision 0051: a passkey's answer to a challenge handed out for this purpose.
    return (await checkPasskey(ctx, accountId, nachweis.passkey, zweck, now, log)) ? 'passkey' : null;
  }
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
