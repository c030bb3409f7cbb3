import { and, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Conn } from '../../db/connect';
import { preparedStatement } from '../../db/prepared';
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

/**
 * The session of every authenticated request, built once (issue 29: drizzle's query building was a
 * tenth of a request's CPU): on PostgreSQL a named statement planned once per connection, on PGlite a
 * named statement of the embedded database (decision 0073).
 */
const findSessionStatement = preparedStatement('ep_find_session', (db) =>
  db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1),
);

export async function findSession(db: Conn, sessionId: string) {
  const [row] = await findSessionStatement(db, { sessionId });
  return row;
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/**
 * A route's own read of the session's account, joined to the session check (decision 0073): on
 * PostgreSQL the check and the read are one statement, one round trip, instead of two. The session's
 * columns are those of `findSession`, so the check decides exactly as before; what `joined` read is
 * used only when the check passed.
 */
export interface SessionJoin<T> {
  find(db: Conn, sessionId: string): Promise<(SessionRow & { joined: T }) | undefined>;
}

/** `joined(accountId)`: a scalar subquery of the account's data (e.g. a json aggregate). */
export function sessionJoin<T>(
  name: string,
  joined: (accountId: typeof sessions.accountId) => SQL<T>,
): SessionJoin<T> {
  const statement = preparedStatement(name, (db) =>
    db
      .select({ ...sessionColumns, joined: joined(sessions.accountId) })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(eq(sessions.id, sql.placeholder('sessionId')))
      .limit(1),
  );
  return {
    find: async (db, sessionId) => {
      const [row] = await statement(db, { sessionId });
      return row;
    },
  };
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
