// npm run backup -- <folder> / npm run restore -- <folder>: same DATA_DIR and DATABASE_URL as the
// server (docs/operations.md).
import path from 'node:path';
import { messages } from '@examensportal/domain/messages';
import { restrictNewFilesToOwner } from '../infra/owner-only';
import { backup, BackupError, restore } from './backup';

restrictNewFilesToOwner();
const m = messages.sicherung;
const [command, folder] = process.argv.slice(2);
const env = (name: string) => process.env[name]?.trim() || undefined;
const instance = {
  dataDir: path.resolve(env('DATA_DIR') ?? './data'),
  databaseUrl: env('DATABASE_URL'),
};

if ((command !== 'backup' && command !== 'restore') || !folder) {
  process.stderr.write(`${m.aufruf}\n`);
  process.exit(2);
}
const target = path.resolve(folder);
try {
  if (command === 'backup') {
    await backup(instance, target);
    process.stdout.write(`${m.gesichert(target)}\n`);
  } else {
    await restore(instance, target);
    process.stdout.write(`${m.wiederhergestellt(instance.dataDir)}\n`);
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
