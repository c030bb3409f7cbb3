// A restore must not bring deleted people back (decision 0041). Every deletion of an account is also
// noted, after its COMMIT, as one line in `loeschungen.jsonl` in PROTOKOLL_ANKER_DIR – the folder the
// operator keeps outside the database and its backups, beside the Protokoll's anchors. At every start
// the portal reads that file and deletes again every noted account the database still has: after a
// restore of an older backup, the deletions made since are applied before the first request.
/* eslint-disable security/detect-non-literal-fs-filename -- the operator's PROTOKOLL_ANKER_DIR and a fixed name */
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isUuid } from '@examensportal/domain/uuid';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/connect';
import { accounts } from '../../db/schema';
import type { Clock } from '../../infra/clock';
import type { FileStore } from '../../infra/storage';
import { recordStaffAction } from '../staff/audit';
import { dateienLoeschen, kontoLoeschen } from './konto-loeschen';

const DATEI = 'loeschungen.jsonl';

/** Notes a deleted account outside the database (no content: the UUID, the log's number, the time). */
export async function loeschungVermerken(
  dir: string | undefined,
  eintrag: { accountId: string; loeschungId: number; at: Date },
): Promise<void> {
  if (!dir) return;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const line = JSON.stringify({ ...eintrag, at: eintrag.at.toISOString() });
  await appendFile(path.join(dir, DATEI), `${line}\n`, { mode: 0o600 });
}

/** At start: deletes again every noted account the database still holds; how many. */
export async function loeschungenWiederholen(deps: {
  db: Db;
  clock: Clock;
  storage: FileStore;
  dataDir: string;
  dir: string | undefined;
  logger: Pick<Logger, 'info' | 'warn'>;
}): Promise<number> {
  if (!deps.dir) return 0;
  const text = await readFile(path.join(deps.dir, DATEI), 'utf8').catch(() => '');
  const ids = new Set<string>();
  for (const line of text.split('\n')) {
    try {
      const { accountId } = JSON.parse(line) as { accountId?: unknown };
      if (typeof accountId === 'string' && isUuid(accountId)) ids.add(accountId);
    } catch {
      // An empty or torn last line (a crash while appending): nothing to apply.
    }
  }
  let n = 0;
  for (const accountId of ids) {
    const [still] = await deps.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (!still) continue;
    const now = deps.clock.now();
    const g = await deps.db.transaction(async (tx) => {
      const done = await kontoLoeschen(tx, accountId, 'wiederholung', null, now);
      if (done)
        await recordStaffAction(
          tx,
          {
            wer: 'System (Wiederholung nach Rücksicherung)',
            quelle: 'system',
            aktion: 'loeschung.wiederholung',
            ziel: `Löschung Nr. ${done.loeschungId}`,
            nachher: { loeschung: done.loeschungId, anzahl: done.anzahl },
          },
          now,
        );
      return done;
    });
    if (!g) continue;
    await dateienLoeschen(deps.storage, deps.dataDir, g);
    deps.logger.warn({ event: 'loeschung.wiederholt', loeschungId: g.loeschungId });
    n++;
  }
  return n;
}
