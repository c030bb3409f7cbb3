import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import type { FileStore, ReplaceableStore, StoredObject, StoreEntry } from '../storage';
import type { MasterKeyring, WrappedKey } from './master-keys';
import { decryptFile, decryptSegments, encryptSegments } from './segments';

type Source = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

/** Counts and hashes the plaintext on its way to the cipher: the row's SHA-256 stays the plaintext's. */
async function* measured(source: Source, into: { sha256: string; size: number }): AsyncGenerator<Uint8Array> {
  const hash = createHash('sha256');
  for await (const chunk of source) {
    hash.update(chunk);
    into.size += chunk.length;
    yield chunk;
  }
  into.sha256 = hash.digest('hex');
}

/**
 * Either document store with every object encrypted (issue 30 point 7,
 * docs/decisions/0043-dokumente-verschluesselt.md): the inner store keeps only ciphertext, the wrapped
 * data key is a row of document_keys. Every reader (download, viewer, data copy, migration) reads
 * through here; an object without a key row is a plaintext one from before and is read as it is.
 */
export class EncryptedStore implements FileStore {
  constructor(
    readonly inner: ReplaceableStore,
    private readonly db: Db,
    readonly keys: MasterKeyring,
  ) {}

  get kind(): FileStore['kind'] {
    return this.inner.kind;
  }

  private async rows<T>(query: SQL): Promise<T[]> {
    return ((await this.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  async write(source: Source): Promise<StoredObject> {
    const dataKey = randomBytes(32);
    const plain = { sha256: '', size: 0 };
    // The inner store's hash would be the ciphertext's, which nobody keeps: it is not computed.
    const stored = await this.inner.write(encryptSegments(measured(source, plain), dataKey), {
      hashed: false,
    });
    try {
      await this.saveKey(stored.storedName, this.keys.wrap(dataKey, stored.storedName));
    } catch (error) {
      await this.inner.remove(stored.storedName).catch(() => {});
      throw error;
    }
    return { storedName: stored.storedName, sha256: plain.sha256, size: plain.size };
  }

  async saveKey(storedName: string, key: WrappedKey): Promise<void> {
    await this.db.execute(
      sql`insert into document_keys (stored_name, key_id, wrapped_key)
          values (${storedName}, ${key.keyId}, ${key.wrapped})`,
    );
  }

  /** The stored key of an object, or undefined for a plaintext one. */
  async wrappedKey(storedName: string): Promise<WrappedKey | undefined> {
    const [row] = await this.rows<{ key_id: string; wrapped_key: Uint8Array }>(
      sql`select key_id, wrapped_key from document_keys where stored_name = ${storedName}`,
    );
    return row ? { keyId: row.key_id, wrapped: Buffer.from(row.wrapped_key) } : undefined;
  }

  async dataKey(storedName: string): Promise<Buffer | undefined> {
    const wrapped = await this.wrappedKey(storedName);
    return wrapped && this.keys.unwrap(wrapped, storedName);
  }

  async read(storedName: string): Promise<Readable> {
    const dataKey = await this.dataKey(storedName);
    if (!dataKey) return this.inner.read(storedName);
    // Byte mode with a small mark: about one segment is decrypted ahead of a slow reader.
    const options = { objectMode: false, highWaterMark: 64 * 1024 };
    // A file is read segment by segment where the segments lie (no garbage per read); chunks otherwise.
    if (this.inner.openObject)
      return Readable.from(decryptFile(await this.inner.openObject(storedName), dataKey), options);
    return Readable.from(decryptSegments(await this.inner.read(storedName), dataKey), options);
  }

  async remove(storedName: string): Promise<void> {
    await this.inner.remove(storedName);
    await this.db.execute(sql`delete from document_keys where stored_name = ${storedName}`);
  }

  list(area: 'objects' | 'tmp'): Promise<StoreEntry[]> {
    return this.inner.list(area);
  }

  removeTmp(name: string): Promise<void> {
    return this.inner.removeTmp(name);
  }

  settled(): Promise<void> {
    return this.inner.settled();
  }

  writable(): Promise<boolean> {
    return this.inner.writable();
  }
}
