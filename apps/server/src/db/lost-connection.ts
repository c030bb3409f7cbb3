// Errors of a PostgreSQL connection that died, marked by the pool (pool.ts). Apart from the pool so that
// what asks (unavailable.ts) does not load node-postgres on the embedded database (decision 0094).
const lost = new WeakSet<object>();

/** True for an error the pool saw while connecting or on a connection that died (e.g. a bare ECONNRESET). */
export function isLostConnectionError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && lost.has(error);
}

export function markLost(error: unknown): void {
  if (typeof error === 'object' && error !== null) lost.add(error);
}

/**
 * A query of a checked-out client that failed because its connection is gone gives the client back,
 * broken (pool.ts); a pool, or a client whose connection still works, is left as it is.
 */
export function releaseIfLost(client: unknown, error: unknown): void {
  const checkedOut = client as { _queryable?: boolean; release?: (error: Error | boolean) => void };
  if (checkedOut._queryable !== false || typeof checkedOut.release !== 'function') return;
  markLost(error);
  checkedOut.release(error instanceof Error ? error : true);
}
