import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/connect';
import { accountTokens } from '../../db/schema';
import { enqueueMail } from '../../infra/outbox';
import { createLinkToken, invalidateTokens, type Account } from './repo';

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
