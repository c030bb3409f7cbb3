// npm run office -- <befehl> …: the examination office's tool. Same configuration and database as
// the server. It runs while the portal runs (decision 0014): on PostgreSQL it opens its own
// connection beside the server; on the embedded database, where one process owns the data folder
// (PGlite would be corrupted by two), it hands the call to the running server over DATA_DIR/office.sock
// and only opens the folder itself (taking its lock) when no server holds it.
import path from 'node:path';
import { loadConfig } from '../config';
import { connect, type Database } from '../db/connect';
import { clockFor } from '../infra/clock';
import { openDocumentStore } from '../infra/document-store';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from '../infra/lock';
import { createLogger } from '../infra/logger';
import { restrictNewFilesToOwner } from '../infra/owner-only';
import { protokollAudit } from '../features/buero/service';
import { type Aufruf, befehlAusfuehren, type Ergebnis, ServerUebernimmt } from './runner';
import { loginName, osUserName } from './os-user';
import { anServer } from './socket-client';

/** Runs the call on this process's own connection, or hands it to the server holding the folder. */
async function ausfuehren(aufruf: Aufruf): Promise<Ergebnis> {
  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  try {
    return await befehlAusfuehren(aufruf, async (befehl) => {
      const config = loadConfig();
      if (!config.databaseUrl) {
        try {
          lock = acquireDataDirLock(config.dataDir);
        } catch (error) {
          if (error instanceof DataDirLockedError)
            throw new ServerUebernimmt(config.dataDir, error.pid, config.portalNow);
          throw error;
        }
      }
      database = await connect({
        databaseUrl: config.databaseUrl,
        pgliteDir: path.join(config.dataDir, 'pglite'),
      });
      const storage =
        befehl.name === 'dokument'
          ? await openDocumentStore(database, config.dataDir, config.dokumentSchluessel)
          : undefined;
      return {
        db: database.db,
        clock: clockFor(config),
        verfahren: config.verfahren,
        publicUrl: config.publicUrl,
        ...(config.protokollAnkerDir ? { protokollAnkerDir: config.protokollAnkerDir } : {}),
        ...(storage ? { storage } : {}),
        // stdout is the command's output; the audit's log line goes to stderr only when LOG_LEVEL
        // asks for info (the Protokoll row is written either way; audit.ts).
        audit: protokollAudit(createLogger(process.env.LOG_LEVEL ? config.logLevel : 'warn', process.stderr)),
      };
    });
  } catch (error) {
    if (!(error instanceof ServerUebernimmt)) throw error;
    return anServer(error.dataDir, error.pid, {
      ...aufruf,
      argv: [...aufruf.argv],
      portalNow: error.portalNow?.toISOString() ?? null,
    });
  } finally {
    await database?.close().catch(() => {});
    lock?.release();
  }
}

restrictNewFilesToOwner();
const ergebnis = await ausfuehren({
  argv: process.argv.slice(2),
  loginName: loginName(),
  osUser: osUserName(),
  cwd: process.cwd(),
});
process.stdout.write(ergebnis.stdout);
process.stderr.write(ergebnis.stderr);
process.exitCode = ergebnis.code;
