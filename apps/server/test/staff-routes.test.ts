// Every staff route, swept from the registered route table: no token, a candidate's token, a set-up
// session, the wrong role – and every candidate route refuses a staff token (issue 15).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@examensportal/domain/api';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { createTestApp, type TestApp } from './helpers/app';
import { confirmedCandidate, jwtFor } from './helpers/accounts';
import { backends } from './helpers/db';
import { startSmtpSink } from './helpers/smtp';
import { anlegen, postStaff, staffMember, staffPassword, tokenOf, type TestStaff } from './helpers/staff';

const p = pruefungsstelle;
const staffBase = `${API_BASE}/pruefungsstelle/`;
const publicStaff = new Set([
  'POST /examensportal/backend/pruefungsstelle/anmelden',
  'POST /examensportal/backend/pruefungsstelle/einrichtung/pruefen',
  'POST /examensportal/backend/pruefungsstelle/einrichtung/passwort',
]);

describe.each(backends)('staff route sweep on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let candidateJwt: string;
  let leitung: TestStaff;
  let sachbearbeitung: TestStaff;
  let setupJwt: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url } });
    candidateJwt = await jwtFor(t.app, await confirmedCandidate(t.app, sink));
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    sachbearbeitung = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    const half = await anlegen(t.database, t.clock, 'sachbearbeitung');
    const res = await postStaff(t.app, '/einrichtung/passwort', {
      token: tokenOf(half.link),
      passwort: staffPassword,
    });
    setupJwt = res.json<{ jwt: string }>().jwt;
    // Several argon2 hashes and set-ups: slow on a loaded machine, never a timing assertion.
  }, 240_000);
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const routes = () => t.app.routeTable.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
  const staffRoutes = () => routes().filter((r) => r.url.startsWith(staffBase));
  const call = (route: { method: string; url: string }, jwt?: string) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000'),
      headers: {
        ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
        ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      ...(route.method === 'GET' ? {} : { payload: '{}' }),
    });

  it('marks exactly login and set-up public', () => {
    const marked = staffRoutes()
      .filter((r) => r.public)
      .map((r) => `${r.method} ${r.url}`);
    expect(new Set(marked)).toEqual(publicStaff);
    expect(staffRoutes().length).toBeGreaterThanOrEqual(12);
  });

  it('answers every non-public staff route 401 without a token and with a candidate token', async () => {
    for (const route of staffRoutes().filter((r) => !r.public)) {
      const none = await call(route);
      expect(none.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(none.json()).toEqual({ message: p.nichtAngemeldet });
      const candidate = await call(route, candidateJwt);
      expect(candidate.statusCode, `candidate on ${route.method} ${route.url}`).toBe(401);
      expect(candidate.json()).toEqual({ message: p.sitzungAbgelaufen });
    }
  });

  it('answers every non-public candidate route 401 with a staff token', async () => {
    const candidateRoutes = routes().filter(
      (r) => r.url.startsWith(API_BASE) && !r.url.startsWith(staffBase) && !r.public,
    );
    expect(candidateRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of candidateRoutes) {
      const res = await call(route, leitung.jwt);
      expect(res.statusCode, `staff on ${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses every leitung route to sachbearbeitung with 403, and lets leitung past the guard', async () => {
    const leitungRoutes = staffRoutes().filter((r) => r.staffRolle === 'leitung');
    expect(leitungRoutes.length).toBeGreaterThanOrEqual(4);
    for (const route of leitungRoutes) {
      const res = await call(route, sachbearbeitung.jwt);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ message: p.keineBerechtigung });
      const ok = await call(route, leitung.jwt);
      expect(ok.statusCode, `leitung on ${route.method} ${route.url}`).not.toBe(403);
      expect(ok.statusCode).not.toBe(401);
    }
  });

  it('lets a set-up session reach only the set-up, the session and logout', async () => {
    const allowed = new Set(['/einrichtung/totp', '/einrichtung/totp/bestaetigen', '/sitzung', '/abmelden']);
    for (const route of staffRoutes().filter((r) => !r.public)) {
      const path = route.url.slice(staffBase.length - 1);
      if (allowed.has(path)) continue;
      const res = await call(route, setupJwt);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ message: p.einrichtungZuerst });
    }
    const setup = await call({ method: 'POST', url: `${staffBase}einrichtung/totp` }, leitung.jwt);
    expect(setup.statusCode).toBe(403);
    expect(setup.json()).toEqual({ message: p.bereitsEingerichtet });
  });
});
