// Issue 30 point 4: the daily anchor by mail (PROTOKOLL_ANKER_MAIL=1) — to every active leitung,
// through the outbox, once per day however many instances try; switched off, no mail.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connect';
import { staffAccounts } from '../src/db/schema';
import { writeDailyAnchor } from '../src/features/protokoll/anchor';
import { recordStaffAction } from '../src/features/staff/audit';
import { ManualClock } from '../src/infra/clock';
import { renderMail, type Links, type MailJob } from '../src/infra/mail-templates';
import { Sealer } from '../src/infra/seal';
import { storedMailSchema } from '../src/infra/stored-mail';
import { backends, openTestDatabase, query } from './helpers/db';

const links = { login: 'https://portal.example.org/login' } as unknown as Links;

describe.each(backends)('the daily anchor by mail on %s', (backend) => {
  let database: Database;
  let clock: ManualClock;
  const mail = {
    sealer: new Sealer(new TextEncoder().encode('s'.repeat(40)), 'outbox'),
    messageDomain: 'example.org',
  };

  beforeEach(async () => {
    database = await openTestDatabase(backend);
    clock = new ManualClock();
    clock.set('2026-10-05T08:00:00Z');
    const at = clock.now();
    await database.db.insert(staffAccounts).values([
      {
        email: 'leitung@example.org',
        name: 'Frau Leitung',
        rolle: 'leitung',
        createdAt: at,
        activatedAt: at,
        passwordHash: 'x',
        totpSecret: 'x',
      },
      {
        email: 'zweite@example.org',
        name: 'Herr Zweit',
        rolle: 'leitung',
        createdAt: at,
        activatedAt: at,
        passwordHash: 'x',
        totpSecret: 'x',
      },
      {
        email: 'gesperrt@example.org',
        name: 'Gesperrt',
        rolle: 'leitung',
        createdAt: at,
        activatedAt: at,
        passwordHash: 'x',
        totpSecret: 'x',
        disabledAt: at,
      },
      { email: 'eingeladen@example.org', name: 'Eingeladen', rolle: 'leitung', createdAt: at },
      {
        email: 'sb@example.org',
        name: 'Sachbearbeitung',
        rolle: 'sachbearbeitung',
        createdAt: at,
        activatedAt: at,
        passwordHash: 'x',
        totpSecret: 'x',
      },
    ]);
    await database.db.transaction((tx) =>
      recordStaffAction(tx, { wer: 'Test', quelle: 'browser', aktion: 'test.eintrag' }, at),
    );
  });
  afterEach(async () => {
    await database.close();
  });

  const mails = async () =>
    (
      await query<{ payload: unknown }>(
        database,
        sql`select payload from outbox where kind = 'mail' order by id`,
      )
    ).map((r) => storedMailSchema.parse(r.payload).job as MailJob);

  it('two instances at once: one anchor, one mail to each active leitung, with date, hash and how to check', async () => {
    const deps = { db: database.db, clock, dir: undefined, mail };
    const written = await Promise.all([writeDailyAnchor(deps), writeDailyAnchor(deps)]);
    expect(written.sort()).toEqual([false, true]);
    const sent = await mails();
    expect(sent.map((j) => j.to).sort()).toEqual(['leitung@example.org', 'zweite@example.org']);
    const [head] = await query<{ hash: string }>(
      database,
      sql`select hash from audit_chain_heads where chain = 'staff_audit'`,
    );
    const { subject, text } = renderMail(sent[0] as MailJob, links);
    expect(subject).toBe('Examensportal: Anker des Protokolls vom 05.10.2026');
    expect(text).toContain('Guten Tag Frau Leitung,');
    expect(text).toContain(`Hashwert ${head?.hash}`);
    expect(text).toContain('npm run office -- protokoll-pruefen');
    expect(text).toContain('protokoll-anker-2026-10-05.json');
    expect(text).toContain('"day": "2026-10-05"');
    // Later the same day: nothing more; the next day: the next mail.
    expect(await writeDailyAnchor(deps)).toBe(false);
    expect(await mails()).toHaveLength(2);
    clock.set('2026-10-06T08:00:00Z');
    expect(await writeDailyAnchor(deps)).toBe(true);
    expect(await mails()).toHaveLength(4);
  });

  it('switched off (the default): the anchor is written, no mail', async () => {
    expect(await writeDailyAnchor({ db: database.db, clock, dir: undefined })).toBe(true);
    expect(await mails()).toEqual([]);
  });
});
