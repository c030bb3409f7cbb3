// Nachforderungen (issue 27 points 2 and 3, migration 0023, decision 0039): requests, their items,
// the candidate's answers and the office's closing; all append-only (triggers in the migration).
import {
  bigserial,
  boolean,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './schema-accounts';
import { documents } from './schema-documents';
import { applications } from './schema-procedure';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const nachforderungen = pgTable(
  'nachforderungen',
  {
    id: uuid('id').primaryKey(),
    /** The order of the requests (the test clock can give two the same instant). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    angefordertAm: ts('angefordert_am').notNull(),
    frist: date('frist', { mode: 'string' }).notNull(),
    hinweis: text('hinweis'),
    angefordertVon: text('angefordert_von').notNull(),
    folgeVon: uuid('folge_von'),
    briefId: uuid('brief_id').notNull(),
  },
  (t) => [
    index('nachforderungen_account_idx').on(t.accountId, t.seq),
    index('nachforderungen_application_idx').on(t.applicationId),
  ],
);

export const nachforderungPunkte = pgTable('nachforderung_punkte', {
  id: uuid('id').primaryKey(),
  nachforderungId: uuid('nachforderung_id')
    .notNull()
    .references(() => nachforderungen.id),
  pos: smallint('pos').notNull(),
  art: text('art').notNull(),
  bezeichnung: text('bezeichnung').notNull(),
  dokumentTyp: text('dokument_typ'),
  pruefpunkt: text('pruefpunkt'),
});

export const nachforderungAntworten = pgTable('nachforderung_antworten', {
  id: uuid('id').primaryKey(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id),
  nachforderungId: uuid('nachforderung_id')
    .notNull()
    .references(() => nachforderungen.id),
  punktId: uuid('punkt_id')
    .notNull()
    .references(() => nachforderungPunkte.id),
  text: text('text'),
  documentId: uuid('document_id').references(() => documents.id),
  eingegangenAm: ts('eingegangen_am').notNull(),
  verspaetet: boolean('verspaetet').notNull(),
});

export const nachforderungErledigungen = pgTable('nachforderung_erledigungen', {
  nachforderungId: uuid('nachforderung_id')
    .primaryKey()
    .references(() => nachforderungen.id),
  erledigtAm: ts('erledigt_am').notNull(),
  erledigtVon: text('erledigt_von').notNull(),
});
