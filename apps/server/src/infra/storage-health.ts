import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Issue 17 point 7: a full disk must not look healthy. Once a write failed for lack of space, readiness
// answers 503 until a probe write into the data folder succeeds again — no restart needed, and the
// balancer sends traffic elsewhere meanwhile (REL-DISK).

const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100' /* PostgreSQL disk_full */]);

/** True for a write refused for lack of space, from the file system or from PostgreSQL/PGlite. */
export function isStorageFull(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (typeof e.code === 'string' && FULL_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && /no space left on device|could not extend file/i.test(e.message))
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** A probe as large as a database page group, so a nearly full disk fails it too. */
export const PROBE_BYTES = 64 * 1024;
export const PROBE_NAME = '.storage-probe';

export class StorageHealth {
  private full = false;

  /**
   * What a write may need: the data folder (embedded database, mail files) and the document store –
   * a folder of its own (maybe a mount) or PostgreSQL, whose full disk only a write into it shows.
   */
  constructor(
    private readonly dataDir: string,
    private readonly store: { writable(): Promise<boolean> },
  ) {}

  markFull(): void {
    this.full = true;
  }

  /** True while no write has failed for lack of space, or once a probe write succeeds again. */
  async writable(): Promise<boolean> {
    if (!this.full) return true;
    if (!(await probeWrite(this.dataDir)) || !(await this.store.writable())) return false;
    this.full = false;
    return true;
  }
}

/** Writes and removes a probe file in dir; false when that fails (disk full). */
export async function probeWrite(dir: string): Promise<boolean> {
  const file = path.join(dir, PROBE_NAME);
  try {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR from the operator, fixed name
    await writeFile(file, Buffer.alloc(PROBE_BYTES), { flag: 'w', flush: true });
    return true;
  } catch {
    return false;
  } finally {
    await rm(file, { force: true }).catch(() => {});
  }
}
