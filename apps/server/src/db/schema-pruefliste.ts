// The caseworker's marks on the legal checklist (issue 26 point 2, migration 0021, decision 0037).
import { bigserial, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './schema-accounts';
import { applications } from './schema-procedure';
import { staffAccounts } from './schema-staff';

/** One row per mark, append-only; per application and point the highest id counts. */
export const prueflisteMarkierungen = pgTable(
  'pruefliste_markierungen',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    /** The point's stable key (rules/pruefliste.ts). */
    punkt: text('punkt').notNull(),
    status: text('status').notNull().$type<'geprueft' | 'fehlt'>(),
    notiz: text('notiz'),
    /** The day its free texts became the deletion marker (migration 0047, decision 0067); null while kept. */
    inhaltGeloeschtAm: date('inhalt_geloescht_am', { mode: 'string' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    staffName: text('staff_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('pruefliste_markierungen_antrag_idx').on(t.applicationId, t.id),
    index('pruefliste_markierungen_account_idx').on(t.accountId),
  ],
);
