// Reminders by mail and the personal calendar (issue 27 points 5 and 6, migration 0024, decision 0040).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './schema-accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const account = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/** Each switch of a reminder kind in Meine Daten, append-only; the newest row per kind counts (none: on). */
export const erinnerungSchalter = pgTable(
  'erinnerung_schalter',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: account(),
    art: text('art').notNull(),
    aktiv: boolean('aktiv').notNull(),
    am: ts('am').notNull(),
  },
  (t) => [index('erinnerung_schalter_account_idx').on(t.accountId, t.art, t.id)],
);

/**
 * One row per reminder sent: the key (account, kind, event, offset) is the idempotency key. The row
 * and its mail commit together, so a reminder goes out once however many jobs and instances run.
 */
export const erinnerungenVersandt = pgTable(
  'erinnerungen_versandt',
  {
    accountId: account(),
    art: text('art').notNull(),
    ereignis: text('ereignis').notNull(),
    versatz: text('versatz').notNull(),
    /** The Berlin day the reminder was due (the event's day for the mail). */
    faelligAm: date('faellig_am', { mode: 'string' }).notNull(),
    am: ts('am').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.art, t.ereignis, t.versatz] })],
);

/**
 * The secret address of the personal calendar feed: only the token's SHA-256 is stored. A new address
 * is a new row; only the account's newest row opens the feed, so a rotation closes the old address
 * on every instance at once.
 */
export const kalenderZugaenge = pgTable(
  'kalender_zugaenge',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: account(),
    tokenHash: text('token_hash').notNull(),
    erzeugtAm: ts('erzeugt_am').notNull(),
  },
  (t) => [
    uniqueIndex('kalender_zugaenge_token_key').on(t.tokenHash),
    index('kalender_zugaenge_account_idx').on(t.accountId, t.id),
  ],
);

/** What a calendar event looked like when it was last served, so SEQUENCE rises when it changes. */
export const kalenderSequenzen = pgTable(
  'kalender_sequenzen',
  {
    uid: text('uid').primaryKey(),
    fingerprint: text('fingerprint').notNull(),
    sequenz: integer('sequenz').notNull(),
    geaendertAm: ts('geaendert_am').notNull(),
  },
  (t) => [check('kalender_sequenzen_sequenz_check', sql`${t.sequenz} >= 0`)],
);
