// Many submitted applications at once, for the Eingang's paging tests and its bench step: one SQL
// statement (generate_series), so 10,000 items take a second, not the minutes of 10,000 submits.
// Surnames are a permutation of the arrival order, so sorting by name differs from sorting by date;
// even numbers are WP, odd ones EIGNUNG (unless one kind is asked for).
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { prueflisteAusPayload } from '@examensportal/domain/rules/pruefliste';
import type { Art } from '@examensportal/domain/rules/facts';
import type { Database } from '../../src/db/connect';
import { accounts, applications, prueflisteMarkierungen } from '../../src/db/schema';

export interface QueueSeed {
  n: number;
  /** The first item's arrival; each next one a second later. */
  start: Date;
  /** Makes the e-mail addresses unique across calls. */
  tag: string;
  /** Every item of this kind (default: alternating). */
  art?: Art;
  /** The applications' term (default 2027/2). */
  termin?: string;
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
             coalesce(${seed.art ?? null}::text, case when i % 2 = 0 then 'WP' else 'EIGNUNG' end),
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
    select id, art, 'submitted', ${seed.termin ?? '2027/2'}::text, '{}'::jsonb, '2026-10-05', created_at, created_at, created_at from neu`);
}

/** Planner statistics as autovacuum would gather them after a bulk load (PGlite runs none). */
export async function analyze(database: Database): Promise<void> {
  await database.db.execute(sql`analyze`);
}

/**
 * The Prüfliste of the oldest `n` aptitude-test applications (of the seed `tag`, when given) marked
 * geprüft by `staff`, as a caseworker would have, point by point; their account ids, oldest first.
 * The aptitude test's: the seed gives WP applications no module to register (an admission refuses).
 */
export async function prueflistenGeprueft(
  database: Database,
  staff: { id: string; name: string },
  now: Date,
  n: number,
  tag?: string,
): Promise<string[]> {
  const rows = await database.db
    .select({
      id: applications.id,
      accountId: applications.accountId,
      art: applications.art,
      payload: applications.payload,
    })
    .from(applications)
    .innerJoin(accounts, eq(accounts.id, applications.accountId))
    .where(
      and(
        eq(applications.art, 'EIGNUNG'),
        tag === undefined ? undefined : like(accounts.email, `queue-${tag}-%`),
      ),
    )
    .orderBy(asc(applications.submittedAt), asc(applications.id))
    .limit(n);
  const werte = rows.flatMap((a) =>
    prueflisteAusPayload(a.art as Art, a.payload).map((p) => ({
      accountId: a.accountId,
      applicationId: a.id,
      punkt: p.key,
      status: 'geprueft' as const,
      staffId: staff.id,
      staffName: staff.name,
      createdAt: now,
    })),
  );
  for (let i = 0; i < werte.length; i += 1000)
    await database.db.insert(prueflisteMarkierungen).values(werte.slice(i, i + 1000));
  return rows.map((a) => a.accountId);
}
