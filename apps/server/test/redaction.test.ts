import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeUrl } from '../src/infra/logger';
import { createTestApp, type TestApp } from './helpers/app';
import { captureLogs } from './helpers/logs';

const sentinelPassword = 'Sentinel#Pw1-redaction';
const sentinelBearer = 'eyJhbGciOiJIUzI1NiJ9.sentinel-bearer.signature';
const sentinelToken = 'SentinelTokenAbcdefghijklmnopqrstuvwxyz0123';

describe('log redaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      extend: (app) => {
        app.post('/examensportal/backend/test/fail', async () => {
          throw new Error('boom');
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps passwords, bearer tokens and link tokens out of the request log', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/examensportal/backend/test/fail?token=' + sentinelToken,
      headers: { authorization: `Bearer ${sentinelBearer}`, 'content-type': 'application/json' },
      payload: { passwort: sentinelPassword, passwort1: sentinelPassword, token: sentinelToken },
    });
    await t.app.inject({ method: 'GET', url: `/examensportal/backend/confirmregistration/${sentinelToken}` });
    await t.app.inject({ method: 'GET', url: `/examensportal/confirmresetpassword/${sentinelToken}` });
    const text = t.logs.text();
    expect(text).toContain('boom');
    expect(text).toContain('/confirmregistration/[redacted]');
    for (const secret of [sentinelPassword, sentinelBearer, sentinelToken])
      expect(text).not.toContain(secret);
  });

  it('censors secret fields wherever a log call puts them', () => {
    const logs = captureLogs();
    logs.logger.info({
      passwort: sentinelPassword,
      body: { passwort1: sentinelPassword, token: sentinelToken },
    });
    logs.logger.info({ user: { jwt: sentinelBearer }, req: { headers: { authorization: sentinelBearer } } });
    expect(logs.text()).not.toMatch(/Sentinel|sentinel/);
    expect(logs.text()).toContain('[redacted]');
  });

  it.each([
    [
      '/examensportal/backend/confirmregistration/abc?x=1',
      '/examensportal/backend/confirmregistration/[redacted]',
    ],
    ['/examensportal/confirmemail/abc', '/examensportal/confirmemail/[redacted]'],
    ['/examensportal/confirmresetpassword/abc/', '/examensportal/confirmresetpassword/[redacted]/'],
    ['/examensportal/login?token=abc', '/examensportal/login'],
    ['/examensportal/start', '/examensportal/start'],
  ])('safeUrl(%s) = %s', (url, expected) => {
    expect(safeUrl(url)).toBe(expected);
  });
});
