// Notification of decision letters by retrieval (issue 27 point 4, migration 0020, decision 0033).
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './schema-accounts';
import { documents } from './schema-documents';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The consent and each revocation, append-only, with the exact wording shown; the newest row counts. */
export const bekanntgabeEinwilligungen = pgTable(
  'bekanntgabe_einwilligungen',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    erteilt: boolean('erteilt').notNull(),
    wortlaut: text('wortlaut').notNull(),
    am: ts('am').notNull(),
  },
  (t) => [index('bekanntgabe_einwilligungen_account_idx').on(t.accountId, t.id)],
);

/** One row per decision letter, written with its document row (rules/bekanntgabe.ts reads it). */
export const bereitstellungen = pgTable(
  'bereitstellungen',
  {
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Provided for retrieval and the notice mail queued; null: filed without consent. */
    bereitgestelltAm: ts('bereitgestellt_am'),
    /** The first retrieval by the logged-in candidate (the candidate's download route only). */
    abgerufenAm: ts('abgerufen_am'),
    /** The consent was revoked while the letter was provided and not retrieved. */
    widerrufenAm: ts('widerrufen_am'),
    /** The posting day the office recorded (YYYY-MM-DD, Berlin). */
    versandtAm: date('versandt_am', { mode: 'string' }),
    /** Who recorded it (staff name). */
    versandtVon: text('versandt_von'),
  },
  (t) => [index('bereitstellungen_account_idx').on(t.accountId)],
);

/**
 * A print batch of letters that go by post (migration 0028): created with up to 500 due letters, then
 * posted (the posting day recorded for all) or discarded (its letters are due again).
 */
export const postversandStapel = pgTable('postversand_stapel', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  erstelltAm: ts('erstellt_am').notNull(),
  erstelltVon: text('erstellt_von').notNull(),
  versandtAm: date('versandt_am', { mode: 'string' }),
  versandtVon: text('versandt_von'),
  verworfenAm: ts('verworfen_am'),
  verworfenVon: text('verworfen_von'),
});

/** The letters of a batch, in print order. */
export const postversandBriefe = pgTable(
  'postversand_briefe',
  {
    stapelId: bigint('stapel_id', { mode: 'number' })
      .notNull()
      .references(() => postversandStapel.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.stapelId, t.documentId] }),
    index('postversand_briefe_document_idx').on(t.documentId),
  ],
);
