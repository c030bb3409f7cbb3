// Issue 30 point 4: the Protokoll is tamper-evident (decision 0029). Rows are changed, deleted and
// inserted by hand as a superuser would (the append-only trigger switched off), and
// `protokoll-pruefen` names the entry; the daily anchor is written once per day and catches a chain
// cut short consistently; concurrent appends never fork the chain; rows from before the chain are sealed.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import type { Database } from '../src/db/connect';
import { ManualClock } from '../src/infra/clock';
import { writeDailyAnchor } from '../src/features/protokoll/anchor';
import { sealLegacyEntries } from '../src/features/protokoll/seal';
import { recordStaffAction } from '../src/features/staff/audit';
import { insertOfficeAction } from '../src/features/procedure/records';
import { office } from '../src/office/commands';
import { OfficeError } from '../src/features/buero/context';
import { backends, openTestDatabase, query } from './helpers/db';
import { officeDeps } from './helpers/procedure';

const p = officeCliTexte.protokollPruefen;
const staffKette = p.ketten.staff_audit;
const officeKette = p.ketten.office_actions;

describe.each(backends)('tamper-evident Protokoll on %s', (backend) => {
  let database: Database;
  let clock: ManualClock;
  let ankerDir: string;
  beforeEach(async () => {
    database = await openTestDatabase(backend);
    clock = new ManualClock();
    clock.set('2026-10-05T08:00:00Z');
    ankerDir = mkdtempSync(path.join(os.tmpdir(), 'ep-anker-'));
  });
  afterEach(async () => {
    await database.close();
    rmSync(ankerDir, { recursive: true, force: true });
  });

  const audit = (n: number, extra: Record<string, unknown> = {}) =>
    database.db.transaction((tx) =>
      recordStaffAction(
        tx,
        {
          wer: `Person ${n}`,
          quelle: 'browser',
          aktion: 'kandidat.ansehen',
          ziel: `Akte ${n}`,
          nachher: { n, ...extra },
        },
        clock.now(),
      ),
    );
  const action = (n: number) =>
    database.db.transaction((tx) =>
      insertOfficeAction(
        tx,
        { von: 'Test', command: 'termin', accountId: null, details: { n } },
        clock.now(),
      ),
    );
  const pruefen = () =>
    office({ ...officeDeps(database, clock), protokollAnkerDir: ankerDir }, 'protokoll-pruefen');
  const refusal = async () => {
    const error = await pruefen().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OfficeError);
    return (error as Error).message.split('\n');
  };
  /** As a superuser would: the append-only trigger off for one statement. */
  const byHand = async (table: 'staff_audit' | 'office_actions', statement: ReturnType<typeof sql>) => {
    await database.db.execute(sql.raw(`alter table ${table} disable trigger ${table}_append_only`));
    try {
      await database.db.execute(statement);
    } finally {
      await database.db.execute(sql.raw(`alter table ${table} enable trigger ${table}_append_only`));
    }
  };

  async function fiveEach() {
    const ids = [];
    for (let n = 1; n <= 5; n++) {
      ids.push(await audit(n, { when: new Date('2026-01-01T00:00:00Z'), skip: undefined, x: 0.1 }));
      await action(n);
    }
    return ids;
  }

  it('an untouched trail passes: every entry linked in order, the head matches', async () => {
    await fiveEach();
    const out = await pruefen();
    expect(out.text).toContain(
      p.ketteIntakt(
        staffKette,
        5,
        (out.data as { ketten: { pruefsumme: string }[] }).ketten[1]?.pruefsumme ?? '',
      ),
    );
    expect(out.text).toContain(
      p.ketteIntakt(
        officeKette,
        5,
        (out.data as { ketten: { pruefsumme: string }[] }).ketten[0]?.pruefsumme ?? '',
      ),
    );
    const rows = await query<{ chain_seq: string; prev_hash: string; hash: string }>(
      database,
      sql`select chain_seq, prev_hash, hash from staff_audit order by id`,
    );
    expect(rows.map((r) => Number(r.chain_seq))).toEqual([1, 2, 3, 4, 5]);
    expect(rows[0]?.prev_hash).toBe('0'.repeat(64));
    expect(rows[1]?.prev_hash).toBe(rows[0]?.hash);
  });

  it('the database still refuses to change or delete an entry', async () => {
    const [id] = await fiveEach();
    await expect(
      database.db.execute(sql`update staff_audit set wer = 'X' where id = ${id}`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`update staff_audit set hash = 'x' where id = ${id}`),
    ).rejects.toThrow();
    await expect(database.db.execute(sql`delete from office_actions`)).rejects.toThrow();
  });

  it('a row changed by hand is named as changed', async () => {
    const ids = await fiveEach();
    await byHand('staff_audit', sql`update staff_audit set wer = 'Jemand anderes' where id = ${ids[2]}`);
    expect(await refusal()).toEqual([p.nichtUnversehrt, p.geaendert(staffKette, ids[2] ?? 0)]);
  });

  it('a changed JSON value is found as well', async () => {
    const ids = await fiveEach();
    await byHand('staff_audit', sql`update staff_audit set nachher = '{"n": 2}'::jsonb where id = ${ids[1]}`);
    expect(await refusal()).toEqual([p.nichtUnversehrt, p.geaendert(staffKette, ids[1] ?? 0)]);
  });

  it('a row deleted by hand is named as missing, between its neighbours', async () => {
    await fiveEach();
    const rows = await query<{ id: string }>(database, sql`select id from office_actions order by id`);
    const [, second, third, fourth] = rows.map((r) => Number(r.id));
    await byHand('office_actions', sql`delete from office_actions where id = ${third}`);
    expect(await refusal()).toEqual([p.nichtUnversehrt, p.fehlt(officeKette, 3, second ?? 0, fourth ?? 0)]);
  });

  it('the last row deleted by hand is missing at the end (the head knows it)', async () => {
    const ids = await fiveEach();
    await byHand('staff_audit', sql`delete from staff_audit where id = ${ids[4]}`);
    expect(await refusal()).toEqual([p.nichtUnversehrt, p.fehlt(staffKette, 5, ids[3] ?? 0, null)]);
  });

  it('a row inserted by hand is named as inserted', async () => {
    await fiveEach();
    const [row] = await query<{ id: string }>(
      database,
      sql`insert into staff_audit (at, wer, quelle, aktion) values (now(), 'Eindringling', 'system', 'mitarbeiter.rolle') returning id`,
    );
    expect(await refusal()).toEqual([p.nichtUnversehrt, p.eingefuegt(staffKette, Number(row?.id))]);
  });

  it('concurrent appends never fork the chain', async () => {
    await Promise.all(Array.from({ length: 24 }, (_, n) => (n % 2 ? audit(n) : action(n))));
    const out = await pruefen();
    expect(out.data).toMatchObject({ ketten: [{ eintraege: 12 }, { eintraege: 12 }] });
  });

  it('a rolled-back action leaves no link behind', async () => {
    await fiveEach();
    await expect(
      database.db.transaction(async (tx) => {
        await recordStaffAction(tx, { wer: 'X', quelle: 'browser', aktion: 'a' }, clock.now());
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await audit(6);
    expect((await pruefen()).data).toMatchObject({ ketten: [{ eintraege: 5 }, { eintraege: 6 }] });
  });

  it('writes the daily anchor once per day, as a file; a chain cut short consistently fails against it', async () => {
    await fiveEach();
    const deps = { db: database.db, clock, dir: ankerDir };
    const written = await Promise.all([writeDailyAnchor(deps), writeDailyAnchor(deps)]);
    expect(written.sort()).toEqual([false, true]);
    expect(readdirSync(ankerDir)).toEqual(['protokoll-anker-2026-10-05.json']);
    const anchor = JSON.parse(readFileSync(path.join(ankerDir, 'protokoll-anker-2026-10-05.json'), 'utf8'));
    expect(anchor).toMatchObject({
      day: '2026-10-05',
      heads: { staff_audit: { seq: 5 }, office_actions: { seq: 5 } },
    });
    expect((await pruefen()).text).toContain(p.ankerGeprueft(1, ankerDir));

    clock.set('2026-10-05T21:59:00Z'); // still the 5th in Berlin
    expect(await writeDailyAnchor(deps)).toBe(false);
    clock.set('2026-10-05T22:01:00Z'); // the 6th in Berlin
    await audit(6);
    expect(await writeDailyAnchor(deps)).toBe(true);

    // Whoever deletes the newest entry and moves the head back leaves a chain that is whole in itself;
    // the anchor kept outside the database tells.
    const [last] = await query<{ id: string }>(database, sql`select id from staff_audit where chain_seq = 6`);
    await byHand('staff_audit', sql`delete from staff_audit where id = ${Number(last?.id)}`);
    await database.db.execute(
      sql`update audit_chain_heads set seq = 5, hash = (select hash from staff_audit where chain_seq = 5) where chain = 'staff_audit'`,
    );
    expect(await refusal()).toEqual([p.nichtUnversehrt, p.ankerPasstNicht(staffKette, '2026-10-06', 6)]);
  });

  it('rows written before the chain are sealed once, in id order, at the first start', async () => {
    // As before migration 0017: rows without any chain column, and the migration's boundary after them.
    for (let n = 1; n <= 3; n++)
      await database.db.execute(
        sql`insert into office_actions (von, at, command, details) values ('Alt', ${clock.now().toISOString()}::timestamptz, 'zulassen', ${JSON.stringify({ n })}::jsonb)`,
      );
    await database.db.execute(
      sql`update audit_chain_heads set legacy_until_id = (select max(id) from office_actions) where chain = 'office_actions'`,
    );
    expect(await sealLegacyEntries(database.db)).toBe(3);
    expect(await sealLegacyEntries(database.db)).toBe(0);
    await action(4);
    expect((await pruefen()).data).toMatchObject({ ketten: [{ eintraege: 4 }, { eintraege: 0 }] });
  });
});
