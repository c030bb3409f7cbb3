// How many candidates a change of a term's dates affects (issue 26 point 7): everyone with a running
// registration (WP, also one postponed to the term) or an aptitude attempt for the term – registered
// or already invited; not who deregistered or withdrew. The form names the number before saving.
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Conn } from '../../db/connect';
import { eignungAttempts, moduleRegistrations, postponements, withdrawals } from '../../db/schema';

export async function countBetroffene(db: Conn, term: string): Promise<number> {
  const wp = await db
    .selectDistinct({ accountId: moduleRegistrations.accountId })
    .from(moduleRegistrations)
    .leftJoin(postponements, eq(postponements.registrationId, moduleRegistrations.id))
    .leftJoin(withdrawals, eq(withdrawals.registrationId, moduleRegistrations.id))
    .where(
      and(
        isNull(withdrawals.id),
        or(
          and(isNull(postponements.registrationId), eq(moduleRegistrations.term, term)),
          eq(postponements.toTerm, term),
        ),
      ),
    );
  const eignung = await db
    .selectDistinct({ accountId: eignungAttempts.accountId })
    .from(eignungAttempts)
    .leftJoin(withdrawals, eq(withdrawals.eignungAttemptId, eignungAttempts.id))
    .where(and(isNull(withdrawals.id), eq(eignungAttempts.term, term)));
  return new Set([...wp, ...eignung].map((r) => r.accountId)).size;
}
