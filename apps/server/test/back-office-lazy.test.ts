// The back office loads with its first request (decision 0099, http/lazy-scope.ts): until then none of
// its routes exist in the process; the first requests, at once, are answered as before – headers, one
// access line with the request id of the answer, bodies read by the staff routes' own parsers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@examensportal/domain/api';
import { apiCsp } from '../src/http/security-headers';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { postStaff } from './helpers/staff';

const staffBase = `${API_BASE}/pruefungsstelle`;

describe.each(backends)('back office at first use on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const staffRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith(`${staffBase}/`));

  it('has no staff route until the first staff request, then answers concurrent first requests alike', async () => {
    expect(staffRoutes()).toEqual([]);
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.app.inject({ method: 'GET', url: `${staffBase}/sitzung` })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-security-policy']).toBe(apiCsp);
      expect(res.headers['cache-control']).toBe('no-store');
      const id = String(res.headers['x-request-id']);
      const access = t.logs.entries().filter((e) => e.reqId === id && e.msg === 'request completed');
      expect(access).toHaveLength(1);
      expect(access[0]).toMatchObject({ res: { statusCode: 401 } });
    }
    expect(answers[1]?.body).toBe(answers[0]?.body);
    expect(staffRoutes().length).toBeGreaterThan(12);
    expect(staffRoutes().some((r) => r.url.endsWith('/*'))).toBe(false);
  });

  it('hands the body over unread: the staff routes parse and check it', async () => {
    const wrong = await postStaff(t.app, '/anmelden', { email: 'niemand@pruefungsstelle.example' });
    expect(wrong.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: `${staffBase}/anmelden`,
      headers: { 'content-type': 'application/json', origin: t.config.publicUrl },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).not.toContain('at ');
    const unknown = await t.app.inject({ method: 'GET', url: `${staffBase}/gibt-es-nicht` });
    expect(unknown.statusCode).toBe(404);
  });
});
