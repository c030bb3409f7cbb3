// npm run demo [-- --force]: a data folder with the documented demo accounts (docs/demo-accounts.md).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { demoTexte } from '@examensportal/domain/messages-demo';
import { serverTexte } from '@examensportal/domain/messages-server';
import { ConfigError, defaults, loadConfig } from '../config';
import { connect, type Database } from '../db/connect';
import { accounts } from '../db/schema';
import { clockFor } from '../infra/clock';
import { openDocumentStore } from '../infra/document-store';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError, liveLockHolder } from '../infra/lock';
import { restrictNewFilesToOwner } from '../infra/owner-only';
import { DEMO_PASSWORT } from './konten';
import { seedDemo } from './daten';
import { seedEntwurf } from './entwurf';
import { seedFall } from './fall';
import { seedNachforderungen } from './nachforderungen';
import { seedWidersprueche } from './widersprueche';
import { seedAufhebung } from './aufhebung';
import { pino } from 'pino';
import { Sealer } from '../infra/seal';
import { seedNachrichten } from './nachrichten';
import { DEMO_MITARBEITENDE, DEMO_SACHBEARBEITUNG, seedMitarbeitende } from './mitarbeitende';

const d = demoTexte;

/** Kept when the folder is emptied: the session key, the documents' master key (decision 0043), our lock. */
const bleibt = new Set(['jwt-secret', 'dokument-schluessel', '.lock']);
/** What the portal writes into a data folder; --force removes only these, never a stranger's files. */
const eigene = new Set(['pglite', 'mail', 'files', 'office.sock']);

function inhalt(dir: string): string[] {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR comes from the operator running the seed
  return existsSync(dir) ? readdirSync(dir).filter((name) => !bleibt.has(name)) : [];
}

async function main(): Promise<void> {
  restrictNewFilesToOwner();
  const force = process.argv.slice(2).includes('--force');
  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  try {
    // Checked before loadConfig, which creates the folder and its key file.
    const dataDir = path.resolve(process.cwd(), process.env.DATA_DIR?.trim() || defaults.dataDir);
    const databaseUrl = process.env.DATABASE_URL?.trim();
    // A running portal keeps its data: the seed replaces a folder, so it waits for the portal to stop.
    const portal = databaseUrl ? undefined : liveLockHolder(dataDir);
    if (portal !== undefined) throw new ConfigError(d.portalLaeuft(portal));
    if (!databaseUrl && inhalt(dataDir).length > 0) {
      if (!force) throw new ConfigError(d.ordnerNichtLeer(dataDir));
      if (inhalt(dataDir).some((name) => !eigene.has(name))) throw new ConfigError(d.ordnerFremd(dataDir));
    }

    const config = loadConfig();
    if (!config.databaseUrl) {
      lock = acquireDataDirLock(config.dataDir);
      for (const name of inhalt(config.dataDir))
        rmSync(path.join(config.dataDir, name), { recursive: true, force: true });
    }
    database = await connect({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
    });
    if (config.databaseUrl) {
      const [any] = await database.db.select({ id: accounts.id }).from(accounts).limit(1);
      if (any) throw new ConfigError(d.datenbankNichtLeer);
    }
    const storage = await openDocumentStore(database, config.dataDir, config.dokumentSchluessel);
    const konten = await seedDemo(
      database.db,
      clockFor(config),
      config.verfahren,
      storage,
      config.passwordHashCost,
    );
    await seedMitarbeitende(
      database.db,
      clockFor(config),
      config.jwtSecret,
      DEMO_PASSWORT,
      config.passwordHashCost,
    );
    await seedEntwurf(database.db, clockFor(config), DEMO_SACHBEARBEITUNG);
    await seedFall(database.db, clockFor(config), DEMO_SACHBEARBEITUNG);
    await seedNachforderungen(
      database.db,
      clockFor(config),
      config.nachforderungFristTage,
      DEMO_SACHBEARBEITUNG,
    );
    // The demo objections file two result letters themselves (the letter job, as the outbox runs it).
    const jobDeps = {
      db: database.db,
      storage,
      logger: pino({ level: 'silent' }),
      sealer: new Sealer(config.jwtSecret, 'outbox', config.jwtSecretPrevious),
      messageDomain: new URL(config.publicUrl).hostname,
      now: () => clockFor(config).now(),
    };
    await seedWidersprueche(
      database.db,
      clockFor(config),
      config.verfahren,
      jobDeps,
      config.widerspruchGericht,
    );
    // The revoked admission files its admission letter the same way.
    await seedAufhebung(database.db, clockFor(config), config.verfahren, jobDeps);
    await seedNachrichten(database.db, clockFor(config), storage, DEMO_SACHBEARBEITUNG);
    const breite = Math.max(...konten.map((k) => k.email.length));
    process.stdout.write(
      [
        d.fertig(config.databaseUrl ? 'DATABASE_URL' : config.dataDir),
        ...konten.map((k) => `  ${k.email.padEnd(breite)}  ${k.art}`),
        d.passwort(DEMO_PASSWORT),
        d.pruefungsstelle,
        ...DEMO_MITARBEITENDE.map((m) => `  ${m.email.padEnd(breite)}  ${m.rolle}`),
        d.dokumentation('docs/demo-accounts.md'),
        '',
      ].join('\n'),
    );
  } catch (error) {
    process.exitCode = 1;
    if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
    else if (error instanceof DataDirLockedError) {
      process.stderr.write(`${serverTexte.datenordnerBelegt(error.dir, error.pid)}\n`);
    } else process.stderr.write(`${d.unerwartet((error as Error)?.message ?? String(error))}\n`);
  } finally {
    await database?.close().catch(() => {});
    lock?.release();
  }
}

await main();
