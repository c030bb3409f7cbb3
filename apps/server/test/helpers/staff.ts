// Staff accounts for tests: created the way an office does it (mitarbeiter-anlegen, then the set-up
// link), with the TOTP code computed from the key the set-up answer shows as text.
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../src/db/connect';
import type { ManualClock } from '../../src/infra/clock';
import { office } from '../../src/office/commands';
import { api, postJson } from './accounts';
import { officeDeps } from './procedure';

export const staffPassword = 'Pruefungs#Stelle2026';
const staffApi = (path: string) => api(`/pruefungsstelle${path}`);
export const postStaff = (app: FastifyInstance, path: string, body: unknown, jwt?: string) =>
  postJson(app, `/pruefungsstelle${path}`, body, jwt);
export const getStaff = (app: FastifyInstance, path: string, jwt?: string) =>
  app.inject({ method: 'GET', url: staffApi(path), headers: jwt ? { authorization: `Bearer ${jwt}` } : {} });

let counter = 0;
export const staffEmail = (prefix = 'mitarbeiter') =>
  `${prefix}-${Date.now()}-${counter++}@pruefungsstelle.example`;

/** The code an authenticator app shows at `at` for the key shown as text. */
export function totpCode(schluessel: string, at: Date): string {
  const secret = Secret.fromBase32(schluessel.replace(/\s+/g, ''));
  return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at.getTime() });
}

export interface TestStaff {
  id: string;
  email: string;
  name: string;
  jwt: string;
  schluessel: string;
  codes: string[];
}

/** The set-up token of a link printed by mitarbeiter-anlegen or mailed by an invitation. */
export const tokenOf = (link: string) => decodeURIComponent(link.split('/einrichten/')[1] ?? '');

export async function anlegen(
  database: Database,
  clock: ManualClock,
  rolle: 'leitung' | 'sachbearbeitung',
  email = staffEmail(rolle),
) {
  const out = await office(officeDeps(database, clock, 'Betrieb'), 'mitarbeiter-anlegen', {
    optionen: { email, name: `Test ${rolle}`, rolle },
  });
  return out.data as { id: string; link: string; email: string; name: string };
}

/** Set-up link → password → TOTP → recovery codes: a fully logged-in staff member. */
export async function einrichten(
  app: FastifyInstance,
  clock: ManualClock,
  link: string,
): Promise<Omit<TestStaff, 'id' | 'email' | 'name'>> {
  const pw = await postStaff(app, '/einrichtung/passwort', { token: tokenOf(link), passwort: staffPassword });
  if (pw.statusCode !== 200) throw new Error(`einrichtung/passwort ${pw.statusCode} ${pw.body}`);
  const { jwt } = pw.json<{ jwt: string }>();
  const setup = await postStaff(app, '/einrichtung/totp', {}, jwt);
  const { schluessel } = setup.json<{ schluessel: string }>();
  const ok = await postStaff(
    app,
    '/einrichtung/totp/bestaetigen',
    { code: totpCode(schluessel, clock.now()) },
    jwt,
  );
  if (ok.statusCode !== 200) throw new Error(`totp/bestaetigen ${ok.statusCode} ${ok.body}`);
  return { jwt, schluessel, codes: ok.json<{ wiederherstellungscodes: string[] }>().wiederherstellungscodes };
}

export async function staffMember(
  app: FastifyInstance,
  database: Database,
  clock: ManualClock,
  rolle: 'leitung' | 'sachbearbeitung',
): Promise<TestStaff> {
  const created = await anlegen(database, clock, rolle);
  const done = await einrichten(app, clock, created.link);
  // The set-up code's step is used; the next login needs a later one.
  clock.advance(30_000);
  return { id: created.id, email: created.email, name: created.name, ...done };
}
