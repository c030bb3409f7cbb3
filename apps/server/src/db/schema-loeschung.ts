// Retention and deletion (migration 0025, decision 0041): the deletion log (no content), the due list
// the daily job writes, the holds a leitung sets, and the day's run as the lock between instances.
import {
  bigserial,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './schema-accounts';
import { staffAccounts } from './schema-staff';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const loeschungen = pgTable('loeschungen', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: ts('at').notNull(),
  /** 'freigabe' (a leitung approved the due list), 'antrag' (the candidate asked), 'wiederholung' (after a restore). */
  anlass: text('anlass').notNull(),
  /** The deleted account's UUID, no foreign key: the account is gone; a restore re-applies by it. */
  accountId: uuid('account_id').notNull(),
  staffId: uuid('staff_id').references(() => staffAccounts.id),
  /** Per retention class how many records went. */
  anzahl: jsonb('anzahl').notNull(),
  /** The audit entries redacted: { staff_audit: number[], office_actions: number[] }. */
  geschwaerzt: jsonb('geschwaerzt').notNull(),
  /** null: the whole account; else the one retention class deleted while the account stays (0040). */
  klasse: text('klasse'),
});

/** One line per account and class: the whole account, or one class whose period ended (migration 0040). */
export const loeschungFaellig = pgTable(
  'loeschung_faellig',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    klasse: text('klasse').notNull(),
    /** The event the period counted from (finality, end of the withdrawal year, …). */
    beginn: date('beginn', { mode: 'string' }),
    ab: date('ab', { mode: 'string' }).notNull(),
    /** How many records of the class are due (the whole account: 1). */
    anzahl: integer('anzahl').notNull().default(0),
    ermitteltAm: ts('ermittelt_am').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.klasse] })],
);

export const loeschungSperren = pgTable('loeschung_sperren', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  grund: text('grund').notNull(),
  staffId: uuid('staff_id')
    .notNull()
    .references(() => staffAccounts.id),
  at: ts('at').notNull(),
});

export const loeschungLaeufe = pgTable('loeschung_laeufe', {
  day: date('day', { mode: 'string' }).primaryKey(),
  at: ts('at').notNull(),
  faellig: integer('faellig').notNull(),
});
