// Four-eyes decisions (issue 26 point 5, migration 0014): a decision of the back-office is first a
// draft; a second person releases or discards it. Drafts are not decisions: no fact changes with them.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './schema-accounts';
import { staffAccounts } from './schema-staff';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const entwuerfe = pgTable(
  'entwuerfe',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** antrag (admit or reject the application), triftigerGrund, anrechnung, berichtigung (a result). */
    art: text('art').notNull(),
    /** The case: the application, the compelling reason, the credit or the corrected result. */
    fallId: uuid('fall_id').notNull(),
    /** The decision's inputs as the domain's schema parsed them (zulassung- or fallEntscheidung). */
    eingabe: jsonb('eingabe').notNull(),
    entworfenVon: uuid('entworfen_von')
      .notNull()
      .references(() => staffAccounts.id),
    entworfenVonName: text('entworfen_von_name').notNull(),
    entworfenAm: ts('entworfen_am').notNull(),
    status: text('status').notNull().default('offen'),
    /** Who released or discarded it, and when. */
    erledigtVon: uuid('erledigt_von').references(() => staffAccounts.id),
    erledigtVonName: text('erledigt_von_name'),
    erledigtAm: ts('erledigt_am'),
    verworfenGrund: text('verworfen_grund'),
    /** The letter the release queued (its document id in the file). */
    bescheidId: uuid('bescheid_id'),
  },
  (t) => [
    uniqueIndex('entwuerfe_offen_fall_key')
      .on(t.fallId)
      .where(sql`${t.status} = 'offen'`),
    index('entwuerfe_offen_idx')
      .on(t.entworfenAm, t.id)
      .where(sql`${t.status} = 'offen'`),
    index('entwuerfe_account_idx').on(t.accountId, t.entworfenAm),
    check('entwuerfe_art_check', sql`${t.art} in ('antrag', 'triftigerGrund', 'anrechnung', 'berichtigung')`),
    check('entwuerfe_status_check', sql`${t.status} in ('offen', 'freigegeben', 'verworfen')`),
  ],
);
