import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Conn, Db } from '../../db/connect';
import { accounts, loginFailures, sessions } from '../../db/schema';

export async function createSession(
  tx: Conn,
  accountId: string,
  now: Date,
  userAgent: string | null = null,
  zweiterFaktor: 'totp' | 'wiederherstellungscode' | 'passkey' | null = null,
): Promise<string> {
  const [row] = await tx
    .insert(sessions)
    .values({
      accountId,
      createdAt: now,
      lastSeenAt: now,
      userAgent: userAgent?.slice(0, 512) || null,
      zweiterFaktor,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

const sessionColumns = {
  id: sessions.id,
  accountId: sessions.accountId,
  createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
  revokedAt: sessions.revokedAt,
  art: accounts.art,
  email: accounts.email,
  vorname: accounts.vorname,
  nachname: accounts.nachname,
};

const prepareFindSession = (db: Db) =>
  db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('ep_find_session');

const preparedFindSession = new WeakMap<Db, ReturnType<typeof prepareFindSession>>();

/**
 * The session of every authenticated request: built once per database as a named prepared statement
 * (issue 29: drizzle's query building was a tenth of a request's CPU, and PostgreSQL plans it once per
 * connection instead of per request).
 */
export async function findSession(db: Db, sessionId: string) {
  let prepared = preparedFindSession.get(db);
  if (!prepared) {
    prepared = prepareFindSession(db);
    preparedFindSession.set(db, prepared);
  }
  const [row] = await prepared.execute({ sessionId });
  return row;
}

export async function touchSession(db: Conn, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Conn, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends all sessions of an account, or all but one. */
export async function revokeAccountSessions(tx: Conn, accountId: string, now: Date, except?: string) {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        except ? ne(sessions.id, except) : undefined,
      ),
    );
}

export async function getLoginFailures(db: Conn, emailKey: string) {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.emailKey, emailKey)).limit(1);
  return row;
}

/** Counts a failure; a failure after a quiet day starts counting from one again. */
export async function recordLoginFailure(db: Conn, emailKey: string, now: Date, resetBefore: Date) {
  await db
    .insert(loginFailures)
    .values({ emailKey, count: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.emailKey,
      set: {
        count: sql`case when ${loginFailures.lastFailedAt} < ${resetBefore} then 1 else ${loginFailures.count} + 1 end`,
        lastFailedAt: now,
      },
    });
}

export async function clearLoginFailures(db: Conn, emailKey: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.emailKey, emailKey));
}

/** Every counter of an account: its own and those of each client address (`clientKey`). */
export async function clearAccountLoginFailures(db: Conn, emailKey: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      or(
        eq(loginFailures.emailKey, emailKey),
        sql`starts_with(${loginFailures.emailKey}, ${`${emailKey} `})`,
      ),
    );
}
