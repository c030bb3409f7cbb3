import { createRequire } from 'node:module';
import { hash, verify, type Options } from '@node-rs/argon2';
import type * as LanguageCommon from '@zxcvbn-ts/language-common';
import type * as LanguageDe from '@zxcvbn-ts/language-de';
import { Semaphore } from './semaphore';

// OWASP / ASVS 5.0 Appendix C: argon2id with m = 19 MiB, t = 2, p = 1.
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
export const argon2Options: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// Two at a time: bounded memory and CPU under a login storm; the rest queue.
const limiter = new Semaphore(2);

export function hashPassword(password: string): Promise<string> {
  return limiter.run(() => hash(password, argon2Options));
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await limiter.run(() => verify(stored, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Unknown accounts cost the same time as known ones, so timing does not reveal them. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('dummy password for timing only', argon2Options);
  await verifyPassword(await dummyHash, password);
}

// ---------------------------------------------------------------------------------------------
// Common passwords (quality targets §4 C1): the spec's composition rules stay, and passwords that
// are common or are a common word with the usual digits and symbols around it are refused too.

interface CommonLists {
  passwords: Set<string>;
  words: Set<string>;
}

let lists: CommonLists | undefined;

/**
 * The dictionaries (several MB in memory) are loaded when a password is first set, not at start:
 * most server processes only ever verify passwords. Loaded synchronously, so callers stay simple.
 */
function commonLists(): CommonLists {
  if (lists) return lists;
  const load = createRequire(import.meta.url);
  const common = (load('@zxcvbn-ts/language-common') as typeof LanguageCommon).dictionary;
  const german = (load('@zxcvbn-ts/language-de') as typeof LanguageDe).dictionary;
  lists = {
    passwords: new Set(common['passwords-common'].map((p) => p.toLowerCase())),
    words: new Set(
      [...common['passwords-common'], ...german.commonWords]
        .map((w) => w.toLowerCase())
        .filter((w) => w.length >= 4),
    ),
  };
  return lists;
}

/** 'Passwort1!' → 'passwort', '!!Sommer2024' → 'sommer'. */
function baseWord(password: string): string {
  return password
    .toLowerCase()
    .replace(/^[^\p{L}]+/u, '')
    .replace(/[^\p{L}]+$/u, '');
}

export function isCommonPassword(password: string): boolean {
  const { passwords, words } = commonLists();
  if (passwords.has(password.toLowerCase())) return true;
  const base = baseWord(password);
  return base.length >= 4 && words.has(base);
}
