import pg from 'pg';

/**
 * Hands every statement of every node-postgres client (the pool's included) to `record` – its name
 * when it is a named statement, else its text: one round trip each (issue 29's statement counts).
 * Returns the function that puts node-postgres back.
 */
export function recordPostgresStatements(record: (statement: string) => void): () => void {
  const clientQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { name?: string; text: string };
    record(typeof config === 'string' ? config : (config.name ?? config.text));
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof clientQuery;
  return () => {
    pg.Client.prototype.query = clientQuery;
  };
}
