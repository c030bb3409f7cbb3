// Backup and restore of one instance (docs/operations.md, quality targets REL-BK): the database and the
// document store together, checked by SHA-256 before anything is restored.
/* eslint-disable security/detect-non-literal-fs-filename -- an operator's tool: every path is the backup
   folder named on its command line or the configured DATA_DIR, never anything from a request. */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { sicherungTexte } from '@examensportal/domain/messages-sicherung';
import { liveLockHolder } from '../infra/lock';

const m = sicherungTexte;

export class BackupError extends Error {}

export interface Instance {
  /** Absolute data folder: PGlite (`pglite/`), documents (`files/`), `jwt-secret`. */
  dataDir: string;
  /** Set for PostgreSQL; unset for the embedded database in the data folder. */
  databaseUrl?: string;
}

interface Manifest {
  format: 1;
  mode: 'postgresql' | 'pglite';
  createdAt: string;
  /** File name in the backup folder → SHA-256 (hex). */
  files: Record<string, string>;
}

const manifestName = 'manifest.json';

async function tool(command: string, args: string[]): Promise<void> {
  try {
    await promisify(execFile)(command, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new BackupError(m.werkzeugFehlt(command, stderr || (error as Error).message));
  }
}

function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

function emptyFolder(dir: string): void {
  mkdirSync(dir, { recursive: true });
  if (readdirSync(dir).length > 0) throw new BackupError(m.zielNichtLeer(dir));
}

/**
 * PostgreSQL: online. The documents live in the database (document_objects/document_chunks), so the
 * one pg_dump snapshot holds every row with its contents. The archive beside it keeps the data
 * folder's key file and a document folder not yet moved by `npm run migrate-documents`, if any.
 * PGlite: only a stopped server's data folder can be copied safely (one process at a time).
 */
export async function backup(instance: Instance, target: string): Promise<void> {
  emptyFolder(target);
  const files: string[] = [];
  if (instance.databaseUrl) {
    await tool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(target, 'database.dump')}`,
      `--dbname=${instance.databaseUrl}`,
    ]);
    files.push('database.dump');
    // The JWT secret also seals the outbox; files/objects only exists before the documents moved.
    const members = ['files/objects', 'jwt-secret'].filter((p) => existsSync(path.join(instance.dataDir, p)));
    if (members.length > 0) {
      await tool('tar', ['-C', instance.dataDir, '-cf', path.join(target, 'files.tar'), '--', ...members]);
      files.push('files.tar');
    }
  } else {
    const pid = liveLockHolder(instance.dataDir);
    if (pid !== undefined) throw new BackupError(m.serverLaeuft(pid));
    await tool('tar', [
      '-C',
      instance.dataDir,
      '--exclude=./.lock',
      '--exclude=./office.sock',
      // The documents' master key is kept apart from the ciphertext (decision 0043, docs/operations.md).
      '--exclude=./dokument-schluessel',
      '-cf',
      path.join(target, 'data.tar'),
      '.',
    ]);
    files.push('data.tar');
  }
  const manifest: Manifest = {
    format: 1,
    mode: instance.databaseUrl ? 'postgresql' : 'pglite',
    createdAt: new Date().toISOString(),
    files: {},
  };
  for (const name of files) manifest.files[name] = await sha256(path.join(target, name));
  writeFileSync(path.join(target, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
}

async function databaseIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]?.n ?? 0) === 0;
  } finally {
    await client.end();
  }
}

/**
 * After pg_restore: every master key id that wraps a document must be configured, else the restored
 * documents cannot be opened — say so now, not at the first download (decision 0043).
 */
async function requireDocumentKeys(url: string, knownKeyIds: ReadonlySet<string>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client
      .query<{ key_id: string }>(
        "select distinct key_id from document_keys where to_regclass('document_keys') is not null",
      )
      .catch(() => ({ rows: [] as { key_id: string }[] }));
    const missing = rows.map((r) => r.key_id).filter((id) => !knownKeyIds.has(id));
    if (missing.length > 0) throw new BackupError(m.schluesselFehltWiederherstellung(missing.join(', ')));
  } finally {
    await client.end();
  }
}

/** Into an empty data folder (and, for PostgreSQL, an empty database) only; the server is started after. */
export async function restore(
  instance: Instance,
  source: string,
  knownKeyIds: ReadonlySet<string> = new Set(),
): Promise<void> {
  const manifest = JSON.parse(readFileSync(path.join(source, manifestName), 'utf8')) as Manifest;
  for (const [name, expected] of Object.entries(manifest.files)) {
    if ((await sha256(path.join(source, name))) !== expected) throw new BackupError(m.pruefsummeFalsch(name));
  }
  const mode = instance.databaseUrl ? 'postgresql' : 'pglite';
  if (manifest.mode !== mode)
    throw new BackupError(m.falscheArt(manifest.mode === 'pglite' ? 'PGlite' : 'PostgreSQL'));
  // Never under a running portal (it holds the folder's lock; decision 0014): say so, not just "not empty".
  const pid = liveLockHolder(instance.dataDir);
  if (pid !== undefined) throw new BackupError(m.serverLaeuftWiederherstellung(pid));
  emptyFolder(instance.dataDir);
  if (instance.databaseUrl) {
    if (!(await databaseIsEmpty(instance.databaseUrl))) throw new BackupError(m.datenbankNichtLeer);
    await tool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${instance.databaseUrl}`,
      path.join(source, 'database.dump'),
    ]);
    await requireDocumentKeys(instance.databaseUrl, knownKeyIds);
    // Older backups and servers with an unmoved folder have an archive beside the dump.
    if (manifest.files['files.tar'])
      await tool('tar', ['-C', instance.dataDir, '-xf', path.join(source, 'files.tar')]);
  } else {
    await tool('tar', ['-C', instance.dataDir, '-xf', path.join(source, 'data.tar')]);
  }
}
