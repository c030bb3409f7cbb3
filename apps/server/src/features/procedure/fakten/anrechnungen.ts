// The credit cases of an application, per module (one query).
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Entscheidung, ModulFakten } from '@examensportal/domain/rules/facts';
import type { Modul } from '@examensportal/domain/rules/module';
import { credits } from '../../../db/schema';
import { geltenderFallStatus } from './abhilfen';
import { jsonRows } from './json';

interface Row {
  id: string;
  modul: string;
  beantragtAm: string;
  status: string;
}

/** The application's credit cases (a json column of loadProcedure's statement). */
export const anrechnungenJson = (applicationId: SQL): SQL<Row[]> =>
  jsonRows<Row>(
    { id: credits.id, modul: credits.modul, beantragtAm: credits.beantragtAm, status: credits.status },
    sql`from ${credits} where ${eq(credits.applicationId, applicationId)}`,
    [asc(credits.beantragtAm), asc(credits.createdAt), asc(credits.id)],
  );

export function anrechnungenFromRows(
  rows: readonly Row[],
  /** Revoked decisions (decision 0055): a revoked credit is no longer granted. */
  aufgehoben: ReadonlyMap<string, string>,
  /** Remedied refusals (decision 0066): a refused credit remedied is granted. */
  abgeholfen: ReadonlyMap<string, string>,
): (modul: Modul) => ModulFakten['anrechnungen'] {
  return (modul) =>
    rows
      .filter((c) => c.modul === modul)
      .map((c) => ({
        beantragtAm: c.beantragtAm,
        status: geltenderFallStatus(c.id, c.status, aufgehoben, abgeholfen) as Entscheidung,
      }));
}
