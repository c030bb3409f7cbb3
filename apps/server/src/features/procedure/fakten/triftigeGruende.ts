// The compelling reasons of a candidate, per registration and per aptitude attempt (one query).
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type {
  EignungTriftigerGrundFall,
  Entscheidung,
  TriftigerGrundFall,
} from '@examensportal/domain/rules/facts';
import type { EignungTeil } from '@examensportal/domain/rules/module';
import { compellingReasons } from '../../../db/schema';
import { jsonRows } from './json';
import { byKey } from './zuordnung';
import { geltenderFallStatus } from './abhilfen';

export interface TriftigeGruende {
  derAnmeldung(registrationId: string): TriftigerGrundFall[];
  desVersuchs(eignungAttemptId: string): EignungTriftigerGrundFall[];
}

interface Row {
  id: string;
  registrationId: string | null;
  eignungAttemptId: string | null;
  teil: string;
  ladungVom: string;
  gemeldetAm: string;
  status: string;
}

/** The candidate's compelling reasons (a json column of loadProcedure's statement). */
export const triftigeGruendeJson = (accountId: SQL): SQL<Row[]> =>
  jsonRows<Row>(
    {
      id: compellingReasons.id,
      registrationId: compellingReasons.registrationId,
      eignungAttemptId: compellingReasons.eignungAttemptId,
      teil: compellingReasons.teil,
      ladungVom: compellingReasons.ladungVom,
      gemeldetAm: compellingReasons.gemeldetAm,
      status: compellingReasons.status,
    },
    sql`from ${compellingReasons} where ${eq(compellingReasons.accountId, accountId)}`,
    [asc(compellingReasons.gemeldetAm), asc(compellingReasons.createdAt), asc(compellingReasons.id)],
  );

export function triftigeGruendeFromRows(
  gelesen: readonly Row[],
  /** Revoked decisions (decision 0055): a revoked acceptance is no longer accepted. */
  aufgehoben: ReadonlyMap<string, string>,
  /** Remedied refusals (decision 0066): a refused reason remedied is accepted. */
  abgeholfen: ReadonlyMap<string, string>,
): TriftigeGruende {
  const rows = gelesen.map((r) => ({
    ...r,
    status: geltenderFallStatus(r.id, r.status, aufgehoben, abgeholfen),
  }));
  const proAnmeldung = byKey(rows, (r) => r.registrationId);
  const proVersuch = byKey(rows, (r) => r.eignungAttemptId);
  return {
    derAnmeldung: (id) =>
      (proAnmeldung.get(id) ?? []).map((r): TriftigerGrundFall => ({
        teil: r.teil as TriftigerGrundFall['teil'],
        ladungVom: r.ladungVom,
        gemeldetAm: r.gemeldetAm,
        status: r.status as Entscheidung,
      })),
    desVersuchs: (id) =>
      (proVersuch.get(id) ?? []).map((r): EignungTriftigerGrundFall => ({
        teil: r.teil as EignungTeil,
        ladungVom: r.ladungVom,
        gemeldetAm: r.gemeldetAm,
        status: r.status as Entscheidung,
      })),
  };
}
