import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG, base64url (43 characters): for links in mails. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a leaked table gives no usable link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
