import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCaptcha } from '../src/infra/captcha';
import { usedSolutionsIn } from '../src/features/captcha/repo';
import { createTestApp, type TestApp } from './helpers/app';
import { api } from './helpers/accounts';
import { backends } from './helpers/db';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe.each(backends)('ALTCHA captcha on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const captcha = () =>
    createCaptcha({ secret: t.config.jwtSecret, maxNumber: 50, used: usedSolutionsIn(t.database.db) });
  const solved = async (challenge: Challenge) => {
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('unsolved');
    return { challenge, solution };
  };

  it('serves a signed, expiring SHA-256 challenge for the widget, not cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('/captcha/challenge') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json<Challenge>();
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1, keyLength: 32 });
    expect(typeof challenge.signature).toBe('string');
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(Date.now() / 1000 + 600);
  });

  it('takes its difficulty from CAPTCHA_MAX_NUMBER', async () => {
    for (let i = 0; i < 5; i++) {
      const { solution } = await solved(await captcha().challenge());
      expect(solution.counter).toBeGreaterThanOrEqual(25);
      expect(solution.counter).toBeLessThanOrEqual(50);
    }
  });

  it('accepts a solution once', async () => {
    const c = captcha();
    const token = encode(await solved(await c.challenge()));
    expect(await c.verify(token)).toBe(true);
    expect(await c.verify(token)).toBe(false);
  });

  it.each<
    [string, (p: { challenge: Challenge; solution: { counter: number; derivedKey: string } }) => unknown]
  >([
    // The derived key is the proof of work (the counter alone is not checked on the signed-key path).
    [
      'a wrong derived key',
      (p) => ({
        ...p,
        solution: {
          ...p.solution,
          derivedKey: p.solution.derivedKey.slice(0, -1) + (p.solution.derivedKey.endsWith('0') ? '1' : '0'),
        },
      }),
    ],
    [
      'a changed prefix',
      (p) => ({
        ...p,
        challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, keyPrefix: '00' } },
      }),
    ],
    [
      'a longer expiry',
      (p) => ({
        ...p,
        challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, expiresAt: 9_999_999_999 } },
      }),
    ],
    ['no signature', (p) => ({ ...p, challenge: { parameters: p.challenge.parameters } })],
    [
      'another algorithm',
      (p) => ({
        ...p,
        challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, algorithm: 'SHA-512' } },
      }),
    ],
    ['no solution', (p) => ({ challenge: p.challenge })],
  ])('refuses %s', async (_name, tamper) => {
    const c = captcha();
    const payload = await solved(await c.challenge());
    expect(await c.verify(encode(tamper(payload)))).toBe(false);
  });

  it.each(['', 'kein base64 !', encode('text'), encode(null), encode([1, 2])])(
    'refuses the token %j',
    async (token) => {
      expect(await captcha().verify(token)).toBe(false);
    },
  );

  it('refuses a challenge from another server secret', async () => {
    const other = createCaptcha({
      secret: new TextEncoder().encode('y'.repeat(48)),
      maxNumber: 50,
      used: usedSolutionsIn(t.database.db),
    });
    const token = encode(await solved(await other.challenge()));
    expect(await captcha().verify(token)).toBe(false);
  });

  it('refuses an expired challenge', async () => {
    const c = captcha();
    const token = encode(await solved(await c.challenge()));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    expect(await c.verify(token)).toBe(false);
  });
});
