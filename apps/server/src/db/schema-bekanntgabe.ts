// Notification of decision letters by retrieval (issue 27 point 4, migration 0020, decision 0033).
import { bigserial, boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
