import pg from 'pg';
import { markLost, releaseIfLost } from './lost-connection';

type Releasable = pg.PoolClient & { _queryable?: boolean };

const guarded = new WeakSet<pg.PoolClient>();

/** A query of the client that fails because its connection is gone gives the client back, broken. */
function guardQueries(client: Releasable): void {
  if (guarded.has(client)) return;
  guarded.add(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      releaseIfLost(client, error);
      throw error;
    });
  }) as typeof client.query;
}

/** The pool's release, once per checkout: a second call (drizzle's finally after ours) does nothing. */
function releaseOnce(client: Releasable): Releasable {
  const release = client.release.bind(client);
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    release(error);
  };
  return client;
}

/**
 * A pg.Pool whose checked-out clients give themselves back when their connection dies. drizzle's
 * transaction() runs BEGIN before its try/finally, so a client whose BEGIN failed (PostgreSQL restarted
 * under an idle connection) was never released: each such leak shrank the pool for good, and
 * pool.end() at shutdown waited forever (found by the fault suite's PostgreSQL restart, REL-DB).
 */
export function createPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    // The callback form is pool.query()'s own, which always releases.
    if (typeof args[0] === 'function') return connect(...args);
    return (connect() as Promise<Releasable>).then(
      (client) => {
        guardQueries(client);
        return releaseOnce(client);
      },
      (error: unknown) => {
        markLost(error);
        throw error;
      },
    );
  }) as typeof pool.connect;
  return pool;
}
