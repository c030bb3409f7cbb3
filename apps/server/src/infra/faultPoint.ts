import { writeSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

/**
 * TEST ONLY. Named places where the fault suite (`npm run test:faults`, quality targets §2.4) kills the
 * process with SIGKILL, to prove that a crash at exactly that line leaves the data consistent
 * (invariants I1–I6). Inert unless the environment variable FAULT_POINT names the point, and always
 * inert with NODE_ENV=production. Never set FAULT_POINT on a real server.
 */
export type FaultPointName =
  /** All bytes of an uploaded file are in files/tmp, not yet fsynced. */
  | 'upload.temp-written'
  /** The tmp file is fsynced, not yet renamed into files/objects. */
  | 'upload.after-fsync'
  /** The object is renamed and its directory fsynced; the document row is not committed yet. */
  | 'upload.after-rename'
  /** The upload's transaction committed; the response has not been sent. */
  | 'upload.after-commit'
  /** A submit's rows are written inside its transaction, which has not committed. */
  | 'submit.in-transaction'
  /** A submit committed (with its receipt job); the outbox has not been kicked, no response sent. */
  | 'submit.after-commit'
  /** The receipt PDF is durable in files/objects; its document row is not written yet. */
  | 'receipt.after-file'
  /** A PDF worker took a job and has not rendered it (the worker thread dies, not the process). */
  | 'pdf.render';

const armed = process.env.NODE_ENV === 'production' ? undefined : process.env.FAULT_POINT?.trim();

/**
 * Dies at once (no cleanup, no flush, like a power cut of the process) when FAULT_POINT names `name`.
 * In a worker thread only the thread dies (process.exit ends the thread there), as when it crashes.
 */
export function faultPoint(name: FaultPointName): void {
  if (armed !== name) return;
  // Synchronous, so the test can tell the point was reached before the kill.
  writeSync(2, `FAULT_POINT ${name}: ${isMainThread ? 'SIGKILL' : 'worker exit'}\n`);
  if (!isMainThread) process.exit(70);
  process.kill(process.pid, 'SIGKILL');
}
