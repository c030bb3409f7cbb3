import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';

/** The channel migration 0051's triggers notify on: the account id of a changed document, or '*'. */
const dokumenteKanal = 'ep_dokumente';

/**
 * Each account's answer of `GET /api/dokumente` (its JSON text, made from the list the embedded database
 * returned), kept in memory (issue 29, decision 0097): with the session from memory (decision 0052) the
 * list was the one PGlite call left per read, about half of the request's CPU, and after it the answer's
 * `JSON.stringify` the largest item. The answer is a function of the account's document rows alone.
 *
 * Only for PGlite, for the reasons of the session cache: one process holds the data folder, so every
 * write of a document row – HTTP, office socket, timers, a cascading account deletion – goes through
 * the one PGlite whose triggers (migration 0051) announce the row's account at commit. PGlite runs the
 * listener while it reads the committing statement's answer, before that statement's promise
 * resolves: a request after the write reads the list again. A read that was in flight while an
 * announcement arrived is not kept (the generation check). The triggers announce only in a session
 * that asked for it (`ep.dokumente_melden`), which `start` sets before it listens; PostgreSQL keeps its
 * read per request (joined to the session check, decision 0073).
 */
export class DocumentListCache {
  private readonly entries = new Map<string, string>();
  private generation = 0;

  constructor(private readonly maxEntries = 1_000) {}

  /** Asks the triggers to announce and listens; resolves to the cache and the function that stops. */
  static async start(
    database: Database,
  ): Promise<{ cache: DocumentListCache; stop(): Promise<void> } | undefined> {
    if (database.kind !== 'pglite' || !database.listen) return undefined;
    const cache = new DocumentListCache();
    const stop = await database.listen(dokumenteKanal, (payload) => cache.invalidate(payload));
    // After LISTEN: from here on every committed change is announced to the listener above.
    await database.db.execute(sql`select set_config('ep.dokumente_melden', 'an', false)`);
    return { cache, stop };
  }

  /** The account's answer as last made, if nothing changed its documents since. */
  get(accountId: string): string | undefined {
    return this.entries.get(accountId);
  }

  /** Makes it through `read`; keeps it unless an announcement arrived meanwhile. */
  async read(accountId: string, read: () => Promise<string>): Promise<string> {
    const before = this.generation;
    const list = await read();
    if (this.generation === before) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(accountId, list);
    }
    return list;
  }

  /** A trigger's payload: an account id drops that account's list, '*' all lists. */
  invalidate(payload: string): void {
    this.generation++;
    if (payload === '*') this.entries.clear();
    else this.entries.delete(payload);
  }

  get size(): number {
    return this.entries.size;
  }
}
