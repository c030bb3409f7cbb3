import { eingangZieleLesen, type EingangZiele } from '@examensportal/domain/rules/eingang-ziele';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverTexte } from '@examensportal/domain/messages-server';
import { AUFBEWAHRUNG_STANDARD, type Aufbewahrungsfristen } from '@examensportal/domain/rules/aufbewahrung';
import { STANDARD_EINSTELLUNGEN, type Verfahrenseinstellungen } from '@examensportal/domain/rules/settings';
import { MASTER_KEY_BYTES, masterKey, MasterKeyring } from './infra/encryption/master-keys';
import { openToOthers } from './infra/owner-only';
import { OWASP_PASSWORD_HASH_COST, TEST_PASSWORD_HASH_COST, type PasswordHashCost } from './infra/passwords';
import { parseClamdUrl } from './infra/scanner';
import { repoRoot } from './paths';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the data folder (PGlite, mail folder, files, lock, JWT secret). */
  dataDir: string;
  /** Origin and optional path prefix without a trailing slash; the only source of links in mails. */
  publicUrl: string;
  databaseUrl: string | undefined;
  /** Passkeys (decision 0051): the relying party id (a host name) and the origins a passkey answer may come from. */
  webauthn: { rpId: string; origins: string[] };
  /** HS256 key, at least 32 bytes. */
  jwtSecret: Uint8Array;
  /** JWT_SECRET_PREVIOUS during a key rotation: still accepted when verifying, never used to sign. */
  jwtSecretPrevious: Uint8Array | undefined;
  /** Master keys of the documents at rest (decision 0043): DOKUMENT_SCHLUESSEL(_DATEI), _VORHERIG. */
  dokumentSchluessel: MasterKeyring;
  /** TRUST_PROXY: addresses/CIDRs of reverse proxies whose X-Forwarded-For is believed; empty = none. */
  trustProxy: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  captchaMaxNumber: number;
  logLevel: LogLevel;
  webDist: string;
  /** PROTOKOLL_ANKER_DIR: where the daily anchor of the Protokoll's hash chains is written (decision 0029). */
  protokollAnkerDir: string | undefined;
  /** PROTOKOLL_ANKER_MAIL=1: the daily anchor also goes by mail to every active leitung. */
  protokollAnkerMail: boolean;
  /** PORTAL_NOW: the clock starts at this moment and runs on (acceptance tests, trying a coming term). */
  portalNow: Date | undefined;
  /** ClamAV daemon (tcp://host:port or unix:///path); unset → uploads are not scanned for malware. */
  clamdUrl: string | undefined;
  /** Per candidate: at most this many own uploads and bytes (SEC-FILE-7). */
  uploadQuotaFiles: number;
  uploadQuotaBytes: number;
  /** Requests per candidate and minute behind a session; 0 turns the limit off (bench only). */
  apiRequestsPerMinute: number;
  /** Per candidate: at most this many uploaded files in any hour (quality targets F). */
  uploadRatePerHour: number;
  /** Registrations per IP address and hour (quality targets §1.2 F: 5). */
  registerPerHour: number;
  /** Load shedding and slow-client limits (REL-BP, quality targets §2.4 recipes 10 and 11). */
  overload: OverloadConfig;
  /** The procedure settings the operator sets; the office's term dates come from the database. */
  verfahren: Grundeinstellungen;
  /**
   * FREIGABE_GUENSTIG_ALLEIN=1: staff may release a favourable decision they drafted themselves
   * (four-eyes, decision 0026). Default 0: every decision needs a second person.
   */
  freigabeGuenstigAllein: boolean;
  /** Retention periods (decision 0041): § 1a WiPrPrüfV by default; AUFBEWAHRUNG_* set the inferred ones. */
  aufbewahrung: Aufbewahrungsfristen;
  /** NACHFORDERUNG_FRIST_TAGE: the default deadline of a Nachforderung in days (decision 0039). */
  nachforderungFristTage: number;
  /**
   * BEARBEITUNGSFRIST_MONATE: months from the complete application to the decision due date
   * (§ 4b WPO with § 42a (2) VwVfG as read in decision 0039 [I]).
   */
  bearbeitungsfristMonate: number;
  /** EINGANG_ZIEL_TAGE: the Eingang's target in days per queue (`queue=days,…`, decision 0046). */
  eingangZiele: EingangZiele;
  /**
   * WIDERSPRUCH_GERICHT [I]: the administrative court, name and address, that a Widerspruchsbescheid's
   * remedy notice names (decision 0038); the chamber's seat is Berlin.
   */
  widerspruchGericht: string;
  /**
   * The argon2id cost of new password hashes: OWASP's m = 19 MiB, t = 2 on every server; the tests'
   * minimum only with INSECURE_TEST_PASSWORD_HASHING=1, never with NODE_ENV=production (decision 0069).
   */
  passwordHashCost: PasswordHashCost;
  /** PDF_WORKERS: worker threads rendering receipts and letters (decision 0072); 0 = in the main thread. */
  pdfWorkers: number;
}

/** The part of the procedure settings (Verfahrenseinstellungen) read from the environment. */
export type Grundeinstellungen = Pick<Verfahrenseinstellungen, 'bekanntgabeTage'>;

export interface OverloadConfig {
  /** API requests (not uploads) in progress at once; more → 503 at once, not a queue. 0 = no cap. */
  maxInFlight: number;
  /** Mean event-loop delay over a second above which API requests get 503; 0 = off. */
  maxEventLoopDelayMs: number;
  /**
   * Share of a second the event loop was busy (0–1) above which requests get 503 – only when work also
   * waited for the loop (`queueDelayMs`, decision 0093); 0 = off.
   */
  maxEventLoopUtilization: number;
  /** Mean event-loop delay over a second that, with the utilisation over its line, means a queue. */
  queueDelayMs: number;
  /** Resident memory above which API requests get 503 until it falls; 0 = off. */
  maxRssBytes: number;
  /** Seconds sent in Retry-After with a 503 for overload. */
  retryAfterSeconds: number;
  /** Whole request head must arrive within this time (slowloris). */
  headersTimeoutMs: number;
  /** Whole request, body included (a 30 MB upload must fit at the slowest rate we serve). */
  requestTimeoutMs: number;
  /** A connection with no byte in either direction for this long is closed (a stalled upload). */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this long. */
  keepAliveTimeoutMs: number;
  /** A request body slower than this on average over each window is cut (slow POST); 0 = off. */
  minBodyBytesPerSecond: number;
}

export type Env = Record<string, string | undefined>;

export const defaults = {
  port: 3000,
  host: '0.0.0.0',
  dataDir: './data',
  mailFrom: 'Examensportal <no-reply@localhost>',
  captchaMaxNumber: 100_000,
  logLevel: 'info' as LogLevel,
  webDist: path.join(repoRoot, 'apps/web/dist'),
  uploadQuotaFiles: 200,
  uploadQuotaBytes: 1024 * 1024 * 1024,
  apiRequestsPerMinute: 300,
  uploadRatePerHour: 60,
  registerPerHour: 5,
  widerspruchGericht: 'Verwaltungsgericht Berlin, Kirchstraße 7, 10557 Berlin',
  /** One PDF worker on a 2-core machine (the other core is the event loop's), at most 4 (decision 0072). */
  pdfWorkers: Math.max(1, Math.min(4, availableParallelism() - 1)),
  /** the spec's "more than 3 days"; 4 is § 41 (2) VwVfG since 1.1.2025 (decision 0009). */
  bekanntgabeTage: STANDARD_EINSTELLUNGEN.bekanntgabeTage,
  overload: {
    maxInFlight: 64,
    maxEventLoopDelayMs: 500,
    maxEventLoopUtilization: 0.95,
    queueDelayMs: 50,
    maxRssBytes: 1024 * 1024 * 1024,
    retryAfterSeconds: 5,
    headersTimeoutMs: 20_000,
    requestTimeoutMs: 15 * 60_000,
    idleTimeoutMs: 30_000,
    keepAliveTimeoutMs: 72_000,
    minBodyBytesPerSecond: 1024,
  },
} as const;

const logLevels: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Operator-facing configuration error; printed at start, never sent to a browser. */
export class ConfigError extends Error {}

/** An ISO date-time with its offset (…Z or …+01:00), so nobody has to guess the time zone. */
const ISO_START = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_ZONE = /(?:Z|[+-]\d{2}:\d{2})$/;

export function portalNow(env: Env): Date | undefined {
  const raw = text(env, 'PORTAL_NOW');
  if (raw === undefined) return undefined;
  const at = new Date(raw);
  if (!ISO_START.test(raw) || !ISO_ZONE.test(raw) || Number.isNaN(at.getTime()))
    throw new ConfigError(
      `PORTAL_NOW muss ein Zeitpunkt nach ISO 8601 mit Zeitzone sein, z. B. 2027-02-28T23:30:00+01:00 (ist: ${raw}).`,
    );
  return at;
}

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} muss eine ganze Zahl zwischen ${min} und ${max} sein (ist: ${raw}).`);
  }
  return value;
}

function publicUrl(env: Env, port: number): string {
  // Without PUBLIC_URL the links point at this machine on the configured port.
  const raw = text(env, 'PUBLIC_URL') ?? `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL ist keine gültige URL (ist: ${raw}).`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL muss mit http:// oder https:// beginnen (ist: ${raw}).`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

interface WebauthnConfig {
  rpId: string;
  origins: string[];
}

/**
 * WEBAUTHN_RP_ID (default: the host of PUBLIC_URL) and WEBAUTHN_ORIGIN (default: its origin; several
 * comma-separated). WebAuthn's rule: each origin's host is the RP id or one of its subdomains.
 */
function webauthn(env: Env, publicUrlValue: string): WebauthnConfig {
  const url = new URL(publicUrlValue);
  const rpId = text(env, 'WEBAUTHN_RP_ID') ?? url.hostname;
  const raw = text(env, 'WEBAUTHN_ORIGIN');
  const origins = raw === undefined ? [url.origin] : raw.split(',').map((o) => o.trim());
  for (const origin of origins) {
    let host: string | undefined;
    try {
      host = new URL(origin).origin === origin ? new URL(origin).hostname : undefined;
    } catch {
      host = undefined;
    }
    if (host === undefined) {
      throw new ConfigError(
        `WEBAUTHN_ORIGIN muss aus Origins wie https://portal.example bestehen (ist: ${origin}).`,
      );
    }
    if (host !== rpId && !host.endsWith(`.${rpId}`)) {
      throw new ConfigError(
        `WEBAUTHN_RP_ID muss der Host jedes Origins (WEBAUTHN_ORIGIN, sonst PUBLIC_URL) oder eine übergeordnete Domain sein (ist: ${rpId}, Origin: ${origin}).`,
      );
    }
  }
  return { rpId, origins };
}

function logLevel(env: Env): LogLevel {
  const raw = text(env, 'LOG_LEVEL') ?? defaults.logLevel;
  if (!(logLevels as readonly string[]).includes(raw)) {
    throw new ConfigError(`LOG_LEVEL muss einer der Werte ${logLevels.join(', ')} sein (ist: ${raw}).`);
  }
  return raw as LogLevel;
}

function clamdUrl(env: Env): string | undefined {
  const raw = text(env, 'CLAMD_URL');
  if (raw === undefined) return undefined;
  try {
    parseClamdUrl(raw);
  } catch {
    throw new ConfigError(`CLAMD_URL muss tcp://host:port oder unix:///pfad/zum/socket sein (ist: ${raw}).`);
  }
  return raw;
}

/** Names proxy-addr (Fastify's trustProxy) knows besides addresses and CIDRs. */
const proxyNames = ['loopback', 'linklocal', 'uniquelocal'];

function proxyEntryValid(entry: string): boolean {
  if (proxyNames.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

function trustProxy(env: Env): string[] {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined) return [];
  const entries = raw.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !proxyEntryValid(entry));
  if (wrong !== undefined)
    throw new ConfigError(
      `TRUST_PROXY muss eine durch Kommas getrennte Liste von IP-Adressen oder CIDR-Netzen sein, z. B. 10.0.0.5,192.168.1.0/24 (ungültig: ${wrong || '(leer)'}).`,
    );
  return entries;
}

function secretFromEnv(env: Env, name: string): Uint8Array | undefined {
  const value = text(env, name);
  if (value === undefined) return undefined;
  if (Buffer.byteLength(value) < 32) throw new ConfigError(`${name} muss mindestens 32 Zeichen lang sein.`);
  return new TextEncoder().encode(value);
}

/**
 * Several instances on one PostgreSQL database must agree on the session key and on the issuer; a
 * key generated per DATA_DIR or a default public URL would differ between them without anyone noticing.
 */
function requireForSharedDatabase(env: Env): void {
  if (text(env, 'DATABASE_URL') === undefined) return;
  for (const name of ['JWT_SECRET', 'PUBLIC_URL'])
    if (text(env, name) === undefined)
      throw new ConfigError(
        `${name} muss gesetzt sein, wenn DATABASE_URL gesetzt ist: alle Instanzen an einer Datenbank brauchen denselben Wert (${name} is required with DATABASE_URL).`,
      );
}

/**
 * The secret comes from JWT_SECRET or from DATA_DIR/jwt-secret, which is created once with 32 random
 * bytes so sessions survive a restart without the operator having to invent a key.
 */
function loadJwtSecret(env: Env, dataDir: string): Uint8Array {
  const fromEnv = secretFromEnv(env, 'JWT_SECRET');
  if (fromEnv !== undefined) return fromEnv;
  const file = path.join(dataDir, 'jwt-secret');
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR comes from the operator, the file name is fixed
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR comes from the operator, the file name is fixed
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A session key others can read lets them forge any candidate's session: refuse to run on it.
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR comes from the operator, the file name is fixed
  const mode = statSync(file).mode & 0o777;
  if (openToOthers(mode)) throw new ConfigError(serverTexte.schluesselLesbar(file, mode.toString(8)));
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR comes from the operator, the file name is fixed
  const stored = readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(stored) < 32) throw new ConfigError(`${file} enthält keinen gültigen Schlüssel.`);
  return new TextEncoder().encode(stored);
}

/** 32 bytes in base64 (or base64url), else a German start-up error naming where it came from. */
function decodeMasterKey(value: string, quelle: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== MASTER_KEY_BYTES) throw new ConfigError(serverTexte.dokumentSchluesselUngueltig(quelle));
  return key;
}

/** An operator's key file, or the generated one in DATA_DIR; either must be owner-only. */
function readKeyFile(file: string): Buffer {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- a path the operator configured
  const mode = statSync(file).mode & 0o777;
  if (openToOthers(mode)) throw new ConfigError(serverTexte.schluesselLesbar(file, mode.toString(8)));
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- a path the operator configured
  return decodeMasterKey(readFileSync(file, 'utf8'), file);
}

/**
 * The documents' master key (issue 30 point 7): DOKUMENT_SCHLUESSEL (base64) or the file named by
 * DOKUMENT_SCHLUESSEL_DATEI; required with DATABASE_URL (every instance must open every document); on
 * the embedded database generated once into DATA_DIR/dokument-schluessel like the JWT secret. The
 * backup leaves that file out: it is kept apart from the ciphertext (docs/operations.md).
 */
export function loadDokumentSchluessel(env: Env, dataDir: string): MasterKeyring {
  const fromEnv = text(env, 'DOKUMENT_SCHLUESSEL');
  const fromFile = text(env, 'DOKUMENT_SCHLUESSEL_DATEI');
  const previous = text(env, 'DOKUMENT_SCHLUESSEL_VORHERIG');
  const older =
    previous === undefined ? [] : [masterKey(decodeMasterKey(previous, 'DOKUMENT_SCHLUESSEL_VORHERIG'))];
  if (fromEnv !== undefined)
    return new MasterKeyring(masterKey(decodeMasterKey(fromEnv, 'DOKUMENT_SCHLUESSEL')), older);
  if (fromFile !== undefined) return new MasterKeyring(masterKey(readKeyFile(fromFile)), older);
  if (text(env, 'DATABASE_URL') !== undefined) throw new ConfigError(serverTexte.dokumentSchluesselFehlt);
  const file = path.join(dataDir, 'dokument-schluessel');
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR comes from the operator, the file name is fixed
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR comes from the operator, the file name is fixed
    writeFileSync(file, `${randomBytes(MASTER_KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new MasterKeyring(masterKey(readKeyFile(file)), older);
}

function ankerDir(env: Env, cwd: string): string | undefined {
  const dir = text(env, 'PROTOKOLL_ANKER_DIR');
  return dir ? path.resolve(cwd, dir) : undefined;
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const dataDir = path.resolve(cwd, text(env, 'DATA_DIR') ?? defaults.dataDir);
  const port = integer(env, 'PORT', defaults.port, 0, 65_535);
  requireForSharedDatabase(env);
  return {
    port,
    host: text(env, 'HOST') ?? defaults.host,
    dataDir,
    publicUrl: publicUrl(env, port),
    webauthn: webauthn(env, publicUrl(env, port)),
    databaseUrl: text(env, 'DATABASE_URL'),
    jwtSecret: loadJwtSecret(env, dataDir),
    jwtSecretPrevious: secretFromEnv(env, 'JWT_SECRET_PREVIOUS'),
    dokumentSchluessel: loadDokumentSchluessel(env, dataDir),
    trustProxy: trustProxy(env),
    smtpUrl: text(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM') ?? defaults.mailFrom,
    captchaMaxNumber: integer(env, 'CAPTCHA_MAX_NUMBER', defaults.captchaMaxNumber, 1, 10_000_000),
    logLevel: logLevel(env),
    webDist: path.resolve(cwd, text(env, 'WEB_DIST') ?? defaults.webDist),
    portalNow: portalNow(env),
    protokollAnkerDir: ankerDir(env, cwd),
    protokollAnkerMail: integer(env, 'PROTOKOLL_ANKER_MAIL', 0, 0, 1) === 1,
    clamdUrl: clamdUrl(env),
    uploadQuotaFiles: integer(env, 'UPLOAD_QUOTA_FILES', defaults.uploadQuotaFiles, 1, 1_000_000),
    uploadQuotaBytes: integer(env, 'UPLOAD_QUOTA_BYTES', defaults.uploadQuotaBytes, 1, 2 ** 50),
    apiRequestsPerMinute: integer(
      env,
      'API_REQUESTS_PER_MINUTE',
      defaults.apiRequestsPerMinute,
      0,
      1_000_000,
    ),
    uploadRatePerHour: integer(env, 'UPLOAD_RATE_PER_HOUR', defaults.uploadRatePerHour, 1, 1_000_000),
    registerPerHour: integer(env, 'REGISTER_PER_HOUR', defaults.registerPerHour, 1, 1_000_000),
    overload: overload(env),
    verfahren: { bekanntgabeTage: integer(env, 'BEKANNTGABE_TAGE', defaults.bekanntgabeTage, 0, 30) },
    freigabeGuenstigAllein: integer(env, 'FREIGABE_GUENSTIG_ALLEIN', 0, 0, 1) === 1,
    aufbewahrung: aufbewahrung(env),
    nachforderungFristTage: integer(env, 'NACHFORDERUNG_FRIST_TAGE', 28, 1, 365),
    bearbeitungsfristMonate: integer(env, 'BEARBEITUNGSFRIST_MONATE', 3, 1, 24),
    eingangZiele: eingangZiele(env),
    widerspruchGericht: text(env, 'WIDERSPRUCH_GERICHT') ?? defaults.widerspruchGericht,
    passwordHashCost: passwordHashCost(env),
    pdfWorkers: integer(env, 'PDF_WORKERS', defaults.pdfWorkers, 0, 16),
  };
}

/**
 * INSECURE_TEST_PASSWORD_HASHING=1 (decision 0069): the test suites hash with argon2's least work.
 * A production server refuses it at start, and main.ts warns whenever it is on.
 */
function passwordHashCost(env: Env): PasswordHashCost {
  if (integer(env, 'INSECURE_TEST_PASSWORD_HASHING', 0, 0, 1) === 0) return OWASP_PASSWORD_HASH_COST;
  if (text(env, 'NODE_ENV') === 'production')
    throw new ConfigError(
      'INSECURE_TEST_PASSWORD_HASHING ist nur für Tests: mit NODE_ENV=production startet der Server damit nicht.',
    );
  return TEST_PASSWORD_HASH_COST;
}

/** EINGANG_ZIEL_TAGE over the defaults (rules/eingang-ziele.ts); a German start-up error if malformed. */
function eingangZiele(env: Env): EingangZiele {
  const gelesen = eingangZieleLesen(text(env, 'EINGANG_ZIEL_TAGE'));
  if ('fehler' in gelesen) throw new ConfigError(gelesen.fehler);
  return gelesen.ziele;
}

/** The legal minimums of § 1a are fixed; the inferred periods ([I] in the rules document) are settings. */
function aufbewahrung(env: Env): Aufbewahrungsfristen {
  const d = AUFBEWAHRUNG_STANDARD;
  return {
    ...d,
    unbestaetigtTage: integer(env, 'AUFBEWAHRUNG_UNBESTAETIGT_TAGE', d.unbestaetigtTage, 1, 3650),
    ohneAntragJahre: integer(env, 'AUFBEWAHRUNG_OHNE_ANTRAG_JAHRE', d.ohneAntragJahre, 1, 50),
    nachrichtJahre: integer(env, 'AUFBEWAHRUNG_NACHRICHT_JAHRE', d.nachrichtJahre, 0, 50),
    entwurfJahre: integer(env, 'AUFBEWAHRUNG_ENTWURF_JAHRE', d.entwurfJahre, 0, 10),
  };
}

function overload(env: Env): OverloadConfig {
  const d = defaults.overload;
  const seconds = (name: string, fallback: number, min: number, max: number) =>
    integer(env, name, fallback / 1000, min, max) * 1000;
  return {
    maxInFlight: integer(env, 'MAX_IN_FLIGHT', d.maxInFlight, 0, 100_000),
    maxEventLoopDelayMs: integer(env, 'MAX_EVENT_LOOP_DELAY_MS', d.maxEventLoopDelayMs, 0, 60_000),
    maxEventLoopUtilization:
      integer(env, 'MAX_EVENT_LOOP_UTILIZATION_PERCENT', d.maxEventLoopUtilization * 100, 0, 100) / 100,
    queueDelayMs: integer(env, 'EVENT_LOOP_QUEUE_DELAY_MS', d.queueDelayMs, 0, 60_000),
    maxRssBytes: integer(env, 'MAX_RSS_MB', d.maxRssBytes / 2 ** 20, 0, 1_000_000) * 2 ** 20,
    retryAfterSeconds: integer(env, 'OVERLOAD_RETRY_AFTER', d.retryAfterSeconds, 1, 3600),
    headersTimeoutMs: seconds('HEADERS_TIMEOUT', d.headersTimeoutMs, 1, 3600),
    requestTimeoutMs: seconds('REQUEST_TIMEOUT', d.requestTimeoutMs, 1, 24 * 3600),
    idleTimeoutMs: seconds('IDLE_TIMEOUT', d.idleTimeoutMs, 1, 3600),
    keepAliveTimeoutMs: seconds('KEEP_ALIVE_TIMEOUT', d.keepAliveTimeoutMs, 1, 3600),
    minBodyBytesPerSecond: integer(env, 'MIN_BODY_BYTES_PER_SECOND', d.minBodyBytesPerSecond, 0, 2 ** 30),
  };
}
