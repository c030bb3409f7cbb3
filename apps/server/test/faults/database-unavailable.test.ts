// Which errors mean "PostgreSQL is away" (→ 503 + Retry-After, REL-DB) and which are real bugs (→ 500).
// The outage itself runs against a real cluster in postgres-restart.fault.ts (npm run test:faults).
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/db/unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'server restarted under the connection (57P01)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['connection exception class 08', withCode('connection failure', '08006')],
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['pool could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'broken client reused',
      wrapped(new Error('Client has encountered a connection error and is not queryable')),
    ],
    ['drizzle-wrapped 57P01', wrapped(withCode('terminating connection', '57P01'))],
    ['database socket reset under a query', wrapped(withCode('read ECONNRESET', 'ECONNRESET'))],
  ])('%s → unavailable', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a bug of ours', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
    ['a reset that is not a query (e.g. a client socket)', withCode('read ECONNRESET', 'ECONNRESET')],
  ])('%s → not unavailable', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
