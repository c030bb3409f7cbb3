// The document format at rest (docs/decisions/0043-dokumente-verschluesselt.md): AES-256-GCM in
// fixed-size segments, each with its own nonce and tag (the STREAM construction, as age and Tink's
// streaming AEAD), so a reader releases a segment's plaintext only after its tag has verified and a
// download of a tampered file stops before the first tampered byte is sent. Neither side ever holds
// more than one segment.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** 'EPDV' + version 1: what a reader recognises; a plaintext document of the old kind has no such head. */
const MAGIC = Buffer.from('EPDV', 'latin1');
const VERSION = 1;
/** Magic (4) + version (1) + nonce prefix (7) + segment size u32 BE (4). */
export const HEADER_BYTES = 16;
const PREFIX_BYTES = 7;
export const TAG_BYTES = 16;
/** Plaintext bytes per segment: small enough to stream, large enough that the 16-byte tag costs 0.02 %. */
const SEGMENT_BYTES = 64 * 1024;
const MAX_SEGMENT_BYTES = 16 * 1024 * 1024;

export class DecryptionError extends Error {}

type Source = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

/** A queue of received chunks from which exact byte counts are taken without joining everything. */
class Pending {
  private chunks: Buffer[] = [];
  length = 0;

  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    this.chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    this.length += chunk.length;
  }

  /**
   * The next n bytes as views of the received chunks, never copied (issue 29: every copy of an upload
   * was another 30 MiB of buffers for the garbage collector). Sources hand over fresh buffers (streams
   * never reuse an emitted chunk), so the views stay valid.
   */
  take(n: number): Buffer[] {
    const out: Buffer[] = [];
    let wanted = n;
    while (wanted > 0) {
      const head = this.chunks[0] as Buffer;
      if (head.length <= wanted) {
        out.push(head);
        this.chunks.shift();
        wanted -= head.length;
      } else {
        out.push(head.subarray(0, wanted));
        this.chunks[0] = head.subarray(wanted);
        wanted = 0;
      }
    }
    this.length -= n;
    return out;
  }

  /** The next n bytes in one buffer (a copy only when they lie in more than one chunk). */
  takeJoined(n: number): Buffer {
    const pieces = this.take(n);
    return pieces.length === 1 ? (pieces[0] as Buffer) : Buffer.concat(pieces, n);
  }
}

/** Prefix (7) + segment counter u32 BE (4) + 1 on the last segment: truncation and reordering fail. */
function nonce(prefix: Buffer, index: number, last: boolean): Buffer {
  if (index > 0xffffffff) throw new Error('document too large for the segment counter');
  const n = Buffer.alloc(12);
  prefix.copy(n, 0);
  n.writeUInt32BE(index, PREFIX_BYTES);
  n[11] = last ? 1 : 0;
  return n;
}

/** One segment's ciphertext piece by piece, then its tag: the pieces are not joined first nor after. */
function seal(key: Uint8Array, header: Buffer, index: number, last: boolean, plain: Buffer[]): Buffer[] {
  const cipher = createCipheriv('aes-256-gcm', key, nonce(header.subarray(5, 12), index, last));
  cipher.setAAD(header);
  const sealed = plain.map((piece) => cipher.update(piece));
  cipher.final();
  sealed.push(cipher.getAuthTag());
  return sealed;
}

/** One segment's plaintext, returned only after its tag verified. */
function open(
  key: Uint8Array,
  header: Buffer,
  index: number,
  last: boolean,
  body: Buffer[],
  tag: Buffer,
): Buffer[] {
  const decipher = createDecipheriv('aes-256-gcm', key, nonce(header.subarray(5, 12), index, last));
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  const plain = body.map((piece) => decipher.update(piece));
  try {
    decipher.final();
  } catch {
    throw new DecryptionError(`segment ${index} does not authenticate`);
  }
  return plain;
}

/** Header then sealed segments; the last one (possibly empty) carries the last flag. */
export async function* encryptSegments(
  source: Source,
  key: Uint8Array,
  segmentBytes: number = SEGMENT_BYTES,
): AsyncGenerator<Buffer> {
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header[4] = VERSION;
  randomBytes(PREFIX_BYTES).copy(header, 5);
  header.writeUInt32BE(segmentBytes, 12);
  yield header;
  const pending = new Pending();
  let index = 0;
  for await (const chunk of source) {
    pending.push(chunk);
    // Only a segment known not to be the last is sealed now; the last waits for the source's end.
    while (pending.length > segmentBytes)
      yield* seal(key, header, index++, false, pending.take(segmentBytes));
  }
  yield* seal(key, header, index, true, pending.take(pending.length));
}

export function isEncrypted(head: Uint8Array): boolean {
  return head.length >= 5 && MAGIC.equals(Buffer.from(head.subarray(0, 4))) && head[4] === VERSION;
}

/**
 * Plaintext segment by segment, each only after its tag verified; a missing head, a wrong key, a
 * changed, reordered or cut segment throws {@link DecryptionError} before its bytes are yielded.
 */
export async function* decryptSegments(source: Source, key: Uint8Array): AsyncGenerator<Buffer> {
  const pending = new Pending();
  let header: Buffer | undefined;
  let sealedBytes = 0;
  let index = 0;
  for await (const chunk of source) {
    pending.push(chunk);
    if (!header) {
      if (pending.length < HEADER_BYTES) continue;
      header = pending.takeJoined(HEADER_BYTES);
      if (!isEncrypted(header)) throw new DecryptionError('not an encrypted document');
      const segmentBytes = header.readUInt32BE(12);
      if (segmentBytes === 0 || segmentBytes > MAX_SEGMENT_BYTES)
        throw new DecryptionError('implausible segment size');
      sealedBytes = segmentBytes + TAG_BYTES;
    }
    while (pending.length > sealedBytes) yield* openNext(pending, sealedBytes, key, header, index++, false);
  }
  if (!header) throw new DecryptionError('not an encrypted document');
  if (pending.length < TAG_BYTES) throw new DecryptionError('document is cut short');
  for (const piece of openNext(pending, pending.length, key, header, index, true))
    if (piece.length > 0) yield piece;
}

function openNext(
  pending: Pending,
  sealedBytes: number,
  key: Uint8Array,
  header: Buffer,
  index: number,
  last: boolean,
): Buffer[] {
  const body = pending.take(sealedBytes - TAG_BYTES);
  return open(key, header, index, last, body, pending.takeJoined(TAG_BYTES));
}

/** The part of fs.promises.FileHandle that reading a stored object needs. */
export interface ReadHandle {
  read(buffer: Buffer, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
  stat(): Promise<{ size: number }>;
  close(): Promise<void>;
}

/** Whole sealed segments per read of a file: one buffer of about 256 KiB per download, reused. */
const SEGMENTS_PER_READ = 4;

async function readFully(handle: ReadHandle, into: Buffer, position: number): Promise<number> {
  let filled = 0;
  while (filled < into.length) {
    const { bytesRead } = await handle.read(into, filled, into.length - filled, position + filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return filled;
}

/**
 * {@link decryptSegments} for an object in a file (the folder store): the segments are read where they
 * lie, a few at a time into one buffer that is reused, instead of a fresh buffer per read and a copy of
 * each segment that crossed two reads (issue 29: the download's garbage). The file's size says which
 * segment is the last. The same checks; the handle is closed at the end, on an error or when the
 * reader stops early.
 */
export async function* decryptFile(handle: ReadHandle, key: Uint8Array): AsyncGenerator<Buffer> {
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(HEADER_BYTES);
    if ((await readFully(handle, header, 0)) < HEADER_BYTES || !isEncrypted(header))
      throw new DecryptionError('not an encrypted document');
    const segmentBytes = header.readUInt32BE(12);
    if (segmentBytes === 0 || segmentBytes > MAX_SEGMENT_BYTES)
      throw new DecryptionError('implausible segment size');
    const sealedBytes = segmentBytes + TAG_BYTES;
    const body = size - HEADER_BYTES;
    if (body < TAG_BYTES) throw new DecryptionError('document is cut short');
    const count = Math.ceil(body / sealedBytes);
    const buffer = Buffer.allocUnsafe(Math.min(body, sealedBytes * SEGMENTS_PER_READ));
    let position = HEADER_BYTES;
    let index = 0;
    while (index < count) {
      const n = Math.min(buffer.length, size - position);
      if ((await readFully(handle, buffer.subarray(0, n), position)) < n)
        throw new DecryptionError('document is cut short');
      position += n;
      for (let offset = 0; offset < n; index++) {
        const length = Math.min(sealedBytes, n - offset);
        if (length < TAG_BYTES) throw new DecryptionError('document is cut short');
        const end = offset + length;
        const sealed = [buffer.subarray(offset, end - TAG_BYTES)];
        const tag = buffer.subarray(end - TAG_BYTES, end);
        const plain = open(key, header, index, index === count - 1, sealed, tag);
        offset = end;
        for (const piece of plain) if (piece.length > 0) yield piece;
      }
    }
  } finally {
    await handle.close();
  }
}
