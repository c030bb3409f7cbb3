import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './schema-accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The digital file. A row is written only after its file is durable under DATA_DIR/files/objects
 * (REL-ATOM): never a row without a file; files without a row are removed by the sweeper.
 */
export const documents = pgTable(
  'documents',
  {
    /** documentId of the API; receipts get one derived from their declaration (idempotent job). */
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    type: text('type').notNull(),
    /** Who put it there: the candidate's upload, the office, or a generated receipt. */
    source: text('source').notNull(),
    /** As the candidate named it, cleaned; metadata only, never a path. */
    originalName: text('original_name').notNull(),
    /** The object's name on disk (a server-generated UUID). */
    storedName: text('stored_name').notNull(),
    /** From the magic bytes, never from the client. */
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: ts('created_at').notNull(),
    /** Set when a submitted declaration includes the upload: from then on the office keeps it. */
    lockedAt: ts('locked_at'),
    /** The declaration a receipt documents. */
    declarationId: uuid('declaration_id'),
    /**
     * The application whose upload list holds the file (migration 0015, foreign key in SQL): part of
     * the application, so not a new document of the Eingang (issue 26 point 8).
     */
    applicationId: uuid('application_id'),
    /**
     * A tombstone (migration 0040, decision 0058): its retention class ended, content and file are gone,
     * the row stays so that what points at it still resolves; the name reads 'gelöscht am …'.
     */
    geloeschtAm: ts('geloescht_am'),
    /** The deletion (loeschungen.id) that made it a tombstone. */
    geloeschtDurch: bigint('geloescht_durch', { mode: 'number' }),
  },
  (t) => [
    index('documents_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('documents_stored_name_key').on(t.storedName),
    check(
      'documents_category_check',
      sql`${t.category} in ('AKTENEINGANG', 'MANTELAKTE', 'BWL', 'ST', 'WP', 'WR')`,
    ),
    check('documents_source_check', sql`${t.source} in ('candidate', 'office', 'receipt')`),
    check('documents_size_check', sql`${t.size} >= 0`),
  ],
);

/**
 * The version of each account's documents (migration 0052, decision 0102): bumped from one sequence by
 * the trigger of `documents` in the transaction of every change of one of the account's rows. An
 * instance keeps the answer of GET /api/dokumente with the version it was read at and compares it in the
 * session's round trip. Made with the account (trigger), gone with it (cascade).
 */
export const dokumenteStand = pgTable('dokumente_stand', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'bigint' }).notNull(),
});

/**
 * Idempotency-Key of POST /api/dokumente/files: the first answer per account and key, with the
 * fingerprint of the request (files' list, size, SHA-256, name) so another content under it is refused.
 */
export const uploadKeys = pgTable(
  'upload_keys',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** The 201 body as first sent. */
    response: jsonb('response').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
);
