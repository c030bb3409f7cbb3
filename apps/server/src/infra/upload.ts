import multipart from '@fastify/multipart';
import { messages } from '@examensportal/domain/messages';
import { serverTexte } from '@examensportal/domain/messages-server';
import { dateiendung, MAX_DATEIGROESSE, MIN_DATEIGROESSE } from '@examensportal/domain/rules/documents';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import sjson from 'secure-json-parse';
import { HttpError } from '../http/errors';
import { exceedsJsonLimits, hasNulEscape } from '../http/json-shape';
import { type Scanner, type ScanSession, ScannerUnavailableError } from './scanner';
import { fileTypeOf } from './file-type';
import { type FileStore, StorageFullError, type StoredObject } from './storage';

/** Explicit multipart limits (SEC-FILE-2): @fastify/multipart would otherwise take fileSize from bodyLimit. */
export const uploadLimits = {
  /** 31 MiB = 32,505,856 bytes; one byte more is refused (SEC-FILE-1). */
  fileSize: MAX_DATEIGROESSE,
  files: 20,
  parts: 64,
  fields: 32,
  /** JSON text parts (zulassung, eignung, …) are a few KB; busboy holds a field in memory. */
  fieldSize: 256 * 1024,
  fieldNameSize: 100,
  headerPairs: 20,
} as const;

/** All files of one request together; @fastify/multipart has no total of its own. */
const maxRequestBytes = 200 * 1024 * 1024;

/** Registers the multipart parser for a scope (the API); every upload goes through {@link receiveUpload}. */
export async function registerMultipart(api: FastifyInstance): Promise<void> {
  await api.register(multipart, { limits: uploadLimits, throwFileSizeLimit: true });
}

// ---------------------------------------------------------------------------------------------
// Names and types

type Family = 'jpg' | 'png' | 'gif' | 'pdf';

const byExtension: Readonly<Record<string, Family>> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  pdf: 'pdf',
};
/** file-type's answers that count as each family (an animated PNG is still a PNG). */
const byMagic: Readonly<Record<string, Family>> = {
  jpg: 'jpg',
  png: 'png',
  apng: 'png',
  gif: 'gif',
  pdf: 'pdf',
};
export const contentTypes: Readonly<Record<Family, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** Enough for file-type to recognise every format it knows. */
const sniffBytes = 4100;
export const maxNameLength = 200;

// Control characters, bidi overrides and other invisible characters that could disguise a name.
const invisible =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- matching them is the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufe00-\ufe0f\ufeff\ufff0-\ufffb]/gu;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The client's file name as metadata (SEC-FILE-4): no path parts, no control or direction characters,
 * NFC, at most 200 characters with the extension kept. It is never used as a path.
 */
export function safeOriginalName(raw: string): string {
  const last = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = last
    .replace(loneSurrogate, '')
    .normalize('NFC')
    .replace(invisible, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  const chars = Array.from(cleaned);
  if (chars.length <= maxNameLength) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  const stem = Array.from(extension ? cleaned.slice(0, dot) : cleaned);
  return (
    stem
      .slice(0, maxNameLength - Array.from(extension).length)
      .join('')
      .trimEnd() + extension
  );
}

/** The name as shown in a message; never empty. */
const shown = (name: string) => name || messages.files.unbenannt;

// ---------------------------------------------------------------------------------------------
// Receiving

/** A file of the request, durable under objects/ but without a row yet. */
export interface StoredUpload extends StoredObject {
  /** The multipart field (upload list) it came in. */
  list: string;
  originalName: string;
  contentType: string;
}

export interface ReceivedUpload {
  files: StoredUpload[];
  /** The JSON text parts, parsed with secure-json-parse (no __proto__, no constructor.prototype). */
  json: Record<string, unknown>;
  /** Removes the stored files again (the caller's transaction failed). */
  discard(): Promise<void>;
}

interface UploadQuota {
  maxFiles: number;
  maxBytes: number;
  usedFiles: number;
  usedBytes: number;
  /**
   * The usage read at the first file part instead of the two figures above: a request without files
   * (an interim save of the form alone) reads nothing (issue 29).
   */
  usage?: () => Promise<{ files: number; bytes: number }>;
}

export interface UploadOptions {
  /** File lists accepted (multipart field names); a text part '[]' under one of them is an empty list. */
  lists: readonly string[];
  /** Text parts that carry JSON. */
  jsonParts?: readonly string[];
  quota?: UploadQuota;
}

export interface UploadDeps {
  storage: FileStore;
  scanner?: Scanner | undefined;
  log: FastifyBaseLogger;
}

function rejected(log: FastifyBaseLogger, reason: string, status: number, message: string): HttpError {
  log.info({ event: 'upload.rejected', reason, status });
  return new HttpError(status, message, status === 503 ? { 'retry-after': '60' } : {});
}

/** @fastify/multipart's errors by code: [log reason, status, German message]. */
const multipartErrors: Readonly<Record<string, readonly [string, number, string]>> = {
  FST_FILES_LIMIT: ['files_limit', 413, messages.files.zuVieleDateien(uploadLimits.files)],
  FST_PARTS_LIMIT: ['parts_limit', 413, serverTexte.anfrageZuGross],
  FST_FIELDS_LIMIT: ['fields_limit', 413, serverTexte.anfrageZuGross],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['not_multipart', 415, serverTexte.nichtUnterstuetzterInhalt],
  FST_INVALID_JSON_FIELD_ERROR: ['invalid_json', 400, serverTexte.ungueltigesJson],
  FST_PROTO_VIOLATION: ['proto_field', 400, messages.files.ungueltigeSendung],
  FST_MP_PREMATURE_CLOSE: ['cut', 400, messages.files.ungueltigeSendung],
};

/** Parser, disk and scanner failures as German answers; anything else is ours and passes. */
function multipartFailure(error: unknown, log: FastifyBaseLogger): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  const known = code ? multipartErrors[code] : undefined;
  if (known) return rejected(log, ...known);
  if (error instanceof StorageFullError) {
    log.error({ event: 'upload.disk_full', err: error.cause }, 'document store full');
    return new HttpError(507, serverTexte.speicherVoll);
  }
  if (error instanceof ScannerUnavailableError) {
    log.error({ event: 'upload.scanner_unavailable', error: error.message });
    return rejected(log, 'scanner_unavailable', 503, messages.files.pruefungNichtMoeglich);
  }
  // Busboy's own parse errors (no boundary, cut or malformed parts) and a connection the client cut.
  const plain = error instanceof Error && (error as { statusCode?: number }).statusCode === undefined;
  if (plain && (code === 'ECONNRESET' || /aborted|multipart|part|boundary/i.test(error.message))) {
    return rejected(log, 'malformed', 400, messages.files.ungueltigeSendung);
  }
  return error;
}

interface FileCheck {
  name: string;
  family: Family;
  log: FastifyBaseLogger;
}

/** Refuses a file whose first bytes are not of the type its extension promises (SEC-FILE-3). */
async function checkMagic(head: Uint8Array, check: FileCheck): Promise<void> {
  const detected = await fileTypeOf(head);
  const family = detected ? byMagic[detected.ext] : undefined;
  if (family !== check.family) {
    check.log.info({
      event: 'upload.type_mismatch',
      extension: check.family,
      detected: detected?.ext ?? null,
    });
    throw rejected(check.log, 'magic', 415, messages.files.typNichtErlaubt(shown(check.name)));
  }
}

interface Budget {
  requestBytes: number;
  quota: UploadQuota | undefined;
}

/**
 * The bytes of one file part on their way to disk: counted against the limits, the first 4,100 held
 * back until the magic bytes are checked, every chunk fed to the scanner. Throwing here makes the
 * store discard its tmp file, so nothing of a refused file stays.
 */
async function* inspected(
  file: AsyncIterable<Uint8Array> & { truncated?: boolean },
  check: FileCheck,
  budget: Budget,
  scan: ScanSession | undefined,
): AsyncGenerator<Uint8Array> {
  let head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const pass = async (chunk: Uint8Array) => {
    if (scan) await scan.write(chunk);
    return chunk;
  };
  for await (const chunk of file) {
    size += chunk.length;
    budget.requestBytes += chunk.length;
    if (budget.requestBytes > maxRequestBytes) {
      throw rejected(check.log, 'request_bytes', 413, messages.files.sendungZuGross);
    }
    if (budget.quota && budget.quota.usedBytes + budget.requestBytes > budget.quota.maxBytes) {
      throw rejected(check.log, 'quota_bytes', 413, messages.files.kontingentErschoepft);
    }
    if (headLength < sniffBytes) {
      head.push(Buffer.from(chunk));
      headLength += chunk.length;
      if (headLength < sniffBytes) continue;
      const start = Buffer.concat(head);
      head = [];
      await checkMagic(start, check);
      yield await pass(start);
      continue;
    }
    yield await pass(chunk);
  }
  if (file.truncated) throw rejected(check.log, 'too_large', 413, messages.files.zuGross(shown(check.name)));
  if (size < MIN_DATEIGROESSE)
    throw rejected(check.log, 'too_small', 400, messages.files.zuKlein(shown(check.name)));
  if (head.length > 0) {
    const start = Buffer.concat(head);
    await checkMagic(start, check);
    yield await pass(start);
  }
  if (scan) {
    const verdict = await scan.finish();
    if (verdict.infected) {
      check.log.warn({ event: 'upload.malware', signature: verdict.signature });
      throw rejected(check.log, 'malware', 422, messages.files.schadsoftware(shown(check.name)));
    }
  }
}

function parseJsonPart(name: string, value: unknown, log: FastifyBaseLogger): unknown {
  if (typeof value !== 'string') throw rejected(log, 'json_part', 400, serverTexte.ungueltigesJson);
  // The same depth and key limits as a JSON body (json-shape.ts): zod and the envelope hash recurse.
  if (exceedsJsonLimits(value)) throw rejected(log, 'json_part_too_complex', 400, serverTexte.jsonZuKomplex);
  if (hasNulEscape(value)) throw rejected(log, 'json_part_nul', 400, serverTexte.steuerzeichen);
  try {
    return sjson.parse(value, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw rejected(log, 'json_part', 400, serverTexte.ungueltigesJson);
  }
}

/**
 * After a refusal mid-body (disk full, too large, wrong type) the rest of the body is read and dropped.
 * Otherwise the parser stops reading, a client still sending waits forever, and its keep-alive
 * connection hangs every later request (found by the disk-full fault test). requestTimeout bounds it.
 */
function drainBody(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  raw.resume();
}

/**
 * Reads a multipart request part by part (streaming: a file is never held in memory) and stores
 * every file durably (tmp → fsync → rename). Checks per file: list name, extension allowlist, size
 * 105 bytes … 31 MiB, magic bytes, malware scan; per request: ≤ 20 files, ≤ 200 MiB, the quota.
 * On any failure every file of the request is removed again and a German HttpError is thrown.
 * The caller writes the rows in its transaction and calls discard() if that fails.
 */
export async function receiveUpload(
  request: FastifyRequest,
  deps: UploadDeps,
  options: UploadOptions,
): Promise<ReceivedUpload> {
  const { storage, scanner, log } = deps;
  const lists = new Set(options.lists);
  const jsonParts = new Set(options.jsonParts ?? []);
  const files: StoredUpload[] = [];
  const json: Record<string, unknown> = {};
  const budget: Budget = { requestBytes: 0, quota: options.quota };
  const discard = async () => {
    const all = files.splice(0);
    await Promise.all(all.map((f) => storage.remove(f.storedName).catch(() => {})));
  };

  try {
    for await (const part of request.parts({ limits: uploadLimits })) {
      if (part.type === 'field') {
        if (jsonParts.has(part.fieldname)) {
          if (Object.hasOwn(json, part.fieldname))
            throw rejected(log, 'json_twice', 400, messages.files.ungueltigeSendung);
          if (part.valueTruncated) throw rejected(log, 'field_size', 413, serverTexte.anfrageZuGross);
          json[part.fieldname] = parseJsonPart(part.fieldname, part.value, log);
          continue;
        }
        // The client sends an empty list as the text '[]' (spec §7).
        if (lists.has(part.fieldname) && part.value === '[]') continue;
        throw rejected(log, 'unexpected_field', 400, messages.files.ungueltigeSendung);
      }

      const name = safeOriginalName(part.filename ?? '');
      if (!lists.has(part.fieldname)) {
        part.file.destroy();
        throw rejected(log, 'unknown_list', 400, messages.files.unbekannteListe(part.fieldname));
      }
      const family = byExtension[dateiendung(name)];
      if (!family) {
        part.file.destroy();
        throw rejected(log, 'extension', 415, messages.files.typNichtErlaubt(shown(name)));
      }
      if (budget.quota?.usage) {
        const used = await budget.quota.usage();
        budget.quota = { ...budget.quota, usedFiles: used.files, usedBytes: used.bytes, usage: undefined };
      }
      const quota = budget.quota;
      if (quota && quota.usedFiles + files.length + 1 > quota.maxFiles) {
        part.file.destroy();
        throw rejected(log, 'quota_files', 413, messages.files.kontingentErschoepft);
      }

      const scan = scanner?.start();
      try {
        const stored = await storage.write(inspected(part.file, { name, family, log }, budget, scan));
        files.push({
          ...stored,
          list: part.fieldname,
          originalName: name,
          contentType: contentTypes[family],
        });
      } finally {
        scan?.abort();
      }
    }
  } catch (error) {
    await discard();
    drainBody(request);
    throw multipartFailure(error, log);
  }
  return { files, json, discard };
}
