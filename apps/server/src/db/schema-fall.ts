// Case work of the back-office (issue 28 points 1 and 2, migration 0031, decision 0046): the case's
// holder, internal notes and follow-up dates. The case is the candidate's account.
import { bigint, bigserial, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './schema-accounts';
import { staffAccounts } from './schema-staff';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The current holder of a case, one row per account; the Protokoll keeps the history. */
export const fallZuweisungen = pgTable(
  'fall_zuweisungen',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    zugewiesenVon: uuid('zugewiesen_von')
      .notNull()
      .references(() => staffAccounts.id),
    zugewiesenAm: ts('zugewiesen_am').notNull(),
  },
  (t) => [index('fall_zuweisungen_staff_idx').on(t.staffId)],
);

/** Internal notes on a case: append-only, never shown to the candidate, never in the data copy. */
export const fallNotizen = pgTable(
  'fall_notizen',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    text: text('text').notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    staffName: text('staff_name').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('fall_notizen_account_idx').on(t.accountId, t.id)],
);

/** A follow-up date with its reason: append-only; it ends with a row in wiedervorlageErledigungen. */
export const wiedervorlagen = pgTable(
  'wiedervorlagen',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    faelligAm: date('faellig_am', { mode: 'string' }).notNull(),
    grund: text('grund').notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    staffName: text('staff_name').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('wiedervorlagen_account_idx').on(t.accountId, t.id)],
);

export const wiedervorlageErledigungen = pgTable(
  'wiedervorlage_erledigungen',
  {
    wiedervorlageId: bigint('wiedervorlage_id', { mode: 'number' })
      .primaryKey()
      .references(() => wiedervorlagen.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    art: text('art').notNull().$type<'erledigt' | 'aufgehoben'>(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    staffName: text('staff_name').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('wiedervorlage_erledigungen_account_idx').on(t.accountId)],
);
