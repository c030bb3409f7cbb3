// The facts store: append-only declarations (enforced by the database), the applications read as
// json, and the loader's fixed number of queries.
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { semester } from '@examensportal/domain/rules/semester';
import { connect, type Database } from '../src/db/connect';
import { applications, declarations, officeActions } from '../src/db/schema';
import { berlinTimestamp, recordDeclaration } from '../src/features/procedure/declarations';
import { antraegeJson, antragAusJson, loadProcedure } from '../src/features/procedure/repo';
import { lockCandidate } from '../src/features/procedure/records';
import { ManualClock } from '../src/infra/clock';
import { office } from '../src/office/commands';
import { backends, openTestDatabase, query } from './helpers/db';
import { officeDeps, seedAccount, submitApplication } from './helpers/procedure';

/** The SQLSTATE of a failed statement (drizzle wraps the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.cause?.code ?? e?.code;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('statement succeeded');
    },
    (error: unknown) => error,
  );
}

describe.each(backends)('append-only records on %s', (backend) => {
  let database: Database;
  const clock = new ManualClock('2026-07-01T10:15:30Z');
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(async () => database.close());

  it('keeps the receipt time of a declaration, also as Berlin wall-clock time', async () => {
    const c = await seedAccount(database, clock);
    const d = await recordDeclaration(
      database.db,
      {
        accountId: c.id,
        art: 3,
        vorgang: 'anmeldung',
        term: '2027/1',
        payload: { wp: true },
        von: 'kandidat',
      },
      clock.now(),
    );
    expect(d.receivedAt.toISOString()).toBe('2026-07-01T10:15:30.000Z');
    expect(d.receivedAtBerlin).toBe('2026-07-01 12:15:30');
    expect(berlinTimestamp(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01 00:30:00');
  });

  it('refuses UPDATE, DELETE and TRUNCATE of declarations', async () => {
    const c = await seedAccount(database, clock);
    const { id } = await recordDeclaration(
      database.db,
      { accountId: c.id, art: 9, vorgang: 'gesamtruecktritt', term: '2027/1', payload: {}, von: 'kandidat' },
      clock.now(),
    );
    const update = await failure(
      database.db
        .update(declarations)
        .set({ payload: { geaendert: true } })
        .where(eq(declarations.id, id)),
    );
    expect(sqlState(update)).toBe('42501');
    const remove = await failure(database.db.delete(declarations).where(eq(declarations.id, id)));
    expect(sqlState(remove)).toBe('42501');
    expect(sqlState(await failure(database.db.execute(sql`truncate declarations cascade`)))).toBe('42501');
    const [row] = await database.db.select().from(declarations).where(eq(declarations.id, id));
    expect(row?.payload).toEqual({});
  });

  it('refuses changes to the office audit', async () => {
    const c = await seedAccount(database, clock);
    await submitApplication(database, clock, c, semester(2027, 1));
    await office(officeDeps(database, clock, 'Herr Prüfer'), 'zulassen', { positionals: [c.email] });
    const [row] = await database.db.select().from(officeActions).where(eq(officeActions.accountId, c.id));
    expect(row).toMatchObject({ von: 'Herr Prüfer', command: 'zulassen' });
    expect(sqlState(await failure(database.db.update(officeActions).set({ von: 'jemand' })))).toBe('42501');
    expect(sqlState(await failure(database.db.delete(officeActions)))).toBe('42501');
  });

  it('rejects an unknown event kind', async () => {
    const c = await seedAccount(database, clock);
    const error = await failure(
      database.db.insert(declarations).values({
        accountId: c.id,
        art: 11,
        vorgang: 'x',
        payload: {},
        receivedAt: clock.now(),
        receivedAtBerlin: '2026-07-01 12:15:30',
        von: 'kandidat',
      }),
    );
    expect(sqlState(error)).toBe('23514');
  });

  it('maps the applications read as json back to exactly the rows drizzle selects (issue 29)', async () => {
    const c = await seedAccount(database, clock);
    const now = clock.now();
    await database.db.transaction((tx) => lockCandidate(tx, c.id, now));
    const common = { accountId: c.id, art: 'WP', createdAt: now, updatedAt: now };
    await database.db.insert(applications).values([
      {
        ...common,
        status: 'rejected',
        term: '2026/1',
        payload: { lgs: 2, liste: [1, 'zwei', null], leer: {} },
        vorzeitigeZulassung: 6,
        entfalleneModule: ['wr', 'bwl'],
        antragsdatum: '2025-12-01',
        ersteszulassungsdatum: null,
        versuch: 1,
        submittedAt: new Date('2025-12-01T09:00:00.123Z'),
        decidedAt: new Date('2026-01-15T10:00:00Z'),
        begruendung: 'Gründe „mit“ Anführungszeichen\nund Zeile',
      },
      { ...common, status: 'draft', term: null, payload: { zulassungsblock: '' } },
    ]);
    // Microseconds and an instant before 1970: dropped as the driver's own parse drops them.
    await database.db.execute(
      sql`update applications set created_at = '2025-11-30 23:59:59.999999+00', decided_at = '1969-12-31 23:59:59.9995+00' where account_id = ${c.id} and status = 'rejected'`,
    );
    const selected = await database.db
      .select()
      .from(applications)
      .where(eq(applications.accountId, c.id))
      .orderBy(sql`case when status in ('draft', 'submitted') then 0 else 1 end`, desc(applications.seq));
    const loaded = await loadProcedure(database.db, c.id);
    expect(selected).toHaveLength(2);
    expect(loaded?.application).toEqual(selected[0]);
    expect(loaded?.application?.createdAt).toBeInstanceOf(Date);
    // The earlier one as the career rules read it.
    expect(loaded?.facts.fruehereAntraege).toEqual([
      {
        status: 'rejected',
        zulassungsblock: '2026/1',
        antragsdatum: '2025-12-01',
        ersteszulassungsdatum: null,
        versuch: 1,
      },
    ]);
    // And every field of the earlier row, through the same mapping.
    const [json] = await query<{ a: Parameters<typeof antragAusJson>[0][] }>(
      database,
      sql`select ${antraegeJson(sql`${c.id}`)} as a`,
    );
    expect(json?.a.map(antragAusJson)).toEqual(selected);
  });
});

describe('facts loader', () => {
  let database: Database;
  let queries = 0;
  const clock = new ManualClock('2026-10-05T08:00:00Z');

  beforeAll(async () => {
    // A PGlite whose every statement is counted, inside transactions too.
    const client = new PGlite({ loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]) });
    const query = client.query.bind(client);
    client.query = ((...args: Parameters<typeof query>) => {
      queries++;
      return query(...args);
    }) as typeof client.query;
    // Named statements (db/prepared.ts, decision 0073): one message with a Bind to a named statement.
    const exchange = client.execProtocolStream.bind(client);
    client.execProtocolStream = ((message: Uint8Array, ...rest: unknown[]) => {
      if (message[0] === 0x42 && message[6] !== 0) queries++;
      return exchange(message, ...(rest as []));
    }) as typeof client.execProtocolStream;
    database = await connect({ pglite: client, migrate: false });
  });
  afterAll(async () => database.close());

  async function count(accountId: string) {
    queries = 0;
    const loaded = await loadProcedure(database.db, accountId);
    return { queries, loaded };
  }

  it('loads a candidate with a fixed number of queries, however much happened (no N+1)', async () => {
    const deps = officeDeps(database, clock);
    const small = await seedAccount(database, clock);
    await submitApplication(database, clock, small, semester(2027, 2), ['wp']);
    await office(deps, 'zulassen', { positionals: [small.email] });

    const big = await seedAccount(database, clock);
    await submitApplication(database, clock, big, semester(2027, 2), ['wp', 'wrVorgezogen', 'bwl', 'st']);
    await office(deps, 'zulassen', { positionals: [big.email] });
    for (const modul of ['wp', 'wr', 'bwl', 'st']) {
      await office(deps, 'laden', { positionals: [big.email], optionen: { modul, teil: 'schriftlich' } });
      await office(deps, 'triftiger-grund-erfassen', {
        positionals: [big.email],
        optionen: { modul, teil: 'schriftlich' },
      });
    }
    await office(deps, 'anrechnung-erfassen', { positionals: [big.email], optionen: { modul: 'st' } });

    const a = await count(small.id);
    const b = await count(big.id);
    expect(a.loaded?.facts.module.wp.anmeldungen).toHaveLength(1);
    expect(b.loaded?.facts.module.bwl.anmeldungen[0]?.triftigeGruende).toHaveLength(1);
    expect(b.loaded?.facts.module.st.anrechnungen).toEqual([
      { beantragtAm: '2026-10-05', status: 'pending' },
    ]);
    expect(b.queries).toBe(a.queries);
    // 9 since the revocations (decision 0055) are one fact kind more; still the same for both.
    expect(b.queries).toBeLessThanOrEqual(9);
  });

  it('an account without any application needs one query (the applications come with the facts)', async () => {
    const c = await seedAccount(database, clock);
    const { queries: n, loaded } = await count(c.id);
    expect(loaded?.facts.antrag.status).toBe('none');
    expect(loaded?.application).toBeNull();
    expect(n).toBe(1);
  });
});
