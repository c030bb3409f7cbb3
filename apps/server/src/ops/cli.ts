// npm run backup -- <folder> / npm run restore -- <folder> / npm run migrate-documents: same DATA_DIR
// and DATABASE_URL as the server (docs/operations.md).
import path from 'node:path';
import { serverTexte } from '@examensportal/domain/messages-server';
import { sicherungTexte } from '@examensportal/domain/messages-sicherung';
import { ConfigError, loadDokumentSchluessel } from '../config';
import { connect } from '../db/connect';
import { documentFolder } from '../infra/document-store';
import { EncryptedStore } from '../infra/encryption/encrypted-store';
import { DataDirLockedError } from '../infra/lock';
import { restrictNewFilesToOwner } from '../infra/owner-only';
import { PostgresChunkStore } from '../infra/pg-chunk-store';
import { DiskFileStore } from '../infra/storage';
import { backup, BackupError, restore } from './backup';
import { documentKeyCommand } from './document-key-commands';
import { migrateDocuments } from './migrate-documents';

restrictNewFilesToOwner();
const m = sicherungTexte;
const [command, folder] = process.argv.slice(2);
const env = (name: string) => process.env[name]?.trim() || undefined;
const instance = {
  dataDir: path.resolve(env('DATA_DIR') ?? './data'),
  databaseUrl: env('DATABASE_URL'),
};

/** Exit code 0 only when every document row has its verified copy in PostgreSQL. */
async function moveDocuments(databaseUrl: string | undefined): Promise<number> {
  if (!databaseUrl) throw new BackupError(m.umzugNurMitPostgres);
  const database = await connect({ databaseUrl, poolMax: 2 });
  try {
    const target = new PostgresChunkStore(database.db);
    const decrypting = new EncryptedStore(
      target,
      database.db,
      loadDokumentSchluessel(process.env, instance.dataDir),
    );
    const report = await migrateDocuments({
      db: database.db,
      folder: await DiskFileStore.open(documentFolder(instance.dataDir)),
      target,
      readPlain: (name) => decrypting.read(name),
    });
    for (const p of report.problems)
      process.stderr.write(
        `${(p.reason === 'missing' ? m.umzugFehlt : m.umzugPruefsumme)(p.documentId, p.storedName)}\n`,
      );
    process.stdout.write(`${m.umzugErgebnis(report.copied, report.present, report.unreferenced)}\n`);
    if (report.problems.length === 0) return 0;
    process.stderr.write(`${m.umzugUnvollstaendig(report.problems.length)}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

const known = ['backup', 'restore', 'migrate-documents', 'encrypt-documents', 'rotate-document-key'];
const withFolder = command === 'backup' || command === 'restore';
if (!command || !known.includes(command) || (withFolder && !folder)) {
  process.stderr.write(`${m.aufruf}\n`);
  process.exit(2);
}
try {
  if (command === 'migrate-documents') {
    process.exitCode = await moveDocuments(instance.databaseUrl);
  } else if (command === 'encrypt-documents' || command === 'rotate-document-key') {
    process.exitCode = await documentKeyCommand(command, instance, process.env);
  } else if (command === 'backup') {
    const target = path.resolve(folder ?? '');
    await backup(instance, target);
    process.stdout.write(`${m.gesichert(target)}\n`);
  } else {
    // With PostgreSQL the key is checked against the restored rows; the embedded database's start does it.
    const keys = instance.databaseUrl ? loadDokumentSchluessel(process.env, instance.dataDir) : undefined;
    await restore(instance, path.resolve(folder ?? ''), new Set(keys?.ids() ?? []));
    process.stdout.write(`${m.wiederhergestellt(instance.dataDir)}\n`);
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`${serverTexte.datenordnerBelegt(error.dir, error.pid)}\n`);
    process.exit(1);
  }
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
