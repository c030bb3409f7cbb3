// The Nachteilsausgleich of a candidate (issue 26 point 4): whether it was requested, and the
// office's decision that counts – the newest row of the append-only table (a later decision
// supersedes an earlier one). Read by the invitations, the back-office's lists and pages and the
// candidate's status.
import { desc, eq, inArray } from 'drizzle-orm';
import { massnahmenSaetze, beantragt } from '@examensportal/domain/rules/nachteilsausgleich';
import type {
  NachteilsausgleichBescheid,
  NachteilsausgleichStand,
} from '@examensportal/domain/schemas/pruefungsstelle-nachteilsausgleich';
import type { Conn } from '../../db/connect';
import { aufhebungen, nachteilsausgleiche } from '../../db/schema';
import { currentApplication, findCandidateAccount } from './repo';

type Row = typeof nachteilsausgleiche.$inferSelect;

/** A granted decision revoked since (decision 0055) no longer grants anything. */
const gewaehrt = (row: Row, aufgehoben: boolean) => row.entscheidung === 'accepted' && !aufgehoben;

const alsBescheid = (row: Row, aufgehoben = false): NachteilsausgleichBescheid => ({
  gewaehrt: gewaehrt(row, aufgehoben),
  massnahmen: gewaehrt(row, aufgehoben)
    ? massnahmenSaetze({
        verlaengerungProzent: row.verlaengerungProzent,
        eigenerRaum: row.eigenerRaum,
        hilfsmittel: row.hilfsmittel,
        freitext: row.freitext,
      })
    : [],
  begruendung: row.begruendung,
  am: row.entschiedenAm,
});

/** The decision that counts for each of these candidates (absent: none decided). */
export async function geltendeNachteilsausgleiche(
  db: Conn,
  accountIds: readonly string[],
): Promise<Map<string, NachteilsausgleichBescheid>> {
  const map = new Map<string, NachteilsausgleichBescheid>();
  if (accountIds.length === 0) return map;
  const rows = await db
    .select({ row: nachteilsausgleiche, aufgehoben: aufhebungen.id })
    .from(nachteilsausgleiche)
    .leftJoin(aufhebungen, eq(aufhebungen.fallId, nachteilsausgleiche.id))
    .where(inArray(nachteilsausgleiche.accountId, [...new Set(accountIds)]))
    .orderBy(desc(nachteilsausgleiche.seq));
  for (const { row, aufgehoben } of rows)
    if (!map.has(row.accountId)) map.set(row.accountId, alsBescheid(row, aufgehoben !== null));
  return map;
}

/** The measures an invitation lists: those of a granted decision that counts, else none. */
export async function geltendeMassnahmen(db: Conn, accountId: string): Promise<string[]> {
  const [neueste] = await db
    .select({ row: nachteilsausgleiche, aufgehoben: aufhebungen.id })
    .from(nachteilsausgleiche)
    .leftJoin(aufhebungen, eq(aufhebungen.fallId, nachteilsausgleiche.id))
    .where(eq(nachteilsausgleiche.accountId, accountId))
    .orderBy(desc(nachteilsausgleiche.seq))
    .limit(1);
  return neueste ? alsBescheid(neueste.row, neueste.aufgehoben !== null).massnahmen : [];
}

/** The candidate's request (current application or contact data) and the decision that counts. */
export async function nachteilsausgleichStand(db: Conn, accountId: string): Promise<NachteilsausgleichStand> {
  // One after the other: inside a transaction PGlite has a single connection.
  const antrag = await currentApplication(db, accountId);
  const account = await findCandidateAccount(db, accountId);
  const geltend = await geltendeNachteilsausgleiche(db, [accountId]);
  return {
    beantragt: beantragt(antrag?.payload ?? null, account?.kontaktdaten ?? null),
    entscheidung: geltend.get(accountId) ?? null,
  };
}
