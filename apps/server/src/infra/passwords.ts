import { createRequire } from 'node:module';
import { hash, verify, type Options } from '@node-rs/argon2';
import type * as LanguageCommon from '@zxcvbn-ts/language-common';
import type * as LanguageDe from '@zxcvbn-ts/language-de';
import { Semaphore } from './semaphore';

/** argon2id's memory in KiB and its passes; the parallelism stays 1. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

// OWASP / ASVS 5.0 Appendix C: argon2id with m = 19 MiB, t = 2, p = 1. Every server uses it.
export const OWASP_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };

/**
 * Tests only (INSECURE_TEST_PASSWORD_HASHING=1, decision 0069): the least work argon2id allows. The
 * server tests register and log in thousands of times; 0.1 ms a hash instead of ~18 ms.
 */
export const TEST_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 8, timeCost: 1 };

// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const argon2OptionsFor = (cost: PasswordHashCost): Options => ({
  algorithm: 2,
  memoryCost: cost.memoryCost,
  timeCost: cost.timeCost,
  parallelism: 1,
});

/** The server's parameters (the benchmark hashes with exactly these). */
export const argon2Options: Options = argon2OptionsFor(OWASP_PASSWORD_HASH_COST);

// Two at a time: bounded memory and CPU under a login storm; the rest queue.
const limiter = new Semaphore(2);

/** A new hash at the configured cost (Config.passwordHashCost); verifying reads the cost from the hash. */
export function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  return limiter.run(() => hash(password, argon2OptionsFor(cost)));
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await limiter.run(() => verify(stored, password));
  } catch {
    return false;
  }
}

/** One dummy hash per cost: an unknown account costs what a known one of this server costs. */
const dummyHashes = new Map<string, Promise<string>>();

/** Unknown accounts cost the same time as known ones, so timing does not reveal them. */
export async function burnPasswordCheck(password: string, cost: PasswordHashCost): Promise<void> {
  const key = `${cost.memoryCost},${cost.timeCost}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hash('dummy password for timing only', argon2OptionsFor(cost));
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(await dummy, password);
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
