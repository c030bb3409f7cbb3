import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './schema-accounts';
import { chainColumns } from './schema-audit-chain';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The examination office's staff: apart from the candidates, so no candidate token or row ever fits. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased and trimmed; the login key. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    rolle: text('rolle').notNull(),
    /** Null until the set-up link was used. */
    passwordHash: text('password_hash'),
    /** The TOTP key, sealed (AES-256-GCM, key derived from JWT_SECRET); never sent back after set-up. */
    totpSecret: text('totp_secret'),
    /** A key shown during set-up, sealed, until its first code confirms it. */
    totpPending: text('totp_pending'),
    /** The last time step a code was accepted for: a code is never accepted twice (replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: ts('created_at').notNull(),
    /** Password and second factor set up. */
    activatedAt: ts('activated_at'),
    disabledAt: ts('disabled_at'),
    lastLoginAt: ts('last_login_at'),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_key').on(t.email),
    check('staff_accounts_rolle_check', sql`${t.rolle} in ('sachbearbeitung', 'leitung')`),
  ],
);

/** Staff sessions: `einrichtung` may only set up the second factor; `angemeldet` is a full login. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    stufe: text('stufe').notNull(),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** One-time set-up links (first account from the command line, invitations); only the SHA-256 is kept. */
export const staffSetupTokens = pgTable(
  'staff_setup_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [
    uniqueIndex('staff_setup_tokens_hash_key').on(t.tokenHash),
    index('staff_setup_tokens_staff_idx').on(t.staffId),
  ],
);

/** Recovery codes, SHA-256 only; each works once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    codeHash: text('code_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('staff_recovery_codes_key').on(t.staffId, t.codeHash)],
);

/** The Protokoll: every staff action; the database refuses UPDATE, DELETE and TRUNCATE. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull(),
    /** The acting staff account; null for the command line without one and for unknown login names. */
    staffId: uuid('staff_id').references(() => staffAccounts.id),
    /** Who, as shown: the staff name, the command line's --von, or the address tried at a failed login. */
    wer: text('wer').notNull(),
    quelle: text('quelle').notNull(),
    aktion: text('aktion').notNull(),
    /** What the action concerned, readable (e.g. the staff address, a file number). */
    ziel: text('ziel'),
    /** The candidate concerned, if any. */
    accountId: uuid('account_id').references(() => accounts.id),
    vorher: jsonb('vorher'),
    nachher: jsonb('nachher'),
    ...chainColumns(),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at, t.id),
    index('staff_audit_staff_idx').on(t.staffId, t.at),
    index('staff_audit_aktion_idx').on(t.aktion, t.at),
    check('staff_audit_quelle_check', sql`${t.quelle} in ('browser', 'kommandozeile', 'system')`),
  ],
);
