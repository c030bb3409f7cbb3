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
        app.get(`${api}/test/still`, { config: { public: true } }, async () => ({ ok: true }));
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

  it('makes no child logger for a request that logs nothing, and the access line keeps the request id', async () => {
    // Issue 29: the per-request child (with its redaction of the id) was 5 % of GET /health/live.
    const logger = t.app.log;
    const original = logger.child;
    let made = 0;
    logger.child = function (this: typeof logger, ...args: Parameters<typeof original>) {
      made++;
      return original.apply(this, args);
    };
    try {
      const health = await t.app.inject({ method: 'GET', url: `${api}/health/live` });
      expect(health.statusCode).toBe(200);
      const still = await t.app.inject({ method: 'GET', url: `${api}/test/still` });
      expect(still.statusCode).toBe(200);
      expect(made).toBe(0);
      const [line] = linesOf(String(still.headers['x-request-id']));
      expect(line).toMatchObject({ msg: 'request completed', res: { statusCode: 200 } });
      // A request that logs gets its child, and every line of it carries the id.
      const missing = await t.app.inject({ method: 'GET', url: `${api}/nicht-da` });
      expect(made).toBe(1);
      expect(linesOf(String(missing.headers['x-request-id'])).map((l) => l.msg ?? l.event)).toEqual([
        'http.not_found',
        'request completed',
      ]);
    } finally {
      logger.child = original;
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
