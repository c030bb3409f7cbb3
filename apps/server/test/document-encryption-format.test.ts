// The documents' format at rest (decision 0043): round trip, and every kind of damage fails before
// the damaged segment's plaintext is released.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DecryptionError,
  decryptFile,
  decryptSegments,
  encryptSegments,
  HEADER_BYTES,
  type ReadHandle,
  TAG_BYTES,
} from '../src/infra/encryption/segments';
import { MasterKeyring, masterKey, UnknownMasterKeyError } from '../src/infra/encryption/master-keys';

const S = 64; // a small segment, so boundaries are cheap to reach

async function collect(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const p of source) parts.push(Buffer.from(p));
  return Buffer.concat(parts);
}

async function encrypt(plain: Buffer, key: Buffer, pieces = 7): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for (let i = 0; i < plain.length; i += pieces) chunks.push(plain.subarray(i, i + pieces));
  return collect(encryptSegments(chunks, key, S));
}

/** The bytes as a file for decryptFile (the folder store's reader); `closed` once it let go. */
function fileOf(bytes: Buffer): ReadHandle & { closed: boolean } {
  const file = {
    closed: false,
    read: async (into: Buffer, offset: number, length: number, position: number) => ({
      bytesRead: position >= bytes.length ? 0 : bytes.copy(into, offset, position, position + length),
    }),
    stat: async () => ({ size: bytes.length }),
    close: async () => {
      file.closed = true;
    },
  };
  return file;
}

async function releasedUntilError(
  source: AsyncIterable<Buffer>,
): Promise<{ released: Buffer; error?: unknown }> {
  const parts: Buffer[] = [];
  try {
    for await (const p of source) parts.push(p);
    return { released: Buffer.concat(parts) };
  } catch (error) {
    return { released: Buffer.concat(parts), error };
  }
}

/**
 * The plaintext released before the error (or all of it), and the error – from chunks as a stream
 * gives them and from a file read in place: both readers must release and refuse the same.
 */
async function decryptUntilError(
  sealed: Buffer,
  key: Buffer,
): Promise<{ released: Buffer; error?: unknown }> {
  const chunked = await releasedUntilError(decryptSegments([sealed.subarray(0, 5), sealed.subarray(5)], key));
  const file = fileOf(sealed);
  const inPlace = await releasedUntilError(decryptFile(file, key));
  expect(inPlace.released.equals(chunked.released)).toBe(true);
  expect(inPlace.error?.constructor).toBe(chunked.error?.constructor);
  expect(file.closed).toBe(true);
  return chunked;
}

const sizes = [0, 1, S - 1, S, S + 1, 2 * S, 2 * S + 1, 5 * S - 3];

describe('segmented AES-256-GCM', () => {
  it.each(sizes)('round trip of %i bytes; the ciphertext is not the plaintext', async (n) => {
    const key = randomBytes(32);
    const plain = randomBytes(n);
    const sealed = await encrypt(plain, key);
    const segments = Math.max(1, Math.ceil(n / S));
    expect(sealed.length).toBe(HEADER_BYTES + n + segments * TAG_BYTES);
    if (n > 8) expect(sealed.includes(plain.subarray(0, 8))).toBe(false);
    expect((await decryptUntilError(sealed, key)).released.equals(plain)).toBe(true);
  });

  it('a changed byte anywhere fails before that segment is released', async () => {
    const key = randomBytes(32);
    const plain = randomBytes(3 * S + 10);
    const sealed = await encrypt(plain, key);
    for (let i = 0; i < sealed.length; i++) {
      const bad = Buffer.from(sealed);
      bad[i] = (bad[i] as number) ^ 0x01;
      const { released, error } = await decryptUntilError(bad, key);
      expect(error, `byte ${i}`).toBeInstanceOf(DecryptionError);
      // Only whole segments before the damaged one were released, all of them genuine.
      const segment = i < HEADER_BYTES ? 0 : Math.floor((i - HEADER_BYTES) / (S + TAG_BYTES));
      expect(released.length).toBeLessThanOrEqual(segment * S);
      expect(plain.subarray(0, released.length).equals(released)).toBe(true);
    }
  });

  it.each(sizes)('a stream of %i bytes cut short fails', async (n) => {
    const key = randomBytes(32);
    const sealed = await encrypt(randomBytes(n), key);
    for (const cut of [1, TAG_BYTES, S + TAG_BYTES, sealed.length - HEADER_BYTES]) {
      if (cut > sealed.length) continue;
      const { error } = await decryptUntilError(sealed.subarray(0, sealed.length - cut), key);
      expect(error).toBeInstanceOf(DecryptionError);
    }
  });

  it('segments swapped or dropped fail', async () => {
    const key = randomBytes(32);
    const sealed = await encrypt(randomBytes(3 * S), key);
    const seg = (i: number) =>
      sealed.subarray(HEADER_BYTES + i * (S + TAG_BYTES), HEADER_BYTES + (i + 1) * (S + TAG_BYTES));
    const head = sealed.subarray(0, HEADER_BYTES);
    const swapped = Buffer.concat([head, seg(1), seg(0), seg(2)]);
    const dropped = Buffer.concat([head, seg(0), seg(2)]);
    expect((await decryptUntilError(swapped, key)).error).toBeInstanceOf(DecryptionError);
    expect((await decryptUntilError(dropped, key)).error).toBeInstanceOf(DecryptionError);
  });

  it('a wrong key fails and releases nothing', async () => {
    const sealed = await encrypt(randomBytes(2 * S), randomBytes(32));
    const { released, error } = await decryptUntilError(sealed, randomBytes(32));
    expect(error).toBeInstanceOf(DecryptionError);
    expect(released.length).toBe(0);
  });

  it('plaintext (no head) is refused', async () => {
    const { error } = await decryptUntilError(Buffer.from('%PDF-1.7 not encrypted at all'), randomBytes(32));
    expect(error).toBeInstanceOf(DecryptionError);
  });

  it('property: any size and any chunking round-trips', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...sizes), fc.integer({ min: 0, max: 6 * S })),
        fc.integer({ min: 1, max: 3 * S }),
        async (n, pieces) => {
          const key = randomBytes(32);
          const plain = randomBytes(n);
          const sealed = await encrypt(plain, key, pieces);
          const parts: Buffer[] = [];
          for (let i = 0; i < sealed.length; i += pieces) parts.push(sealed.subarray(i, i + pieces));
          expect((await collect(decryptSegments(parts, key))).equals(plain)).toBe(true);
          expect((await collect(decryptFile(fileOf(sealed), key))).equals(plain)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('master keys', () => {
  const alt = masterKey(randomBytes(32));
  const neu = masterKey(randomBytes(32));

  it('a data key wraps and unwraps for its own stored name only', () => {
    const ring = new MasterKeyring(alt);
    const dataKey = randomBytes(32);
    const wrapped = ring.wrap(dataKey, 'a');
    expect(wrapped.keyId).toBe(alt.id);
    expect(ring.unwrap(wrapped, 'a').equals(dataKey)).toBe(true);
    expect(() => ring.unwrap(wrapped, 'b')).toThrow();
  });

  it('after a change the former key still unwraps, new wraps use the new one; an unknown key is named', () => {
    const wrapped = new MasterKeyring(alt).wrap(randomBytes(32), 'x');
    const rotating = new MasterKeyring(neu, [alt]);
    expect(rotating.wrap(randomBytes(32), 'y').keyId).toBe(neu.id);
    expect(rotating.unwrap(wrapped, 'x')).toHaveLength(32);
    expect(() => new MasterKeyring(neu).unwrap(wrapped, 'x')).toThrow(UnknownMasterKeyError);
  });
});
