// Objections (Widerspruch, issue 26 point 6, decision 0038): the objection as received, and its
// outcome as a separate fact pointing at it. Both append-only (migration 0022): nothing is edited.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './schema-accounts';
import { documents } from './schema-documents';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** An objection against a released decision letter of the candidate, as the office received it. */
export const widersprueche = pgTable(
  'widersprueche',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The decision letter objected to (its document in the file). */
    bescheidId: uuid('bescheid_id')
      .notNull()
      .references(() => documents.id),
    eingegangenAm: day('eingegangen_am').notNull(),
    /** The candidate's reasoning as the office took it down. */
    begruendung: text('begruendung').notNull(),
    /** The day its free texts became the deletion marker (migration 0047, decision 0067); null while kept. */
    inhaltGeloeschtAm: day('inhalt_geloescht_am'),
    /** The notification day the period was counted from, and its last day (domain rule). */
    bekanntgabeAm: day('bekanntgabe_am').notNull(),
    fristEnde: day('frist_ende').notNull(),
    verspaetet: boolean('verspaetet').notNull(),
    erfasstVon: text('erfasst_von').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('widersprueche_account_idx').on(t.accountId),
    index('widersprueche_eingang_idx').on(t.eingegangenAm, t.createdAt),
  ],
);

/** How an objection ended: remedied, rejected (Widerspruchsbescheid) or withdrawn; one per objection. */
export const widerspruchErledigungen = pgTable(
  'widerspruch_erledigungen',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    widerspruchId: uuid('widerspruch_id')
      .notNull()
      .references(() => widersprueche.id),
    ergebnis: text('ergebnis').notNull(),
    begruendung: text('begruendung').notNull(),
    /** Abgeholfen: the follow-up decision the Abhilfebescheid states. */
    abhilfe: text('abhilfe'),
    /** The day its free texts became the deletion marker (migration 0047, decision 0067); null while kept. */
    inhaltGeloeschtAm: day('inhalt_geloescht_am'),
    am: day('am').notNull(),
    /** The letter's document id in the file. */
    bescheidId: uuid('bescheid_id').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('widerspruch_erledigungen_widerspruch_key').on(t.widerspruchId),
    index('widerspruch_erledigungen_account_idx').on(t.accountId),
    check(
      'widerspruch_erledigungen_ergebnis_check',
      sql`${t.ergebnis} in ('abgeholfen', 'zurueckgewiesen', 'zurueckgenommen')`,
    ),
  ],
);
