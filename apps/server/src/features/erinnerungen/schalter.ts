// The switches of Meine Daten › Erinnerungen (issue 27 point 5): one append-only row per change, the
// newest row per kind counts; without a row a kind is on. The rows are the audit of the changes.
import { ERINNERUNGSARTEN, type Erinnerungsart } from '@examensportal/domain/rules/erinnerungen';
import { desc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/connect';
import { erinnerungSchalter } from '../../db/schema';

export type Schalter = Record<Erinnerungsart, boolean>;

/** Each kind's switch for the account (newest row per kind; none: on). */
export async function loadSchalter(conn: Conn, accountId: string): Promise<Schalter> {
  const rows = await conn
    .select({ art: erinnerungSchalter.art, aktiv: erinnerungSchalter.aktiv })
    .from(erinnerungSchalter)
    .where(eq(erinnerungSchalter.accountId, accountId))
    .orderBy(desc(erinnerungSchalter.id));
  const schalter = Object.fromEntries(ERINNERUNGSARTEN.map((art) => [art, true])) as Schalter;
  const gesehen = new Set<string>();
  for (const row of rows) {
    if (gesehen.has(row.art) || !(ERINNERUNGSARTEN as readonly string[]).includes(row.art)) continue;
    gesehen.add(row.art);
    schalter[row.art as Erinnerungsart] = row.aktiv;
  }
  return schalter;
}

/** Records a change; switching to the state the kind is in records nothing. True when it changed. */
export async function setSchalter(
  conn: Conn,
  accountId: string,
  art: Erinnerungsart,
  aktiv: boolean,
  am: Date,
): Promise<boolean> {
  const bisher = await loadSchalter(conn, accountId);
  if (bisher[art] === aktiv) return false;
  await conn.insert(erinnerungSchalter).values({ accountId, art, aktiv, am });
  return true;
}
