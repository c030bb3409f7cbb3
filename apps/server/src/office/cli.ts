// npm run office -- <befehl> …: the examination office's tool. Same configuration and database as
// the server; with the embedded database it takes the data-folder lock, so it never runs while a
// server uses the folder (PGlite would be corrupted by two processes).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { messages } from '@examensportal/domain/messages';
import { ConfigError, loadConfig } from '../config';
import { connect, type Database } from '../db/connect';
import { clockFor } from '../infra/clock';
import { DiskFileStore } from '../infra/storage';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from '../infra/lock';
import { restrictNewFilesToOwner } from '../infra/owner-only';
import { befehlVorbereiten, type Eingabe, type Option, OPTIONEN } from './commands';
import { OfficeError } from './context';
import { hilfetext } from './help';

const o = messages.office;

function beenden(text: string, code: number): never {
  (code === 0 ? process.stdout : process.stderr).write(`${text}\n`);
  process.exit(code);
}

function lesen(argv: string[]): {
  name: string | undefined;
  eingabe: Eingabe;
  json: boolean;
  hilfe: boolean;
} {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        ...Object.fromEntries(OPTIONEN.map((name) => [name, { type: 'string' as const }])),
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    // node:util reports in English; the office gets German.
    const code = (error as { code?: string }).code;
    const option = /'(-[^']+)'/.exec(String((error as Error).message))?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new OfficeError(o.optionOhneWert(option));
    throw new OfficeError(o.optionUnbekannt(option));
  }
  const [name, ...positionals] = parsed.positionals;
  const values = parsed.values as Record<string, string | boolean | undefined>;
  const optionen: Partial<Record<Option, string>> = {};
  for (const option of OPTIONEN) {
    const value = values[option];
    if (typeof value === 'string') optionen[option] = value;
  }
  return {
    name: name === 'hilfe' ? undefined : name,
    eingabe: { positionals, optionen },
    json: values.json === true,
    hilfe: values.help === true || name === undefined || name === 'hilfe',
  };
}

/** --von, else the login name; stored in the audit with every action. */
function werHandelt(von: string | undefined): string {
  const name = (von ?? process.env.USER ?? process.env.USERNAME ?? '').trim();
  // eslint-disable-next-line no-control-regex
  if (name === '' || name.length > 100 || /[\u0000-\u001f\u007f]/.test(name))
    throw new OfficeError(o.vonFehlt);
  return name;
}

async function main(): Promise<void> {
  restrictNewFilesToOwner();
  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  try {
    const { name, eingabe, json, hilfe } = lesen(process.argv.slice(2));
    if (hilfe || !name) beenden(hilfetext(), 0);
    // Arguments are checked before the database is opened: a typo costs nothing.
    const { befehl, ausfuehren } = befehlVorbereiten(name, eingabe);
    const von = befehl.schreibt
      ? werHandelt(eingabe.optionen.von)
      : (eingabe.optionen.von ?? process.env.USER ?? '');

    const config = loadConfig();
    if (!config.databaseUrl) lock = acquireDataDirLock(config.dataDir);
    database = await connect({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
    });
    const storage =
      befehl.name === 'dokument' ? await DiskFileStore.open(path.join(config.dataDir, 'files')) : undefined;
    const ausgabe = await ausfuehren({
      db: database.db,
      clock: clockFor(config),
      von,
      verfahren: config.verfahren,
      publicUrl: config.publicUrl,
      ...(storage ? { storage } : {}),
    });
    process.stdout.write(`${json ? JSON.stringify(ausgabe.data, null, 2) : ausgabe.text}\n`);
    process.exitCode = 0;
  } catch (error) {
    process.exitCode = 1;
    if (error instanceof OfficeError || error instanceof ConfigError)
      process.stderr.write(`${error.message}\n`);
    else if (error instanceof DataDirLockedError)
      process.stderr.write(`${o.datenordnerBelegt(error.dir, error.pid)}\n`);
    else process.stderr.write(`${o.unerwartet((error as Error)?.message ?? String(error))}\n`);
  } finally {
    await database?.close().catch(() => {});
    lock?.release();
  }
}

await main();
