// The credit cases of an application, per module (one query).
import { asc, eq } from 'drizzle-orm';
import type { Entscheidung, ModulFakten } from '@examensportal/domain/rules/facts';
import type { Modul } from '@examensportal/domain/rules/module';
import type { Conn } from '../../../db/connect';
import { credits } from '../../../db/schema';
import { geltenderFallStatus } from './abhilfen';

export async function loadAnrechnungen(
  db: Conn,
  applicationId: string,
  /** Revoked decisions (decision 0055): a revoked credit is no longer granted. */
  aufgehoben: ReadonlyMap<string, string> = new Map(),
  /** Remedied refusals (decision 0066): a refused credit remedied is granted. */
  abgeholfen: ReadonlyMap<string, string> = new Map(),
): Promise<(modul: Modul) => ModulFakten['anrechnungen']> {
  const rows = await db
    .select({
      id: credits.id,
      modul: credits.modul,
      beantragtAm: credits.beantragtAm,
      status: credits.status,
    })
    .from(credits)
    .where(eq(credits.applicationId, applicationId))
    .orderBy(asc(credits.beantragtAm), asc(credits.createdAt), asc(credits.id));
  return (modul) =>
    rows
      .filter((c) => c.modul === modul)
      .map((c) => ({
        beantragtAm: c.beantragtAm,
        status: geltenderFallStatus(c.id, c.status, aufgehoben, abgeholfen) as Entscheidung,
      }));
}
