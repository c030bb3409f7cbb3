// Account enumeration (SEC-AUTH-7, OWASP Forgot Password / Authentication cheat sheets): registration,
// login and the reset request answer a known and an unknown address alike in status, body and headers.
// Timing is shown by work, not by a stopwatch: argon2 (the only expensive step) is counted through the
// real code path, and both paths must run it equally often. A pass-through spy on the argon2 library
// counts the calls; our server and database are the real ones.
import * as argon2 from '@node-rs/argon2';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  candidate,
  confirmedCandidate,
  loginAs,
  postJson,
  registerCandidate,
  uniqueEmail,
} from '../helpers/accounts';
import { solveCaptcha } from '../helpers/captcha';
import { backends } from '../helpers/db';
import { startSmtpSink } from '../helpers/smtp';

// The server project shares modules between files (isolate: false): without a fresh registry the server
// would keep the argon2 an earlier file loaded, and the spy below would count nothing.
vi.hoisted(() => vi.resetModules());
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof argon2>();
  return { ...real, hash: vi.fn(real.hash), verify: vi.fn(real.verify) };
});

const hashCalls = () => vi.mocked(argon2.hash).mock.calls.length;
const verifyCalls = () => vi.mocked(argon2.verify).mock.calls.length;

/** The argon2 calls one request causes, and the cost ('m=…,t=…,p=…') of each hash it verified. */
async function argon2Work(run: () => Promise<LightMyRequestResponse>) {
  const [h, v] = [hashCalls(), verifyCalls()];
  const res = await run();
  const costs = vi
    .mocked(argon2.verify)
    .mock.calls.slice(v)
    .map(([stored]) => String(stored).split('$')[3]);
  return { res, hash: hashCalls() - h, verify: verifyCalls() - v, costs };
}

/** Headers that differ per request whatever the account (request id, IP-limit counters, date). */
const perRequest = new Set(['x-request-id', 'date', 'x-ratelimit-remaining', 'x-ratelimit-reset']);
function expectAlike(known: LightMyRequestResponse, unknown: LightMyRequestResponse): void {
  expect(unknown.statusCode).toBe(known.statusCode);
  expect(unknown.body).toBe(known.body);
  const strip = (h: LightMyRequestResponse['headers']) =>
    Object.fromEntries(Object.entries(h).filter(([k]) => !perRequest.has(k)));
  expect(strip(unknown.headers)).toEqual(strip(known.headers));
}

describe.each(backends)('account enumeration on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url } });
    // The dummy hash for unknown logins is made once per process; make it before counting.
    await loginAs(t.app, uniqueEmail('warmup'), 'Warm#Up-Passwort1');
  });
  beforeEach(() => t.clock.advance(60 * 60_000)); // past the per-account login delay
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('login: a wrong password and an unknown address answer alike and both verify one argon2 hash', async () => {
    const c = await confirmedCandidate(t.app, sink);
    const known = await argon2Work(() => loginAs(t.app, c.email, 'Falsches#Passwort9'));
    const unknown = await argon2Work(() => loginAs(t.app, uniqueEmail('niemand'), 'Falsches#Passwort9'));
    expect(known.res.statusCode).toBe(401);
    expect(known.res.json()).toEqual({ message: messages.auth.anmeldungFehlgeschlagen });
    expectAlike(known.res, unknown.res);
    expect(known).toMatchObject({ hash: 0, verify: 1 });
    expect(unknown).toMatchObject({ hash: 0, verify: 1 });
    // The dummy hash costs what an account's hash costs on this server (its configured cost, decision 0069).
    expect(unknown.costs).toEqual(known.costs);
    const { memoryCost, timeCost } = t.config.passwordHashCost;
    expect(known.costs).toEqual([`m=${memoryCost},t=${timeCost},p=1`]);
  });

  it('login: an unconfirmed address with a wrong password looks like any other failure', async () => {
    const c = candidate();
    await registerCandidate(t.app, c);
    const unconfirmed = await argon2Work(() => loginAs(t.app, c.email, 'Falsches#Passwort9'));
    const unknown = await argon2Work(() => loginAs(t.app, uniqueEmail('niemand'), 'Falsches#Passwort9'));
    expectAlike(unconfirmed.res, unknown.res);
    expect(unconfirmed.verify).toBe(unknown.verify);
  });

  it('registration: a taken address answers like a new one and hashes the password too', async () => {
    const taken = await confirmedCandidate(t.app, sink);
    const fresh = await argon2Work(() => registerCandidate(t.app, candidate()));
    const again = await argon2Work(() => registerCandidate(t.app, candidate({ email: taken.email })));
    expect(fresh.res.statusCode).toBe(201);
    expectAlike(fresh.res, again.res);
    expect(fresh).toMatchObject({ hash: 1, verify: 0 });
    expect(again).toMatchObject({ hash: 1, verify: 0 });
  });

  it('password reset request: known and unknown addresses answer alike; neither computes argon2', async () => {
    const c = await confirmedCandidate(t.app, sink);
    const request = async (email: string) =>
      postJson(t.app, '/requestnewpassword', { email, token: await solveCaptcha(t.app) });
    const known = await argon2Work(() => request(c.email));
    const unknown = await argon2Work(() => request(uniqueEmail('niemand')));
    expect(known.res.statusCode).toBe(200);
    expectAlike(known.res, unknown.res);
    expect(known).toMatchObject({ hash: 0, verify: 0 });
    expect(unknown).toMatchObject({ hash: 0, verify: 0 });
    // Even past the per-account mail limit the answer stays the same.
    for (let i = 0; i < 4; i++) expectAlike(known.res, await request(c.email));
  });

  it('a refused captcha is checked before the account is looked up, alike for both', async () => {
    const c = await confirmedCandidate(t.app, sink);
    const known = await argon2Work(() =>
      postJson(t.app, '/login', { email: c.email, passwort: c.passwort, token: 'x' }),
    );
    const unknown = await argon2Work(() =>
      postJson(t.app, '/login', { email: uniqueEmail('niemand'), passwort: c.passwort, token: 'x' }),
    );
    expect(known.res.statusCode).toBe(400);
    expectAlike(known.res, unknown.res);
    expect([known.verify, unknown.verify]).toEqual([0, 0]);
  });

  it('after five failures an unknown address is throttled exactly like a known one', async () => {
    const c = await confirmedCandidate(t.app, sink);
    const other = uniqueEmail('niemand');
    for (let i = 0; i < 6; i++) {
      const known = await loginAs(t.app, c.email, 'Falsches#Passwort9');
      const unknown = await loginAs(t.app, other, 'Falsches#Passwort9');
      expect(unknown.statusCode, `attempt ${i + 1}`).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(unknown.headers['retry-after']).toBe(known.headers['retry-after']);
    }
  });
});
