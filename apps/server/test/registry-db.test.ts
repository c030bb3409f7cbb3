// Issue 31.8: the one thing of a new declaration kind that neither the type check nor a handler test
// names is the database's check on `declarations.art` (migration 0001): a kind with a new event number
// passed every check and failed with a 500 at its first request (found by adding a throw-away kind).
// This test holds the constraint, as the database has it, to the registry's event numbers, so a new
// number fails here, naming the migration it needs.
import {
  ERKLAERUNG_KEYS,
  ERKLAERUNGEN,
  UNBENUTZTE_EREIGNISART,
} from '@examensportal/domain/erklaerungen/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';

const registry = [
  ...new Set([...ERKLAERUNG_KEYS.flatMap((key) => ERKLAERUNGEN[key].ereignisarten), UNBENUTZTE_EREIGNISART]),
].sort((a, b) => a - b);

describe.each(backends)('the declarations table and the registry on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  it("accepts exactly the registry's event numbers (a new one needs a migration of declarations_art_check)", async () => {
    const { rows } = (await t.database.db.execute(
      sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'declarations_art_check'`,
    )) as unknown as { rows: { def: string }[] };
    expect(rows).toHaveLength(1);
    const zahlen = [...rows[0]!.def.matchAll(/\b(\d+)\b/g)].map((m) => Number(m[1])).sort((a, b) => a - b);
    expect(zahlen).toEqual(registry);
  });
});
