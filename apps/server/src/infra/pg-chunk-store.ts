import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { faultPoint } from './faultPoint';
import { type ReplaceableStore, StorageFullError, type StoreEntry, type StoredObject } from './storage';
import { isStorageFull, PROBE_BYTES } from './storage-health';

/**
 * Bytes per row of document_chunks: big enough that a 31 MiB file is 124 short statements, small
 * enough that 20 uploads and 20 downloads at once hold a few MiB (docs/decisions/0010-document-store.md).
 */
export const CHUNK_BYTES = 256 * 1024;

type Source = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

/** The error a missing object gives, as fs.open would (callers log it as a row without its file). */
function missing(storedName: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`document object ${storedName} not found`);
  error.code = 'ENOENT';
  return error;
}

/**
 * Documents in PostgreSQL (issue 18 point 1), so every instance on the database serves every document.
 * An object is a row of document_objects and its contents in ~256 KiB rows of document_chunks. Every
 * chunk commits on its own and setting completed_at is the "rename": an incomplete object is invisible
 * to reads and is what list('tmp') returns, a complete one without a document row what the sweeper
 * removes – the same discipline as the folder store (file durable first, row in the caller's
 * transaction after). No statement holds a connection longer than one chunk, so a slow client never
 * pins a pool connection for the minutes its upload or download takes.
 */
export class PostgresChunkStore implements ReplaceableStore {
  readonly kind = 'postgres';
  private readonly writing = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly chunkBytes: number = CHUNK_BYTES,
  ) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    const result = (await this.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  write(source: Source): Promise<StoredObject> {
    return this.writeAs(randomUUID(), source);
  }

  /** Writes under a given name: the migration command keeps the name the document row already has. */
  writeAs(storedName: string, source: Source): Promise<StoredObject> {
    const running = this.writeChunks(storedName, source);
    const tracked = running.catch(() => {}).finally(() => this.writing.delete(tracked));
    this.writing.add(tracked);
    return running;
  }

  /**
   * Replaces an object's contents: written in full under a fresh name, then swapped in one transaction,
   * so a reader sees the old contents or the new (the in-place encryption, decision 0043).
   */
  async replace(storedName: string, source: Source): Promise<StoredObject> {
    const temp = randomUUID();
    const stored = await this.writeAs(temp, source);
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`delete from document_chunks where stored_name = ${storedName}`);
      await tx.execute(
        sql`update document_chunks set stored_name = ${storedName} where stored_name = ${temp}`,
      );
      await tx.execute(
        sql`update document_objects set size = ${stored.size}, sha256 = ${stored.sha256}
            where stored_name = ${storedName}`,
      );
      await tx.execute(sql`delete from document_objects where stored_name = ${temp}`);
    });
    return { ...stored, storedName };
  }

  async settled(): Promise<void> {
    await Promise.all([...this.writing]);
  }

  private async writeChunks(storedName: string, source: Source): Promise<StoredObject> {
    const hash = createHash('sha256');
    // One buffer per write, reused: a chunk is sent (and copied by the driver) before it is refilled.
    const buffer = Buffer.allocUnsafe(this.chunkBytes);
    let filled = 0;
    let size = 0;
    let seq = 0;
    let created = false;
    const flush = async () => {
      const bytes = buffer.subarray(0, filled);
      await this.db.execute(
        sql`insert into document_chunks (stored_name, seq, bytes) values (${storedName}, ${seq}, ${bytes})`,
      );
      seq++;
      filled = 0;
    };
    try {
      await this.db.execute(sql`insert into document_objects (stored_name) values (${storedName})`);
      created = true;
      for await (const chunk of source) {
        hash.update(chunk);
        size += chunk.length;
        for (let offset = 0; offset < chunk.length;) {
          const n = Math.min(chunk.length - offset, this.chunkBytes - filled);
          buffer.set(chunk.subarray(offset, offset + n), filled);
          filled += n;
          offset += n;
          // Awaiting the insert is the back-pressure: the upload is not read further meanwhile.
          if (filled === this.chunkBytes) await flush();
        }
      }
      if (filled > 0) await flush();
      // Every chunk is committed (durable) here: the folder store's "written" and "fsynced" points.
      faultPoint('upload.temp-written');
      faultPoint('upload.after-fsync');
      const sha256 = hash.digest('hex');
      await this.db.execute(
        sql`update document_objects set size = ${size}, sha256 = ${sha256}, completed_at = now()
            where stored_name = ${storedName}`,
      );
      faultPoint('upload.after-rename');
      return { storedName, sha256, size };
    } catch (error) {
      if (created)
        await this.db
          .execute(sql`delete from document_objects where stored_name = ${storedName}`)
          .catch(() => {});
      throw isStorageFull(error) ? new StorageFullError(error) : error;
    }
  }

  /** Size and checksum of a complete object, or undefined (the migration command's "already there"). */
  async stat(storedName: string): Promise<{ size: number; sha256: string } | undefined> {
    const [row] = await this.rows<{ size: string | number; sha256: string }>(
      sql`select size, sha256 from document_objects
          where stored_name = ${storedName} and completed_at is not null`,
    );
    return row ? { size: Number(row.size), sha256: row.sha256 } : undefined;
  }

  /**
   * Streams the chunks one keyed query at a time (never the whole file, never a held connection);
   * rejects with ENOENT when no complete object has the name. A chunk missing on the way ends the
   * stream with an error instead of a silently short file.
   */
  async read(storedName: string): Promise<Readable> {
    const object = await this.stat(storedName);
    if (!object) throw missing(storedName);
    const chunks = async function* (store: PostgresChunkStore): AsyncGenerator<Buffer> {
      let sent = 0;
      for (let seq = 0; sent < object.size; seq++) {
        const [row] = await store.rows<{ bytes: Uint8Array }>(
          sql`select bytes from document_chunks where stored_name = ${storedName} and seq = ${seq}`,
        );
        if (!row) break;
        sent += row.bytes.byteLength;
        yield Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
      }
      if (sent !== object.size) throw new Error(`document object ${storedName} is incomplete`);
    };
    // Byte mode with a small mark: at most about one chunk is fetched ahead of a slow reader.
    return Readable.from(chunks(this), { objectMode: false, highWaterMark: 64 * 1024 });
  }

  async remove(storedName: string): Promise<void> {
    await this.db.execute(sql`delete from document_objects where stored_name = ${storedName}`);
  }

  /** 'objects': complete ones; 'tmp': writes still running or cut by a crash. Times are the database's. */
  async list(area: 'objects' | 'tmp'): Promise<StoreEntry[]> {
    const state = area === 'objects' ? sql`is not null` : sql`is null`;
    const rows = await this.rows<{ name: string; ms: string | number }>(
      sql`select stored_name as name, (extract(epoch from created_at) * 1000)::float8 as ms
          from document_objects where completed_at ${state}`,
    );
    return rows.map((r) => ({ name: r.name, mtimeMs: Number(r.ms) }));
  }

  async removeTmp(name: string): Promise<void> {
    await this.db.execute(
      sql`delete from document_objects where stored_name = ${name} and completed_at is null`,
    );
  }

  /** A chunk-sized write that is rolled back: fails while the database cannot grow (disk full). */
  async writable(): Promise<boolean> {
    try {
      await this.db.transaction(async (tx) => {
        const name = `probe-${randomUUID()}`;
        await tx.execute(sql`insert into document_objects (stored_name) values (${name})`);
        await tx.execute(
          sql`insert into document_chunks (stored_name, seq, bytes) values (${name}, 0, ${Buffer.alloc(PROBE_BYTES)})`,
        );
        tx.rollback();
      });
      return false;
    } catch (error) {
      // tx.rollback() throws on purpose: reaching it means both inserts found room.
      return error instanceof TransactionRollbackError;
    }
  }
}
