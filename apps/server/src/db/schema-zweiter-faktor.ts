// The candidates' optional second factor (issue 30 point 5, decision 0042): a TOTP key per account and
// its one-time recovery codes. Keys are sealed at rest like the staff keys; codes are stored hashed.
import { bigint, bigserial, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
