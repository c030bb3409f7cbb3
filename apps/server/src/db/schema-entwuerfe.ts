// Four-eyes decisions (issue 26 point 5, migration 0014): a decision of the back-office is first a
// draft; a second person releases or discards it. Drafts are not decisions: no fact changes with them.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './schema-accounts';
import { applications } from './schema-procedure';
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
    /**
     * The day its inputs (and a discard reason) became the deletion marker (migration 0050, decision
     * 0070); null while kept. Only a released or discarded draft is ever redacted.
     */
    inhaltGeloeschtAm: date('inhalt_geloescht_am', { mode: 'string' }),
    /** The letter the release queued (its document id in the file). */
    bescheidId: uuid('bescheid_id'),
  },
  (t) => [
    // One open draft per case and kind (migration 0018: an application's admission and its
    // Nachteilsausgleich are two kinds of the same case).
    uniqueIndex('entwuerfe_offen_fall_key')
      .on(t.fallId, t.art)
      .where(sql`${t.status} = 'offen'`),
    index('entwuerfe_offen_idx')
      .on(t.entworfenAm, t.id)
      .where(sql`${t.status} = 'offen'`),
    index('entwuerfe_account_idx').on(t.accountId, t.entworfenAm),
    check(
      'entwuerfe_art_check',
      sql`${t.art} in ('antrag', 'triftigerGrund', 'anrechnung', 'nachteilsausgleich', 'berichtigung', 'widerspruch', 'aufhebung', 'bescheidBerichtigung')`,
    ),
    check('entwuerfe_status_check', sql`${t.status} in ('offen', 'freigegeben', 'verworfen')`),
  ],
);

/**
 * The office's decisions on a Nachteilsausgleich (issue 26 point 4, migration 0018): one row per
 * released decision, append-only (a trigger refuses changes); the newest row of a candidate counts.
 */
export const nachteilsausgleiche = pgTable(
  'nachteilsausgleiche',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of the decisions (the newest counts), also within one millisecond. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The application whose request was decided. */
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    /** accepted (granted) or rejected. */
    entscheidung: text('entscheidung').notNull(),
    verlaengerungProzent: integer('verlaengerung_prozent'),
    eigenerRaum: boolean('eigener_raum').notNull().default(false),
    hilfsmittel: jsonb('hilfsmittel').$type<string[]>().notNull().default([]),
    freitext: text('freitext'),
    begruendung: text('begruendung'),
    /** The day its free texts became the deletion marker (migration 0047, decision 0067); null while kept. */
    inhaltGeloeschtAm: date('inhalt_geloescht_am', { mode: 'string' }),
    entschiedenAm: date('entschieden_am', { mode: 'string' }).notNull(),
    /** The letter's document id in the file. */
    bescheidId: uuid('bescheid_id').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('nachteilsausgleiche_account_idx').on(t.accountId, t.seq),
    check('nachteilsausgleiche_entscheidung_check', sql`${t.entscheidung} in ('accepted', 'rejected')`),
    check('nachteilsausgleiche_prozent_check', sql`${t.verlaengerungProzent} between 5 and 100`),
    check(
      'nachteilsausgleiche_begruendung_check',
      sql`${t.entscheidung} = 'accepted' or ${t.begruendung} is not null`,
    ),
  ],
);
