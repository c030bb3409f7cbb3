// Two logins of one account at the same moment (two tabs, a double click, a retry after a slow answer)
// must both succeed. The quiet soak of 2026-11-28 answered three logins with 500: on PostgreSQL the
// session insert takes a key-share lock on the account row (its foreign key), and the login then asked
// for the row itself FOR UPDATE – two logins that each inserted first waited for each other (40P01).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { confirmedCandidate, postJson } from './helpers/accounts';
import { solveCaptcha } from './helpers/captcha';
import { backends } from './helpers/db';
import { startSmtpSink } from './helpers/smtp';

const PARALLEL = 24;

describe.each(backends)('simultaneous logins of one account on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('opens a session for every one of them, none answered 500', async () => {
    const c = await confirmedCandidate(t.app, sink);
    // Solved before, so the logins themselves start together.
    const tokens = await Promise.all(Array.from({ length: PARALLEL }, () => solveCaptcha(t.app)));
    const answers = await Promise.all(
      tokens.map((token) => postJson(t.app, '/login', { email: c.email, passwort: c.passwort, token })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const sessions = new Set(answers.map((a) => a.json<{ jwt: string }>().jwt));
    expect(sessions.size).toBe(PARALLEL);
  });
});
