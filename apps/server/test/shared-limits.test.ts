// Issue 18 point 3: two instances on one PostgreSQL database enforce the same limits as one – the
// per-IP limits (rate-limiter-flexible's table rate_limits) and the files per candidate and hour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { serverTexte } from '@examensportal/domain/messages-server';
import { connect, type Database } from '../src/db/connect';
import { defaultRateLimits } from '../src/http/rate-limit';
import { candidate, loginAs, postJson, registerCandidate } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { solveCaptcha } from './helpers/captcha';
import { createEmptyPostgresDatabase } from './helpers/postgres';
import { uploadParts } from './helpers/documents';
import { sample } from './helpers/multipart';
import { seedAccount } from './helpers/procedure';
import { startSmtpSink } from './helpers/smtp';

const pdfs = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: 'lebenslauf',
    filename: `Lebenslauf-${i}.pdf`,
    contentType: 'application/pdf',
    data: sample.pdf(),
  }));

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const databases: Database[] = [];
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    sink = await startSmtpSink();
    // Each instance with its own pool, as two processes would have.
    for (let i = 0; i < 2; i++) databases.push(await connect({ databaseUrl: empty.url, poolMax: 3 }));
    const instance = (database: Database) =>
      createTestApp('postgres', {
        database,
        env: { SMTP_URL: sink.url, UPLOAD_RATE_PER_HOUR: '5' },
        build: { rateLimits: defaultRateLimits },
      });
    a = await instance(databases[0] as Database);
    b = await instance(databases[1] as Database);
    a.clock.set('2026-10-05T08:00:00Z');
    b.clock.set('2026-10-05T08:00:00Z');
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const database of databases) await database.close();
    await sink?.close();
    await empty?.drop();
  });

  it(`refuses registration ${defaultRateLimits.registerPerHour + 1} from one address, whichever instance counted the first ones`, async () => {
    expect(defaultRateLimits.registerPerHour).toBe(5);
    const statuses: number[] = [];
    for (let i = 0; i <= defaultRateLimits.registerPerHour; i++) {
      // Alternating, as a round-robin proxy sends them.
      statuses.push((await registerCandidate(i % 2 === 0 ? a.app : b.app, candidate())).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // The other instance refuses too, with the German message and Retry-After.
    const refused = await registerCandidate(a.app, candidate());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe(serverTexte.zuVieleAnfragen(Number(refused.headers['retry-after'])));
  });

  it('counts reset requests across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= defaultRateLimits.passwordResetPerHour; i++) {
      const app = i % 2 === 0 ? b.app : a.app;
      const res = await postJson(app, '/requestnewpassword', {
        email: `person${i}@example.org`,
        token: await solveCaptcha(app),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts a candidate’s files per hour across both instances', async () => {
    // Seeded, since the first case used up this address's registrations.
    const c = await seedAccount(a.database, a.clock);
    const jwt = async () => (await loginAs(a.app, c.email, c.passwort)).json<{ jwt: string }>().jwt;
    const wp = { jwt: await jwt() };
    expect((await uploadParts(a.app, wp.jwt, pdfs(3))).statusCode).toBe(201);
    const over = await uploadParts(b.app, wp.jwt, pdfs(3));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ message: messages.files.uploadsProStundeErschoepft(60) });
    expect((await uploadParts(b.app, wp.jwt, pdfs(2))).statusCode).toBe(201);
    expect((await uploadParts(a.app, wp.jwt, pdfs(1))).statusCode).toBe(429);
    // An hour after the first files, both instances take files again.
    a.clock.advance(3_600_000);
    b.clock.advance(3_600_000);
    expect((await uploadParts(b.app, await jwt(), pdfs(1))).statusCode).toBe(201);
  });
});
