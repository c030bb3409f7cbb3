// A restore must not bring deleted people back (decision 0041). Every deletion of an account is also
// noted, after its COMMIT, as one line in `loeschungen.jsonl` in PROTOKOLL_ANKER_DIR – the folder the
// operator keeps outside the database and its backups, beside the Protokoll's anchors. At every start
// the portal reads that file and deletes again every noted account the database still has: after a
// restore of an older backup, the deletions made since are applied before the first request.
/* eslint-disable security/detect-non-literal-fs-filename -- the operator's PROTOKOLL_ANKER_DIR and a fixed name */
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isUuid } from '@examensportal/domain/uuid';
import { type IsoDate, isIsoDate } from '@examensportal/domain/dates';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/connect';
import { accounts } from '../../db/schema';
import type { Clock } from '../../infra/clock';
import type { FileStore } from '../../infra/storage';
import { recordStaffAction } from '../staff/audit';
import { dateienLoeschen, kontoLoeschen, mailsLoeschen } from './konto-loeschen';
import { klasseLoeschen, TEILKLASSEN, type Teilklasse } from './teil-loeschen';

type WiederholenDeps = {
  db: Db;
  clock: Clock;
  storage: FileStore;
  dataDir: string;
  logger: Pick<Logger, 'info' | 'warn'>;
};

/**
 * The classes deleted while the account stayed, again: what the restored backup still holds of them
 * from before the deletion's day (the period had ended then, so it has now).
 */
async function klassenWiederholen(
  deps: WiederholenDeps,
  klassen: Map<string, Map<Teilklasse, IsoDate>>,
  ganz: Set<string>,
): Promise<number> {
  let n = 0;
  for (const [accountId, set] of klassen) {
    if (ganz.has(accountId)) continue;
    const [konto] = await deps.db
      .select({ accountId: accounts.id, email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (!konto) continue;
    for (const [klasse, ab] of set) {
      const now = deps.clock.now();
      const [log] = (
        (await deps.db.execute(
          sql`select max(at) as at from loeschungen where account_id = ${accountId} and klasse = ${klasse}`,
        )) as unknown as { rows: { at: string | Date | null }[] }
      ).rows;
      // The restored database still has the log row when the backup was taken after the deletion: nothing to do.
      if (log?.at) continue;
      const g = await deps.db.transaction(async (tx) => {
        const done = await klasseLoeschen(tx, konto, klasse, ab, 'wiederholung', null, now);
        await recordStaffAction(
          tx,
          {
            wer: 'System (Wiederholung nach Rücksicherung)',
            quelle: 'system',
            aktion: 'loeschung.wiederholung',
            accountId,
            ziel: `Löschung Nr. ${done.loeschungId}`,
            nachher: { loeschung: done.loeschungId, klasse, anzahl: { [klasse]: done.anzahl } },
          },
          now,
        );
        return done;
      });
      for (const name of g.dateien) await deps.storage.remove(name);
      if (g.email) await mailsLoeschen(deps.dataDir, g.email);
      deps.logger.warn({ event: 'loeschung.wiederholt', loeschungId: g.loeschungId, klasse });
      n++;
    }
  }
  return n;
}

const DATEI = 'loeschungen.jsonl';

/** Notes a deleted account outside the database (no content: the UUID, the log's number, the time). */
export async function loeschungVermerken(
  dir: string | undefined,
  eintrag: { accountId: string; loeschungId: number; at: Date; klasse?: string; ab?: string },
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
  const klassen = new Map<string, Map<Teilklasse, IsoDate>>();
  for (const line of text.split('\n')) {
    try {
      const { accountId, klasse, ab } = JSON.parse(line) as {
        accountId?: unknown;
        klasse?: unknown;
        ab?: unknown;
      };
      if (typeof accountId !== 'string' || !isUuid(accountId)) continue;
      // One class deleted while the account stayed (decision 0058): only that class again.
      if (typeof klasse === 'string' && (TEILKLASSEN as readonly string[]).includes(klasse)) {
        if (typeof ab === 'string' && isIsoDate(ab))
          klassen.set(accountId, (klassen.get(accountId) ?? new Map()).set(klasse as Teilklasse, ab));
      } else if (klasse === undefined) ids.add(accountId);
    } catch {
      // An empty or torn last line (a crash while appending): nothing to apply.
    }
  }
  let n = await klassenWiederholen(deps, klassen, ids);
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
