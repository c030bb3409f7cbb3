// The credit cases of an application, per module (one query).
import { asc, eq } from 'drizzle-orm';
import type { Entscheidung, ModulFakten } from '@examensportal/domain/rules/facts';
import type { Modul } from '@examensportal/domain/rules/module';
import type { Conn } from '../../../db/connect';
import { credits } from '../../../db/schema';

export async function loadAnrechnungen(
  db: Conn,
  applicationId: string,
): Promise<(modul: Modul) => ModulFakten['anrechnungen']> {
  const rows = await db
    .select({ modul: credits.modul, beantragtAm: credits.beantragtAm, status: credits.status })
    .from(credits)
    .where(eq(credits.applicationId, applicationId))
    .orderBy(asc(credits.beantragtAm), asc(credits.createdAt), asc(credits.id));
  return (modul) =>
    rows
      .filter((c) => c.modul === modul)
      .map((c) => ({ beantragtAm: c.beantragtAm, status: c.status as Entscheidung }));
}
