// The candidates' optional second factor (issue 30 point 5, decision 0042): a TOTP key per account and
// its one-time recovery codes. Keys are sealed at rest like the staff keys; codes are stored hashed.
import { bigint, bigserial, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './schema-accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row per account that started or finished the TOTP set-up. */
export const kandidatTotp = pgTable('kandidat_totp', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** The confirmed key, sealed; null while only a set-up is pending. */
  secret: text('secret'),
  /** A key shown during set-up, sealed, until its first code confirms it. */
  pending: text('pending'),
  /** The last time step a code was accepted for: a code is never accepted twice (replay). */
  lastStep: bigint('last_step', { mode: 'number' }),
  /** When the first code confirmed the key (the second factor is on from then). */
  eingerichtetAm: timestamp('eingerichtet_am', { withTimezone: true, mode: 'date' }),
});

/** One-time recovery codes (SHA-256 only); replaced as a whole on every set-up. */
export const kandidatWiederherstellungscodes = pgTable(
  'kandidat_wiederherstellungscodes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('kandidat_wiederherstellungscodes_key').on(t.accountId, t.codeHash)],
);

/**
 * The candidates' passkeys (decision 0051): a WebAuthn credential per row, a second factor only. The
 * public key is not a secret; the signature counter is kept for the library's clone detection.
 */
export const kandidatPasskeys = pgTable(
  'kandidat_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The credential id (base64url), unique across all accounts. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key (base64url). */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: jsonb('transports').$type<string[]>().notNull(),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [uniqueIndex('kandidat_passkeys_credential_key').on(t.credentialId)],
);

/**
 * WebAuthn challenges (decision 0051): stored so that every instance knows them, used once (the row is
 * deleted when an answer names it) and short-lived (`expires_at`).
 */
export const kandidatPasskeyChallenges = pgTable('kandidat_passkey_challenges', {
  challenge: text('challenge').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** 'registrierung' (a new passkey), 'anmeldung' (the login's second step), 'nachweis' (in a session). */
  zweck: text('zweck').notNull(),
  expiresAt: ts('expires_at').notNull(),
});
