import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';

/** The channel migration 0051's triggers notify on: the account id of a changed document, or '*'. */
const dokumenteKanal = 'ep_dokumente';

/**
 * Each account's answer of `GET /api/dokumente` (its JSON text, made from the list the database
 * returned), kept in memory (issue 29): with the session check in the request's one round trip
 * (PostgreSQL, decision 0073) or from memory (PGlite, decision 0052) the list and its `JSON.stringify`
 * were the largest part of a read. The answer is a function of the account's document rows alone.
 *
 * PostgreSQL (decision 0102, `versioned`): each text is kept with the version of the account's documents
 * it was read at (migration 0052: bumped from one sequence in the transaction of every change of a row).
 * A request reads the version in its session check's round trip and gets the text only if the versions
 * are equal – never older than its own snapshot, whatever another instance wrote, with no reliance on
 * a NOTIFY; else it reads list and version in one statement and keeps that pair.
 *
 * PGlite (decision 0097): one process holds the data folder, so every write of a document row goes
 * through the one PGlite whose triggers (migration 0051) announce the row's account at commit. PGlite
 * runs the listener while it reads the committing statement's answer, before that statement's promise
 * resolves: a request after the write reads the list again. A read that was in flight while an
 * announcement arrived is not kept (the generation check). The triggers announce only in a session
 * that asked for it (`ep.dokumente_melden`), which `start` sets before it listens. (The version would
 * cost PGlite a statement per read, which its session cache otherwise saves: decision 0102.)
 *
 * Memory: at most `maxEntries` accounts and `maxChars` characters of text in all (V8 keeps the mostly
 * Latin-1 text at a byte per character, at most two), least recently used dropped first; a text longer
 * than `maxEntryChars` (a very long list) is not kept.
 */
export class DocumentListCache {
  private readonly entries = new Map<string, { version: string | undefined; text: string }>();
  private generation = 0;
  private chars = 0;

  constructor(
    /** PostgreSQL: texts are kept with their version and served only for the same version. */
    readonly versioned: boolean,
    private readonly maxEntries = 1_000,
    private readonly maxChars = 4 * 1024 * 1024,
    private readonly maxEntryChars = 256 * 1024,
  ) {}

  /** PGlite: asks the triggers to announce and listens; PostgreSQL: the versioned cache, nothing to stop. */
  static async start(database: Database): Promise<{ cache: DocumentListCache; stop(): Promise<void> }> {
    if (database.kind !== 'pglite' || !database.listen) {
      return { cache: new DocumentListCache(true), stop: () => Promise.resolve() };
    }
    const cache = new DocumentListCache(false);
    const stop = await database.listen(dokumenteKanal, (payload) => cache.invalidate(payload));
    // After LISTEN: from here on every committed change is announced to the listener above.
    await database.db.execute(sql`select set_config('ep.dokumente_melden', 'an', false)`);
    return { cache, stop };
  }

  /**
   * The account's answer as last made: on PostgreSQL only if it was read at `version` (the version the
   * request read with its session), on PGlite if no announcement dropped it since.
   */
  get(accountId: string, version?: string): string | undefined {
    const entry = this.entries.get(accountId);
    if (!entry || (this.versioned && entry.version !== version)) return undefined;
    // Least recently used first out: the entry moves to the end of the map's order.
    this.entries.delete(accountId);
    this.entries.set(accountId, entry);
    return entry.text;
  }

  /** PGlite: makes the text through `read`; keeps it unless an announcement arrived meanwhile. */
  async read(accountId: string, read: () => Promise<string>): Promise<string> {
    const before = this.generation;
    const text = await read();
    if (this.generation === before) this.keep(accountId, undefined, text);
    return text;
  }

  /** Keeps the text (PostgreSQL: with the version read in the same statement as its list). */
  keep(accountId: string, version: string | undefined, text: string): void {
    this.drop(accountId);
    if (text.length > this.maxEntryChars) return;
    while (
      this.entries.size > 0 &&
      (this.entries.size >= this.maxEntries || this.chars + text.length > this.maxChars)
    ) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
    this.entries.set(accountId, { version, text });
    this.chars += text.length;
  }

  /** A trigger's payload (PGlite) or a clock move: an account id drops that account's list, '*' all. */
  invalidate(payload: string): void {
    this.generation++;
    if (payload === '*') {
      this.entries.clear();
      this.chars = 0;
    } else this.drop(payload);
  }

  private drop(accountId: string): void {
    const entry = this.entries.get(accountId);
    if (!entry) return;
    this.entries.delete(accountId);
    this.chars -= entry.text.length;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Characters of text kept (the memory bound's measure). */
  get keptChars(): number {
    return this.chars;
  }
}
