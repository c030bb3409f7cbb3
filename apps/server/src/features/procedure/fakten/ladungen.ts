// The invitations of a candidate, per registration and per aptitude attempt (one query).
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { invitations } from '../../../db/schema';
import { jsonRows } from './json';
import { byKey } from './zuordnung';

type Ladung = { teil: string; geladenAm: string };
type Row = Ladung & { registrationId: string | null; eignungAttemptId: string | null };

export interface Ladungen {
  /** The newest invitation date per part of a registration or attempt. */
  neuesteProTeil(ziel: { registrationId: string } | { eignungAttemptId: string }): Map<string, string>;
}

/** The newest invitation per part wins (a part is invited again after an accepted triftiger Grund). */
function latestPerTeil(rows: readonly Ladung[] | undefined) {
  const latest = new Map<string, string>();
  for (const row of rows ?? []) latest.set(row.teil, row.geladenAm);
  return latest;
}

/** The candidate's invitations (a json column of loadProcedure's statement). */
export const ladungenJson = (accountId: SQL): SQL<Row[]> =>
  jsonRows<Row>(
    {
      registrationId: invitations.registrationId,
      eignungAttemptId: invitations.eignungAttemptId,
      teil: invitations.teil,
      geladenAm: invitations.geladenAm,
    },
    sql`from ${invitations} where ${eq(invitations.accountId, accountId)}`,
    [asc(invitations.geladenAm), asc(invitations.createdAt), asc(invitations.id)],
  );

export function ladungenFromRows(rows: readonly Row[]): Ladungen {
  const proAnmeldung = byKey(rows, (r) => r.registrationId);
  const proVersuch = byKey(rows, (r) => r.eignungAttemptId);
  return {
    neuesteProTeil: (ziel) =>
      latestPerTeil(
        'registrationId' in ziel
          ? proAnmeldung.get(ziel.registrationId)
          : proVersuch.get(ziel.eignungAttemptId),
      ),
  };
}
