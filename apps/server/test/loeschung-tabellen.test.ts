// Decision 0041: every table of the schema has a retention class or is named as exempt with the
// reason, and the account deletion empties every table with an account column. A new table fails
// here until it is classified – the message says where to add it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connect';
import { GELOESCHTE_TABELLEN } from '../src/features/loeschung/konto-loeschen';
import { TABELLEN_AUSGENOMMEN, TABELLEN_KLASSE } from '../src/features/loeschung/tabellen';
import { backends, openTestDatabase, query } from './helpers/db';

describe.each(backends)('retention classes of the schema on %s', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(async () => database.close());

  const tables = async (where = sql`true`) =>
    (
      await query<{ table_name: string }>(
        database,
        sql`select distinct table_name from information_schema.columns
            where table_schema = current_schema() and ${where} order by table_name`,
      )
    ).map((r) => r.table_name);

  it('classifies every table or names it as exempt', async () => {
    const schema = await tables();
    const missing = schema.filter(
      (name) =>
        !(name in TABELLEN_KLASSE) && !(name in TABELLEN_AUSGENOMMEN) && !name.startsWith('__drizzle'),
    );
    expect(
      missing,
      `Add each table to apps/server/src/features/loeschung/tabellen.ts: TABELLEN_KLASSE ('<table>': '<class of packages/domain/src/rules/aufbewahrung.ts>') if it holds a candidate's records, else TABELLEN_AUSGENOMMEN ('<table>': '<German reason>'); with an account_id column also to REIHENFOLGE in konto-loeschen.ts.`,
    ).toEqual([]);
    const stale = [...Object.keys(TABELLEN_KLASSE), ...Object.keys(TABELLEN_AUSGENOMMEN)].filter(
      (name) => !schema.includes(name),
    );
    expect(stale, 'tabellen.ts names tables the schema no longer has').toEqual([]);
  });

  it('deletes every table with an account column with the account', async () => {
    const withAccount = await tables(sql`column_name = 'account_id'`);
    // The deletion log keeps the UUID (to re-apply after a restore); the Protokoll is redacted, not deleted.
    const kept = ['loeschungen', 'staff_audit', 'office_actions'];
    const missing = withAccount.filter((n) => !GELOESCHTE_TABELLEN.includes(n) && !kept.includes(n));
    expect(
      missing,
      'Add each table with an account_id column to REIHENFOLGE in apps/server/src/features/loeschung/konto-loeschen.ts (child tables before their parents).',
    ).toEqual([]);
  });
});
