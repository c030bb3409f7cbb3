import type { Logger } from 'pino';
import type { Db } from '../../db/connect';
import { type Clock, systemClock } from '../../infra/clock';
import type { FileStore } from '../../infra/storage';
import { referencedStoredNames } from './repo';
import { loescheAbgelaufeneSchluessel } from './upload-keys';

export interface SweeperOptions {
  /**
   * An object without a row is removed once it is this old. Files become durable before their row is
   * written (within one request, ≤ requestTimeout), so a younger one may still get its row.
   */
  orphanAgeMs?: number;
  /** A tmp file this old belongs to no running upload any more (a crash or kill). */
  tmpAgeMs?: number;
}

export interface SweepResult {
  objects: number;
  tmp: number;
  /** Expired Idempotency-Keys of uploads (upload-keys.ts, 24 h). */
  uploadKeys: number;
}

const batch = 500;

/**
 * Removes what a crash or a failed cleanup leaves in the document store (REL-ATOM, invariant I6):
 * objects no row references and stale tmp files. Safe with several replicas on one store, because
 * only old files are touched. The same pass deletes expired upload Idempotency-Keys, by the app's
 * clock (file ages are the file system's).
 */
export class DocumentSweeper {
  private timer: NodeJS.Timeout | undefined;
  /** Passes run one after another, never in parallel. */
  private queue: Promise<unknown> = Promise.resolve();
  private busy = false;
  private stopped = false;
  private readonly orphanAgeMs: number;
  private readonly tmpAgeMs: number;

  constructor(
    private readonly deps: { db: Db; storage: FileStore; logger: Logger; clock?: Clock },
    options: SweeperOptions = {},
  ) {
    this.orphanAgeMs = options.orphanAgeMs ?? 60 * 60_000;
    this.tmpAgeMs = options.tmpAgeMs ?? 60 * 60_000;
  }

  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      if (this.busy) return;
      this.sweep().catch((err: unknown) => this.deps.logger.error({ err }, 'sweep failed'));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.queue;
  }

  /** One pass; `now` is wall-clock milliseconds (file times are the file system's, not the app clock's). */
  sweep(now: number = Date.now()): Promise<SweepResult> {
    this.busy = true;
    const run = this.queue
      .then(() => this.pass(now))
      .finally(() => {
        this.busy = false;
      });
    this.queue = run.catch(() => {});
    return run;
  }

  private async pass(now: number): Promise<SweepResult> {
    const { db, storage, logger } = this.deps;
    const result: SweepResult = { objects: 0, tmp: 0, uploadKeys: 0 };

    const old = (await storage.list('objects')).filter((e) => now - e.mtimeMs >= this.orphanAgeMs);
    for (let i = 0; i < old.length; i += batch) {
      const names = old.slice(i, i + batch).map((e) => e.name);
      const referenced = await referencedStoredNames(db, names);
      for (const name of names) {
        if (referenced.has(name)) continue;
        try {
          await storage.remove(name);
          result.objects++;
        } catch (err) {
          logger.warn({ event: 'sweeper.skip', area: 'objects', name, err });
        }
      }
    }

    for (const entry of await storage.list('tmp')) {
      if (now - entry.mtimeMs < this.tmpAgeMs) continue;
      try {
        await storage.removeTmp(entry.name);
        result.tmp++;
      } catch (err) {
        logger.warn({ event: 'sweeper.skip', area: 'tmp', name: entry.name, err });
      }
    }

    result.uploadKeys = await loescheAbgelaufeneSchluessel(db, (this.deps.clock ?? systemClock).now());

    if (result.objects + result.tmp + result.uploadKeys > 0)
      logger.info({ event: 'sweeper.removed', ...result });
    return result;
  }
}
