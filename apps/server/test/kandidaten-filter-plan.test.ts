// The filtered Kandidaten list's work grows with the candidates, not with their square (issue 29,
// BACKOFFICE-1). Filtered by state and "Nicht zugewiesen", the planner once joined a DISTINCT ON over all
// applications in a nested loop (it cannot estimate a filter on that subquery's output) and compared
// every account with every application. Measured by what does not depend on the machine's load: each
// statement of the request is run again under EXPLAIN ANALYZE and the rows its filters threw away are
// counted (loops included).
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { connect, type Database } from '../src/db/connect';
import { createTestApp, type TestApp } from './helpers/app';
import { backends, openTestDatabase, type Backend } from './helpers/db';
import { analyze, seedSubmittedApplications } from './helpers/eingang';
import { getStaff, staffMember, type TestStaff } from './helpers/staff';

interface Statement {
  text: string;
  params: unknown[];
}

const N = 600;

/** A database whose every statement outside transactions is recorded (the list runs none inside one). */
async function recorded(backend: Backend): Promise<{
  database: Database;
  statements: Statement[];
  explain(s: Statement): Promise<{ rows: Record<string, unknown>[] }>;
}> {
  const statements: Statement[] = [];
  if (backend === 'pglite') {
    const client = new PGlite({ loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]) });
    const query = client.query.bind(client);
    client.query = ((text: string, params?: unknown[], ...rest: unknown[]) => {
      statements.push({ text, params: params ?? [] });
      return (query as (...a: unknown[]) => unknown)(text, params, ...rest);
    }) as typeof client.query;
    return {
      database: await connect({ pglite: client, migrate: false }),
      statements,
      explain: (s) => query(`explain (analyze, format json) ${s.text}`, s.params),
    };
  }
  const database = await openTestDatabase(backend);
  const pool = database.pool!;
  const query = pool.query.bind(pool) as (...a: unknown[]) => unknown;
  pool.query = ((config: string | { text: string }, params?: unknown[], ...rest: unknown[]) => {
    statements.push({ text: typeof config === 'string' ? config : config.text, params: params ?? [] });
    return query(config, params, ...rest);
  }) as typeof pool.query;
  return {
    database,
    statements,
    explain: (s) =>
      query(`explain (analyze, format json) ${s.text}`, s.params) as Promise<{
        rows: Record<string, unknown>[];
      }>,
  };
}

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** Rows thrown away by (join) filters in the whole plan, each node's per-loop figure times its loops. */
function verworfen(node: PlanNode): number {
  const loops = Number(node['Actual Loops'] ?? 1);
  const hier =
    (Number(node['Rows Removed by Join Filter'] ?? 0) + Number(node['Rows Removed by Filter'] ?? 0)) * loops;
  return hier + (node.Plans ?? []).reduce((s, p) => s + verworfen(p), 0);
}

describe.each(backends)('the filtered Kandidaten list on %s', (backend) => {
  let t: TestApp;
  let database: Database;
  let statements: Statement[];
  let explain: (s: Statement) => Promise<{ rows: Record<string, unknown>[] }>;
  let staff: TestStaff;

  beforeAll(async () => {
    ({ database, statements, explain } = await recorded(backend));
    t = await createTestApp(backend, { database });
    t.clock.set('2026-10-05T08:00:00Z');
    staff = await staffMember(t.app, database, t.clock, 'sachbearbeitung');
    // N candidates, half WP, each with a submitted application; nobody holds a case.
    await seedSubmittedApplications(database, { n: N, start: new Date('2026-09-01T06:00:00Z'), tag: 'plan' });
    await analyze(database);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it.each([
    'art=WP&status=eingereicht&zuweisung=keine',
    'status=eingereicht',
    'art=WP&status=eingereicht&sortierung=status',
  ])(
    '%s: counts and pages right, and no statement discards more rows than there are candidates',
    async (query) => {
      statements.length = 0;
      const res = await getStaff(t.app, `/kandidaten?${query}`, staff.jwt);
      expect(res.statusCode, res.body).toBe(200);
      const seite = res.json<{ gesamt: number; treffer: { antragStatus: string; art: string }[] }>();
      const erwartet = query.includes('art=WP') ? N / 2 : N;
      expect(seite.gesamt).toBe(erwartet);
      expect(seite.treffer).toHaveLength(25);
      expect(seite.treffer.every((x) => x.antragStatus === 'submitted')).toBe(true);
      const lesend = statements.filter(
        (s) => /^\s*select/i.test(s.text) && s.text.includes('"applications"'),
      );
      // The page and its count.
      expect(lesend.length).toBeGreaterThanOrEqual(2);
      for (const s of lesend) {
        const result = await explain(s);
        const zelle = Object.values(result.rows[0] ?? {})[0];
        const plan = (typeof zelle === 'string' ? JSON.parse(zelle) : zelle) as { Plan: PlanNode }[];
        // Before issue 29: about N²/2 for the WP filter (90,000 of 600), N² without it.
        expect(verworfen(plan[0]!.Plan), s.text.slice(0, 200)).toBeLessThanOrEqual(2 * N);
      }
    },
  );
});
