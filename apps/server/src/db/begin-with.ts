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
import { DrizzleQueryError } from 'drizzle-orm';
import type { PoolClient, QueryResult } from 'pg';
import type { Db, Tx } from './connect';

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
  fn: (tx: Tx, rows: R[]) => Promise<T>,
): Promise<T> {
  const session = poolSession(db);
  if (!session?.client.connect || !canonicalUuid.test(first.uuid)) {
    return db.transaction(async (tx) => fn(tx, await first.prepared(tx)));
  }
  transactionClass ??= (await import('drizzle-orm/node-postgres'))
    .NodePgTransaction as unknown as TransactionClass;
  const text = `begin; ${first.text.replace('$1', `'${first.uuid}'`)}`;
  const client = await session.client.connect();
  // Set when a ROLLBACK or COMMIT failed: the connection's state is unknown, the pool drops it.
  let broken: Error | undefined;
  try {
    let result: T;
    try {
      const results = (await run(client, text)) as unknown as QueryResult[];
      const rows = (results[1]?.rows ?? []) as R[];
      result = await fn(transactionOf(session, client, transactionClass), rows);
    } catch (error) {
      // Also after a failed first text: its BEGIN may have opened the block the failure aborted.
      await run(client, 'rollback').catch((rollbackError: unknown) => {
        broken = rollbackError as Error;
      });
      throw error;
    }
    await run(client, 'commit').catch((commitError: unknown) => {
      broken = commitError as Error;
      throw commitError;
    });
    return result;
  } finally {
    client.release(broken);
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
