// The one way an office command runs, on the command line's own database connection (cli.ts) and
// inside the running server (socket-server.ts) alike: parse the German arguments, check them before
// anything is opened, run the command, audit every change in its transaction, and answer with the
// text the command line prints and its exit code.
import { parseArgs } from 'node:util';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import type { Grundeinstellungen } from '../config';
import { ConfigError } from '../config';
import type { Db } from '../db/connect';
import type { Clock } from '../infra/clock';
import { DataDirLockedError } from '../infra/lock';
import type { FileStore } from '../infra/storage';
import { type AuditActor, type OfficeAudit, OfficeError, type OfficeDeps } from '../features/buero/service';
import { type Befehl, befehlVorbereiten, type Eingabe, type Option, OPTIONEN } from './commands';
import { hilfetext } from './help';

const o = officeCliTexte;

/** One call of `npm run office -- …`, as the command line saw it. */
export interface Aufruf {
  /** The arguments after `npm run office --`. */
  argv: readonly string[];
  /** $USER (else the OS user or its uid, os-user.ts): who acts when --von is not given. */
  loginName: string;
  /** The operating-system user running the command line. */
  osUser: string;
  /** The command line's working directory (a relative <datei> is read against it). */
  cwd: string;
}

/** What a command needs, opened only once its arguments are known to be good. */
export interface Werkzeuge {
  db: Db;
  clock: Clock;
  verfahren: Grundeinstellungen;
  /** Needed by `dokument` only. */
  storage?: FileStore;
  /** PUBLIC_URL: the origin of printed links (mitarbeiter-anlegen's set-up link). */
  publicUrl?: string;
  /** PROTOKOLL_ANKER_DIR, for protokoll-pruefen. */
  protokollAnkerDir?: string;
  audit: OfficeAudit;
  schliessen?(): Promise<void>;
}

/** What the command line prints and how it exits. */
export interface Ergebnis {
  code: number;
  stdout: string;
  stderr: string;
}

function lesen(argv: readonly string[]): {
  name: string | undefined;
  eingabe: Eingabe;
  json: boolean;
  hilfe: boolean;
} {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
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
function werHandelt(von: string | undefined, loginName: string): string {
  const name = (von ?? loginName).trim();
  // eslint-disable-next-line no-control-regex
  if (name === '' || name.length > 100 || /[\u0000-\u001f\u007f]/.test(name))
    throw new OfficeError(o.vonFehlt);
  return name;
}

/**
 * Thrown by `oeffnen` when a live server holds the embedded database: the command line then hands the
 * whole call to that server (cli.ts) instead of printing an error.
 */
export class ServerUebernimmt extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly portalNow: Date | undefined,
  ) {
    super(`data folder ${dataDir} is held by server pid ${pid}`);
  }
}

/** The German line for a failure; anything unforeseen is reported as such (nothing was changed). */
function fehlertext(error: unknown): string {
  if (error instanceof OfficeError || error instanceof ConfigError) return error.message;
  if (error instanceof DataDirLockedError) return o.datenordnerBelegt(error.dir, error.pid);
  return o.unerwartet((error as Error)?.message ?? String(error));
}

/**
 * Runs one command. `oeffnen` provides the database and the rest; it is called only after the
 * arguments passed their checks, so a typo costs nothing (and never waits for the data folder).
 */
export async function befehlAusfuehren(
  aufruf: Aufruf,
  oeffnen: (befehl: Befehl) => Promise<Werkzeuge>,
): Promise<Ergebnis> {
  let werkzeuge: Werkzeuge | undefined;
  try {
    const { name, eingabe, json, hilfe } = lesen(aufruf.argv);
    if (hilfe || !name) return { code: 0, stdout: `${hilfetext()}\n`, stderr: '' };
    const { befehl, ausfuehren } = befehlVorbereiten(name, { ...eingabe, cwd: aufruf.cwd });
    const von = befehl.schreibt
      ? werHandelt(eingabe.optionen.von, aufruf.loginName)
      : (eingabe.optionen.von ?? aufruf.loginName);
    werkzeuge = await oeffnen(befehl);
    const { db, clock, verfahren, storage, publicUrl, protokollAnkerDir, audit } = werkzeuge;
    const actor: AuditActor = { name: von, osUser: aufruf.osUser, channel: 'Kommandozeile' };
    const deps: OfficeDeps = {
      db,
      clock,
      von,
      verfahren,
      ...(storage ? { storage } : {}),
      ...(publicUrl ? { publicUrl } : {}),
      ...(protokollAnkerDir ? { protokollAnkerDir } : {}),
      // The one place every change of the office is audited, inside the transaction that makes it.
      auditieren: (tx, action) =>
        audit.record(tx, {
          at: clock.now(),
          actor,
          command: befehl.name,
          argv: aufruf.argv,
          actions: [action],
        }),
    };
    const ausgabe = await ausfuehren(deps);
    return {
      code: 0,
      stdout: `${json ? JSON.stringify(ausgabe.data, null, 2) : ausgabe.text}\n`,
      stderr: '',
    };
  } catch (error) {
    if (error instanceof ServerUebernimmt) throw error;
    return { code: 1, stdout: '', stderr: `${fehlertext(error)}\n` };
  } finally {
    await werkzeuge?.schliessen?.().catch(() => {});
  }
}
