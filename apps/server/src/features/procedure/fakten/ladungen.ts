// The invitations of a candidate, per registration and per aptitude attempt (one query).
import { asc, eq } from 'drizzle-orm';
import type { Conn } from '../../../db/connect';
import { invitations } from '../../../db/schema';
import { byKey } from './zuordnung';

type Ladung = { teil: string; geladenAm: string };

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

export async function loadLadungen(db: Conn, accountId: string): Promise<Ladungen> {
  const rows = await db
    .select({
      registrationId: invitations.registrationId,
      eignungAttemptId: invitations.eignungAttemptId,
      teil: invitations.teil,
      geladenAm: invitations.geladenAm,
    })
    .from(invitations)
    .where(eq(invitations.accountId, accountId))
    .orderBy(asc(invitations.geladenAm), asc(invitations.createdAt), asc(invitations.id));
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
