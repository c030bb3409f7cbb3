// Revocation of a decision (Rücknahme § 48, Widerruf § 49 VwVfG) and the § 42 correction of a decision
// letter other than a result (issue 26 point 6, decision 0055): each a new fact pointing at the letter
// of the decision it concerns, with its own letter. Both append-only (migration 0037).
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
import { applications } from './schema-procedure';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** A revoked decision: one per decision letter; the decision's own fact stays as written. */
export const aufhebungen = pgTable(
  'aufhebungen',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The letter of the decision revoked. */
    bescheidId: uuid('bescheid_id')
      .notNull()
      .references(() => documents.id),
    /** Which decision: zulassung, anrechnung, triftigerGrund, nachteilsausgleich. */
    entscheidung: text('entscheidung').notNull(),
    /** The decided case: the application, the credit, the compelling reason, the application (NTA). */
    fallId: uuid('fall_id').notNull(),
    /** p48 Rücknahme (unlawful decision), p49 Widerruf (lawful decision). */
    vorschrift: text('vorschrift').notNull(),
    /** § 49 (2) Nr. 1–5 (Widerruf only). */
    widerrufsgrund: text('widerrufsgrund'),
    /** The day the office learnt the facts that justify it (the one year of § 48 (4) runs from it). */
    kenntnisAm: day('kenntnis_am').notNull(),
    /**
     * Obtained by deceit, threat, bribery or incorrect statements (§ 48 (2) sentence 3 Nr. 1): the year
     * did not apply (§ 48 (4) sentence 2; migration 0042). Rücknahme only.
     */
    erschlichen: boolean('erschlichen').notNull().default(false),
    begruendung: text('begruendung').notNull(),
    /** The day its free texts became the deletion marker (migration 0047, decision 0067); null while kept. */
    inhaltGeloeschtAm: day('inhalt_geloescht_am'),
    am: day('am').notNull(),
    /** The revocation's own letter in the file. */
    briefId: uuid('brief_id').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('aufhebungen_bescheid_key').on(t.bescheidId),
    index('aufhebungen_account_idx').on(t.accountId),
    check(
      'aufhebungen_entscheidung_check',
      sql`${t.entscheidung} in ('zulassung', 'anrechnung', 'triftigerGrund', 'nachteilsausgleich')`,
    ),
    check('aufhebungen_vorschrift_check', sql`${t.vorschrift} in ('p48', 'p49')`),
    check('aufhebungen_erschlichen_check', sql`not ${t.erschlichen} or ${t.vorschrift} = 'p48'`),
    check(
      'aufhebungen_widerrufsgrund_check',
      sql`(${t.vorschrift} = 'p48' and ${t.widerrufsgrund} is null) or (${t.vorschrift} = 'p49' and ${t.widerrufsgrund} in ('1', '2', '3', '4', '5'))`,
    ),
  ],
);

/** A § 42 correction of an obvious error in a decision letter: the letter stays as filed. */
export const bescheidBerichtigungen = pgTable(
  'bescheid_berichtigungen',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    bescheidId: uuid('bescheid_id')
      .notNull()
      .references(() => documents.id),
    /** schreibfehler, rechenfehler, offenbar (ähnliche offenbare Unrichtigkeit). */
    fehlerart: text('fehlerart').notNull(),
    /** What the letter says, and what it should have said. */
    unrichtig: text('unrichtig').notNull(),
    richtig: text('richtig').notNull(),
    begruendung: text('begruendung').notNull(),
    /** The day its free texts became the deletion marker (migration 0047, decision 0067); null while kept. */
    inhaltGeloeschtAm: day('inhalt_geloescht_am'),
    am: day('am').notNull(),
    briefId: uuid('brief_id').notNull(),
    createdAt: ts('created_at').notNull(),
    /**
     * A correction that changes a fact (decision 0066, migration 0046): the admission letter's date was
     * wrong; the application and the admission date that applies. Both null for a text correction.
     */
    antragId: uuid('antrag_id').references(() => applications.id),
    zulassungsdatum: day('zulassungsdatum'),
  },
  (t) => [
    check(
      'bescheid_berichtigungen_zulassungsdatum_check',
      sql`(${t.antragId} is null) = (${t.zulassungsdatum} is null)`,
    ),
    index('bescheid_berichtigungen_account_idx').on(t.accountId),
    index('bescheid_berichtigungen_bescheid_idx').on(t.bescheidId),
    check(
      'bescheid_berichtigungen_fehlerart_check',
      sql`${t.fehlerart} in ('schreibfehler', 'rechenfehler', 'offenbar')`,
    ),
  ],
);
