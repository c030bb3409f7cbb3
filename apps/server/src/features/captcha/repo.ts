import { lt } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { captchaSolutions } from '../../db/schema';
import type { UsedSolutions } from '../../infra/captcha';

/** Accepted ALTCHA solutions in the database, so every replica refuses a replay. */
export function usedSolutionsIn(db: Db): UsedSolutions {
  return {
    markUsed: async (id, expiresAt) => {
      await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, new Date()));
      const inserted = await db
        .insert(captchaSolutions)
        .values({ signature: id, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: captchaSolutions.signature });
      return inserted.length === 1;
    },
  };
}
