import type { Database } from '../../db/connect';
import type { findSession } from './repo';

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/** The channel migration 0035's triggers notify on: 's:<session id>' or 'a:<account id>'. */
const sitzungsKanal = 'ep_sitzungen';

/**
 * Sessions the embedded database has answered for, kept in memory (issue 29, decision 0052): the
 * session read was one of a request's two PGlite calls, each about as costly as the route's own query.
 *
 * Only for PGlite: one process holds the data folder (its lock), so every write — HTTP, office socket,
 * timers — goes through the one PGlite whose triggers (migration 0035) announce each revocation,
 * deletion and account change. PGlite runs the listener while it reads the committing statement's
 * answer, before that statement's promise resolves, so a revoked session is refused from the next
 * request on. PostgreSQL (several instances) has no such cache: its session read stays one prepared
 * statement per request.
 *
 * A read that was in flight while an invalidation arrived is not kept (the generation check), and a
 * hit is only used while the session's last_seen_at is younger than the touch interval: the request
 * after that reads the row again and writes the touch.
 */
export class SessionCache {
  private readonly entries = new Map<string, SessionRow>();
  private generation = 0;

  constructor(private readonly maxEntries = 10_000) {}

  /** Starts listening; resolves to the function that stops. */
  static async start(
    database: Database,
  ): Promise<{ cache: SessionCache; stop(): Promise<void> } | undefined> {
    if (database.kind !== 'pglite' || !database.listen) return undefined;
    const cache = new SessionCache();
    const stop = await database.listen(sitzungsKanal, (payload) => cache.invalidate(payload));
    return { cache, stop };
  }

  /** The cached row, if any and still fresh enough (its last touch younger than freshForMs). */
  get(sessionId: string, now: Date, freshForMs: number): SessionRow | undefined {
    const row = this.entries.get(sessionId);
    if (!row) return undefined;
    if (now.getTime() - row.lastSeenAt.getTime() >= freshForMs) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return row;
  }

  /** Reads through `read`; keeps the row unless an invalidation arrived meanwhile. */
  async read(
    sessionId: string,
    read: () => Promise<SessionRow | undefined>,
  ): Promise<SessionRow | undefined> {
    const before = this.generation;
    const row = await read();
    if (row && !row.revokedAt && this.generation === before) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(sessionId, row);
    }
    return row;
  }

  /** After this instance wrote last_seen_at. */
  touched(sessionId: string, now: Date): void {
    const row = this.entries.get(sessionId);
    if (row) this.entries.set(sessionId, { ...row, lastSeenAt: now });
  }

  /** A trigger's payload: 's:<session id>' drops that session, 'a:<account id>' all of the account's. */
  invalidate(payload: string): void {
    this.generation++;
    const id = payload.slice(2);
    if (payload.startsWith('s:')) {
      this.entries.delete(id);
      return;
    }
    if (payload.startsWith('a:')) {
      for (const [key, row] of this.entries) if (row.accountId === id) this.entries.delete(key);
      return;
    }
    // Anything else: forget everything rather than guess.
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
