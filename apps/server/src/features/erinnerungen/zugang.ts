// The secret address of the calendar feed (issue 27 point 6): 32 random bytes as base64url, stored
// only as SHA-256. Each new address is a row; only the account's newest row opens the feed, so the
// old address answers 404 at once, on every instance (they read the same table).
import { createHash, randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/connect';
import { kalenderZugaenge } from '../../db/schema';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes a new address for the account (closing the old one); returns the token, shown once. */
export async function createZugang(conn: Conn, accountId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await conn.insert(kalenderZugaenge).values({ accountId, tokenHash: hash(token), erzeugtAm: now });
  return token;
}

/** When the account's current address was made; undefined without one. */
export async function zugangSeit(conn: Conn, accountId: string): Promise<Date | undefined> {
  const [row] = await conn
    .select({ erzeugtAm: kalenderZugaenge.erzeugtAm })
    .from(kalenderZugaenge)
    .where(eq(kalenderZugaenge.accountId, accountId))
    .orderBy(desc(kalenderZugaenge.id))
    .limit(1);
  return row?.erzeugtAm;
}

/** The account a token opens: only when it is the account's newest address. */
export async function accountOfToken(conn: Conn, token: string): Promise<string | undefined> {
  const [row] = await conn
    .select({ id: kalenderZugaenge.id, accountId: kalenderZugaenge.accountId })
    .from(kalenderZugaenge)
    .where(eq(kalenderZugaenge.tokenHash, hash(token)))
    .limit(1);
  if (!row) return undefined;
  const [newest] = await conn
    .select({ id: kalenderZugaenge.id })
    .from(kalenderZugaenge)
    .where(eq(kalenderZugaenge.accountId, row.accountId))
    .orderBy(desc(kalenderZugaenge.id))
    .limit(1);
  return newest?.id === row.id ? row.accountId : undefined;
}
