// npm run backup -- <folder> / npm run restore -- <folder> / npm run migrate-documents: same DATA_DIR
// and DATABASE_URL as the server (docs/operations.md).
import path from 'node:path';
import { sicherungTexte } from '@examensportal/domain/messages-sicherung';
import { connect } from '../db/connect';
import { documentFolder } from '../infra/document-store';
import { restrictNewFilesToOwner } from '../infra/owner-only';
import { PostgresChunkStore } from '../infra/pg-chunk-store';
import { DiskFileStore } from '../infra/storage';
import { backup, BackupError, restore } from './backup';
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
    const report = await migrateDocuments({
      db: database.db,
      folder: await DiskFileStore.open(documentFolder(instance.dataDir)),
      target: new PostgresChunkStore(database.db),
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

const known = ['backup', 'restore', 'migrate-documents'];
if (!command || !known.includes(command) || (command !== 'migrate-documents' && !folder)) {
  process.stderr.write(`${m.aufruf}\n`);
  process.exit(2);
}
try {
  if (command === 'migrate-documents') {
    process.exitCode = await moveDocuments(instance.databaseUrl);
  } else if (command === 'backup') {
    const target = path.resolve(folder ?? '');
    await backup(instance, target);
    process.stdout.write(`${m.gesichert(target)}\n`);
  } else {
    await restore(instance, path.resolve(folder ?? ''));
    process.stdout.write(`${m.wiederhergestellt(instance.dataDir)}\n`);
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
