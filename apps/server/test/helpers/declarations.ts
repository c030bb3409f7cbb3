import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MODUL_SLOTS, MODULE, type ModulSlot } from '@examensportal/domain/rules/module';
import { semester } from '@examensportal/domain/rules/semester';
import { declarations, outbox } from '../../src/db/schema';
import type { Database } from '../../src/db/connect';
import { office } from '../../src/office/commands';
import type { TestApp } from './app';
import { api, jwtFor } from './accounts';
import { multipartBody, type Part } from './multipart';
import { officeDeps, type SeededCandidate, seedAccount, submitApplication } from './procedure';

export interface Kandidat {
  c: SeededCandidate;
  jwt: string;
}

/** A candidate whose application for 2/2027 was submitted (not yet admitted). */
export async function eingereicht(t: TestApp, art: 'WP' | 'EIGNUNG' = 'WP', slots: ModulSlot[] = ['wp']) {
  const c = await seedAccount(t.database, t.clock, { art });
  await submitApplication(t.database, t.clock, c, semester(2027, 2), slots);
  return { c, jwt: await jwtFor(t.app, c) };
}

/** Submitted and admitted today: WP with registrations for the slots, EIGNUNG with one attempt. */
export async function zugelassen(t: TestApp, art: 'WP' | 'EIGNUNG' = 'WP', slots: ModulSlot[] = ['wp']) {
  const k = await eingereicht(t, art, slots);
  await office(officeDeps(t.database, t.clock), 'zulassen', { positionals: [k.c.email], optionen: {} });
  return k;
}

export async function laden(t: TestApp, k: Kandidat, teil: string, modul?: string) {
  await office(officeDeps(t.database, t.clock), 'laden', {
    positionals: [k.c.email],
    optionen: { teil, ...(modul ? { modul } : {}) },
  });
}

/** The envelope of spec §3 for the open term 2/2027; abgesendetAm is the client's, deliberately odd. */
export const umschlag = (art: number, rest: Record<string, unknown> = {}) => ({
  zulassungsblock: '2/2027',
  art,
  abgesendetAm: '1999-01-01 00:00',
  ...rest,
});

export const slots = (...chosen: string[]) =>
  Object.fromEntries(MODUL_SLOTS.map((s) => [s, chosen.includes(s)]));
export const module = (...chosen: string[]) => Object.fromEntries(MODULE.map((m) => [m, chosen.includes(m)]));

export function postModul(app: FastifyInstance, kind: string, jwt: string, body: unknown, key?: string) {
  return app.inject({
    method: 'POST',
    url: api(`/api/modul/${kind}`),
    headers: {
      authorization: `Bearer ${jwt}`,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: JSON.stringify(body),
  });
}

export function postMultipart(app: FastifyInstance, kind: string, jwt: string, parts: Part[], key?: string) {
  const { body, contentType } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: api(`/api/modul/${kind}`),
    headers: {
      authorization: `Bearer ${jwt}`,
      'content-type': contentType,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: body,
  });
}

export const erklaerungenVon = (database: Database, accountId: string) =>
  database.db.select().from(declarations).where(eq(declarations.accountId, accountId));

/** Receipt jobs queued for the declarations of one account. */
export async function quittungsJobs(database: Database, accountId: string) {
  const rows = await database.db.select().from(outbox).where(eq(outbox.kind, 'receipt'));
  return rows.filter((r) => (r.payload as { accountId?: string }).accountId === accountId);
}

/** A valid contact-change envelope (event 10 WP, 16 EIGNUNG) as the client sends it; `rest` overrides. */
export const kontaktaenderung = (art: 10 | 16, rest: Record<string, unknown> = {}) => ({
  art,
  abgesendetAm: '1999-01-01 00:00',
  anrede: 'Frau',
  vorname: 'Erika',
  name: 'Mustermann',
  weitereVornamen: '',
  geburtsname: '',
  geburtsdatum: '1990-04-01',
  geburtsort: 'Köln',
  aktArbeitgeber: '',
  behinderung: false,
  strasse: 'Neue Straße 5',
  land: 'DE',
  plz: '50667',
  ort: 'Köln',
  telefon: '0221 123456',
  bic: '',
  iban: 'DE89370400440532013000',
  ...(art === 16 ? { staatsangehoerigkeit: 'AT' } : {}),
  ...rest,
});
