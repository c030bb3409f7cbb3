import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Raised when another live process holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`data folder ${dir} is locked by pid ${pid}`);
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR/.lock: operator-configured folder, fixed name
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The PID in DIR/.lock when that process still runs: a portal (or tool) owns the folder now. */
export function liveLockHolder(dir: string): number | undefined {
  const pid = readPid(path.join(dir, '.lock'));
  return pid !== undefined && alive(pid) ? pid : undefined;
}

/**
 * PGlite has no lock of its own: two processes on one folder would corrupt it. The lock file is created
 * exclusively with our PID; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dir: string, pid: number = process.pid): DataDirLock {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR/.lock: operator-configured folder, fixed name
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, '.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR/.lock: operator-configured folder, fixed name
      writeFileSync(file, `${pid}\n`, { flag: 'wx', mode: 0o600 });
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR/.lock: operator-configured folder, fixed name
          if (readPid(file) === pid) unlinkSync(file);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(file);
    if (holder !== undefined && holder !== pid && alive(holder)) throw new DataDirLockedError(dir, holder);
    // Stale (dead PID, empty or unreadable file): remove and retry the exclusive create.
    try {
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR/.lock: operator-configured folder, fixed name
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataDirLockedError(dir, readPid(file) ?? 0);
}
