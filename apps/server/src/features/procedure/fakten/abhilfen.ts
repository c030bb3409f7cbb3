// The candidate's remedied refusals (decision 0066): a refused compelling reason or credit accepted by
// the remedy of an objection, by the case, with the remedy's day (one query). The readers of those
// facts read a remedied case as accepted; a later revocation (decision 0055) still wins. The same
// query reads the admission dates a § 42 correction put right (decision 0066).
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { IsoDate } from '@examensportal/domain/dates';
import { abhilfen, aufhebungen, bescheidBerichtigungen } from '../../../db/schema';
import { jsonRows } from './json';

export type Abgeholfen = ReadonlyMap<string, IsoDate>;

interface Row {
  fallId: string;
  am: IsoDate;
  art: 'aufhebung' | 'abhilfe' | 'zulassungsdatum';
}

/**
 * Revocations, remedies and corrected admission dates of the candidate, oldest first (a json column
 * of loadProcedure's statement).
 */
export const aufhebungenUndAbhilfenJson = (accountId: SQL): SQL<Row[]> => {
  const b = bescheidBerichtigungen;
  return jsonRows<Row>(
    { fallId: sql`f.fall_id`, am: sql`f.am`, art: sql`f.art` },
    sql`from (
      select ${aufhebungen.fallId} as fall_id, ${aufhebungen.am} as am, 'aufhebung' as art, ${aufhebungen.createdAt} as seit
        from ${aufhebungen} where ${eq(aufhebungen.accountId, accountId)}
      union all
      select ${abhilfen.fallId}, ${abhilfen.am}, 'abhilfe', ${abhilfen.createdAt}
        from ${abhilfen} where ${eq(abhilfen.accountId, accountId)}
      union all
      select ${b.antragId}, ${b.zulassungsdatum}, 'zulassungsdatum', ${b.createdAt}
        from ${b} where ${and(eq(b.accountId, accountId), isNotNull(b.zulassungsdatum))}
    ) f`,
    [sql`f.seit`],
  );
};

/**
 * Each by its case: the day, or for a corrected admission the date that applies (the newest
 * correction counts).
 */
export function aufhebungenUndAbhilfenFromRows(geordnet: readonly Row[]): {
  aufgehoben: ReadonlyMap<string, IsoDate>;
  abgeholfen: Abgeholfen;
  zulassungsdaten: ReadonlyMap<string, IsoDate>;
} {
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
