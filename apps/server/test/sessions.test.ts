import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_BASE, type ApiCall } from '@examensportal/domain/api';
import { ERKLAERUNG_API } from '@examensportal/domain/erklaerungen/aufrufe';
import { messages } from '@examensportal/domain/messages';
import { minutes } from '../src/infra/clock';
import { audience, sessionTyp } from '../src/infra/session-tokens';
import { createTestApp, type TestApp } from './helpers/app';
import { api, confirmedCandidate, jwtFor, postJson } from './helpers/accounts';
import { backends } from './helpers/db';
import { startSmtpSink } from './helpers/smtp';

const publicApi = new Set([
  'GET /examensportal/backend/health/live',
  'GET /examensportal/backend/health/ready',
  'GET /examensportal/backend/captcha/challenge',
  'POST /examensportal/backend/login',
  // The login's second step: its step token is the credential (decision 0042).
  'POST /examensportal/backend/login/zweiterfaktor',
  // The passkey challenge of that step: the same step token (decision 0051).
  'POST /examensportal/backend/login/zweiterfaktor/passkey',
  // The calendar feed: its secret address is the credential (decision 0040).
  'GET /examensportal/backend/kalenderfeed/:token',
  'POST /examensportal/backend/register',
  'POST /examensportal/backend/requestnewpassword',
  'POST /examensportal/backend/resendconfirmation',
  'POST /examensportal/backend/resetpassword',
  'POST /examensportal/backend/revertemail',
  'GET /examensportal/backend/confirmregistration/:token',
]);

describe.each(backends)('sessions on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let secret: Uint8Array;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url } });
    secret = t.config.jwtSecret;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  /** An authenticated route with an empty body: 400 once the session is accepted, 401 before. */
  const probe = (authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: api('/changeemail'),
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      payload: '{}',
    });

  describe('route sweep (SEC-AC-3)', () => {
    it('marks exactly the public calls public, and they match the shared call table', () => {
      // The staff scope has its own sweep (staff-routes.test.ts).
      const apiRoutes = t.app.routeTable.filter(
        (r) =>
          r.url.startsWith(API_BASE) &&
          !r.url.startsWith(`${API_BASE}/pruefungsstelle/`) &&
          r.method !== 'HEAD',
      );
      const marked = apiRoutes.filter((r) => r.public).map((r) => `${r.method} ${r.url}`);
      expect(new Set(marked)).toEqual(publicApi);
      for (const call of [...Object.values(API), ...Object.values<ApiCall>(ERKLAERUNG_API)]) {
        const route = apiRoutes.find((r) => r.method === call.method && r.url === `${API_BASE}${call.path}`);
        if (route) expect(route.public, `${call.method} ${call.path}`).toBe(!call.auth);
      }
    });

    it('answers every non-public route 401 without a token', async () => {
      const protectedRoutes = t.app.routeTable.filter(
        (r) =>
          r.url.startsWith(API_BASE) &&
          !r.url.startsWith(`${API_BASE}/pruefungsstelle/`) &&
          !r.public &&
          r.method !== 'OPTIONS',
      );
      expect(protectedRoutes.length).toBeGreaterThanOrEqual(3);
      for (const route of protectedRoutes) {
        const url = route.url.replace(/:\w+/g, 'x').replace(/\*$/, 'x');
        const res = await t.app.inject({ method: route.method as 'GET', url });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        if (route.method !== 'HEAD') expect(res.json()).toEqual({ message: messages.auth.nichtAngemeldet });
      }
    });
  });

  describe('JWT table (SEC-SES-1)', () => {
    let valid: string;
    let claims: JWTPayload;
    beforeAll(async () => {
      const c = await confirmedCandidate(t.app, sink);
      valid = await jwtFor(t.app, c);
      claims = decodeJwt(valid);
    });

    const sign = (
      header: Record<string, unknown>,
      payload: JWTPayload,
      key: Uint8Array = secret,
      alg = 'HS256',
    ) => new SignJWT(payload).setProtectedHeader({ alg, ...header }).sign(key);
    const now = () => Math.floor(t.clock.now().getTime() / 1000);
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

    it('accepts the token it issued', async () => {
      expect(claims).toMatchObject({ aud: audience, iss: t.config.publicUrl });
      expect(typeof claims.sid).toBe('string');
      expect((await probe(`Bearer ${valid}`)).statusCode).toBe(400);
    });

    it.each<[string, () => Promise<string> | string, string]>([
      ['garbage', () => 'Bearer abc.def.ghi', messages.auth.sitzungAbgelaufen],
      [
        'unsigned (alg none)',
        () => `Bearer ${b64({ alg: 'none', typ: sessionTyp })}.${b64(claims)}.`,
        messages.auth.sitzungAbgelaufen,
      ],
      [
        'wrong key',
        async () =>
          `Bearer ${await sign({ typ: sessionTyp }, claims, new TextEncoder().encode('x'.repeat(48)))}`,
        messages.auth.sitzungAbgelaufen,
      ],
      [
        'changed payload',
        () => {
          const [h, , s] = valid.split('.');
          return `Bearer ${h}.${b64({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })}.${s}`;
        },
        messages.auth.sitzungAbgelaufen,
      ],
      [
        'expired',
        async () => `Bearer ${await sign({ typ: sessionTyp }, { ...claims, exp: now() - 10 })}`,
        messages.auth.sitzungAbgelaufen,
      ],
      [
        'not yet valid',
        async () => `Bearer ${await sign({ typ: sessionTyp }, { ...claims, nbf: now() + 3600 })}`,
        messages.auth.sitzungAbgelaufen,
      ],
      [
        'wrong audience',
        async () => `Bearer ${await sign({ typ: sessionTyp }, { ...claims, aud: 'andere-app' })}`,
        messages.auth.sitzungAbgelaufen,
      ],
      [
        'wrong issuer',
        async () => `Bearer ${await sign({ typ: sessionTyp }, { ...claims, iss: 'https://evil.example' })}`,
        messages.auth.sitzungAbgelaufen,
      ],
      [
        'wrong typ',
        async () => `Bearer ${await sign({ typ: 'JWT' }, claims)}`,
        messages.auth.sitzungAbgelaufen,
      ],
      [
        'HS512 with our secret',
        async () => `Bearer ${await sign({ typ: sessionTyp }, claims, secret, 'HS512')}`,
        messages.auth.sitzungAbgelaufen,
      ],
      [
        'jwk header',
        async () => `Bearer ${await sign({ typ: sessionTyp, jwk: { kty: 'oct', k: 'eA' } }, claims)}`,
        messages.auth.sitzungAbgelaufen,
      ],
      [
        'jku header',
        async () => `Bearer ${await sign({ typ: sessionTyp, jku: 'https://evil.example/keys' }, claims)}`,
        messages.auth.sitzungAbgelaufen,
      ],
      [
        'unknown session',
        async () =>
          `Bearer ${await sign({ typ: sessionTyp }, { ...claims, sid: '00000000-0000-4000-8000-000000000000' })}`,
        messages.auth.sitzungAbgelaufen,
      ],
      [
        'no sid',
        async () => `Bearer ${await sign({ typ: sessionTyp }, { ...claims, sid: undefined })}`,
        messages.auth.sitzungAbgelaufen,
      ],
      ['Basic scheme', () => 'Basic dXNlcjpwYXNz', messages.auth.nichtAngemeldet],
      ['empty bearer', () => 'Bearer ', messages.auth.nichtAngemeldet],
    ])('rejects %s with 401', async (_name, make, message) => {
      const res = await probe(await make());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message });
    });

    it('has signed the valid token with exactly the checked fields', () => {
      expect(Object.keys(claims).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'nbf', 'sid', 'sub']);
    });
  });

  describe('lifetime and revocation (SEC-SES-2..4)', () => {
    it('ends a session after 30 idle minutes', async () => {
      const jwt = await jwtFor(t.app, await confirmedCandidate(t.app, sink));
      t.clock.advance(minutes(29));
      expect((await probe(`Bearer ${jwt}`)).statusCode).toBe(400);
      t.clock.advance(minutes(31));
      const res = await probe(`Bearer ${jwt}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages.auth.sitzungAbgelaufen });
    });

    it('ends an active session after 12 hours', async () => {
      const jwt = await jwtFor(t.app, await confirmedCandidate(t.app, sink));
      for (let elapsed = 0; elapsed < 12 * 60; elapsed += 5) {
        t.clock.advance(minutes(5));
        const status = (await probe(`Bearer ${jwt}`)).statusCode;
        expect(status, `after ${elapsed + 5} minutes`).toBe(elapsed + 5 < 12 * 60 ? 400 : 401);
      }
      t.clock.advance(minutes(1));
      expect((await probe(`Bearer ${jwt}`)).statusCode).toBe(401);
    });

    it('gives every login its own session; logout ends only that one', async () => {
      const c = await confirmedCandidate(t.app, sink);
      const a = await jwtFor(t.app, c);
      const b = await jwtFor(t.app, c);
      expect(decodeJwt(a).sid).not.toBe(decodeJwt(b).sid);
      const out = await postJson(t.app, '/logout', undefined, a);
      expect(out.statusCode).toBe(204);
      expect((await probe(`Bearer ${a}`)).statusCode).toBe(401);
      expect((await probe(`Bearer ${b}`)).statusCode).toBe(400);
      expect((await postJson(t.app, '/logout', undefined, a)).statusCode).toBe(401);
      expect(t.logs.text()).toContain('"event":"auth.logout"');
      expect(t.logs.text()).toContain('"event":"auth.token_rejected"');
    });
  });
});
