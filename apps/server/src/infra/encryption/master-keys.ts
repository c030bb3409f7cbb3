// Master keys of the document store (docs/decisions/0043-dokumente-verschluesselt.md). Each document has
// its own random data key; the stored copy of it is sealed with AES-256-GCM under a master key, with the
// document's stored name as associated data (a wrapped key moved to another document does not open).
// A master key is known by its id, a hash of the key, kept beside each wrapped key: rotation re-wraps
// document after document while both keys are configured.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const MASTER_KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export interface MasterKey {
  id: string;
  key: Buffer;
}

export interface WrappedKey {
  keyId: string;
  wrapped: Buffer;
}

export class UnknownMasterKeyError extends Error {
  constructor(readonly keyId: string) {
    super(`master key ${keyId} is not configured`);
  }
}

/** Not the key, not reversible: 16 hex digits of SHA-256 over a label and the key. */
function masterKeyId(key: Uint8Array): string {
  return createHash('sha256')
    .update('examensportal:dokument-schluessel:')
    .update(key)
    .digest('hex')
    .slice(0, 16);
}

export function masterKey(key: Uint8Array): MasterKey {
  if (key.length !== MASTER_KEY_BYTES) throw new Error('a master key has 32 bytes');
  return { id: masterKeyId(key), key: Buffer.from(key) };
}

/** The current key (every new wrap) and former ones still accepted for unwrapping during a rotation. */
export class MasterKeyring {
  private readonly byId = new Map<string, MasterKey>();

  constructor(
    readonly current: MasterKey,
    previous: MasterKey[] = [],
  ) {
    for (const k of [current, ...previous]) this.byId.set(k.id, k);
  }

  ids(): string[] {
    return [...this.byId.keys()];
  }

  knows(keyId: string): boolean {
    return this.byId.has(keyId);
  }

  wrap(dataKey: Uint8Array, storedName: string): WrappedKey {
    const iv = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    cipher.setAAD(Buffer.from(storedName, 'utf8'));
    const body = Buffer.concat([cipher.update(dataKey), cipher.final()]);
    return { keyId: this.current.id, wrapped: Buffer.concat([iv, body, cipher.getAuthTag()]) };
  }

  unwrap(stored: WrappedKey, storedName: string): Buffer {
    const master = this.byId.get(stored.keyId);
    if (!master) throw new UnknownMasterKeyError(stored.keyId);
    const w = stored.wrapped;
    const decipher = createDecipheriv('aes-256-gcm', master.key, w.subarray(0, NONCE_BYTES));
    decipher.setAAD(Buffer.from(storedName, 'utf8'));
    decipher.setAuthTag(w.subarray(w.length - TAG_BYTES));
    return Buffer.concat([decipher.update(w.subarray(NONCE_BYTES, w.length - TAG_BYTES)), decipher.final()]);
  }
}
