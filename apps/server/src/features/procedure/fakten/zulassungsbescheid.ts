// The admission letter's notification (issue 27 point 4, decision 0033): R-91's whole-exam withdrawal
// counts from the day the admission was really notified (rules/availability.ts zulassungBekanntgegebenAm).
import type { Bereitstellung } from '@examensportal/domain/rules/bekanntgabe';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Conn } from '../../../db/connect';
import { bereitstellungen, documents } from '../../../db/schema';

/**
 * The admission letter of an application – the first ZULASSUNG letter filed since its decision – and
 * how it was notified (decision 0033): R-91 counts from the real day. Undefined until it is filed.
 */
export async function zulassungsbescheid(
  db: Conn,
  accountId: string,
  entschiedenAm: Date,
): Promise<Bereitstellung | undefined> {
  const [row] = await db
    .select({
      bereitgestelltAm: bereitstellungen.bereitgestelltAm,
      abgerufenAm: bereitstellungen.abgerufenAm,
      widerrufenAm: bereitstellungen.widerrufenAm,
      versandtAm: bereitstellungen.versandtAm,
    })
    .from(documents)
    .innerJoin(bereitstellungen, eq(bereitstellungen.documentId, documents.id))
    .where(
      and(
        eq(documents.accountId, accountId),
        eq(documents.type, 'ZULASSUNG'),
        gte(documents.createdAt, entschiedenAm),
      ),
    )
    .orderBy(asc(documents.createdAt), asc(documents.id))
    .limit(1);
  return row;
}
