import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

const api = '/examensportal/backend';

describe('access log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      extend: (app) => {
        app.get(`${api}/test/fail`, { config: { public: true } }, async () => {
          throw new Error('boom');
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const linesOf = (reqId: string) => t.logs.entries().filter((e) => e.reqId === reqId);

  it('writes one line per request with method, path, status and time', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${api}/api/dokumente?x=1` });
    expect(res.statusCode).toBe(401);
    const lines = linesOf(String(res.headers['x-request-id']));
    const access = lines.filter((l) => l.msg === 'request completed');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      req: { method: 'GET', url: `${api}/api/dokumente` },
      res: { statusCode: 401 },
    });
    expect(typeof access[0]?.responseTime).toBe('number');
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('writes no access line for the health probes', async () => {
    for (const path of ['/health/live', '/health/ready']) {
      const res = await t.app.inject({ method: 'GET', url: `${api}${path}` });
      expect(res.statusCode).toBe(200);
      expect(linesOf(String(res.headers['x-request-id']))).toEqual([]);
    }
  });

  it('still logs a failing request with its error', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${api}/test/fail` });
    expect(res.statusCode).toBe(500);
    const lines = linesOf(String(res.headers['x-request-id']));
    expect(lines.some((l) => l.level === 50 && JSON.stringify(l.err).includes('boom'))).toBe(true);
    expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(1);
  });
});
