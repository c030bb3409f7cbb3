// The candidate's remedied refusals (decision 0066): a refused compelling reason or credit accepted by
// the remedy of an objection, by the case, with the remedy's day (one query). The readers of those
// facts read a remedied case as accepted; a later revocation (decision 0055) still wins. The same
// query reads the admission dates a § 42 correction put right (decision 0066).
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { IsoDate } from '@examensportal/domain/dates';
import type { Conn } from '../../../db/connect';
import { abhilfen, aufhebungen, bescheidBerichtigungen } from '../../../db/schema';

export type Abgeholfen = ReadonlyMap<string, IsoDate>;

/**
 * Revocations, remedies and corrected admission dates of the candidate in one query (the fact loader
 * counts its queries), each by its case: the day, or for a corrected admission the date that applies
 * (the newest correction counts).
 */
export async function loadAufhebungenUndAbhilfen(
  db: Conn,
  accountId: string,
): Promise<{
  aufgehoben: ReadonlyMap<string, IsoDate>;
  abgeholfen: Abgeholfen;
  zulassungsdaten: ReadonlyMap<string, IsoDate>;
}> {
  const b = bescheidBerichtigungen;
  const rows = await unionAll(
    db
      .select({
        fallId: aufhebungen.fallId,
        am: aufhebungen.am,
        art: sql<string>`'aufhebung'`,
        seit: aufhebungen.createdAt,
      })
      .from(aufhebungen)
      .where(eq(aufhebungen.accountId, accountId)),
    db
      .select({
        fallId: abhilfen.fallId,
        am: abhilfen.am,
        art: sql<string>`'abhilfe'`,
        seit: abhilfen.createdAt,
      })
      .from(abhilfen)
      .where(eq(abhilfen.accountId, accountId)),
    db
      .select({
        fallId: sql<string>`${b.antragId}`,
        am: sql<IsoDate>`${b.zulassungsdatum}`,
        art: sql<string>`'zulassungsdatum'`,
        seit: b.createdAt,
      })
      .from(b)
      .where(and(eq(b.accountId, accountId), isNotNull(b.zulassungsdatum))),
  );
  const geordnet = [...rows].sort((x, y) => new Date(x.seit).getTime() - new Date(y.seit).getTime());
  const von = (art: string) => new Map(geordnet.filter((r) => r.art === art).map((r) => [r.fallId, r.am]));
  return {
    aufgehoben: von('aufhebung'),
    abgeholfen: von('abhilfe'),
    zulassungsdaten: von('zulassungsdatum'),
  };
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
