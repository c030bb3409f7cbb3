// PGlite runs no autovacuum, so its planner never has statistics and guesses row counts: on a queue
// of 10,000 items the Eingang's filtered view took 165 ms instead of 87 ms after ANALYZE (bench
// EINGANG-1, decision 0016). The embedded database therefore analyses itself a little after the start
// and then at an interval; PostgreSQL's autovacuum keeps its statistics on its own.
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from './connect';

/** The first pass waits this long, so the start and the first requests are not slowed. */
const firstPassMs = 30_000;

export interface PlannerStatistics {
  stop(): Promise<void>;
}

/** One pass over every table; a failure is logged and waits for the next pass. */
export async function analyse(
  database: Pick<Database, 'db'>,
  logger: Pick<Logger, 'info' | 'warn'>,
): Promise<void> {
  const started = Date.now();
  try {
    await database.db.execute(sql`analyze`);
    logger.info({ event: 'db.analyze', ms: Date.now() - started }, 'planner statistics updated');
  } catch (err) {
    logger.warn({ event: 'db.analyze_failed', err }, 'planner statistics not updated');
  }
}

/** Schedules ANALYZE on the embedded database (interval 0: never, as in tests); PostgreSQL: nothing. */
export function schedulePlannerStatistics(
  database: Pick<Database, 'db' | 'kind'>,
  logger: Pick<Logger, 'info' | 'warn'>,
  intervalMs: number,
): PlannerStatistics {
  if (database.kind !== 'pglite' || intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<void> = Promise.resolve();
  const pass = () => {
    running = analyse(database, logger);
  };
  const first = setTimeout(pass, Math.min(firstPassMs, intervalMs));
  const every = setInterval(pass, intervalMs);
  first.unref();
  every.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
