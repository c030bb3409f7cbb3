// The canonical content of an audit entry and its SHA-256 (decision 0029). Canonical means: the
// entry's columns (without the chain's own) as JSON in RFC 8785 form (JSON Canonicalization Scheme:
// keys sorted, no white space, numbers as ECMAScript prints them; library `canonicalize`), times as
// ISO 8601 in UTC with milliseconds (`2026-10-05T08:00:00.000Z`), absent values as null, and the
// JSON columns as the database gives them back (JSON.stringify's reading of the value: a Date inside
// becomes its ISO text, undefined members drop out), so the hash written equals the hash recomputed.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

export const CHAINS = ['office_actions', 'staff_audit'] as const;
export type Chain = (typeof CHAINS)[number];

/** The hash before the first entry. */
export const GENESIS = '0'.repeat(64);

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A JSON column's value as it reads back from jsonb. */
const asStored = (value: unknown): unknown =>
  value === undefined || value === null ? null : (JSON.parse(JSON.stringify(value)) as unknown);

export interface StaffAuditContent {
  at: Date;
  staffId: string | null;
  wer: string;
  quelle: string;
  aktion: string;
  ziel: string | null;
  accountId: string | null;
  vorher: unknown;
  nachher: unknown;
}

export interface OfficeActionContent {
  at: Date;
  von: string;
  command: string;
  accountId: string | null;
  details: unknown;
}

function canonical(chain: Chain, content: Record<string, unknown>): string {
  const text = canonicalize({ chain, ...content });
  if (text === undefined) throw new Error('audit content cannot be canonicalized');
  return text;
}

export function staffAuditContentHash(c: StaffAuditContent): string {
  return sha256(
    canonical('staff_audit', {
      at: c.at.toISOString(),
      staffId: c.staffId,
      wer: c.wer,
      quelle: c.quelle,
      aktion: c.aktion,
      ziel: c.ziel,
      accountId: c.accountId,
      vorher: asStored(c.vorher),
      nachher: asStored(c.nachher),
    }),
  );
}

export function officeActionContentHash(c: OfficeActionContent): string {
  return sha256(
    canonical('office_actions', {
      at: c.at.toISOString(),
      von: c.von,
      command: c.command,
      accountId: c.accountId,
      details: asStored(c.details),
    }),
  );
}

/** The link the database makes at COMMIT (migration 0017, link_audit_row): SHA-256(prev || content). */
export const linkHash = (prevHash: string, contentHash: string) => sha256(prevHash + contentHash);
