// The withdrawals of a candidate: of a registration, an application or an aptitude attempt (one query).
import { eq, type SQL, sql } from 'drizzle-orm';
import { withdrawals } from '../../../db/schema';
import { jsonRows } from './json';

interface Ruecktritt {
  kind: string;
  registrationId: string | null;
  applicationId: string | null;
  eignungAttemptId: string | null;
  am: string;
}

/** The candidate's withdrawals (a json column of loadProcedure's statement). */
export const ruecktritteJson = (accountId: SQL): SQL<Ruecktritt[]> =>
  jsonRows<Ruecktritt>(
    {
      kind: withdrawals.kind,
      registrationId: withdrawals.registrationId,
      applicationId: withdrawals.applicationId,
      eignungAttemptId: withdrawals.eignungAttemptId,
      am: withdrawals.am,
    },
    sql`from ${withdrawals} where ${eq(withdrawals.accountId, accountId)}`,
  );

export interface Ruecktritte {
  proAnmeldung: Map<string, Ruecktritt>;
  proVersuch: Map<string, Ruecktritt>;
  /** The whole-exam withdrawal of an application. */
  gesamtruecktritt(applicationId: string): Ruecktritt | undefined;
}

export function ruecktritteFromRows(rows: readonly Ruecktritt[]): Ruecktritte {
  return {
    proAnmeldung: new Map(rows.flatMap((w) => (w.registrationId ? [[w.registrationId, w]] : []))),
    proVersuch: new Map(rows.flatMap((w) => (w.eignungAttemptId ? [[w.eignungAttemptId, w]] : []))),
    gesamtruecktritt: (applicationId) =>
      rows.find((w) => w.kind === 'gesamtruecktritt' && w.applicationId === applicationId),
  };
}
