import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './schema-accounts';
import { documents } from './schema-documents';
import { declarations } from './schema-procedure';
import { staffAccounts } from './schema-staff';

// Timestamps are written from the injected clock, not from now(), so tests can move time.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// The account table lives in its own file, which the procedure and document tables import too.
export * from './schema-accounts';
export * from './schema-audit-chain';
export * from './schema-loeschung';

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Time of the password check that opened the session (recent-login window). */
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** The login's User-Agent header (≤ 512 characters), for the sessions overview (issue 30 point 6). */
    userAgent: text('user_agent'),
    /** How the login was confirmed beyond the password: 'totp', 'wiederherstellungscode' or null (issue 30 point 5). */
    zweiterFaktor: text('zweiter_faktor'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/** One-time tokens of mailed links; only the SHA-256 of the token is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    /** email_revert: the address to restore. */
    detail: text('detail'),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_account_idx').on(t.accountId, t.purpose),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('confirm', 'reset', 'email_revert')`),
  ],
);

/** Failed logins per account key (also for unknown addresses, so throttling reveals nothing). */
export const loginFailures = pgTable('login_failures', {
  emailKey: text('email_key').primaryKey(),
  count: integer('count').notNull(),
  lastFailedAt: ts('last_failed_at').notNull(),
});

/** ALTCHA solutions already accepted; kept until the challenge expires. */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    signature: text('signature').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('captcha_solutions_expires_idx').on(t.expiresAt)],
);

/** Transactional outbox: written in the same transaction as the action, sent by a worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: ts('created_at').notNull(),
    /** Next time a worker may claim the row (backoff and lease). */
    availableAt: ts('available_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.availableAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * One row: what the instances sharing a PostgreSQL database agreed on at their first start (issue 18).
 * The fingerprint is an HMAC of a fixed label keyed with JWT_SECRET, never the secret itself.
 */
export const instanceConfig = pgTable(
  'instance_config',
  {
    id: integer('id').primaryKey().default(1),
    secretFingerprint: text('secret_fingerprint').notNull(),
    publicUrl: text('public_url').notNull(),
    registeredAt: ts('registered_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [check('instance_config_single_row', sql`${t.id} = 1`)],
);

/**
 * rate-limiter-flexible's RateLimiterPostgres table (issue 18): the per-IP and per-account request
 * limits all instances share. Written only by the library (http/rate-limit.ts).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    points: integer('points').notNull().default(0),
    /** Epoch milliseconds, as the library stores it. */
    expire: bigint('expire', { mode: 'number' }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/** Files per candidate and sliding hour on PostgreSQL, one row per accepted request (infra/upload-rate.ts). */
export const uploadRate = pgTable(
  'upload_rate',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    takenAt: ts('taken_at').notNull(),
    files: integer('files').notNull(),
  },
  (t) => [index('upload_rate_account_idx').on(t.accountId, t.takenAt)],
);

// The examination procedure's facts live in their own file.
export * from './schema-procedure';

// The digital file (documents, receipts) lives in its own file.
export * from './schema-documents';

// The examination office's staff and the Protokoll live in their own file.
export * from './schema-staff';

// Four-eyes drafts of the back-office's decisions (issue 26).
export * from './schema-entwuerfe';

// Notification of decision letters by retrieval: consent and provisions (issue 27 point 4).
export * from './schema-bekanntgabe';

// The caseworker's marks on the legal checklist (issue 26 point 2).
export * from './schema-pruefliste';
// Case work: holder, notes, Wiedervorlagen (issue 28, decision 0046).
export * from './schema-fall';
// Reminders by mail and the personal calendar (issue 27 points 5 and 6).
export * from './schema-erinnerungen';
// The candidates' optional second factor (issue 30 point 5).
export * from './schema-zweiter-faktor';
// Objections (Widerspruch) and their outcomes (issue 26 point 6).
export * from './schema-widerspruch';
// Revocations (§§ 48, 49 VwVfG) and § 42 corrections of decision letters (decision 0055).
export * from './schema-aufhebung';
// The remedy of an objection against a refused triftiger Grund or credit (decision 0066).
export * from './schema-abhilfe';

/**
 * The Eingang's acknowledgements (issue 15, migration 0012): a withdrawal or Rücknahme (its
 * declaration) or a new document the office has taken note of. One row per item; who and when.
 * The migration also adds the partial indexes each work queue is counted and paged by
 * (applications_submitted_idx, compelling_reasons_pending_idx, credits_pending_idx,
 * declarations_ruecktritte_idx, documents_akteneingang_idx, documents_declaration_idx,
 * accounts_name_idx).
 */
export const eingangKenntnisnahmen = pgTable(
  'eingang_kenntnisnahmen',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    declarationId: uuid('declaration_id').references(() => declarations.id),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    at: ts('at').notNull(),
  },
  (t) => [
    uniqueIndex('eingang_kenntnisnahmen_declaration_key').on(t.declarationId),
    uniqueIndex('eingang_kenntnisnahmen_document_key').on(t.documentId),
    check(
      'eingang_kenntnisnahmen_ziel_check',
      sql`(${t.declarationId} is null) <> (${t.documentId} is null)`,
    ),
  ],
);

// The office's requests for missing documents (issue 27 points 2 and 3, migration 0023).
export * from './schema-nachforderung';

// The Postfach (issue 27 point 1, migration 0029).
export * from './schema-postfach';
