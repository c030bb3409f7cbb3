// The command-line side of `npm run encrypt-documents` and `npm run rotate-document-key` (decision 0043):
// the same DATA_DIR, DATABASE_URL and DOKUMENT_SCHLUESSEL* as the server. With the embedded database
// the server must be stopped (one process per data folder); on PostgreSQL it may keep running.
import path from 'node:path';
import { sicherungTexte } from '@examensportal/domain/messages-sicherung';
import { loadDokumentSchluessel, portalNow } from '../config';
import { connect } from '../db/connect';
import { clockFor } from '../infra/clock';
import { openDocumentStore } from '../infra/document-store';
import { acquireDataDirLock } from '../infra/lock';
import { auditRun, encryptDocuments, rotateDocumentKey } from './document-keys';

const m = sicherungTexte;

export async function documentKeyCommand(
  command: 'encrypt-documents' | 'rotate-document-key',
  instance: { dataDir: string; databaseUrl?: string },
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const keys = loadDokumentSchluessel(env, instance.dataDir);
  const lock = instance.databaseUrl ? undefined : acquireDataDirLock(instance.dataDir);
  const database = await connect({
    databaseUrl: instance.databaseUrl,
    pgliteDir: path.join(instance.dataDir, 'pglite'),
    poolMax: 2,
  });
  try {
    const store = await openDocumentStore(database, instance.dataDir, keys);
    const wer = env.USER ?? 'kommandozeile';
    const clock = clockFor({ portalNow: portalNow(env) });
    let problems: { storedName: string; reason: string }[];
    if (command === 'encrypt-documents') {
      const report = await encryptDocuments({ db: database.db, store });
      problems = report.problems;
      await auditRun(
        database.db,
        'dokumente.verschluesseln',
        wer,
        { ...report, problems: problems.length },
        clock.now(),
      );
      process.stdout.write(`${m.verschluesseltErgebnis(report.encrypted, report.already)}\n`);
    } else {
      const report = await rotateDocumentKey({ db: database.db, store });
      problems = report.problems;
      await auditRun(
        database.db,
        'dokumente.umschluesseln',
        wer,
        { rewrapped: report.rewrapped, problems: problems.length, schluesselId: keys.current.id },
        new Date(),
      );
      process.stdout.write(`${m.umgeschluesseltErgebnis(report.rewrapped, keys.current.id)}\n`);
    }
    for (const p of problems) process.stderr.write(`${m.dokumentProblem(p.storedName, p.reason)}\n`);
    if (problems.length === 0) return 0;
    process.stderr.write(`${m.dokumenteUnvollstaendig(problems.length)}\n`);
    return 1;
  } finally {
    await database.close();
    lock?.release();
  }
}
