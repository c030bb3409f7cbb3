import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

/**
 * A PGlite of the migrated snapshot whose every statement is handed to `record`, inside transactions
 * too (issue 29's statement counts). A named statement (db/prepared.ts, decision 0073) runs as one
 * protocol message, recorded as `named <name>` by its Bind ('B'); PGlite's own query binds the unnamed
 * one and is recorded by its text.
 */
export function recordingPglite(record: (statement: string) => void): PGlite {
  const client = new PGlite({ loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]) });
  const query = client.query.bind(client);
  client.query = ((...args: Parameters<typeof query>) => {
    record(String(args[0]));
    return query(...args);
  }) as typeof client.query;
  const exchange = client.execProtocolStream.bind(client);
  client.execProtocolStream = ((message: Uint8Array, ...rest: unknown[]) => {
    const name = message[0] === 0x42 ? message.subarray(6, message.indexOf(0, 6)) : undefined;
    if (name?.length) record(`named ${new TextDecoder().decode(name)}`);
    return exchange(message, ...(rest as []));
  }) as typeof client.execProtocolStream;
  const transaction = client.transaction.bind(client);
  client.transaction = ((run: Parameters<typeof transaction>[0]) =>
    transaction((tx) => {
      const inner = tx.query.bind(tx);
      tx.query = ((...args: Parameters<typeof inner>) => {
        record(String(args[0]));
        return inner(...args);
      }) as typeof tx.query;
      return run(tx);
    })) as typeof client.transaction;
  return client;
}
