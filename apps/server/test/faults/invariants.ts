// The invariant checker of quality targets §2.3 (I1–I6), run after every fault test against the data
// folder and the database the server used (plain SQL and the document store's interface – the folder
// or PostgreSQL, whichever holds the documents –, no other server code in between except the real
// sweeper for I6).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import pino from 'pino';
import type { Db } from '../../src/db/connect';
import { loadDokumentSchluessel } from '../../src/config';
import { DocumentSweeper } from '../../src/features/documents/sweeper';
import { EncryptedStore } from '../../src/infra/encryption/encrypted-store';
import { DecryptionError } from '../../src/infra/encryption/segments';
import { PostgresChunkStore } from '../../src/infra/pg-chunk-store';
import { DiskFileStore, type FileStore } from '../../src/infra/storage';
import { TEST_DOKUMENT_SCHLUESSEL } from '../helpers/app';

/** What the clients were told succeeded (2xx), from the test's own log. */
interface Acknowledged {
  documentIds?: readonly string[];
  declarationIds?: readonly string[];
  /** Idempotency-Keys of submits answered 2xx. */
  idempotencyKeys?: readonly string[];
}

export interface InvariantOptions {
  dataDir: string;
  db: Db;
  /** Where the documents are; default: PostgreSQL when it holds any object, else DATA_DIR/files. */
  storage?: FileStore;
  acknowledged?: Acknowledged;
  /**
   * Run the real sweeper with age 0 before I6 (default true). Only when no request is in flight: a
   * running upload's young object would count as an orphan.
   */
  sweep?: boolean;
  /** I5 counts unsent outbox rows as violations (default true); false while work may still be queued. */
  outboxDrained?: boolean;
}

export interface InvariantReport {
  /** Each broken invariant as `I<n>: what`; empty when all hold. */
  violations: string[];
  documents: number;
  declarations: number;
  pendingOutbox: number;
  /** What the sweeper removed before I6 (a crash leaves such files; they are not violations). */
  swept: { objects: number; tmp: number };
}

async function rows<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Size and SHA-256 of a stored object, or undefined when the store has none under the name. */
async function contentOf(
  storage: FileStore,
  name: string,
): Promise<{ size: number; sha256: string } | undefined> {
  let stream;
  try {
    stream = await storage.read(name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const hash = createHash('sha256');
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
    }
  } catch (error) {
    // A changed encrypted file fails its authentication tag (decision 0043): its content differs.
    if (error instanceof DecryptionError) return { size: -1, sha256: 'verändert' };
    throw error;
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * The documents are encrypted at rest (decision 0043): read through the store the portal uses, with the
 * key the server had – its generated key file in DATA_DIR, else the tests' DOKUMENT_SCHLUESSEL.
 */
async function storeOf(options: InvariantOptions): Promise<FileStore> {
  if (options.storage) return options.storage;
  const [held] = await rows<{ any: boolean }>(
    options.db,
    sql`select exists (select 1 from document_objects) as any`,
  );
  const inner = held?.any
    ? new PostgresChunkStore(options.db)
    : await DiskFileStore.open(path.join(options.dataDir, 'files'));
  const keyFile = path.join(options.dataDir, 'dokument-schluessel');
  const keys = loadDokumentSchluessel(
    existsSync(keyFile) ? {} : { DOKUMENT_SCHLUESSEL: TEST_DOKUMENT_SCHLUESSEL },
    options.dataDir,
  );
  return new EncryptedStore(inner, options.db, keys);
}

const names = async (storage: FileStore, area: 'objects' | 'tmp') =>
  (await storage.list(area)).map((e) => e.name);

interface DocumentRow {
  id: string;
  account_id: string;
  stored_name: string;
  size: string | number;
  sha256: string;
  source: string;
  locked_at: unknown;
  declaration_id: string | null;
}

/** Checks I1–I6 and returns every violation (an empty list when the data is consistent). */
export async function checkInvariants(options: InvariantOptions): Promise<InvariantReport> {
  const { db } = options;
  const acknowledged = options.acknowledged ?? {};
  const violations: string[] = [];
  const storage = await storeOf(options);

  const documents = await rows<DocumentRow>(
    db,
    sql`select id, account_id, stored_name, size, sha256, source, locked_at, declaration_id from documents`,
  );
  const declarations = await rows<{
    id: string;
    account_id: string;
    vorgang: string;
    term: string | null;
    von: string;
    idempotency_key: string | null;
    payload: { dokumente?: unknown[] } | null;
  }>(db, sql`select id, account_id, vorgang, term, von, idempotency_key, payload from declarations`);
  const outbox = await rows<{
    id: string;
    kind: string;
    payload: unknown;
    sent_at: unknown;
    last_error: string | null;
  }>(db, sql`select id, kind, payload, sent_at, last_error from outbox`);
  const documentIds = new Set(documents.map((d) => d.id));

  // I1: every acknowledged submission and upload exists (RPO = 0).
  for (const id of acknowledged.documentIds ?? [])
    if (!documentIds.has(id)) violations.push(`I1: acknowledged document ${id} is missing`);
  const declarationIds = new Set(declarations.map((d) => d.id));
  for (const id of acknowledged.declarationIds ?? [])
    if (!declarationIds.has(id)) violations.push(`I1: acknowledged declaration ${id} is missing`);
  const keys = new Set(declarations.map((d) => d.idempotency_key));
  for (const key of acknowledged.idempotencyKeys ?? [])
    if (!keys.has(key)) violations.push(`I1: acknowledged submit with key ${key} is missing`);

  // I2: every document row has its durable file with the recorded size and SHA-256.
  for (const doc of documents) {
    const content = await contentOf(storage, doc.stored_name);
    if (!content) {
      violations.push(`I2: document ${doc.id} has no file ${doc.stored_name}`);
      continue;
    }
    if (content.size === -1) violations.push(`I2: document ${doc.id}: SHA-256 differs`);
    else if (content.size !== Number(doc.size))
      violations.push(`I2: document ${doc.id}: ${content.size} bytes stored, row says ${doc.size}`);
    else if (content.sha256 !== doc.sha256) violations.push(`I2: document ${doc.id}: SHA-256 differs`);
  }

  // I3: no double submission, no half record.
  const seen = new Map<string, string>();
  for (const d of declarations) {
    if (d.idempotency_key) {
      const key = `key ${d.account_id}/${d.idempotency_key}`;
      if (seen.has(key)) violations.push(`I3: two declarations with one Idempotency-Key (${key})`);
      seen.set(key, d.id);
    }
    if (d.vorgang === 'zulassungsantrag' || d.vorgang === 'eignungsantrag') {
      const key = `application ${d.account_id}/${d.term ?? ''}`;
      if (seen.has(key)) violations.push(`I3: two applications for one term (${key})`);
      seen.set(key, d.id);
    }
    // A declaration that came with files has exactly those document rows (not some of them).
    const sent = Array.isArray(d.payload?.dokumente) ? d.payload.dokumente.length : 0;
    const filed = documents.filter((doc) => doc.declaration_id === d.id && doc.source === 'candidate').length;
    if (sent !== filed)
      violations.push(`I3: declaration ${d.id} names ${sent} documents, ${filed} rows exist`);
  }
  const open = await rows<{ account_id: string; n: number }>(
    db,
    sql`select account_id, count(*)::int as n from applications where status in ('draft', 'submitted') group by account_id having count(*) > 1`,
  );
  for (const o of open) violations.push(`I3: account ${o.account_id} has ${o.n} open applications`);
  const applications = await rows<{
    id: string;
    account_id: string;
    status: string;
    term: string | null;
    payload: { dateien?: unknown };
  }>(db, sql`select id, account_id, status, term, payload from applications`);
  for (const a of applications) {
    const files = Object.values(
      (a.payload.dateien ?? {}) as Record<string, { documentId?: string }[]>,
    ).flat();
    for (const f of files) {
      const doc = documents.find((d) => d.id === f.documentId);
      if (!doc || doc.account_id !== a.account_id)
        violations.push(`I3: application ${a.id} names missing document ${f.documentId}`);
      else if (a.status !== 'draft' && !doc.locked_at)
        violations.push(`I3: submitted application ${a.id}: document ${doc.id} not locked`);
    }
    if (a.status !== 'draft' && !seen.has(`application ${a.account_id}/${a.term ?? ''}`))
      violations.push(`I3: application ${a.id} is ${a.status} without its declaration`);
  }

  // I4: every declaration of a candidate has its receipt or a receipt job that will file it.
  const receiptJobs = new Map<string, { sent: boolean }>();
  for (const job of outbox) {
    if (job.kind !== 'receipt') continue;
    const id = (job.payload as { declarationId?: string } | null)?.declarationId;
    if (id) receiptJobs.set(id, { sent: job.sent_at !== null });
  }
  for (const d of declarations) {
    if (d.von !== 'kandidat') continue;
    const receipt = documents.some((doc) => doc.source === 'receipt' && doc.declaration_id === d.id);
    const job = receiptJobs.get(d.id);
    if (!receipt && !job) violations.push(`I4: declaration ${d.id} has neither a receipt nor a receipt job`);
    else if (!receipt && job?.sent)
      violations.push(`I4: receipt job of declaration ${d.id} is done but no receipt was filed`);
  }

  // I5: every outbox row is sent.
  const pending = outbox.filter((o) => o.sent_at === null);
  if (options.outboxDrained ?? true) {
    for (const o of pending)
      violations.push(`I5: outbox row ${o.id} (${o.kind}) not sent: ${o.last_error ?? 'not tried yet'}`);
  }

  // I6: after the sweeper, every object has a row and no tmp file is left.
  let swept = { objects: 0, tmp: 0 };
  if (options.sweep ?? true) {
    const sweeper = new DocumentSweeper(
      { db, storage, logger: pino({ level: 'silent' }) },
      { orphanAgeMs: 0, tmpAgeMs: 0 },
    );
    // I6 is about files; the pass also expires upload keys, which are not part of this report.
    const { objects, tmp } = await sweeper.sweep(Date.now() + 1000);
    swept = { objects, tmp };
    await sweeper.stop();
  }
  const referenced = new Set(documents.map((d) => d.stored_name));
  for (const name of await names(storage, 'objects'))
    if (!referenced.has(name)) violations.push(`I6: object ${name} has no document row`);
  for (const name of await names(storage, 'tmp')) violations.push(`I6: tmp file ${name} left behind`);

  return {
    violations,
    documents: documents.length,
    declarations: declarations.length,
    pendingOutbox: pending.length,
    swept,
  };
}
