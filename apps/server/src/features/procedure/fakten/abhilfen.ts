// The candidate's remedied refusals (decision 0066): a refused compelling reason or credit accepted by
// the remedy of an objection, by the case, with the remedy's day (one query). The readers of those
// facts read a remedied case as accepted; a later revocation (decision 0055) still wins.
import { eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { IsoDate } from '@examensportal/domain/dates';
import type { Conn } from '../../../db/connect';
import { abhilfen, aufhebungen } from '../../../db/schema';

export type Abgeholfen = ReadonlyMap<string, IsoDate>;

/** Revocations and remedies of the candidate in one query (the fact loader counts its queries). */
export async function loadAufhebungenUndAbhilfen(
  db: Conn,
  accountId: string,
): Promise<{ aufgehoben: ReadonlyMap<string, IsoDate>; abgeholfen: Abgeholfen }> {
  const rows = await unionAll(
    db
      .select({ fallId: aufhebungen.fallId, am: aufhebungen.am, art: sql<string>`'aufhebung'` })
      .from(aufhebungen)
      .where(eq(aufhebungen.accountId, accountId)),
    db
      .select({ fallId: abhilfen.fallId, am: abhilfen.am, art: sql<string>`'abhilfe'` })
      .from(abhilfen)
      .where(eq(abhilfen.accountId, accountId)),
  );
  const von = (art: string) => new Map(rows.filter((r) => r.art === art).map((r) => [r.fallId, r.am]));
  return { aufgehoben: von('aufhebung'), abgeholfen: von('abhilfe') };
}

/** The status a case counts with: revoked → rejected, remedied → accepted, else as decided. */
export function geltenderFallStatus(
  id: string,
  status: string,
  aufgehoben: ReadonlyMap<string, string>,
  abgeholfen: Abgeholfen,
): string {
  if (aufgehoben.has(id)) return 'rejected';
  if (abgeholfen.has(id)) return 'accepted';
  return status;
}
