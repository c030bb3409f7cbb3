// One-time recovery codes: 10 per set-up, 12 characters from an alphabet without look-alikes
// (60 bits each), shown once as 'abcd-efgh-ijkl'; only their SHA-256 is stored. Staff and candidates
// (issue 30 point 5) use the same codes.
import { randomInt } from 'node:crypto';
import { hashToken } from '../tokens';

const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const recoveryCodeCount = 10;

export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 12; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** 'abcdefghijkl' → 'abcd-efgh-ijkl' for display. */
export const formatRecoveryCode = (code: string): string => code.replace(/(.{4})(?=.)/g, '$1-');

/** The stored form of a normalised code (lower case, no dashes). */
export const hashRecoveryCode = (normalised: string): string => hashToken(`recovery:${normalised}`);
