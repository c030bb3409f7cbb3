// The candidate's revoked decisions (Rücknahme § 48, Widerruf § 49 VwVfG; decision 0055), by the case
// each decided (application, credit, compelling reason, Nachteilsausgleich row), with the day of the
// revocation (one query). The readers of those facts read a revoked decision as not granted.
import { eq } from 'drizzle-orm';
import type { IsoDate } from '@examensportal/domain/dates';
import type { Conn } from '../../../db/connect';
import { aufhebungen } from '../../../db/schema';

export type Aufgehoben = ReadonlyMap<string, IsoDate>;

export async function loadAufhebungen(db: Conn, accountId: string): Promise<Aufgehoben> {
  const rows = await db
    .select({ fallId: aufhebungen.fallId, am: aufhebungen.am })
    .from(aufhebungen)
    .where(eq(aufhebungen.accountId, accountId));
  return new Map(rows.map((r) => [r.fallId, r.am]));
}
