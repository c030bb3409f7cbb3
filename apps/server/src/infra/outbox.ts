import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../db/connect';
import { outbox } from '../db/schema';
import type { Clock } from './clock';
import { renderMail, type Links, type MailJob } from './mail-templates';
import type { Mailer } from './mailer';
import type { Sealer } from './seal';

interface StoredMail {
  job: Omit<MailJob, 'token'>;
  /** The link token, encrypted; removed once the mail is sent. */
  sealedToken?: string;
  messageId: string;
}

/** Writes a mail job in the caller's transaction: it is sent only if the action commits. */
export async function enqueueMail(
  tx: Tx | Db,
  deps: { sealer: Sealer; now: Date; messageDomain: string },
  job: MailJob,
): Promise<void> {
  const { token, ...rest } = job as MailJob & { token?: string };
  const payload: StoredMail = {
    job: rest,
    messageId: `<${randomUUID()}@${deps.messageDomain}>`,
    ...(token !== undefined ? { sealedToken: deps.sealer.seal(token) } : {}),
  };
  await tx.insert(outbox).values({ kind: 'mail', payload, createdAt: deps.now, availableAt: deps.now });
}

const batchSize = 10;
/** A claimed row is invisible to other workers this long; a crashed worker's rows come back after it. */
const leaseMs = 5 * 60_000;

export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface OutboxDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  sealer: Sealer;
  links: Links;
  logger: Logger;
}

/**
 * Sends the outbox. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several replicas never
 * send the same row at the same time; a failure is retried with exponential backoff.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  /** Runs are chained, never parallel within one process. */
  private queue: Promise<unknown> = Promise.resolve();
  private kickQueued = false;
  private stopped = false;

  constructor(private readonly deps: OutboxDeps) {}

  start(pollMs: number): void {
    if (pollMs <= 0 || this.timer || this.stopped) return;
    this.timer = setInterval(() => this.kick(), pollMs);
    this.timer.unref();
  }

  /** Run soon (after a commit that enqueued mail); several kicks while one waits are one run. */
  kick(): void {
    if (this.stopped || this.kickQueued) return;
    this.kickQueued = true;
    this.enqueueRun(() => {
      this.kickQueued = false;
    }).catch((err: unknown) => this.deps.logger.error({ err }, 'outbox run failed'));
  }

  /** Sends every mail that is due now (including all committed before the call); resolves with the count. */
  runOnce(): Promise<number> {
    return this.enqueueRun();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.queue.catch(() => {});
  }

  private enqueueRun(before?: () => void): Promise<number> {
    const run = this.queue.then(() => {
      before?.();
      return this.drain();
    });
    this.queue = run.catch(() => {});
    return run;
  }

  private async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await this.claim();
      if (rows.length === 0) return sent;
      for (const row of rows) if (await this.deliver(row)) sent++;
      if (rows.length < batchSize) return sent;
    }
  }

  private async claim() {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(isNull(outbox.sentAt), lte(outbox.availableAt, now)))
        .orderBy(asc(outbox.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outbox)
        .set({ availableAt: new Date(now.getTime() + leaseMs), attempts: sql`${outbox.attempts} + 1` })
        .where(
          inArray(
            outbox.id,
            due.map((r) => r.id),
          ),
        )
        .returning();
    });
  }

  private async deliver(row: typeof outbox.$inferSelect): Promise<boolean> {
    const { db, clock, mailer, sealer, links, logger } = this.deps;
    const stored = row.payload as StoredMail;
    try {
      const token = stored.sealedToken ? sealer.open(stored.sealedToken) : undefined;
      const job = { ...stored.job, ...(token !== undefined ? { token } : {}) } as MailJob;
      const { subject, text } = renderMail(job, links);
      await mailer.send({ to: job.to, subject, text, messageId: stored.messageId });
      const { sealedToken: _dropped, ...scrubbed } = stored;
      await db
        .update(outbox)
        .set({ sentAt: clock.now(), payload: scrubbed, lastError: null })
        .where(eq(outbox.id, row.id));
      logger.info({ event: 'mail.sent', outboxId: row.id, template: stored.job.template });
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message.slice(0, 500) : 'unknown error';
      await db
        .update(outbox)
        .set({ availableAt: new Date(clock.now().getTime() + backoffMs(row.attempts)), lastError: message })
        .where(eq(outbox.id, row.id));
      logger.warn({ event: 'mail.failed', outboxId: row.id, attempts: row.attempts, error: message });
      return false;
    }
  }
}
