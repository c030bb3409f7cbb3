import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { serverTexte } from '@examensportal/domain/messages-server';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { connect, type Database } from './db/connect';
import { registerInstance } from './db/instance-config';
import { clockFor } from './infra/clock';
import { unknownMasterKeys } from './infra/document-store';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './infra/lock';
import { BufferedStdout, createLogger } from './infra/logger';
import { restrictNewFilesToOwner } from './infra/owner-only';
import { OWASP_PASSWORD_HASH_COST } from './infra/passwords';

function fail(text: string): never {
  process.stderr.write(`${text}\n`);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

async function main(): Promise<void> {
  restrictNewFilesToOwner();
  const config = readConfig();
  // Lines wait up to 100 ms in a buffer (decision 0089); closeWithGrace ends signals, crashes and its
  // grace timeout with process.exit, which writes them.
  const out = new BufferedStdout().flushAtExit();
  const logger = createLogger(config.logLevel, out);

  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(serverTexte.datenordnerBelegt(error.dir, error.pid));
      throw error;
    }
  }

  let database: Database | undefined;
  try {
    database = await connect({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
    });
    const clock = clockFor(config);
    // Instances sharing one database must sign and check sessions alike (issue 18).
    if (config.databaseUrl) await registerInstance(database.db, config, clock.now());
    // Documents wrapped under a key this instance lacks (a restore without its key, a wrong setting).
    const fremd = await unknownMasterKeys(database.db, config.dokumentSchluessel);
    if (fremd.length > 0) {
      await database.close();
      fail(serverTexte.dokumentSchluesselUnbekannt(fremd.join(', ')));
    }
    if (config.portalNow)
      logger.warn(
        { event: 'clock.portal_now', portalNow: config.portalNow.toISOString() },
        'PORTAL_NOW: test mode clock',
      );
    const cost = config.passwordHashCost;
    if (
      cost.memoryCost !== OWASP_PASSWORD_HASH_COST.memoryCost ||
      cost.timeCost !== OWASP_PASSWORD_HASH_COST.timeCost
    )
      logger.warn(
        { event: 'config.insecure_test_password_hashing', passwordHashCost: cost },
        'INSECURE_TEST_PASSWORD_HASHING: new password hashes below the OWASP cost, for tests only (decision 0069)',
      );
    // With the embedded database this process owns the data folder, so the office command line
    // hands its commands to it over DATA_DIR/office.sock (decision 0014); on PostgreSQL it connects itself.
    const app = await buildApp(config, { database, clock, logger }, { officeSocket: lock !== undefined });
    const db = database;

    closeWithGrace(
      { delay: 15_000, logger: { error: (msg: unknown) => logger.error(msg) } },
      async ({ signal, err }) => {
        // Readiness answers 503 from now on; close() lets in-flight requests finish.
        app.lifecycle.closing = true;
        if (err) logger.error({ err }, 'shutting down after an error');
        else logger.info({ signal }, 'shutting down');
        // Requests still running near the end of the grace time (a stalled upload) are cut, so they
        // clean up and the process exits 0 instead of being killed by the timeout (REL-SHUT).
        const cut = setTimeout(() => app.server.closeAllConnections(), 10_000);
        await app.close();
        clearTimeout(cut);
        await db.close();
        lock?.release();
        logger.info('stopped');
      },
    );

    await app.listen({ port: config.port, host: config.host });
    // The start's lines before the line that says the server is up (tests and operators read them).
    out.flush();
    process.stdout.write(`${serverTexte.laeuftUnter(`${config.publicUrl}/examensportal/login`)}\n`);
  } catch (error) {
    await database?.close().catch(() => {});
    lock?.release();
    if (error instanceof ConfigError) fail(error.message);
    logger.fatal({ err: error }, 'start failed');
    process.exit(1);
  }
}

await main();
