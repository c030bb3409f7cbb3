import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/connect';
import { accountTokens, accounts } from '../../db/schema';
import { hashToken, newToken } from '../../infra/tokens';

export type Account = typeof accounts.$inferSelect;
export type TokenPurpose = 'confirm' | 'reset' | 'email_revert';

export async function findAccountByEmail(db: Conn, email: string): Promise<Account | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  return row;
}

export async function findAccountById(db: Conn, id: string): Promise<Account | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

export async function insertAccount(tx: Conn, values: typeof accounts.$inferInsert): Promise<Account> {
  const [row] = await tx.insert(accounts).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateAccount(
  tx: Conn,
  id: string,
  values: Partial<Pick<Account, 'email' | 'passwordHash' | 'confirmedAt' | 'lastLoginAt'>>,
): Promise<void> {
  await tx.update(accounts).set(values).where(eq(accounts.id, id));
}

/** Sets last_login_at and returns the value it had before (the "previous login" of the response). */
export async function recordLogin(tx: Tx, id: string, now: Date): Promise<Date | null> {
  const [row] = await tx
    .select({ previous: accounts.lastLoginAt })
    .from(accounts)
    .where(eq(accounts.id, id))
    .for('update');
  await tx.update(accounts).set({ lastLoginAt: now }).where(eq(accounts.id, id));
  return row?.previous ?? null;
}

async function insertToken(
  tx: Conn,
  values: {
    accountId: string;
    purpose: TokenPurpose;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
    detail?: string;
  },
): Promise<void> {
  await tx.insert(accountTokens).values(values);
}

/** A new link token of one purpose: only its hash is stored; the plain token goes into the mail. */
export async function createLinkToken(
  tx: Conn,
  link: { accountId: string; purpose: TokenPurpose; now: Date; lifetimeMs: number; detail?: string },
): Promise<string> {
  const token = newToken();
  await insertToken(tx, {
    accountId: link.accountId,
    purpose: link.purpose,
    tokenHash: hashToken(token),
    createdAt: link.now,
    expiresAt: new Date(link.now.getTime() + link.lifetimeMs),
    ...(link.detail !== undefined ? { detail: link.detail } : {}),
  });
  return token;
}

/** Ends every open token of one purpose (a new request invalidates the older links). */
export async function invalidateTokens(tx: Conn, accountId: string, purpose: TokenPurpose, now: Date) {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.accountId, accountId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

const usable = (hash: string, purpose: TokenPurpose, now: Date) =>
  and(
    eq(accountTokens.tokenHash, hash),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

/** The account a usable token belongs to, without using it up. */
export async function peekToken(db: Conn, hash: string, purpose: TokenPurpose, now: Date) {
  const [row] = await db
    .select({ accountId: accountTokens.accountId })
    .from(accountTokens)
    .where(usable(hash, purpose, now))
    .limit(1);
  return row?.accountId;
}

/** Uses a token atomically: only one caller ever gets the account id back. */
export async function consumeToken(tx: Conn, hash: string, purpose: TokenPurpose, now: Date) {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(usable(hash, purpose, now))
    .returning({ accountId: accountTokens.accountId });
  return row?.accountId;
}

/** Uses an e-mail revert token atomically; returns the account and the address to restore. */
export async function consumeRevertToken(tx: Conn, hash: string, now: Date) {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(usable(hash, 'email_revert', now))
    .returning({ accountId: accountTokens.accountId, detail: accountTokens.detail });
  return row?.detail ? { accountId: row.accountId, email: row.detail } : undefined;
}

/** Tokens of one purpose created since a time (to cap reset mails per account). */
export async function countTokensSince(db: Conn, accountId: string, purpose: TokenPurpose, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.accountId, accountId),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}
