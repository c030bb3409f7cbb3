// The withdrawals of a candidate: of a registration, an application or an aptitude attempt (one query).
import { eq } from 'drizzle-orm';
import type { Conn } from '../../../db/connect';
import { withdrawals } from '../../../db/schema';

type Ruecktritt = Awaited<ReturnType<typeof abfrage>>[number];

const abfrage = (db: Conn, accountId: string) =>
  db
    .select({
      kind: withdrawals.kind,
      registrationId: withdrawals.registrationId,
      applicationId: withdrawals.applicationId,
      eignungAttemptId: withdrawals.eignungAttemptId,
      am: withdrawals.am,
    })
    .from(withdrawals)
    .where(eq(withdrawals.accountId, accountId));

export interface Ruecktritte {
  proAnmeldung: Map<string, Ruecktritt>;
  proVersuch: Map<string, Ruecktritt>;
  /** The whole-exam withdrawal of an application. */
  gesamtruecktritt(applicationId: string): Ruecktritt | undefined;
}

export async function loadRuecktritte(db: Conn, accountId: string): Promise<Ruecktritte> {
  const rows = await abfrage(db, accountId);
  return {
    proAnmeldung: new Map(rows.flatMap((w) => (w.registrationId ? [[w.registrationId, w]] : []))),
    proVersuch: new Map(rows.flatMap((w) => (w.eignungAttemptId ? [[w.eignungAttemptId, w]] : []))),
    gesamtruecktritt: (applicationId) =>
      rows.find((w) => w.kind === 'gesamtruecktritt' && w.applicationId === applicationId),
  };
}
