import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { deriveSecret } from './seal';

/** Remembers accepted solutions until their challenge expires, so each is accepted once. */
export interface UsedSolutions {
  /** true when the id was new (and is now recorded), false when it was used before. */
  markUsed(id: string, expiresAt: Date): Promise<boolean>;
}

export interface Captcha {
  challenge(): Promise<Challenge>;
  /** The widget's payload: base64 of JSON {challenge, solution}. */
  verify(token: string): Promise<boolean>;
}

const algorithm = 'SHA-256';
const lifetimeMs = 10 * 60_000;

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function parse(token: string): Payload | undefined {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as unknown;
    if (typeof value !== 'object' || value === null) return undefined;
    const { challenge, solution } = value as Partial<Payload>;
    if (typeof challenge !== 'object' || challenge === null || typeof challenge.parameters !== 'object') {
      return undefined;
    }
    if (typeof solution !== 'object' || solution === null) return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}

/**
 * Self-hosted ALTCHA (proof of work, quality targets §4 C7). Challenges are signed, so the server keeps
 * no state until a solution is accepted. Expiry is checked by altcha-lib against the real time (not the
 * injected clock), as the browser widget sees real time too.
 */
export function createCaptcha(options: {
  secret: Uint8Array;
  maxNumber: number;
  used: UsedSolutions;
}): Captcha {
  const hmacSignatureSecret = deriveSecret(options.secret, 'altcha-challenge');
  const hmacKeySignatureSecret = deriveSecret(options.secret, 'altcha-key');
  const max = Math.max(1, options.maxNumber);
  return {
    challenge: () =>
      createChallenge({
        algorithm,
        cost: 1,
        // The solver counts up from 0 to this number; its size is the difficulty.
        counter: randomInt(Math.floor(max / 2), max + 1),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: new Date(Date.now() + lifetimeMs),
      }),
    verify: async (token) => {
      const payload = parse(token);
      if (!payload || payload.challenge.parameters.algorithm !== algorithm) return false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
      return options.used.markUsed(payload.challenge.parameters.nonce, expiresAt);
    },
  };
}
