// Statements built once (issue 29): drizzle's query building was a quarter of the interim save's CPU,
// because a statement run inside a transaction was built afresh each time (drizzle's `.prepare()` binds
// the statement to the client it was built on, the pool, not the transaction's connection). Here the
// statement is built and prepared once per driver, and each run points that prepared query at the
// client of the database or transaction it is given: on PostgreSQL a named statement, parsed and
// planned once per connection; on PGlite the same text without the building.
import type { Conn } from './connect';

interface PreparedQuery<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

interface Preparable<R> {
  prepare(name: string): PreparedQuery<R>;
}

/** What drizzle keeps of a database or transaction at run time: its session and that one's client. */
interface WithSession {
  session: { client: unknown };
}

/**
 * A statement built once: `build` makes it with drizzle's builders and `sql.placeholder(…)` for every
 * value; the returned function runs it on a database or inside a transaction with those values. The
 * name must be unique among the named statements (PostgreSQL keeps one text per name and connection).
 */
export function preparedStatement<R>(name: string, build: (conn: Conn) => Preparable<R>) {
  // One per driver (node-postgres, PGlite): the prepared query object is the driver's.
  const built = new Map<unknown, PreparedQuery<R>>();
  return (conn: Conn, values: Record<string, unknown>): Promise<R> => {
    const { session } = conn as unknown as WithSession;
    let base = built.get(session.constructor);
    if (!base) {
      base = build(conn).prepare(name);
      built.set(session.constructor, base);
    }
    // The same prepared query, run on this connection's client.
    const query = Object.create(base) as PreparedQuery<R> & { client: unknown };
    query.client = session.client;
    return query.execute(values);
  };
}
