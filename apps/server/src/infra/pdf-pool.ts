// Receipts and letters are rendered in worker threads (decision 0072): a render takes 4–10 ms of CPU
// and never yields, so in the main thread a burst of them held the event loop (p99 delay 79–255 ms
// under load) while candidates and the office waited. A small fixed pool on node:worker_threads:
// no worker until the first PDF (idle memory), workers ended again after a quiet spell, a bounded
// queue, and a worker that crashes or a render that fails is a German 503 for the user and an error
// in the log; the caller stores nothing, so nothing is half-written.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { serverTexte } from '@examensportal/domain/messages-server';
import type { Logger } from 'pino';
import { HttpError } from '../http/errors';
import { serverRoot } from '../paths';
import { type PdfJob, renderPdfHere } from './pdf-render';

export interface PdfPoolOptions {
  /** Worker threads at most (PDF_WORKERS); 0 renders in the main thread as before. */
  workers: number;
  /** Jobs waiting for a worker at most; one more is refused at once (a 503, the outbox retries). */
  maxQueue: number;
  /** A worker without a job for this long ends (its fonts and caches, about 40 MB, go with it). */
  idleMs: number;
  logger?: Pick<Logger, 'error'> | undefined;
}

interface Task {
  job: PdfJob;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task?: Task | undefined;
  idle?: NodeJS.Timeout | undefined;
  /** Terminated or crashed: takes no job; removed on its exit event. */
  ending: boolean;
}

type Answer = { pdf: Uint8Array } | { error: string };

/** What the user reads; the cause is in the log. The request was not done, so trying again is safe. */
const failed = (cause: unknown) =>
  Object.assign(new HttpError(503, serverTexte.pdfNichtErstellt, { 'retry-after': '30' }), { cause });

/**
 * The worker's entry: dist/pdf-worker.js in the built server (build.mjs), the TypeScript source
 * through tsx in tests and development (this file is then .ts itself).
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(path.join(serverRoot, 'dist/pdf-worker.js'));
  // tsx's ESM API (its package export 'tsx/esm/api' for import) registers its hooks in this thread.
  const tsx = path.join(
    path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
    'dist/esm/api/index.mjs',
  );
  const entry = pathToFileURL(path.join(serverRoot, 'src/infra/pdf-worker.ts')).href;
  const boot = `import(${JSON.stringify(pathToFileURL(tsx).href)})
    .then(({ register }) => register())
    .then(() => import(${JSON.stringify(entry)}))`;
  return new Worker(boot, { eval: true, execArgv: [] });
}

export class PdfPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];

  constructor(private readonly options: PdfPoolOptions) {}

  /** Workers running now (0 until the first PDF and again after idleMs without one). */
  get workers(): number {
    return this.slots.filter((slot) => !slot.ending).length;
  }

  render(job: PdfJob): Promise<Buffer> {
    if (this.options.workers === 0) return renderPdfHere(job);
    if (this.queue.length >= this.options.maxQueue) {
      this.options.logger?.error({ event: 'pdf.queue_full', queued: this.queue.length });
      return Promise.reject(failed(new Error('PDF queue full')));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every worker; waiting and running jobs fail (the outbox runs them again later). */
  async close(): Promise<void> {
    for (const task of this.queue.splice(0)) task.reject(failed(new Error('PDF pool closed')));
    await Promise.all(
      this.slots.map((slot) => {
        slot.ending = true;
        clearTimeout(slot.idle);
        return slot.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot =
        this.slots.find((s) => !s.ending && !s.task) ??
        (this.workers < this.options.workers ? this.spawn() : undefined);
      if (!slot) return;
      const task = this.queue.shift() as Task;
      slot.task = task;
      clearTimeout(slot.idle);
      // A busy worker keeps the process alive (a CLI waiting for its PDF); an idle one does not.
      slot.worker.ref();
      slot.worker.postMessage(task.job);
    }
  }

  private spawn(): Slot {
    const slot: Slot = { worker: startWorker(), ending: false };
    const { worker } = slot;
    worker.on('message', (answer: Answer) => {
      const task = slot.task;
      slot.task = undefined;
      this.rest(slot);
      if ('pdf' in answer)
        task?.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      else {
        this.options.logger?.error({ event: 'pdf.render_failed', error: answer.error });
        task?.reject(failed(new Error(answer.error)));
      }
      this.dispatch();
    });
    worker.on('error', (err) => this.options.logger?.error({ event: 'pdf.worker_error', err }));
    worker.on('exit', (code) => {
      slot.ending = true;
      clearTimeout(slot.idle);
      this.slots.splice(this.slots.indexOf(slot), 1);
      const task = slot.task;
      slot.task = undefined;
      if (task) {
        this.options.logger?.error({ event: 'pdf.worker_exit', code });
        task.reject(failed(new Error(`PDF worker exited with code ${code}`)));
      }
      this.dispatch();
    });
    this.slots.push(slot);
    return slot;
  }

  private rest(slot: Slot): void {
    slot.worker.unref();
    clearTimeout(slot.idle);
    slot.idle = setTimeout(() => {
      slot.ending = true;
      void slot.worker.terminate();
    }, this.options.idleMs);
    slot.idle.unref();
  }
}

/** buildApp sets the workers from PDF_WORKERS (config.ts: one on a 2-core machine). */
const settings: PdfPoolOptions = { workers: 1, maxQueue: 256, idleMs: 60_000 };
let pool: PdfPool | undefined;

/**
 * The process's pool takes PDF_WORKERS and the logger from buildApp (several apps in one test process
 * share it); a running pool follows from its next job, its workers already started stay.
 */
export function configurePdfPool(options: Partial<PdfPoolOptions>): void {
  Object.assign(settings, options);
}

/** Renders a receipt or letter in the process's pool, created with the first PDF. */
export function renderPdf(job: PdfJob): Promise<Buffer> {
  pool ??= new PdfPool(settings);
  return pool.render(job);
}

/** Ends the process's pool (app close, tests); the next PDF starts a new one. */
export async function closePdfPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
