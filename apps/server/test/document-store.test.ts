// One suite, both document stores (issue 18 point 1): the folder of the embedded database and the
// PostgreSQL chunk store – the latter on PGlite always and on a real PostgreSQL server when
// TEST_DATABASE_URL is set. The server tests of uploads, receipts and downloads run on both as well
// (on PostgreSQL the app picks the chunk store).
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connect';
import { DocumentSweeper } from '../src/features/documents/sweeper';
import { CHUNK_BYTES, PostgresChunkStore } from '../src/infra/pg-chunk-store';
import { DiskFileStore, type FileStore } from '../src/infra/storage';
import { openTestDatabase, query } from './helpers/db';

interface Harness {
  store: FileStore;
  database: Database;
  /** Moves an entry's age into the past (the sweeper goes by age). */
  age(area: 'objects' | 'tmp', name: string, ms: number): Promise<void>;
  close(): Promise<void>;
}

async function folderStore(): Promise<Harness> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ep-store-'));
  const database = await openTestDatabase('pglite');
  const store = await DiskFileStore.open(root);
  return {
    store,
    database,
    age: async (area, name, ms) => {
      const when = new Date(Date.now() - ms);
      utimesSync(path.join(root, area, name), when, when);
    },
    close: async () => {
      await database.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function chunkStore(backend: 'pglite' | 'postgres'): Promise<Harness> {
  const database = await openTestDatabase(backend);
  return {
    store: new PostgresChunkStore(database.db),
    database,
    age: async (_area, name, ms) => {
      await database.db.execute(
        sql`update document_objects set created_at = now() - make_interval(secs => ${ms / 1000})
            where stored_name = ${name}`,
      );
    },
    close: () => database.close(),
  };
}

const adapters: [string, () => Promise<Harness>][] = [
  ['the folder store', folderStore],
  ['the PostgreSQL chunk store on PGlite', () => chunkStore('pglite')],
  ['the PostgreSQL chunk store on PostgreSQL', () => chunkStore('postgres')],
];
const withoutServer = !process.env.TEST_DATABASE_URL;
if (withoutServer)
  console.info('document-store.test.ts: TEST_DATABASE_URL unset – the chunk store on PostgreSQL is skipped');

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The data in pieces of an odd size, as a network stream would deliver it. */
function* pieces(data: Buffer, size = 100_003): Generator<Uint8Array> {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
}

async function readAll(store: FileStore, name: string): Promise<Buffer> {
  return Buffer.concat(await (await store.read(name)).toArray());
}

/** A source that stops after its first piece until release() is called, then fails or ends. */
function held(first: Buffer) {
  let release: (fail: boolean) => void = () => {};
  const gate = new Promise<boolean>((resolve) => (release = resolve));
  return {
    release,
    source: (async function* () {
      yield first;
      if (await gate) throw new Error('client went away');
      yield Buffer.from('and the rest');
    })(),
  };
}

const names = async (store: FileStore, area: 'objects' | 'tmp') =>
  (await store.list(area)).map((e) => e.name);

describe.each(adapters)('%s', (label, open) => {
  const skip = withoutServer && label.endsWith('on PostgreSQL');
  let h: Harness;
  beforeAll(async () => {
    if (!skip) h = await open();
  });
  afterAll(async () => {
    if (!skip) await h.close();
  });

  it.skipIf(skip).each([0, 1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 3 * CHUNK_BYTES + 17])(
    'stores %i bytes and gives them back with size and SHA-256',
    async (size) => {
      const data = randomBytes(size);
      const stored = await h.store.write(pieces(data));
      expect(stored).toMatchObject({ size, sha256: sha(data) });
      expect(stored.storedName).toMatch(/^[0-9a-f-]{36}$/);
      expect(sha(await readAll(h.store, stored.storedName))).toBe(sha(data));
      expect(await names(h.store, 'objects')).toContain(stored.storedName);
      expect(await names(h.store, 'tmp')).not.toContain(stored.storedName);
    },
  );

  it.skipIf(skip)('reads a large object in bounded pieces, never the whole file at once', async () => {
    const data = randomBytes(8 * CHUNK_BYTES + 5);
    const { storedName } = await h.store.write(pieces(data));
    const stream = await h.store.read(storedName);
    // Nobody reads yet: what the stream fetched ahead is at most about one chunk.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stream.readableLength).toBeLessThanOrEqual(2 * CHUNK_BYTES);
    const seen: Buffer[] = [];
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      expect(chunk.length).toBeLessThanOrEqual(CHUNK_BYTES);
      seen.push(chunk);
    }
    expect(sha(Buffer.concat(seen))).toBe(sha(data));
  });

  it.skipIf(skip)('answers ENOENT for an unknown or removed object', async () => {
    await expect(h.store.read('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'ENOENT',
    });
    const { storedName } = await h.store.write([randomBytes(500)]);
    await h.store.remove(storedName);
    await expect(h.store.read(storedName)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await names(h.store, 'objects')).not.toContain(storedName);
    // Removing twice is no error (a failed cleanup is retried by the sweeper).
    await h.store.remove(storedName);
  });

  it.skipIf(skip)('keeps a running write out of the objects and leaves nothing when it fails', async () => {
    const before = await names(h.store, 'objects');
    const { release, source } = held(randomBytes(CHUNK_BYTES + 10));
    const writing = h.store.write(source);
    let settled = false;
    const waiting = h.store.settled().then(() => (settled = true));
    await expect.poll(() => names(h.store, 'tmp')).toHaveLength(1);
    expect(await names(h.store, 'objects')).toEqual(before);
    expect(settled).toBe(false);
    release(true);
    await expect(writing).rejects.toThrow('client went away');
    await waiting;
    expect(await names(h.store, 'tmp')).toEqual([]);
    expect((await names(h.store, 'objects')).sort()).toEqual([...before].sort());
  });

  it.skipIf(skip)('the sweeper removes old orphans and stale writes, keeps young ones', async () => {
    const orphan = (await h.store.write([Buffer.from('a crash before the row')])).storedName;
    const young = (await h.store.write([Buffer.from('its row is being written')])).storedName;
    const cut = held(randomBytes(1000));
    const stale = h.store.write(cut.source);
    await expect.poll(() => names(h.store, 'tmp')).toHaveLength(1);
    const [staleName = ''] = await names(h.store, 'tmp');
    await h.age('objects', orphan, 2 * 3_600_000);
    await h.age('tmp', staleName, 2 * 3_600_000);

    const sweeper = new DocumentSweeper({
      db: h.database.db,
      storage: h.store,
      logger: pino({ level: 'silent' }),
    });
    const result = await sweeper.sweep();
    await sweeper.stop();
    expect(result).toMatchObject({ objects: 1, tmp: 1 });
    const objects = await names(h.store, 'objects');
    expect(objects).not.toContain(orphan);
    expect(objects).toContain(young);
    expect(await names(h.store, 'tmp')).toEqual([]);
    // The killed upload's writer, if it ever wakes, cannot bring its object back.
    cut.release(false);
    await stale.catch(() => {});
    expect(await names(h.store, 'objects')).not.toContain(staleName);
  });

  it.skipIf(skip)('reports a writable store', async () => {
    expect(await h.store.writable()).toBe(true);
  });
});

describe('the disk store written through by the encrypted store', () => {
  it('skips the hash it is told the caller computes, and still stores every byte durably', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'ep-store-unhashed-'));
    try {
      const store = await DiskFileStore.open(root);
      const bytes = randomBytes(300 * 1024);
      const stored = await store.write([bytes], { hashed: false });
      // The ciphertext's hash was computed and thrown away on every upload (issue 29, decision 0075).
      expect(stored).toEqual({ storedName: stored.storedName, sha256: '', size: bytes.length });
      const back: Buffer[] = [];
      for await (const chunk of await store.read(stored.storedName)) back.push(chunk as Buffer);
      expect(Buffer.concat(back).equals(bytes)).toBe(true);
      expect(await store.list('tmp')).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the PostgreSQL chunk store on PGlite: its rows', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('writes chunks of at most 256 KiB and completes the object only at the end', async () => {
    const store = new PostgresChunkStore(database.db);
    const data = randomBytes(5 * CHUNK_BYTES + 1);
    const { storedName } = await store.write(pieces(data, 7_777));
    const [row] = await query<{ n: number; biggest: number; total: number; sha256: string; done: boolean }>(
      database,
      sql`select count(*)::int as n, max(octet_length(bytes))::int as biggest,
                 sum(octet_length(bytes))::int as total, o.sha256, o.completed_at is not null as done
          from document_chunks c join document_objects o using (stored_name)
          where stored_name = ${storedName} group by o.sha256, o.completed_at`,
    );
    expect(row).toEqual({ n: 6, biggest: CHUNK_BYTES, total: data.length, sha256: sha(data), done: true });
  });

  it('a chunk lost on the way ends the download with an error, never a short file', async () => {
    const store = new PostgresChunkStore(database.db);
    const { storedName } = await store.write([randomBytes(3 * CHUNK_BYTES)]);
    await database.db.execute(sql`delete from document_chunks where stored_name = ${storedName} and seq = 1`);
    await expect(readAll(store, storedName)).rejects.toThrow(/incomplete/);
  });
});
