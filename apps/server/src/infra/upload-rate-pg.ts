import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { preparedStatement } from '../db/prepared';
import { uploadRate } from '../db/schema';
import { secondsUntilFit, type UploadLimit } from './upload-rate';

/**
 * The files-per-hour limit in PostgreSQL, shared by every instance (issue 18 point 3). One row per
 * accepted request, timed by the portal clock: the limit is a sliding hour of the candidate's files
 * (tested with a moved clock), which rate-limiter-flexible's fixed windows on the wall clock cannot
 * express. A transaction-level advisory lock per account serialises parallel requests on all instances.
 */
// Before the body of every upload and interim save: built once (issue 29).
const timesStatement = preparedStatement('ep_upload_rate_times', (db) =>
  db
    .select({ takenAt: uploadRate.takenAt, files: uploadRate.files })
    .from(uploadRate)
    .where(
      and(
        eq(uploadRate.accountId, sql.placeholder('accountId')),
        gt(uploadRate.takenAt, sql.placeholder('since')),
      ),
    )
    .orderBy(uploadRate.takenAt, uploadRate.id),
);

export function postgresUploadLimit(db: Db, maxFiles: number, windowMs = 3_600_000): UploadLimit {
  const lock = (tx: Tx, accountId: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload_rate:${accountId}`}))`);

  const timesIn = async (tx: Db | Tx, accountId: string, at: number) => {
    const rows = await timesStatement(tx, { accountId, since: new Date(at - windowMs) });
    return rows.flatMap((row) => Array.from({ length: row.files }, () => row.takenAt.getTime()));
  };

  return {
    wait: async (accountId, files, now) =>
      secondsUntilFit(await timesIn(db, accountId, now.getTime()), files, maxFiles, windowMs, now.getTime()),
    // The same rows as timesStatement's: inside the window, oldest first (the join orders them so).
    waitFrom: (rows, files, now) => {
      const at = now.getTime();
      const times = rows
        .filter((row) => row.at > at - windowMs)
        .flatMap((row) => Array.from({ length: row.files }, () => row.at));
      return secondsUntilFit(times, files, maxFiles, windowMs, at);
    },
    take: async (accountId, files, now) => {
      if (files === 0) return 0;
      const at = now.getTime();
      return db.transaction(async (tx) => {
        await lock(tx, accountId);
        const wait = secondsUntilFit(await timesIn(tx, accountId, at), files, maxFiles, windowMs, at);
        if (wait > 0) return wait;
        // Rows out of the window are never read again.
        await tx
          .delete(uploadRate)
          .where(and(eq(uploadRate.accountId, accountId), lte(uploadRate.takenAt, new Date(at - windowMs))));
        await tx.insert(uploadRate).values({ accountId, takenAt: now, files });
        return 0;
      });
    },
    giveBack: async (accountId, files) => {
      if (files === 0) return;
      await db.transaction(async (tx) => {
        await lock(tx, accountId);
        const [latest] = await tx
          .select({ id: uploadRate.id })
          .from(uploadRate)
          .where(and(eq(uploadRate.accountId, accountId), eq(uploadRate.files, files)))
          .orderBy(desc(uploadRate.takenAt), desc(uploadRate.id))
          .limit(1);
        if (latest) await tx.delete(uploadRate).where(eq(uploadRate.id, latest.id));
      });
    },
  };
}
