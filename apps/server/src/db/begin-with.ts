// BEGIN and a transaction's first statement in one round trip on PostgreSQL (issue 29, decision 0098).
// drizzle's transaction sends BEGIN as a statement of its own and waits for its answer before the first
// real statement: one round trip of the interim save's six, each a socket write, a read and a wake-up of
// the server's one busy core. Here BEGIN and the first statement go as one simple-protocol text
// ("begin; select …"), PostgreSQL runs both in that order and answers once; the rest of the
// transaction is drizzle's own transaction object on the same client, COMMIT or ROLLBACK at the end.
//
// The simple protocol has no parameters, so the one value is written into the text: only a UUID in its
// canonical form is (checked here, character by character); anything else, and PGlite, take drizzle's
// transaction with the statement as its first, prepared as before.
import { DrizzleQueryError, fillPlaceholders } from 'drizzle-orm';
import type { PoolClient, QueryResult } from 'pg';
import { LastStatementError, runWithCommit } from './commit-with';
import type { Db, Tx } from './connect';
import { isNodePg, type NodePgPreparedQuery } from './pg-named';
import type { Prepared } from './prepared';

/** What drizzle's node-postgres session keeps (drizzle-orm/node-postgres/session.js). */
interface NodePgSessionLike {
  client: { connect?: () => Promise<PoolClient> };
  dialect: unknown;
  schema: unknown;
  options: unknown;
}

/** drizzle's node-postgres transaction class, as its session's `transaction` builds one. */
type TransactionClass = new (dialect: unknown, session: unknown, schema: unknown) => Tx;

const canonicalUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface FirstStatement<R> {
  /** The statement's text with `$1` where the UUID goes (written as a quoted literal). */
  text: string;
  uuid: string;
  /** The same statement as a prepared one on an open transaction (PGlite, or a value not a UUID). */
  prepared: (tx: Tx) => Promise<R[]>;
}

let transactionClass: TransactionClass | undefined;

/** drizzle's pool-backed session on PostgreSQL; undefined on PGlite. */
function poolSession(db: Db): NodePgSessionLike | undefined {
  const session = (db as unknown as { session: NodePgSessionLike }).session;
  const client = session.client as object;
  // drizzle's own test in its transaction(): the pool, not a checked-out client.
  return Object.getPrototypeOf(client).constructor.name.includes('Pool') ? session : undefined;
}

/**
 * Runs `fn` in a transaction (read committed) whose first statement is `first`; `fn` gets its rows.
 * On PostgreSQL BEGIN travels with that statement, COMMIT is sent as text (no drizzle build of it).
 */
export async function transactionBeginningWith<R, T>(
  db: Db,
  first: FirstStatement<R>,
  fn: (tx: Tx, rows: R[], lastly: (last: LastStatement) => void) => Promise<T>,
): Promise<T> {
  const session = poolSession(db);
  if (!session?.client.connect || !canonicalUuid.test(first.uuid)) {
    return db.transaction(async (tx) => {
      let ending: LastStatement | undefined;
      const result = await fn(tx, await first.prepared(tx), (last) => (ending = once(ending, last)));
      if (ending) await ending.statement(tx, ending.values);
      return result;
    });
  }
  transactionClass ??= (await import('drizzle-orm/node-postgres'))
    .NodePgTransaction as unknown as TransactionClass;
  const text = `begin; ${first.text.replace('$1', `'${first.uuid}'`)}`;
  const client = await session.client.connect();
  // Set when a ROLLBACK or COMMIT failed: the connection's state is unknown, the pool drops it.
  let broken: Error | undefined;
  try {
    let result: T;
    // Whether COMMIT went with the last statement (and succeeded).
    let committed = false;
    try {
      const results = (await run(client, text)) as unknown as QueryResult[];
      const rows = (results[1]?.rows ?? []) as R[];
      const tx = transactionOf(session, client, transactionClass);
      let ending: LastStatement | undefined;
      result = await fn(tx, rows, (last) => (ending = once(ending, last)));
      if (ending) committed = await lastWithCommit(client, tx, ending);
    } catch (error) {
      if (error instanceof FailedCommit) {
        broken = error.cause as Error;
        throw error.cause;
      }
      // Also after a failed first text: its BEGIN may have opened the block the failure aborted.
      await run(client, 'rollback').catch((rollbackError: unknown) => {
        broken = rollbackError as Error;
      });
      throw error;
    }
    if (!committed) {
      await run(client, 'commit').catch((commitError: unknown) => {
        broken = commitError as Error;
        throw commitError;
      });
    }
    return result;
  } finally {
    client.release(broken);
  }
}

/**
 * A transaction's last statement (decision 0103): given to `lastly` by the last code of the
 * transaction's function, which runs no statement after it. It runs after the function has returned,
 * before COMMIT; on PostgreSQL with COMMIT in one round trip. Its result is not read (a write).
 */
export interface LastStatement {
  statement: Prepared<unknown>;
  values: Record<string, unknown>;
}

function once(ending: LastStatement | undefined, last: LastStatement): LastStatement {
  if (ending) throw new Error('a transaction has one last statement');
  return last;
}

/** A COMMIT that failed after its statement: not rolled back, the connection is given back broken. */
class FailedCommit extends Error {}

/** node-postgres' value preparation (pg/lib/utils.js), as its own queries use it. */
let prepareValue: ((value: unknown) => unknown) | undefined;

/**
 * The last statement and COMMIT in one round trip when drizzle built the statement for node-postgres
 * (true: committed); otherwise the statement alone (false: COMMIT still to send).
 */
async function lastWithCommit(client: PoolClient, tx: Tx, last: LastStatement): Promise<boolean> {
  const query = last.statement.builtFor(tx) as object;
  if (!isNodePg(query)) {
    await last.statement(tx, last.values);
    return false;
  }
  const { queryString, params, queryConfig } = query as NodePgPreparedQuery & {
    queryConfig: { name?: string };
  };
  if (!queryConfig.name) {
    await last.statement(tx, last.values);
    return false;
  }
  // node-postgres' own module (no typings of its own): the specifier is not resolved by the compiler.
  const valueMapper = (prepareValue ??= (
    (await import('pg/lib/utils.js' as string)) as { prepareValue: (value: unknown) => unknown }
  ).prepareValue);
  const values = fillPlaceholders(params, last.values);
  try {
    await runWithCommit(client, {
      name: queryConfig.name,
      text: queryString,
      values,
      valueMapper,
    });
    return true;
  } catch (error) {
    if (!(error instanceof LastStatementError)) throw error;
    if (error.failed === 'commit') {
      throw new FailedCommit('commit failed', { cause: new DrizzleQueryError('commit', [], error.cause) });
    }
    // The statement failed, COMMIT did not run: the caller rolls the transaction back.
    throw new DrizzleQueryError(queryString, values, error.cause);
  }
}

/**
 * The session and transaction objects drizzle's transaction() builds for a checked-out client, kept
 * with that client: they hold nothing of one transaction (no state but the client), and building them
 * – a relational query builder per table – cost about 37 µs per save (issue 29).
 */
const transactions = new WeakMap<PoolClient, Tx>();

function transactionOf(session: NodePgSessionLike, client: PoolClient, Transaction: TransactionClass): Tx {
  let tx = transactions.get(client);
  if (!tx) {
    const Session = (session as unknown as { constructor: new (...args: unknown[]) => unknown }).constructor;
    const own = new Session(client, session.dialect, session.schema, session.options);
    tx = new Transaction(session.dialect, own, session.schema);
    transactions.set(client, tx);
  }
  return tx;
}

/** One text on the client, its failure wrapped as drizzle wraps its own (callers look at the cause). */
async function run(client: PoolClient, text: string): Promise<unknown> {
  try {
    return await client.query(text);
  } catch (error) {
    throw new DrizzleQueryError(text, [], error as Error);
  }
}
