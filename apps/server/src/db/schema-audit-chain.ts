// The hash chain over the two audit trails (migration 0017, decision 0029). The chain columns of
// staff_audit and office_actions are declared with their tables (chainColumns); the link itself is
// made by the database at COMMIT (trigger link_audit_row).
import { bigint, date, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** content_hash is the portal's (canonical content); the other three are set by the link trigger. */
export const chainColumns = () => ({
  contentHash: text('content_hash'),
  chainSeq: bigint('chain_seq', { mode: 'number' }),
  prevHash: text('prev_hash'),
  hash: text('hash'),
  /** The deletion (loeschungen.id) that redacted this entry's content (migration 0025, decision 0041). */
  geschwaerztDurch: bigint('geschwaerzt_durch', { mode: 'number' }),
});

/** One row per chain ('staff_audit', 'office_actions'): its last number and hash. */
export const auditChainHeads = pgTable('audit_chain_heads', {
  chain: text('chain').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
  /** Rows up to this id predate the chain; the first start seals them (features/protokoll/seal.ts). */
  legacyUntilId: bigint('legacy_until_id', { mode: 'number' }).notNull(),
});

/** The daily anchor: the heads on a Berlin day, written once per day (the key decides who writes). */
export const auditAnchors = pgTable('audit_anchors', {
  day: date('day', { mode: 'string' }).primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  heads: jsonb('heads').notNull(),
});
