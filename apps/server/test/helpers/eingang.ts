// Many submitted applications at once, for the Eingang's paging tests and its bench step: one SQL
// statement (generate_series), so 10,000 items take a second, not the minutes of 10,000 submits.
// Surnames are a permutation of the arrival order, so sorting by name differs from sorting by date;
// even numbers are WP, odd ones EIGNUNG.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/connect';

export interface QueueSeed {
  n: number;
  /** The first item's arrival; each next one a second later. */
  start: Date;
  /** Makes the e-mail addresses unique across calls. */
  tag: string;
}

export const queueName = (i: number, n: number) => `Name${String((i * 7919) % n).padStart(5, '0')}`;
export const queueEmail = (i: number, tag: string) => `queue-${tag}-${i}@example.org`;

export async function seedSubmittedApplications(database: Database, seed: QueueSeed): Promise<void> {
  await database.db.execute(sql`
    with neu as (
      insert into accounts (email, vorname, nachname, art, password_hash, created_at, confirmed_at)
      select 'queue-' || ${seed.tag}::text || '-' || i || '@example.org',
             'Vorname' || lpad(i::text, 5, '0'),
             'Name' || lpad(((i * 7919) % ${seed.n}::int)::text, 5, '0'),
             case when i % 2 = 0 then 'WP' else 'EIGNUNG' end,
             'kein Passwort',
             ${seed.start.toISOString()}::timestamptz + (i - 1) * interval '1 second',
             ${seed.start.toISOString()}::timestamptz
      from generate_series(1, ${seed.n}::int) i
      returning id, art, created_at
    ), kandidaten as (
      insert into candidates (account_id, art, created_at, updated_at)
      select id, art, created_at, created_at from neu
    )
    insert into applications (account_id, art, status, term, payload, antragsdatum, created_at, updated_at, submitted_at)
    select id, art, 'submitted', '2027/2', '{}'::jsonb, '2026-10-05', created_at, created_at, created_at from neu`);
}

/** Planner statistics as autovacuum would gather them after a bulk load (PGlite runs none). */
export async function analyze(database: Database): Promise<void> {
  await database.db.execute(sql`analyze`);
}
