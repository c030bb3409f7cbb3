/**
 * Seconds until `files` more fit beside the files taken at `times` (ms, oldest first, all inside the
 * window); 0 when they fit now.
 */
export function secondsUntilFit(
  times: readonly number[],
  files: number,
  maxFiles: number,
  windowMs: number,
  at: number,
): number {
  const over = times.length + files - maxFiles;
  if (over <= 0) return 0;
  // The window must lose `over` files; a request larger than the whole limit never fits.
  const freedAt = over > times.length ? Infinity : (times[over - 1] ?? at) + windowMs;
  return Math.max(1, Math.ceil((Math.min(freedAt, at + windowMs) - at) / 1000));
}

/** The upload limit as the intake uses it, in memory (embedded database) or in PostgreSQL. */
export interface UploadLimit {
  /** Seconds until `files` more files fit; 0 when they fit now. */
  wait(accountId: string, files: number, now: Date): Promise<number>;
  /** Takes `files` if they fit and returns 0, else the seconds to wait (nothing taken). */
  take(accountId: string, files: number, now: Date): Promise<number>;
  /** Returns files taken for a request that then failed (they were not stored). */
  giveBack(accountId: string, files: number): Promise<void>;
  /**
   * `wait` from the account's rows read beforehand with the session (PostgreSQL: one round trip
   * fewer before the body, issue 29): every row of the account, (ms, files), window not applied.
   */
  waitFrom?(rows: readonly TakenRow[], files: number, now: Date): number;
}

/** One accepted request of the shared counter: when (ms) and how many files. */
export interface TakenRow {
  at: number;
  files: number;
}

/** The in-memory limit of the embedded database (one process). */
export function memoryUploadLimit(rate: UploadRate): UploadLimit {
  return {
    wait: async (accountId, files, now) => rate.wait(accountId, files, now),
    take: async (accountId, files, now) => rate.take(accountId, files, now),
    giveBack: async (accountId, files) => rate.giveBack(accountId, files),
  };
}

/**
 * Files a candidate may upload per hour (quality targets F: 60 files/h/user), counted per file over a
 * sliding hour, whichever route they come through. In memory with the embedded database: a restart
 * forgets it, which costs at most one more hour's worth of files. PostgreSQL: upload-rate-pg.ts.
 */
export class UploadRate {
  /** Per account the times (ms) of the files taken in the window, oldest first. */
  private readonly taken = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly maxFiles: number,
    private readonly windowMs = 3_600_000,
  ) {}

  private current(accountId: string, now: number): number[] {
    const times = this.taken.get(accountId) ?? [];
    const from = now - this.windowMs;
    while (times.length > 0 && (times[0] ?? 0) <= from) times.shift();
    if (times.length === 0) this.taken.delete(accountId);
    return times;
  }

  /** Seconds until `files` more files fit in the window; 0 when they fit now. */
  wait(accountId: string, files: number, now: Date): number {
    const at = now.getTime();
    return secondsUntilFit(this.current(accountId, at), files, this.maxFiles, this.windowMs, at);
  }

  /** Takes `files` if they fit and returns 0, else the seconds to wait (nothing taken). */
  take(accountId: string, files: number, now: Date): number {
    const wait = this.wait(accountId, files, now);
    if (wait > 0 || files === 0) return wait;
    const at = now.getTime();
    const times = this.current(accountId, at);
    for (let i = 0; i < files; i++) times.push(at);
    this.taken.set(accountId, times);
    this.sweep(at);
    return 0;
  }

  /** Returns files taken for a request that then failed (they were not stored). */
  giveBack(accountId: string, files: number): void {
    const times = this.taken.get(accountId);
    if (!times) return;
    times.splice(Math.max(0, times.length - files), files);
    if (times.length === 0) this.taken.delete(accountId);
  }

  /** Accounts idle for a window are dropped now and then, so the map stays as small as the window. */
  private sweep(at: number): void {
    if (at - this.lastSweep < this.windowMs / 10) return;
    this.lastSweep = at;
    for (const accountId of [...this.taken.keys()]) this.current(accountId, at);
  }
}
