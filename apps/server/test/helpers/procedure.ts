import type { FastifyInstance } from 'fastify';
import { berlinDate } from '@examensportal/domain/dates';
import type { ModulSlot } from '@examensportal/domain/rules/module';
import type { Semester } from '@examensportal/domain/rules/semester';
import { accounts, officeActions } from '../../src/db/schema';
import type { Database } from '../../src/db/connect';
import { beispielEignung, beispielZulassung } from '../../src/demo/beispiele';
import { lockCandidate } from '../../src/features/procedure/records';
import { einreichen } from '../../src/features/procedure/submit';
import type { Clock } from '../../src/infra/clock';
import { hashPassword, TEST_PASSWORD_HASH_COST } from '../../src/infra/passwords';
import type { OfficeDeps } from '../../src/features/buero/context';
import { STANDARD_GRUNDEINSTELLUNGEN } from '../../src/features/procedure/settings';
import { api, candidate, type Candidate, jwtFor } from './accounts';

export interface SeededCandidate extends Candidate {
  id: string;
}

/** A confirmed account written straight into the database (the account flows have their own tests). */
export async function seedAccount(
  database: Database,
  clock: Clock,
  overrides: Partial<Candidate> = {},
): Promise<SeededCandidate> {
  const c = candidate(overrides);
  const now = clock.now();
  const [row] = await database.db
    .insert(accounts)
    .values({
      email: c.email,
      vorname: c.vorname,
      nachname: c.nachname,
      art: c.art,
      passwordHash: await hashPassword(c.passwort, TEST_PASSWORD_HASH_COST),
      createdAt: now,
      confirmedAt: now,
    })
    .returning({ id: accounts.id });
  if (!row) throw new Error('no account');
  return { ...c, id: row.id };
}

/** Submits a complete application for the candidate, as the final submit does. */
export async function submitApplication(
  database: Database,
  clock: Clock,
  c: SeededCandidate,
  termin: Semester,
  slots: readonly ModulSlot[] = ['wp'],
  /** The WP application's options (e.g. a Nachteilsausgleich request). */
  optionen: Parameters<typeof beispielZulassung>[3] = {},
) {
  const now = clock.now();
  const person = { vorname: c.vorname, nachname: c.nachname, email: c.email };
  return database.db.transaction(async (tx) => {
    await lockCandidate(tx, c.id, now);
    const common = { accountId: c.id, antragsdatum: berlinDate(now), von: 'kandidat' };
    return c.art === 'WP'
      ? einreichen(
          tx,
          { ...common, art: 'WP', antrag: beispielZulassung(termin, slots, person, optionen) },
          now,
        )
      : einreichen(tx, { ...common, art: 'EIGNUNG', antrag: beispielEignung(termin, person) }, now);
  });
}

export const officeDeps = (database: Database, clock: Clock, von = 'Sachbearbeitung Test'): OfficeDeps => ({
  db: database.db,
  clock,
  von,
  verfahren: STANDARD_GRUNDEINSTELLUNGEN,
});

export async function getAs(app: FastifyInstance, path: string, jwt: string) {
  return app.inject({ method: 'GET', url: api(path), headers: { authorization: `Bearer ${jwt}` } });
}

/** Logs in afresh (the tests move the clock by days, past the idle timeout) and reads one call. */
export async function readAs<T = Record<string, unknown>>(
  app: FastifyInstance,
  c: Candidate,
  path: string,
): Promise<T> {
  const res = await getAs(app, path, await jwtFor(app, c));
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

export async function auditCount(database: Database): Promise<number> {
  return (await database.db.select({ id: officeActions.id }).from(officeActions)).length;
}
