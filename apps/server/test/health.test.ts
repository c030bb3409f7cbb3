import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTexte } from '@examensportal/domain/messages-server';
import { backends } from './helpers/db';
import { createTestApp, type TestApp } from './helpers/app';

describe.each(backends)('health on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('live answers without touching the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/examensportal/backend/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('ready answers 200 while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/examensportal/backend/health/ready' });
    expect(res.statusCode).toBe(200);
  });

  it('ready answers 503 at once when shutting down', async () => {
    t.app.lifecycle.closing = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/examensportal/backend/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toEqual({ message: serverTexte.nichtVerfuegbar });
    } finally {
      t.app.lifecycle.closing = false;
    }
  });
});

describe('health with a failing database', () => {
  it('ready answers 503 and live still 200 when the database is gone', async () => {
    const t = await createTestApp('pglite');
    try {
      await t.database.close();
      const ready = await t.app.inject({ method: 'GET', url: '/examensportal/backend/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: serverTexte.nichtVerfuegbar });
      const live = await t.app.inject({ method: 'GET', url: '/examensportal/backend/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
