// A transaction's last statement and its COMMIT in one round trip on PostgreSQL (issue 29, decision
// 0103). node-postgres sends each query with a Sync of its own and waits for its ReadyForQuery, so the
// last write and COMMIT were two round trips: two socket writes, two reads and two wake-ups of the
// server's one busy core. Here one node-postgres "submittable" (the interface pg-named.ts uses) writes
// Bind and Execute of the named statement, Bind and Execute of a named COMMIT, and one Sync, as one
// buffer. PostgreSQL runs them in order; an error skips everything up to the Sync, so COMMIT never runs
// after a failed statement, and the transaction stays open and aborted for the caller's ROLLBACK.
// Parse goes along on a connection's first run of either statement, as node-postgres would send it.
// Nothing here imports node-postgres (decision 0094): the driver hands the connection to `submit`.
// Test: begin-with.test.ts.

/** The parts of node-postgres' Connection (pg/lib/connection.js) a run uses. */
interface PgConnection {
  stream: { cork?(): void; uncork?(): void };
  parsedStatements: Record<string, string | undefined>;
  submittedNamedStatements: Record<string, string | undefined>;
  parse(message: { name: string; text: string }): void;
  bind(message: {
    statement: string;
    values: unknown[];
    valueMapper?: (value: unknown, index: number) => unknown;
  }): void;
  execute(message: object): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

/** A checked-out client: takes a submittable and, without a callback, gives it back (pg/lib/client.js). */
interface Queryable {
  query(run: LastAndCommit): unknown;
}

/** COMMIT as a named statement, parsed once per connection. */
const commitName = 'ep_commit';

/** Which of the two a failure came from: the statement (its transaction is left aborted) or COMMIT. */
export class LastStatementError extends Error {
  constructor(
    readonly failed: 'statement' | 'commit',
    override readonly cause: Error,
  ) {
    super(cause.message);
  }
}

/**
 * One run of a named statement followed by COMMIT. The driver calls `submit` when the connection is
 * free and the `handle…` methods with the backend's messages; an ErrorResponse ends the run (the driver
 * forgets the active query then), a ReadyForQuery after both CommandCompletes ends it well.
 */
class LastAndCommit {
  private completed = 0;
  private tag = '';
  private settled = false;

  constructor(
    readonly name: string,
    readonly text: string,
    private readonly values: unknown[],
    private readonly valueMapper: (value: unknown) => unknown,
    private readonly done: (error: LastStatementError | null) => void,
  ) {}

  submit(connection: PgConnection): Error | null {
    const previous = connection.parsedStatements[this.name] ?? connection.submittedNamedStatements[this.name];
    if (previous !== undefined && previous !== this.text) {
      return new Error(
        `Prepared statements must be unique - '${this.name}' was used for a different statement`,
      );
    }
    const commitParsed = connection.parsedStatements[commitName] === 'commit';
    connection.stream.cork?.();
    try {
      if (previous === undefined) {
        connection.parse({ name: this.name, text: this.text });
        connection.submittedNamedStatements[this.name] = this.text;
      }
      connection.bind({ statement: this.name, values: this.values, valueMapper: this.valueMapper });
      connection.execute({});
      if (!commitParsed) connection.parse({ name: commitName, text: 'commit' });
      connection.bind({ statement: commitName, values: [] });
      connection.execute({});
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(): void {}

  handleDataRow(): void {}

  handleCommandComplete(message: { text?: string; command?: string }): void {
    this.completed++;
    this.tag = message.text ?? message.command ?? '';
  }

  handleEmptyQuery(): void {}

  handlePortalSuspended(): void {}

  handleError(error: Error): void {
    // Before the statement's CommandComplete the statement failed and COMMIT was skipped; after it, COMMIT.
    this.settle(new LastStatementError(this.completed === 0 ? 'statement' : 'commit', error));
  }

  handleReadyForQuery(connection: PgConnection): void {
    // Both parsed for good (a failed Parse would have ended the run with an error).
    connection.parsedStatements[commitName] = 'commit';
    // A COMMIT of a transaction aborted before this run answers ROLLBACK: nothing was written.
    if (this.completed === 2 && this.tag.startsWith('COMMIT')) this.settle(null);
    else
      this.settle(
        new LastStatementError('statement', new Error(`transaction ended with ${this.tag || 'nothing'}`)),
      );
  }

  handleCopyInResponse(connection: PgConnection): void {
    connection.sendCopyFail('No source stream defined');
  }

  handleCopyData(): void {}

  private settle(error: LastStatementError | null): void {
    if (this.settled) return;
    this.settled = true;
    this.done(error);
  }
}

/**
 * Runs the named statement `name` (`text`, its values as drizzle filled them in) and then COMMIT on the
 * checked-out `client`, in one round trip. Rejects with a {@link LastStatementError} that says which
 * of the two failed.
 */
export function runWithCommit(
  client: unknown,
  statement: { name: string; text: string; values: unknown[]; valueMapper: (value: unknown) => unknown },
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const run = new LastAndCommit(
      statement.name,
      statement.text,
      statement.values,
      statement.valueMapper,
      (error) => (error ? reject(error) : resolve()),
    );
    (client as Queryable).query(run);
  });
}
