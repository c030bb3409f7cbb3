import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTexte } from '@examensportal/domain/messages-mails';
import { outbox } from '../src/db/schema';
import { linksFor } from '../src/infra/mail-templates';
import { smtpMailer } from '../src/infra/mailer';
import { backoffMs, enqueueMail, leaseMs, OutboxWorker } from '../src/infra/outbox';
import { Sealer } from '../src/infra/seal';
import { createTestApp, type TestApp } from './helpers/app';
import { candidate, registerCandidate } from './helpers/accounts';
import { backends, query } from './helpers/db';
import { captureLogs } from './helpers/logs';
import { startSmtpSink } from './helpers/smtp';

const job = (to: string) => ({
  template: 'bereitsRegistriert' as const,
  to,
  vorname: 'Eva',
  nachname: 'Muster',
});

describe.each(backends)('outbox on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let port: number;
  beforeAll(async () => {
    // The SMTP server is down when the app starts.
    const probe = await startSmtpSink();
    port = probe.port;
    await probe.close();
    t = await createTestApp(backend, { env: { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` } });
  });
  afterAll(async () => {
    await t.close();
    await sink?.close();
  });

  it('keeps mail while SMTP is down, retries with backoff and delivers once it is back (REL-MAIL)', async () => {
    const c = candidate();
    expect((await registerCandidate(t.app, c)).statusCode).toBe(201);
    expect(await t.app.outbox.runOnce()).toBe(0);
    const [row] = await query<{ attempts: number; last_error: string | null; sent_at: unknown }>(
      t.database,
      sql`select attempts, last_error, sent_at from outbox order by id desc limit 1`,
    );
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    expect(row?.last_error).toBeTruthy();

    sink = await startSmtpSink(port);
    // Not yet due: the backoff holds it back.
    expect(await t.app.outbox.runOnce()).toBe(0);
    t.clock.advance(backoffMs(1) + 1);
    expect(await t.app.outbox.runOnce()).toBe(1);
    expect(sink.to(c.email).map((m) => m.subject)).toEqual([mailTexte.registrierungBetreff]);
    expect(await t.app.outbox.runOnce()).toBe(0);
  });

  it('sends nothing when the transaction that wrote the mail rolls back', async () => {
    const to = 'rollback@example.org';
    const deps = { sealer: new Sealer(t.config.jwtSecret, 'outbox'), now: t.clock.now(), messageDomain: 'x' };
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueMail(tx, deps, job(to));
        throw new Error('action failed');
      }),
    ).rejects.toThrow('action failed');
    await t.app.outbox.runOnce();
    expect(sink.to(to)).toEqual([]);
  });

  /** A second outbox worker on the same database and clock, as another instance would run it. */
  const workerWith = (mailer: ReturnType<typeof smtpMailer>) =>
    new OutboxWorker({
      db: t.database.db,
      clock: t.clock,
      mailer,
      sealer: new Sealer(t.config.jwtSecret, 'outbox'),
      links: linksFor(t.config.publicUrl),
      logger: captureLogs().logger,
    });

  it('lets two workers share the outbox without sending a mail twice (SKIP LOCKED)', async () => {
    const deps = { sealer: new Sealer(t.config.jwtSecret, 'outbox'), now: t.clock.now(), messageDomain: 'x' };
    const addresses = Array.from({ length: 25 }, (_, i) => `parallel${i}@example.org`);
    for (const to of addresses) await enqueueMail(t.database.db, deps, job(to));
    const mailers = [smtpMailer(sink.url, 'test@example.org'), smtpMailer(sink.url, 'test@example.org')];
    const worker = (i: 0 | 1) => workerWith(mailers[i] as (typeof mailers)[0]);
    const [a, b] = [worker(0), worker(1)];
    const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()]);
    for (const mailer of mailers) mailer.close();
    expect(sentA + sentB).toBe(25);
    for (const to of addresses) expect(sink.to(to)).toHaveLength(1);
    const ids = new Set(addresses.map((to) => sink.to(to)[0]?.messageId));
    expect(ids.size).toBe(25);
    const pending = await t.database.db
      .select()
      .from(outbox)
      .where(sql`sent_at is null`);
    expect(pending).toEqual([]);
  });

  it('renews the lease while a slow SMTP server holds a mail: a second worker never sends it again', async () => {
    expect(await query(t.database, sql`select id from outbox where sent_at is null`)).toEqual([]);
    // An SMTP server that takes the mail but answers only when the test says so.
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    let received = 0;
    let arrived = () => {};
    const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
    const slow = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => {
          received++;
          arrived();
          void answered.then(() => callback());
        });
      },
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', () => resolve()));
    const url = `smtp://127.0.0.1:${(slow.server.address() as AddressInfo).port}?ignoreTLS=true`;
    const deps = { sealer: new Sealer(t.config.jwtSecret, 'outbox'), now: t.clock.now(), messageDomain: 'x' };
    await enqueueMail(t.database.db, deps, job('langsam@example.org'));
    const mailers = [smtpMailer(url, 'test@example.org'), smtpMailer(url, 'test@example.org')];
    const worker = (i: 0 | 1) => workerWith(mailers[i] as (typeof mailers)[0]);
    const [a, b] = [worker(0), worker(1)];
    try {
      const sending = a.runOnce();
      await firstArrived;
      // A is mid-send long past its lease; its timer renews the lease (here called as the timer does).
      t.clock.advance(2 * leaseMs);
      await a.renewLeases();
      expect(await b.runOnce()).toBe(0);
      release();
      expect(await sending).toBe(1);
      expect(received).toBe(1);
    } finally {
      release();
      for (const mailer of mailers) mailer.close();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  it.each([
    [1, 30_000],
    [2, 60_000],
    [4, 240_000],
    // Capped at 5 min (REL-MAIL: delivered within ~5 min of SMTP coming back).
    [5, 300_000],
    [20, 300_000],
  ])('backs off after %i attempts by %i ms', (attempts, ms) => {
    expect(backoffMs(attempts)).toBe(ms);
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as .eml under DATA_DIR/mail and logs its link', async () => {
    const t = await createTestApp('pglite');
    try {
      const c = candidate();
      await registerCandidate(t.app, c);
      await t.app.outbox.runOnce();
      const dir = path.join(t.dataDir, 'mail');
      expect(existsSync(dir)).toBe(true);
      const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(dir, files[0] ?? ''), 'utf8');
      expect(eml).toContain(`To: ${c.email}`);
      const entry = t.logs.entries().find((e) => e.msg === 'Mail gespeichert');
      expect(entry?.path).toBe(path.join(dir, files[0] ?? ''));
      expect(String(entry?.link)).toMatch(
        /^https:\/\/portal\.example\.org\/examensportal\/confirmemail\/[\w-]{43}$/,
      );
    } finally {
      await t.close();
    }
  });
});
