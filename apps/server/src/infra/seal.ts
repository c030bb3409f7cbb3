import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Authenticated encryption for the few secrets that must wait in the database for a moment (the link
 * token of a mail in the outbox): the table alone then holds no usable token.
 */
export class Sealer {
  private readonly key: Buffer;
  private readonly previousKey: Buffer | undefined;

  /** `previous` (JWT_SECRET_PREVIOUS) only opens what was sealed before a key rotation. */
  constructor(secret: Uint8Array, purpose: string, previous?: Uint8Array) {
    this.key = keyFor(secret, purpose);
    this.previousKey = previous && keyFor(previous, purpose);
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  open(sealed: string): string {
    try {
      return this.openWith(this.key, sealed);
    } catch (error) {
      if (!this.previousKey) throw error;
      return this.openWith(this.previousKey, sealed);
    }
  }

  private openWith(key: Buffer, sealed: string): string {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}

function keyFor(secret: Uint8Array, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `examensportal:${purpose}`, 32));
}

/** A per-purpose key derived from the main secret. */
export function deriveSecret(secret: Uint8Array, purpose: string): string {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `examensportal:${purpose}`, 32)).toString(
    'hex',
  );
}
