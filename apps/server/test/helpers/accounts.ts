import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { solveCaptcha } from './captcha';
import { linkIn, tokenOf, type startSmtpSink } from './smtp';

export const api = (path: string) => `/examensportal/backend${path}`;
export const strongPassword = 'Wirtschafts#Pruefung2025';

let counter = 0;
export function uniqueEmail(prefix = 'kandidat'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}.${Date.now()}@example.org`;
}

export interface Candidate {
  email: string;
  passwort: string;
  vorname: string;
  nachname: string;
  art: 'WP' | 'EIGNUNG';
}

export function candidate(overrides: Partial<Candidate> = {}): Candidate {
  return {
    email: uniqueEmail(),
    passwort: strongPassword,
    vorname: 'Erika',
    nachname: 'Mustermann',
    art: 'WP',
    ...overrides,
  };
}

type App = FastifyInstance & { outbox: { runOnce(): Promise<number> } };
type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

export async function postJson(app: FastifyInstance, path: string, body: unknown, jwt?: string) {
  return app.inject({
    method: 'POST',
    url: api(path),
    headers: { 'content-type': 'application/json', ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
    payload: JSON.stringify(body),
  });
}

export async function registerCandidate(app: App, c: Candidate): Promise<LightMyRequestResponse> {
  return postJson(app, '/register', {
    vorname: c.vorname,
    nachname: c.nachname,
    email: c.email,
    art: c.art,
    passwort: c.passwort,
    passwort1: c.passwort,
    token: await solveCaptcha(app),
  });
}

/** Register, deliver the mail, open the link: a confirmed account. */
export async function confirmedCandidate(app: App, sink: Sink, overrides: Partial<Candidate> = {}) {
  const c = candidate(overrides);
  const res = await registerCandidate(app, c);
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  await app.outbox.runOnce();
  const link = linkIn(sink.to(c.email).at(-1), 'https://portal.example.org/examensportal/confirmemail/');
  const confirm = await app.inject({ method: 'GET', url: api(`/confirmregistration/${tokenOf(link)}`) });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.statusCode} ${confirm.body}`);
  return c;
}

export async function loginAs(app: FastifyInstance, email: string, passwort: string) {
  return postJson(app, '/login', { email, passwort, token: await solveCaptcha(app) });
}

export async function jwtFor(app: FastifyInstance, c: Candidate): Promise<string> {
  const res = await loginAs(app, c.email, c.passwort);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ jwt: string }>().jwt;
}
