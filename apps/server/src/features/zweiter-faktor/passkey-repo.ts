// The candidates' passkeys and the challenges handed out for them (decision 0051). A challenge is taken
// by one atomic DELETE … RETURNING: it works once, on any instance, and only before it expires.
import { and, asc, eq, gt, lt, or } from 'drizzle-orm';
import type { Conn } from '../../db/connect';
import { kandidatPasskeyChallenges, kandidatPasskeys } from '../../db/schema';

export type KandidatPasskey = typeof kandidatPasskeys.$inferSelect;
export type Zweck = 'registrierung' | 'anmeldung' | 'nachweis';

/** A challenge lives five minutes, as long as the login's pending step. */
const challengeLifetimeMs = 5 * 60_000;

export async function listPasskeys(db: Conn, accountId: string): Promise<KandidatPasskey[]> {
  return db
    .select()
    .from(kandidatPasskeys)
    .where(eq(kandidatPasskeys.accountId, accountId))
    .orderBy(asc(kandidatPasskeys.createdAt), asc(kandidatPasskeys.id));
}

export async function hasPasskey(db: Conn, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: kandidatPasskeys.id })
    .from(kandidatPasskeys)
    .where(eq(kandidatPasskeys.accountId, accountId))
    .limit(1);
  return row !== undefined;
}

export async function findPasskey(db: Conn, accountId: string, credentialId: string) {
  const [row] = await db
    .select()
    .from(kandidatPasskeys)
    .where(and(eq(kandidatPasskeys.accountId, accountId), eq(kandidatPasskeys.credentialId, credentialId)));
  return row;
}

export async function storeChallenge(
  db: Conn,
  accountId: string,
  zweck: Zweck,
  challenge: string,
  now: Date,
): Promise<void> {
  // Expired challenges of anyone go on the way (no job needed: they are worthless anyway).
  await db.delete(kandidatPasskeyChallenges).where(lt(kandidatPasskeyChallenges.expiresAt, now));
  await db
    .insert(kandidatPasskeyChallenges)
    .values({ challenge, accountId, zweck, expiresAt: new Date(now.getTime() + challengeLifetimeMs) });
}

/** Takes the challenge if it was handed to this account for this purpose and has not expired. */
export async function takeChallenge(
  db: Conn,
  accountId: string,
  zweck: Zweck,
  challenge: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .delete(kandidatPasskeyChallenges)
    .where(
      and(
        eq(kandidatPasskeyChallenges.challenge, challenge),
        eq(kandidatPasskeyChallenges.accountId, accountId),
        eq(kandidatPasskeyChallenges.zweck, zweck),
        gt(kandidatPasskeyChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: kandidatPasskeyChallenges.challenge });
  return rows.length === 1;
}

/**
 * Stores the new counter only if the stored one is still the one checked against (two answers racing
 * with the same counter: one wins). Counters of 0 (authenticators without a counter) stay 0.
 */
export async function claimCounter(
  db: Conn,
  passkey: KandidatPasskey,
  newCounter: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(kandidatPasskeys)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(
      and(
        eq(kandidatPasskeys.id, passkey.id),
        or(lt(kandidatPasskeys.counter, newCounter), eq(kandidatPasskeys.counter, 0)),
      ),
    )
    .returning({ id: kandidatPasskeys.id });
  return rows.length === 1;
}

export async function insertPasskey(db: Conn, row: typeof kandidatPasskeys.$inferInsert) {
  const [created] = await db
    .insert(kandidatPasskeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: kandidatPasskeys.id });
  return created;
}

export async function deletePasskey(db: Conn, accountId: string, id: string) {
  const [row] = await db
    .delete(kandidatPasskeys)
    .where(and(eq(kandidatPasskeys.accountId, accountId), eq(kandidatPasskeys.id, id)))
    .returning({ id: kandidatPasskeys.id, name: kandidatPasskeys.name });
  return row;
}

/** Every passkey and pending challenge of the account (the office's reset of a lost factor). */
export async function deleteAllPasskeys(db: Conn, accountId: string): Promise<number> {
  await db.delete(kandidatPasskeyChallenges).where(eq(kandidatPasskeyChallenges.accountId, accountId));
  const rows = await db
    .delete(kandidatPasskeys)
    .where(eq(kandidatPasskeys.accountId, accountId))
    .returning({ id: kandidatPasskeys.id });
  return rows.length;
}
