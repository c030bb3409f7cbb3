import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// One candidate's account; every other table refers to it. A file of its own, so the procedure,
// document and staff tables import it without importing schema.ts, which re-exports them (an import
// of schema.ts from one of them would be a runtime import cycle, which npm run lint refuses).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased and trimmed; the login key. */
    email: text('email').notNull(),
    vorname: text('vorname').notNull(),
    nachname: text('nachname').notNull(),
    art: text('art').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    confirmedAt: ts('confirmed_at'),
    lastLoginAt: ts('last_login_at'),
  },
  (t) => [
    uniqueIndex('accounts_email_key').on(t.email),
    check('accounts_art_check', sql`${t.art} in ('WP', 'EIGNUNG')`),
  ],
);
