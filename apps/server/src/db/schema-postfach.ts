// The Postfach (issue 27 point 1, migration 0029, decision 0049): messages, their attachments and read
// receipts; all append-only (triggers in the migration).
import { bigserial, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './schema-accounts';
import { documents } from './schema-documents';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const nachrichten = pgTable(
  'nachrichten',
  {
    id: uuid('id').primaryKey(),
    /** The order of the messages (the test clock can give two the same instant). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    threadId: uuid('thread_id').notNull(),
    antwortAuf: uuid('antwort_auf'),
    von: text('von').$type<'kandidat' | 'pruefungsstelle'>().notNull(),
    bezugArt: text('bezug_art').$type<'antrag' | 'triftigerGrund' | 'anrechnung' | 'nachteilsausgleich'>(),
    bezugId: uuid('bezug_id'),
    betreff: text('betreff').notNull(),
    text: text('text').notNull(),
    vorlage: text('vorlage'),
    verfasstVon: text('verfasst_von').notNull(),
    staffId: uuid('staff_id'),
    gesendetAm: ts('gesendet_am').notNull(),
  },
  (t) => [
    index('nachrichten_account_idx').on(t.accountId, t.seq),
    index('nachrichten_thread_idx').on(t.threadId, t.seq),
  ],
);

export const nachrichtAnhaenge = pgTable(
  'nachricht_anhaenge',
  {
    nachrichtId: uuid('nachricht_id')
      .notNull()
      .references(() => nachrichten.id),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    pos: smallint('pos').notNull(),
  },
  (t) => [primaryKey({ columns: [t.nachrichtId, t.documentId] })],
);

export const nachrichtLesungen = pgTable('nachricht_lesungen', {
  nachrichtId: uuid('nachricht_id')
    .primaryKey()
    .references(() => nachrichten.id),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id),
  seite: text('seite').$type<'kandidat' | 'pruefungsstelle'>().notNull(),
  gelesenAm: ts('gelesen_am').notNull(),
  gelesenVon: text('gelesen_von').notNull(),
  staffId: uuid('staff_id'),
});
