import { isLostConnectionError } from './lost-connection';

/** SQLSTATE classes and codes that mean "the database is not there right now", not "the query is wrong". */
const unavailableStates = new Set([
  '57P01', // admin_shutdown: the server was stopped or restarted under the connection
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);

const unavailableCodes = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']);

// node-postgres reports a lost or unobtainable connection only in the message.
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|terminating connection/i;

/** Socket errors that mean a lost database connection only when a query reported them. */
const lostSocketCodes = new Set(['ECONNRESET', 'EPIPE']);

/**
 * True when an error (or one of its causes: drizzle wraps driver errors) says the database cannot be
 * reached. Such a request is answered 503 with Retry-After (REL-DB), not 500: nothing is wrong with it,
 * and the pool reconnects by itself once PostgreSQL is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let fromQuery = false;
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (e.message.startsWith('Failed query:')) fromQuery = true;
    if (isLostConnectionError(e)) return true;
    if (typeof code === 'string' && (unavailableStates.has(code) || unavailableCodes.has(code))) return true;
    if (typeof code === 'string' && code.startsWith('08')) return true; // connection_exception class
    if (fromQuery && typeof code === 'string' && lostSocketCodes.has(code)) return true;
    if (unavailableMessages.test(e.message)) return true;
  }
  return false;
}
