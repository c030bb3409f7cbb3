import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isUuid } from '@examensportal/domain/uuid';
import { faultPoint } from './faultPoint';
import { probeWrite } from './storage-health';

/** A file that survives a crash: fsynced, renamed into objects/, directory fsynced. */
export interface StoredObject {
  /** Server-generated UUID; the only name the file has on disk. */
  storedName: string;
  sha256: string;
  size: number;
}

/** The disk (or quota) is full; the caller answers 507. */
export class StorageFullError extends Error {
  constructor(cause: unknown) {
    super('document store is full', { cause });
  }
}

export interface StoreEntry {
  name: string;
  mtimeMs: number;
}

/**
 * Where documents live (docs/decisions/0010-document-store.md): DATA_DIR/files with the embedded
 * database ({@link DiskFileStore}), PostgreSQL with DATABASE_URL (PostgresChunkStore). Both pass the same
 * suite (test/document-store.test.ts); tests wrap the disk one to inject faults.
 */
export interface FileStore {
  readonly kind: 'folder' | 'postgres';
  /** Streams into tmp/ while hashing; commits only when the source ends without an error. */
  write(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<StoredObject>;
  /** Rejects with ENOENT when the object is missing. */
  read(storedName: string): Promise<Readable>;
  remove(storedName: string): Promise<void>;
  list(area: 'objects' | 'tmp'): Promise<StoreEntry[]>;
  removeTmp(name: string): Promise<void>;
  /** Resolves once every write running now has finished or failed (and removed its tmp file). */
  settled(): Promise<void>;
  /** Whether a write of a probe's size succeeds now (readiness after a full disk, storage-health.ts). */
  writable(): Promise<boolean>;
}

/** How a wrapping store writes through an inner one. */
interface WriteOptions {
  /**
   * false: the inner store does not hash the bytes (sha256 comes back empty) because the caller hashes
   * what it was given itself – the encrypted store hashes the plaintext, the ciphertext's hash was
   * thrown away and cost a quarter of an upload's CPU (issue 29, decision 0075).
   */
  hashed?: boolean;
}

/** A store whose objects can be rewritten under their own name, atomically for readers. */
export interface ReplaceableStore extends FileStore {
  write(
    source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    options?: WriteOptions,
  ): Promise<StoredObject>;
  replace(
    storedName: string,
    source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ): Promise<StoredObject>;
  /** An object's file for reads at positions (the folder store; the encrypted store decrypts from it). */
  openObject?(storedName: string): Promise<fs.FileHandle>;
}

/** The part of fs.promises.FileHandle that writing needs; tests pass one that fails (ENOSPC). */
interface WriteHandle {
  write(buffer: Uint8Array, offset: number, length: number): Promise<{ bytesWritten: number }>;
  /** Several pieces in one system call; a handle without it gets them joined into one write. */
  writev?(buffers: Uint8Array[]): Promise<{ bytesWritten: number }>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

export type OpenForWrite = (file: string) => Promise<WriteHandle>;

// eslint-disable-next-line security/detect-non-literal-fs-filename -- tmp/<randomUUID> inside the store
const openExclusive: OpenForWrite = (file) => fs.open(file, 'wx', 0o600);

function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/** Bytes gathered before one write to the tmp file (20 uploads at once hold 20 of these). */
const WRITE_BYTES = 256 * 1024;
/** Bytes per read of a stored object: a quarter of the reads of the default 64 KiB. */
const READ_BYTES = 256 * 1024;

async function writeAll(handle: WriteHandle, chunk: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < chunk.length) {
    const { bytesWritten } = await handle.write(chunk, offset, chunk.length - offset);
    offset += bytesWritten;
  }
}

/**
 * The gathered pieces with one writev instead of joining them into a new buffer first (issue 29: the
 * join was another 30 MiB of garbage per upload). A short write continues with what is left.
 */
async function writePieces(handle: WriteHandle, pieces: Uint8Array[], total: number): Promise<void> {
  if (pieces.length === 1) return writeAll(handle, pieces[0] as Uint8Array);
  if (!handle.writev) return writeAll(handle, Buffer.concat(pieces, total));
  let rest = pieces;
  let left = total;
  while (left > 0) {
    const { bytesWritten } = await handle.writev(rest);
    left -= bytesWritten;
    if (left === 0) return;
    let skip = bytesWritten;
    while (skip >= (rest[0] as Uint8Array).length) skip -= (rest.shift() as Uint8Array).length;
    rest = [(rest[0] as Uint8Array).subarray(skip), ...rest.slice(1)];
  }
}

async function syncDirectory(dir: string): Promise<void> {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- one of the store folders under DATA_DIR/files
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Documents under <root>/objects/<uuid>, written through <root>/tmp/<uuid> (quality targets §2.2 rule 2):
 * stream + SHA-256 + size, fsync the file, rename, fsync the directory. A failed or cut write leaves
 * nothing behind; a crash leaves at most a tmp file or an unreferenced object for the sweeper.
 */
export class DiskFileStore implements ReplaceableStore {
  readonly kind = 'folder';
  private readonly writing = new Set<Promise<unknown>>();

  private constructor(
    readonly root: string,
    private readonly openForWrite: OpenForWrite,
  ) {}

  static async open(root: string, openForWrite: OpenForWrite = openExclusive): Promise<DiskFileStore> {
    const store = new DiskFileStore(root, openForWrite);
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- store folder under DATA_DIR/files
    await fs.mkdir(store.dir('objects'), { recursive: true, mode: 0o700 });
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- store folder under DATA_DIR/files
    await fs.mkdir(store.dir('tmp'), { recursive: true, mode: 0o700 });
    return store;
  }

  dir(area: 'objects' | 'tmp'): string {
    return path.join(this.root, area);
  }

  private objectPath(storedName: string): string {
    // Names come from our own rows, but a path is never built from anything else.
    if (!isUuid(storedName)) throw new Error('invalid stored name');
    return path.join(this.dir('objects'), storedName);
  }

  write(
    source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    options: WriteOptions = {},
  ): Promise<StoredObject> {
    const running = this.writeDurably(source, undefined, options.hashed ?? true);
    const tracked = running.catch(() => {}).finally(() => this.writing.delete(tracked));
    this.writing.add(tracked);
    return running;
  }

  async settled(): Promise<void> {
    await Promise.all([...this.writing]);
  }

  /**
   * Replaces an object's contents durably (tmp, fsync, rename over it): the in-place encryption of
   * `npm run encrypt-documents` (decision 0043). A reader sees the old file or the new one, never a mix.
   */
  replace(
    storedName: string,
    source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ): Promise<StoredObject> {
    return this.writeDurably(source, storedName, true);
  }

  private async writeDurably(
    source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    replacing: string | undefined,
    hashed: boolean,
  ): Promise<StoredObject> {
    const storedName = replacing ?? randomUUID();
    const tmp = path.join(this.dir('tmp'), replacing ? randomUUID() : storedName);
    const target = this.objectPath(storedName);
    const hash = hashed ? createHash('sha256') : undefined;
    let size = 0;
    let handle: WriteHandle | undefined;
    let renamed = false;
    try {
      handle = await this.openForWrite(tmp);
      // Written in pieces of about WRITE_BYTES: one write per 64-KiB segment of an encrypted upload
      // cost a thread-pool round trip each (issue 29's profile); one writev takes them all.
      let batch: Uint8Array[] = [];
      let batched = 0;
      for await (const chunk of source) {
        hash?.update(chunk);
        size += chunk.length;
        batch.push(chunk);
        batched += chunk.length;
        if (batched >= WRITE_BYTES) {
          await writePieces(handle, batch, batched);
          batch = [];
          batched = 0;
        }
      }
      if (batched > 0) await writePieces(handle, batch, batched);
      faultPoint('upload.temp-written');
      await handle.sync();
      faultPoint('upload.after-fsync');
      const open = handle;
      handle = undefined;
      await open.close();
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- both names are a fresh randomUUID inside the store
      await fs.rename(tmp, target);
      renamed = true;
      await syncDirectory(this.dir('objects'));
      faultPoint('upload.after-rename');
      return { storedName, sha256: hash?.digest('hex') ?? '', size };
    } catch (error) {
      await handle?.close().catch(() => {});
      await fs.rm(tmp, { force: true }).catch(() => {});
      // A new object that lost its directory entry's fsync goes; a replaced one stays (it is whole).
      if (renamed && !replacing) await fs.rm(target, { force: true }).catch(() => {});
      throw isDiskFull(error) ? new StorageFullError(error) : error;
    }
  }

  async read(storedName: string): Promise<Readable> {
    const handle = await this.openObject(storedName);
    return handle.createReadStream({ highWaterMark: READ_BYTES });
  }

  /** Rejects with ENOENT when the object is missing. */
  openObject(storedName: string): Promise<fs.FileHandle> {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- objectPath() accepts only a UUID name
    return fs.open(this.objectPath(storedName), 'r');
  }

  async remove(storedName: string): Promise<void> {
    await fs.rm(this.objectPath(storedName), { force: true });
  }

  async list(area: 'objects' | 'tmp'): Promise<StoreEntry[]> {
    const dir = this.dir(area);
    const entries: StoreEntry[] = [];
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- one of the store folders under DATA_DIR/files
    for (const name of await fs.readdir(dir)) {
      try {
        // eslint-disable-next-line security/detect-non-literal-fs-filename -- an entry of the store folder just listed
        const stat = await fs.lstat(path.join(dir, name));
        if (stat.isFile()) entries.push({ name, mtimeMs: stat.mtimeMs });
      } catch (error) {
        // Renamed or removed meanwhile.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return entries;
  }

  async removeTmp(name: string): Promise<void> {
    if (!isUuid(name)) throw new Error('invalid tmp name');
    await fs.rm(path.join(this.dir('tmp'), name), { force: true });
  }

  writable(): Promise<boolean> {
    return probeWrite(this.root);
  }
}
