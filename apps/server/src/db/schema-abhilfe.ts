// The remedy of an objection against a refused triftiger Grund or a refused credit (issue 26 point 6,
// decision 0066): the acceptance is a new fact pointing at the objection and at the refused case; the
// compelling reason's or the credit's row stays as decided (rejected). The fact readers read a remedied
// case as accepted from the remedy's day. Append-only (migration 0046).
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './schema-accounts';
import { widersprueche } from './schema-widerspruch';

export const abhilfen = pgTable(
  'abhilfen',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The objection remedied (one remedy per objection). */
    widerspruchId: uuid('widerspruch_id')
      .notNull()
      .references(() => widersprueche.id),
    /** Which decision: triftigerGrund or anrechnung. */
    entscheidung: text('entscheidung').notNull(),
    /** The refused case: the compelling reason or the credit (one remedy per case). */
    fallId: uuid('fall_id').notNull(),
    am: date('am', { mode: 'string' }).notNull(),
    /** The decision's own letter (the acceptance), filed beside the Abhilfebescheid. */
    briefId: uuid('brief_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('abhilfen_widerspruch_key').on(t.widerspruchId),
    uniqueIndex('abhilfen_fall_key').on(t.fallId),
    index('abhilfen_account_idx').on(t.accountId),
    check('abhilfen_entscheidung_check', sql`${t.entscheidung} in ('triftigerGrund', 'anrechnung')`),
  ],
);
