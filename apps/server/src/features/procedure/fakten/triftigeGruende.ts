// The compelling reasons of a candidate, per registration and per aptitude attempt (one query).
import { asc, eq } from 'drizzle-orm';
import type {
  EignungTriftigerGrundFall,
  Entscheidung,
  TriftigerGrundFall,
} from '@examensportal/domain/rules/facts';
import type { EignungTeil } from '@examensportal/domain/rules/module';
import type { Conn } from '../../../db/connect';
import { compellingReasons } from '../../../db/schema';
import { byKey } from './zuordnung';
import { geltenderFallStatus } from './abhilfen';

export interface TriftigeGruende {
  derAnmeldung(registrationId: string): TriftigerGrundFall[];
  desVersuchs(eignungAttemptId: string): EignungTriftigerGrundFall[];
}

export async function loadTriftigeGruende(
  db: Conn,
  accountId: string,
  /** Revoked decisions (decision 0055): a revoked acceptance is no longer accepted. */
  aufgehoben: ReadonlyMap<string, string> = new Map(),
  /** Remedied refusals (decision 0066): a refused reason remedied is accepted. */
  abgeholfen: ReadonlyMap<string, string> = new Map(),
): Promise<TriftigeGruende> {
  const gelesen = await db
    .select({
      id: compellingReasons.id,
      registrationId: compellingReasons.registrationId,
      eignungAttemptId: compellingReasons.eignungAttemptId,
      teil: compellingReasons.teil,
      ladungVom: compellingReasons.ladungVom,
      gemeldetAm: compellingReasons.gemeldetAm,
      status: compellingReasons.status,
    })
    .from(compellingReasons)
    .where(eq(compellingReasons.accountId, accountId))
    .orderBy(asc(compellingReasons.gemeldetAm), asc(compellingReasons.createdAt), asc(compellingReasons.id));
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
