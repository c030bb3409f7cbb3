// Notification of decision letters by retrieval (issue 27 point 4, decision 0033): the rows. The
// decision letter job provides a letter in the transaction that files it; the candidate's own download
// route records the first retrieval; nothing else writes them (a retrieval by office staff never counts).
import { abrufbarBis, bekanntgabe } from '@examensportal/domain/rules/bekanntgabe';
import type { BekanntgabeStand } from '@examensportal/domain/schemas/bekanntgabe';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Conn } from '../../db/connect';
import { bekanntgabeEinwilligungen, bereitstellungen } from '../../db/schema';

/** The newest consent or revocation of the account, or undefined when it never consented. */
export async function aktuelleEinwilligung(conn: Conn, accountId: string) {
  const [row] = await conn
    .select()
    .from(bekanntgabeEinwilligungen)
    .where(eq(bekanntgabeEinwilligungen.accountId, accountId))
    .orderBy(desc(bekanntgabeEinwilligungen.id))
    .limit(1);
  return row;
}

/**
 * Records how a decision letter just filed is notified, in the transaction that files it: provided for
 * retrieval when the candidate consents now, else straight to the post. Returns the last day a
 * retrieval counts (for the notice mail), or null without consent.
 */
export async function bereitstellen(conn: Conn, accountId: string, documentId: string, now: Date) {
  const einwilligung = await aktuelleEinwilligung(conn, accountId);
  const erteilt = einwilligung?.erteilt === true;
  await conn
    .insert(bereitstellungen)
    .values({ documentId, accountId, bereitgestelltAm: erteilt ? now : null })
    .onConflictDoNothing({ target: bereitstellungen.documentId });
  return erteilt ? abrufbarBis(now) : null;
}

/** The first retrieval of a letter by its candidate (later ones change nothing). */
export async function abrufVermerken(conn: Conn, accountId: string, documentId: string, now: Date) {
  await conn
    .update(bereitstellungen)
    .set({ abgerufenAm: now })
    .where(
      and(
        eq(bereitstellungen.documentId, documentId),
        eq(bereitstellungen.accountId, accountId),
        isNull(bereitstellungen.abgerufenAm),
      ),
    );
}

/** The account's letters provided for retrieval and still open: not retrieved, revoked or posted. */
export const offeneBereitstellungen = (accountId: string) =>
  and(
    eq(bereitstellungen.accountId, accountId),
    isNotNull(bereitstellungen.bereitgestelltAm),
    isNull(bereitstellungen.abgerufenAm),
    isNull(bereitstellungen.widerrufenAm),
    isNull(bereitstellungen.versandtAm),
  );

/** A revocation ends every provision the candidate has not retrieved (the rule ignores ended ones). */
export async function bereitstellungenWiderrufen(conn: Conn, accountId: string, now: Date) {
  await conn.update(bereitstellungen).set({ widerrufenAm: now }).where(offeneBereitstellungen(accountId));
}

/** Where the notification of each decision letter of the account stands at `jetzt`, by document id. */
export async function bekanntgabenDerAkte(
  db: Conn,
  accountId: string,
  jetzt: Date,
  bekanntgabeTage: number,
): Promise<Map<string, BekanntgabeStand>> {
  const rows = await db.select().from(bereitstellungen).where(eq(bereitstellungen.accountId, accountId));
  return new Map(
    rows.map((b) => {
      const stand = bekanntgabe(b, jetzt, bekanntgabeTage);
      return [b.documentId, stand.stand === 'postversand' ? { stand: stand.stand } : stand];
    }),
  );
}
