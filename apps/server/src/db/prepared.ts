// Statements built once (issue 29): drizzle's query building was a quarter of the interim save's CPU,
// because a statement run inside a transaction was built afresh each time (drizzle's `.prepare()` binds
// the statement to the client it was built on, the pool, not the transaction's connection). Here the
// statement is built and prepared once per driver, and each run points that prepared query at the
// client of the database or transaction it is given: on PostgreSQL a named statement, parsed and
// planned once per connection.
//
// On PGlite (decision 0073) drizzle's prepared query is only the text: every run went through PGlite's
// `query`, i.e. six calls into the WASM (parse, describe, bind, describe, execute, sync), a parse and
// plan of the text each time and a copy of every type parser per call – a read of 20 rows cost as much
// CPU as the rest of the request. Outside a transaction the statement is now a named statement of the
// embedded database as well: parsed and described once per PGlite, then each run is one call into the
// WASM (bind, execute, sync in one message), under PGlite's own locks, and its rows go through the same
// value parsers and drizzle's own row mapping, so a caller gets exactly what drizzle would return.
import { PGlite, protocol } from '@electric-sql/pglite';
import * as drizzle from 'drizzle-orm';
import { DrizzleQueryError, fillPlaceholders } from 'drizzle-orm';
import type { Conn } from './connect';
import { isNodePg, type NodePgPreparedQuery, PgNamed } from './pg-named';
import { bindExecuteSync, bindHead, executeSync } from './bind-message';

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

/** What drizzle's PGlite prepared query holds (drizzle-orm/pglite/session.js), read by the named path. */
interface PglitePreparedQuery {
  queryString: string;
  params: unknown[];
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
  queryConfig: { parsers: Record<number, (value: string, type: number) => unknown> };
}

/** PGlite's lock and readiness methods `query` itself uses (public, underscored: not in its typings). */
interface PgliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, (value: string, type: number) => unknown>;
}

type Parser = (value: string, type: number) => unknown;

type RowMapper = (
  fields: NonNullable<PglitePreparedQuery['fields']>,
  row: unknown[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
) => unknown;

/** drizzle's own row mapping (exported at run time, left out of its typings as internal). */
const mapResultRow = (drizzle as unknown as { mapResultRow: RowMapper }).mapResultRow;

/** A named statement of one PGlite: its parameter types and a value parser per result column. */
interface Described {
  paramTypes: number[];
  columnTypes: number[];
  parsers: (Parser | undefined)[];
}

type Messages = Awaited<ReturnType<PGlite['execProtocolStream']>>;

/**
 * One named statement on the embedded database. The statement is parsed and described on its first
 * run (inside PGlite's locks, like every run); PGlite keeps it as long as the instance is open.
 */
class PgliteNamed<R> {
  private readonly described = new WeakMap<PGlite, Described>();

  /** The statement's name as a C string (NUL-terminated), as Bind carries it. */
  private readonly head: Uint8Array;

  constructor(
    private readonly name: string,
    private readonly query: PglitePreparedQuery,
  ) {
    this.head = bindHead(name);
  }

  run(pg: PGlite, values: Record<string, unknown>): Promise<R> {
    const params = fillPlaceholders(this.query.params, values);
    const internals = pg as unknown as PgliteInternals;
    // The locks of PGlite's own `query`: never inside someone else's transaction, one statement at a time.
    return internals
      ._checkReady()
      .then(() =>
        internals._runExclusiveTransaction(() =>
          internals._runExclusiveQuery(() => this.exchange(pg, params)),
        ),
      )
      .catch((error: unknown) => {
        throw error instanceof DrizzleQueryError
          ? error
          : new DrizzleQueryError(this.query.queryString, params, error as Error);
      });
  }

  private async exchange(pg: PGlite, params: unknown[]): Promise<R> {
    const described = this.described.get(pg) ?? (await this.describe(pg));
    const { serializers } = pg as unknown as PgliteInternals;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = serializers[described.paramTypes[i] ?? 0];
      return serialize ? serialize(value) : String(value as string);
    });
    return this.rows(await pg.execProtocolStream(this.message(values)), described);
  }

  /**
   * Bind (text values, text results), Execute and Sync as one buffer. Written here when every value is
   * text (all the portal's statements): pg-protocol's writer grows and copies a buffer per message and
   * `concat` copies them again – about 10 µs per run (h100, in-process: a named `select 1` 28 against
   * 17 µs with the bytes ready). Test: prepared-named.test.ts.
   */
  private message(values: unknown[]): Uint8Array {
    if (!values.every((v) => v === null || typeof v === 'string')) {
      return concat([
        protocol.serialize.bind({ statement: this.name, values: values as never }),
        executeSync,
      ]);
    }
    return bindExecuteSync(this.head, values as (string | null)[]);
  }

  private async describe(pg: PGlite): Promise<Described> {
    const messages = await pg.execProtocolStream(
      concat([
        protocol.serialize.parse({ name: this.name, text: this.query.queryString }),
        protocol.serialize.describe({ type: 'S', name: this.name }),
        protocol.serialize.sync(),
      ]),
    );
    let paramTypes: number[] = [];
    let columnTypes: number[] = [];
    for (const m of messages) {
      if (m instanceof protocol.messages.ParameterDescriptionMessage) paramTypes = m.dataTypeIDs;
      if (m instanceof protocol.messages.RowDescriptionMessage)
        columnTypes = m.fields.map((f) => f.dataTypeID);
    }
    // drizzle's parsers first (it keeps timestamps as text and maps them itself), then PGlite's.
    const own = this.query.queryConfig.parsers;
    const { parsers } = pg as unknown as PgliteInternals;
    const described: Described = {
      paramTypes,
      columnTypes,
      parsers: columnTypes.map((oid) => own[oid] ?? parsers[oid]),
    };
    this.described.set(pg, described);
    return described;
  }

  private rows(messages: Messages, { columnTypes, parsers }: Described): R {
    const { fields, joinsNotNullableMap } = this.query;
    const rows: unknown[] = [];
    for (const m of messages) {
      if (!(m instanceof protocol.messages.DataRowMessage)) continue;
      const row = m.fields.map((text, i) => {
        if (text === null) return null;
        const parse = parsers[i];
        return parse ? parse(text, columnTypes[i] ?? 0) : text;
      });
      rows.push(fields ? mapResultRow(fields, row, joinsNotNullableMap) : row);
    }
    return rows as R;
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * A statement built once: `build` makes it with drizzle's builders and `sql.placeholder(…)` for every
 * value; the returned function runs it on a database or inside a transaction with those values. The
 * name must be unique among the named statements (PostgreSQL keeps one text per name and connection).
 * On PGlite outside a transaction it runs as a named statement of the embedded database (above); inside
 * a transaction (PGlite's transaction object offers only `query`) as drizzle runs it.
 */
export function preparedStatement<R>(name: string, build: (conn: Conn) => Preparable<R>): Prepared<R> {
  // One per driver (node-postgres, PGlite): the prepared query object is the driver's.
  const built = new Map<unknown, PreparedQuery<R>>();
  let named: PgliteNamed<R> | undefined;
  let pgNamed: PgNamed<R> | undefined;
  const builtFor = (conn: Conn): PreparedQuery<R> => {
    const { session } = conn as unknown as WithSession;
    let base = built.get(session.constructor);
    if (!base) {
      base = build(conn).prepare(name);
      built.set(session.constructor, base);
    }
    return base;
  };
  const run = (conn: Conn, values: Record<string, unknown>): Promise<R> => {
    const { session } = conn as unknown as WithSession;
    const base = builtFor(conn);
    const query = base as Partial<PglitePreparedQuery>;
    // Selections only (rows mapped by drizzle's fields); other statements as drizzle runs them.
    if (session.client instanceof PGlite && query.fields && !query.customResultMapper) {
      named ??= new PgliteNamed<R>(name, base as unknown as PglitePreparedQuery);
      return named.run(session.client, values);
    }
    // node-postgres (decision 0096): described once per connection, then Bind, Execute and Sync only.
    if (isNodePg(base) && query.fields && !query.customResultMapper) {
      pgNamed ??= new PgNamed<R>(name, base as unknown as NodePgPreparedQuery);
      const run = pgNamed.run(session.client, values);
      if (run) return run;
    }
    // The same prepared query, run on this connection's client.
    const onClient = Object.create(base) as PreparedQuery<R> & { client: unknown };
    onClient.client = session.client;
    return onClient.execute(values);
  };
  return Object.assign(run, { builtFor });
}

/**
 * A statement built once: runs on a database or transaction with its values; `builtFor` gives the
 * driver's prepared query itself (db/begin-with.ts sends a transaction's last one with its COMMIT).
 */
export type Prepared<R> = ((conn: Conn, values: Record<string, unknown>) => Promise<R>) & {
  builtFor(conn: Conn): unknown;
};
