// The term the back-office step works on (issue 28 point 13): 2,000 candidates with 10,000 Eingang
// items – each candidate's submitted application (queue "Anträge") and four documents sent after it
// (queue "Neue Dokumente"). The applications come from the server tests' own bulk seed
// (test/helpers/eingang.ts, one statement); on top, what the person search meets in a real term:
// contact data with a date and place of birth, and one in fifty named Jörg Müller (umlauts, and the
// same name many times over, so the search has to tell them apart by the date of birth).
import { sql } from 'drizzle-orm';
import type { Database } from '../../../apps/server/src/db/connect';
import { analyze, seedSubmittedApplications } from '../../../apps/server/test/helpers/eingang';

interface Term {
  candidates: number;
  /** Eingang items in all: the applications plus (items − candidates) new documents. */
  items: number;
}

const TAG = 'bo';
const BIRTH_START = Date.UTC(1985, 0, 1);
const DAY_MS = 86_400_000;

/** Candidate i's date of birth (ISO): 37 is prime to 5,000, so no two of the first 5,000 share one. */
export const geburtsdatum = (i: number) =>
  new Date(BIRTH_START + ((i * 37) % 5000) * DAY_MS).toISOString().slice(0, 10);

/** As the office types a date: 04.07.1995. */
export const deutschesDatum = (iso: string) => iso.split('-').reverse().join('.');

/** Every fiftieth candidate is a Jörg Müller. */
export const muellerAnzahl = (candidates: number) => Math.floor(candidates / 50);

export async function seedTerm(database: Database, term: Term): Promise<void> {
  await seedSubmittedApplications(database, {
    n: term.candidates,
    start: new Date('2026-09-01T06:00:00Z'),
    tag: TAG,
  });
  // The number of each seeded account is the last part of its address (queue-bo-<i>@example.org).
  const nummer = sql`split_part(split_part(a.email, '@', 1), '-', 3)::int`;
  await database.db.execute(sql`
    update accounts a set vorname = 'Jörg', nachname = 'Müller'
    where a.email like ${`queue-${TAG}-%`} and ${nummer} % 50 = 0`);
  await database.db.execute(sql`
    update candidates c set kontaktdaten = jsonb_build_object(
        'vorname', a.vorname, 'name', a.nachname, 'geburtsname', '',
        'geburtsdatum', to_char(date '1985-01-01' + ((${nummer} * 37) % 5000), 'YYYY-MM-DD'),
        'geburtsort', case when ${nummer} % 3 = 0 then 'Köln' else 'Gießen' end)
    from accounts a
    where a.id = c.account_id and a.email like ${`queue-${TAG}-%`}`);
  const proKandidat = Math.max(0, Math.round((term.items - term.candidates) / term.candidates));
  // Metadata only: the Eingang lists them, nothing here reads the (absent) files.
  if (proKandidat > 0)
    await database.db.execute(sql`
      insert into documents (id, account_id, category, type, source, original_name, stored_name, content_type, size, sha256, created_at)
      select gen_random_uuid(), a.id, 'AKTENEINGANG', 'LEBENSLAUF', 'candidate', 'Nachweis-' || k || '.pdf',
             gen_random_uuid()::text, 'application/pdf', 1024, repeat('0', 64), a.created_at + k * interval '1 hour'
      from accounts a cross join generate_series(1, ${proKandidat}::int) k
      where a.email like ${`queue-${TAG}-%`}`);
  await analyze(database);
}
