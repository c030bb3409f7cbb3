// Issue 31.7: every outbox job kind's payload is parsed with its schema where the job starts (the
// registration in app.ts, OutboxWorker.handle). A row that does not fit fails that job like any other
// error – logged, retried with backoff, never run with a cast – and the worker goes on with the rest.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bescheidJobKind } from '../src/features/bescheide/job';
import { receiptJobKind } from '../src/features/receipts/job';
import { outbox } from '../src/db/schema';
import { backoffMs, enqueueMail } from '../src/infra/outbox';
import { Sealer } from '../src/infra/seal';
import { createTestApp, type TestApp } from './helpers/app';
import { backends, query } from './helpers/db';

interface Row {
  id: number;
  kind: string;
  attempts: number;
  last_error: string | null;
  sent_at: unknown;
}

describe.each(backends)('outbox payloads parsed at the job edge on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  const rows = () =>
    query<Row>(t.database, sql`select id, kind, attempts, last_error, sent_at from outbox order by id`);

  it('a malformed payload fails its job cleanly; the worker runs the others and retries it', async () => {
    const now = t.clock.now();
    const kaputt = [
      // A receipt whose account id is a number and whose declaration kind does not exist.
      { kind: receiptJobKind, payload: { accountId: 5, declarationId: 'd', ereignis: 'unbekannt' } },
      // A decision letter without its content.
      {
        kind: bescheidJobKind,
        payload: { id: 'x', accountId: 'a', pruefungsart: 'WP', datum: '2026-10-05' },
      },
      // A mail of an unknown template, and a confirmation mail without its sealed link token.
      { kind: 'mail', payload: { job: { template: 'werbung', to: 'a@example.org' }, messageId: '<1@x>' } },
      {
        kind: 'mail',
        payload: {
          job: { template: 'registrierung', to: 'b@example.org', vorname: 'B', nachname: 'C' },
          messageId: '<2@x>',
        },
      },
    ];
    for (const row of kaputt)
      await t.database.db.insert(outbox).values({ ...row, createdAt: now, availableAt: now });
    const deps = { sealer: new Sealer(t.config.jwtSecret, 'outbox'), now, messageDomain: 'x' };
    await enqueueMail(t.database.db, deps, {
      template: 'bereitsRegistriert',
      to: 'gut@example.org',
      vorname: 'Eva',
      nachname: 'Muster',
    });

    // Only the good mail is done; the run itself does not fail.
    expect(await t.app.outbox.runOnce()).toBe(1);
    const [receipt, bescheid, werbung, ohneToken, gut] = await rows();
    for (const row of [receipt, bescheid, werbung, ohneToken]) {
      expect(row).toMatchObject({ attempts: 1, sent_at: null });
      expect(row!.last_error).toMatch(
        new RegExp(`^payload of outbox kind ${row!.kind} does not fit its schema`),
      );
    }
    expect(receipt!.last_error).toContain('accountId: invalid_type');
    expect(receipt!.last_error).toContain('ereignis: invalid_value');
    expect(bescheid!.last_error).toContain('inhalt: invalid_type');
    expect(ohneToken!.last_error).toContain('sealedToken: custom');
    expect(gut).toMatchObject({ attempts: 1, last_error: null });
    expect(gut!.sent_at).not.toBeNull();

    // Logged as a failed job, without the payload's values.
    const failed = t.logs.entries().filter((e) => e.event === 'outbox.failed' || e.event === 'mail.failed');
    // (node-postgres reads a bigserial as text, PGlite as a number.)
    expect(failed.map((e) => e.outboxId)).toEqual(
      [receipt, bescheid, werbung, ohneToken].map((row) => Number(row!.id)),
    );
    expect(t.logs.text()).not.toContain('a@example.org');

    // Retried with the outbox's backoff, as every failed job is.
    expect(await t.app.outbox.runOnce()).toBe(0);
    t.clock.advance(backoffMs(1) + 1);
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect((await rows()).slice(0, 4).map((r) => r.attempts)).toEqual([2, 2, 2, 2]);
  });
});
