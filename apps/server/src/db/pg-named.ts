// Named statements on node-postgres without a Describe per run (issue 29, decision 0096). node-postgres
// runs a named statement as Bind, Describe portal, Execute and Sync every time: PostgreSQL sends the
// RowDescription again, pg-protocol parses it (a string per column name), and the driver builds a Query,
// a Result and a parser set for it (`Result.addFields`, `cloneQueryConfig`) – about a tenth of the
// server's CPU per `GET /api/dokumente`. Here a run is a node-postgres "submittable" (the interface
// pg-cursor uses): on a connection's first run of the statement it sends what node-postgres sends and
// keeps the columns' value parsers for that connection; every later run is one buffer of Bind, Execute
// and Sync, and the rows go through the kept parsers and drizzle's own row mapping, so a caller gets
// exactly what drizzle would return. Nothing here imports node-postgres (decision 0094): the driver hands
// the connection to `submit`. Test: prepared-named.test.ts.
import * as drizzle from 'drizzle-orm';
import { DrizzleQueryError, entityKind, fillPlaceholders } from 'drizzle-orm';
import { releaseIfLost } from './lost-connection';
import { bindExecuteSync, bindHead } from './bind-message';

type Parser = (value: string) => unknown;

/** What drizzle's node-postgres prepared query holds (drizzle-orm/node-postgres/session.js). */
export interface NodePgPreparedQuery {
  queryString: string;
  params: unknown[];
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
  queryConfig: { types: { getTypeParser(oid: number, format: 'text'): Parser } };
}

/** The parts of node-postgres' Connection (pg/lib/connection.js) a run uses. */
interface PgConnection {
  stream: { write(data: Uint8Array): boolean; writable: boolean; cork?(): void; uncork?(): void };
  parsedStatements: Record<string, string | undefined>;
  submittedNamedStatements: Record<string, string | undefined>;
  parse(message: { name: string; text: string }): void;
  bind(message: { statement: string; values: (string | null)[] }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: object): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

/** A pool or a checked-out client: both take a submittable and a callback. */
interface Queryable {
  query(run: NamedRun, callback: (error: Error | null, rows: unknown[][]) => void): unknown;
}

type RowMapper = (
  fields: NonNullable<NodePgPreparedQuery['fields']>,
  row: unknown[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
) => unknown;

/** drizzle's own row mapping (exported at run time, left out of its typings as internal). */
const mapResultRow = (drizzle as unknown as { mapResultRow: RowMapper }).mapResultRow;

/**
 * The values as node-postgres' `prepareValue` writes them when each is text, a number, a boolean or
 * NULL (`toString`); `undefined` when one is anything else (a Date, a Buffer, an array, an object).
 */
function textValues(params: unknown[]): (string | null)[] | undefined {
  const text = new Array<string | null>(params.length);
  for (let i = 0; i < params.length; i++) {
    const value = params[i];
    if (value === null || value === undefined) text[i] = null;
    else if (typeof value === 'string') text[i] = value;
    else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
      text[i] = value.toString();
    else return undefined;
  }
  return text;
}

/** Whether drizzle built the prepared query for node-postgres (not for PGlite or its transactions). */
export function isNodePg(prepared: object): boolean {
  return (prepared.constructor as { [entityKind]?: string })[entityKind] === 'NodePgPreparedQuery';
}

/**
 * One run of a named statement, handed to node-postgres' `query`. The driver calls `submit` when the
 * connection is free and the `handle…` methods with the backend's messages (pg/lib/client.js); the error
 * and ready-for-query handlers end the run through `callback`, which the driver sets.
 */
class NamedRun {
  readonly name: string;
  readonly text: string;
  callback: ((error: Error | null, rows: unknown[][]) => void) | undefined;
  private readonly rows: unknown[][] = [];
  private parsers: Parser[] | undefined;
  private connection: PgConnection | undefined;
  private failed: Error | undefined;

  constructor(
    private readonly statement: PgNamed<unknown>,
    private readonly values: (string | null)[],
  ) {
    this.name = statement.name;
    this.text = statement.query.queryString;
  }

  submit(connection: PgConnection): Error | null {
    this.connection = connection;
    const previous = connection.parsedStatements[this.name] ?? connection.submittedNamedStatements[this.name];
    if (previous !== undefined && previous !== this.text) {
      // node-postgres' own check: the driver hands the error to handleError.
      return new Error(
        `Prepared statements must be unique - '${this.name}' was used for a different statement`,
      );
    }
    const parsers = this.statement.parsersOn(connection);
    if (parsers && connection.parsedStatements[this.name] === this.text) {
      this.parsers = parsers;
      // As node-postgres' own writes: a connection that cannot write any more ends its queries itself.
      if (connection.stream.writable) connection.stream.write(this.statement.message(this.values));
      return null;
    }
    // The connection's first run: what node-postgres sends (Parse once, the portal described).
    connection.stream.cork?.();
    try {
      if (previous === undefined) {
        connection.parse({ name: this.name, text: this.text });
        connection.submittedNamedStatements[this.name] = this.text;
      }
      connection.bind({ statement: this.name, values: this.values });
      connection.describe({ type: 'P', name: '' });
      connection.execute({});
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: { fields: { dataTypeID: number }[] }): void {
    const types = this.statement.query.queryConfig.types;
    this.parsers = message.fields.map((f) => types.getTypeParser(f.dataTypeID, 'text'));
    if (this.connection) this.statement.keep(this.connection, this.parsers);
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    if (this.failed) return;
    const parsers = this.parsers;
    if (!parsers) {
      this.failed = new Error('Received a data row before the statement was described');
      return;
    }
    const { fields } = message;
    const row = new Array<unknown>(fields.length);
    try {
      for (let i = 0; i < fields.length; i++) {
        const text = fields[i];
        row[i] = text === null || text === undefined ? null : (parsers[i] as Parser)(text);
      }
    } catch (error) {
      this.failed = error as Error;
      return;
    }
    this.rows.push(row);
  }

  handleCommandComplete(): void {}

  handleEmptyQuery(): void {}

  handlePortalSuspended(): void {}

  handleError(error: Error): void {
    // The columns are described again on this connection's next run (e.g. after a failed Parse).
    if (this.connection) this.statement.forget(this.connection);
    this.callback?.(this.failed ?? error, []);
  }

  handleReadyForQuery(): void {
    if (this.failed) {
      this.handleError(this.failed);
      return;
    }
    this.callback?.(null, this.rows);
  }

  handleCopyInResponse(connection: PgConnection): void {
    connection.sendCopyFail('No source stream defined');
  }

  handleCopyData(): void {}
}

/** One named statement on node-postgres: its Bind prefix and the parsers kept per connection. */
export class PgNamed<R> {
  private readonly described = new WeakMap<PgConnection, Parser[]>();

  /** Portal '' and the statement's name as C strings, as Bind carries them. */
  private readonly head: Uint8Array;

  constructor(
    readonly name: string,
    readonly query: NodePgPreparedQuery,
  ) {
    this.head = bindHead(name);
  }

  parsersOn(connection: PgConnection): Parser[] | undefined {
    return this.described.get(connection);
  }

  keep(connection: PgConnection, parsers: Parser[]): void {
    this.described.set(connection, parsers);
  }

  forget(connection: PgConnection): void {
    this.described.delete(connection);
  }

  /** Values other than text, numbers, booleans and NULL (none of the portal's statements): `undefined`, drizzle runs it. */
  run(client: unknown, values: Record<string, unknown>): Promise<R> | undefined {
    const params = fillPlaceholders(this.query.params, values);
    const text = textValues(params);
    if (!text) return undefined;
    const run = new NamedRun(this as PgNamed<unknown>, text);
    const { fields, joinsNotNullableMap } = this.query;
    return new Promise<R>((resolve, reject) => {
      (client as Queryable).query(run, (error, rows) => {
        if (error) {
          releaseIfLost(client, error);
          reject(new DrizzleQueryError(this.query.queryString, params, error));
          return;
        }
        resolve(rows.map((row) => mapResultRow(fields ?? [], row, joinsNotNullableMap)) as R);
      });
    });
  }

  /** Bind (text values, text results), Execute and Sync as one buffer. */
  message(values: (string | null)[]): Uint8Array {
    return bindExecuteSync(this.head, values);
  }
}
