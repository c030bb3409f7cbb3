import { and, desc, eq } from 'drizzle-orm';
import type { ResendConfirmationPayload } from '@examensportal/domain/schemas/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/connect';
import { accountTokens } from '../../db/schema';
import { enqueueMail } from '../../infra/outbox';
import { verifyCaptcha } from '../captcha/service';
import {
  countTokensSince,
  createLinkToken,
  findAccountByEmail,
  invalidateTokens,
  type Account,
} from './repo';

const confirmLifetimeMs = 48 * 3_600_000;
/** An unconfirmed login re-sends the link, but not more often than this. */
const resendAfterMs = 15 * 60_000;

/** A new confirmation link (older ones end) and its mail, in the caller's transaction. */
export async function issueConfirmation(ctx: AppContext, tx: Tx, account: Account, now: Date): Promise<void> {
  await invalidateTokens(tx, account.id, 'confirm', now);
  const token = await createLinkToken(tx, {
    accountId: account.id,
    purpose: 'confirm',
    now,
    lifetimeMs: confirmLifetimeMs,
  });
  await enqueueMail(
    tx,
    { sealer: ctx.sealer, now, messageDomain: ctx.messageDomain },
    {
      template: 'registrierung',
      to: account.email,
      vorname: account.vorname,
      nachname: account.nachname,
      token,
    },
  );
}

/** Someone with the right password but no confirmed address: help them with a fresh link. */
export async function enqueueConfirmationIfStale(
  ctx: AppContext,
  account: Account,
  now: Date,
): Promise<void> {
  const [latest] = await ctx.db
    .select({ createdAt: accountTokens.createdAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.accountId, account.id), eq(accountTokens.purpose, 'confirm')))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  if (latest && now.getTime() - latest.createdAt.getTime() < resendAfterMs) return;
  await ctx.db.transaction((tx) => issueConfirmation(ctx, tx, account, now));
  ctx.outbox.kick();
}

/** Confirmation mails one account gets per hour on request, beyond the per-IP limit of the route. */
const resendMailsPerHour = 3;

/**
 * POST /resendconfirmation (issue 16): a fresh link for an account that is not confirmed yet. Unknown
 * and already confirmed addresses get the same empty answer and no mail (no account enumeration).
 */
export async function resendConfirmation(
  ctx: AppContext,
  payload: ResendConfirmationPayload,
  log: FastifyBaseLogger,
): Promise<void> {
  await verifyCaptcha(ctx, payload.token, log);
  const now = ctx.clock.now();
  const account = await findAccountByEmail(ctx.db, payload.email);
  if (!account || account.confirmedAt !== null) {
    log.info({ event: 'account.confirmation_resend', sent: false });
    return;
  }
  const recent = await countTokensSince(ctx.db, account.id, 'confirm', new Date(now.getTime() - 3_600_000));
  if (recent >= resendMailsPerHour) {
    log.warn({ event: 'auth.rate_limited', scope: 'confirm_account', accountId: account.id });
    return;
  }
  await ctx.db.transaction((tx) => issueConfirmation(ctx, tx, account, now));
  ctx.outbox.kick();
  log.info({ event: 'account.confirmation_resend', sent: true, accountId: account.id });
}
