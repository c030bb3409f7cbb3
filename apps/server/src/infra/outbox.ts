import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../db/connect';
import { outbox } from '../db/schema';
import type { Clock } from './clock';
import type { z } from 'zod';
import { renderMail, type Links, type MailJob } from './mail-templates';
import type { Mailer } from './mailer';
import type { Sealer } from './seal';
import { type StoredMail, storedMailSchema } from './stored-mail';

/** Writes a mail job in the caller's transaction: it is sent only if the action commits. */
export async function enqueueMail(
  tx: Tx | Db,
  deps: { sealer: Sealer; now: Date; messageDomain: string },
  job: MailJob,
): Promise<void> {
  const { token, ...rest } = job as MailJob & { token?: string };
  const payload: StoredMail = {
    job: rest as StoredMail['job'],
    messageId: `<${randomUUID()}@${deps.messageDomain}>`,
    ...(token !== undefined ? { sealedToken: deps.sealer.seal(token) } : {}),
  };
  await tx.insert(outbox).values({ kind: 'mail', payload, createdAt: deps.now, availableAt: deps.now });
}

const batchSize = 10;
/**
 * A claimed row is invisible to other workers this long; a crashed worker's rows come back after it.
 * Short, so a receipt whose process died mid-job is filed within a minute of the restart (REL-RCPT);
 * a job that outlives it may run twice, which every handler tolerates (at least once).
 */
export const leaseMs = 60_000;

/**
 * Wait before the next attempt: 30 s doubling, at most 5 min, so every queued mail goes out within
 * about five minutes of the SMTP server coming back, however long it was away (REL-MAIL).
 */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);
}

export interface OutboxDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  sealer: Sealer;
  links: Links;
  logger: Logger;
}

/** What a job kind does with its parsed payload; it may return the payload to keep once it is done. */
export type JobHandler<T = unknown> = (
  payload: T,
  job: { id: number; attempts: number },
) => Promise<JobDone | void>;

/** A job kind's edge: the schema its stored payload must fit, and the handler that gets it parsed. */
interface JobKind {
  schema: z.ZodType;
  run: JobHandler;
}

/**
 * A stored payload that does not fit its kind's schema fails the job like any error (logged, retried
 * with backoff, never run with it). The message names the paths and issue codes, never the values.
 */
class PayloadDoesNotFit extends Error {
  constructor(kind: string, error: z.ZodError) {
    const issues = error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.code}`);
    super(`payload of outbox kind ${kind} does not fit its schema: ${issues.join('; ')}`);
  }
}
export interface JobDone {
  payload?: unknown;
}

/** Writes a job of any registered kind in the caller's transaction (it runs only if the action commits). */
export async function enqueueJob(tx: Tx | Db, kind: string, payload: unknown, now: Date): Promise<void> {
  await tx.insert(outbox).values({ kind, payload, createdAt: now, availableAt: now });
}

/**
 * Runs the outbox: mail, and the job kinds registered with handle() (e.g. receipt PDFs). Rows are
 * claimed with FOR UPDATE SKIP LOCKED and a lease, so several replicas never run the same row at the
 * same time; a failure is retried with exponential backoff. Jobs run at least once: handlers are
 * idempotent.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  /** Runs are chained, never parallel within one process. */
  private queue: Promise<unknown> = Promise.resolve();
  private kickQueued = false;
  private stopped = false;
  private readonly handlers = new Map<string, JobKind>();
  /** Rows this worker has claimed and not yet finished: their leases are renewed while it works. */
  private readonly inHand = new Set<number>();
  private renewTimer: NodeJS.Timeout | undefined;

  constructor(private readonly deps: OutboxDeps) {
    this.handle('mail', storedMailSchema, (payload, job) => this.sendMail(payload, job.id));
  }

  /**
   * Registers a job kind (one handler per kind) with the schema of its payload: the handler gets the
   * payload parsed, never a cast of what the row holds (issue 31.7).
   */
  handle<S extends z.ZodType>(kind: string, schema: S, handler: JobHandler<z.output<S>>): void {
    if (this.handlers.has(kind)) throw new Error(`outbox kind ${kind} already has a handler`);
    this.handlers.set(kind, { schema, run: handler as JobHandler });
  }

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

  /** Runs every job that is due now (including all committed before the call); resolves with the count done. */
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
    // A slow SMTP server must never let a lease run out mid-send (another worker would send the mail
    // again): while rows are in hand, their leases are renewed every third of the lease time.
    this.renewTimer ??= setInterval(() => void this.renewLeases(), leaseMs / 3);
    this.renewTimer.unref();
    try {
      for (;;) {
        const rows = await this.claim();
        if (rows.length === 0) return sent;
        for (const row of rows) this.inHand.add(row.id);
        for (const row of rows) {
          if (await this.deliver(row)) sent++;
          this.inHand.delete(row.id);
        }
        if (rows.length < batchSize) return sent;
      }
    } finally {
      this.inHand.clear();
      clearInterval(this.renewTimer);
      this.renewTimer = undefined;
    }
  }

  /** Pushes the lease of every row in hand a full lease time past now (the timer calls it). */
  async renewLeases(): Promise<void> {
    if (this.inHand.size === 0) return;
    const until = new Date(this.deps.clock.now().getTime() + leaseMs);
    try {
      await this.deps.db
        .update(outbox)
        .set({ availableAt: until })
        .where(and(inArray(outbox.id, [...this.inHand]), isNull(outbox.sentAt)));
    } catch (err) {
      this.deps.logger.warn({ event: 'outbox.lease_renewal_failed', err });
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
    const { db, clock, logger } = this.deps;
    const mail = row.kind === 'mail';
    try {
      const handler = this.handlers.get(row.kind);
      if (!handler) throw new Error(`no handler for outbox kind ${row.kind}`);
      const parsed = handler.schema.safeParse(row.payload);
      if (!parsed.success) throw new PayloadDoesNotFit(row.kind, parsed.error);
      const done = await handler.run(parsed.data, { id: row.id, attempts: row.attempts });
      await db
        .update(outbox)
        .set({
          sentAt: clock.now(),
          lastError: null,
          ...(done && 'payload' in done ? { payload: done.payload } : {}),
        })
        .where(eq(outbox.id, row.id));
      if (!mail) logger.info({ event: 'outbox.done', outboxId: row.id, kind: row.kind });
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message.slice(0, 500) : 'unknown error';
      await db
        .update(outbox)
        .set({ availableAt: new Date(clock.now().getTime() + backoffMs(row.attempts)), lastError: message })
        .where(eq(outbox.id, row.id));
      logger.warn({
        event: mail ? 'mail.failed' : 'outbox.failed',
        outboxId: row.id,
        kind: row.kind,
        attempts: row.attempts,
        error: message,
      });
      return false;
    }
  }

  private async sendMail(stored: StoredMail, outboxId: number): Promise<JobDone> {
    const { mailer, sealer, links, logger } = this.deps;
    const token = stored.sealedToken ? sealer.open(stored.sealedToken) : undefined;
    const job = { ...stored.job, ...(token !== undefined ? { token } : {}) } as MailJob;
    const { subject, text } = renderMail(job, links);
    await mailer.send({ to: job.to, subject, text, messageId: stored.messageId });
    logger.info({ event: 'mail.sent', outboxId, template: stored.job.template });
    // The sealed link token is not kept once the mail is out.
    const { sealedToken: _dropped, ...scrubbed } = stored;
    return { payload: scrubbed };
  }
}
