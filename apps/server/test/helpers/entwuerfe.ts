// The browser's way to decide since issue 26: a draft by one staff member, the release by another.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EntwurfAntwort } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import type { Db } from '../../src/db/connect';
import { entwuerfe, outbox, staffAudit } from '../../src/db/schema';
import { postStaff, type TestStaff } from './staff';

/** The release path of a draft of this candidate. */
export const freigabePfad = (kandidatId: string, entwurfId: string) =>
  `/kandidaten/${kandidatId}/entwuerfe/${entwurfId}/freigabe`;

/**
 * POSTs the decision to `url` (/kandidaten/:id/…) as a draft of `von` and, when that succeeds, releases
 * it as `frei`; answers the release (or the refused draft).
 */
export async function entwerfenUndFreigeben(
  app: FastifyInstance,
  url: string,
  body: unknown,
  von: TestStaff,
  frei: TestStaff,
) {
  const entwurf = await postStaff(app, url, body, von.jwt);
  if (entwurf.statusCode !== 200) return entwurf;
  const kandidatId = url.split('/')[2] ?? '';
  return postStaff(app, freigabePfad(kandidatId, entwurf.json<EntwurfAntwort>().entwurf.id), {}, frei.jwt);
}

/** What a draft or a release writes for one candidate: letter jobs, Protokoll aktionen (views left out), drafts. */
export async function entwurfsStand(db: Db, accountId: string) {
  return {
    jobs: (await db.select().from(outbox).where(eq(outbox.kind, 'bescheid'))).filter(
      (row) => (row.payload as { accountId: string }).accountId === accountId,
    ).length,
    audit: (
      await db
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.accountId, accountId))
        .orderBy(asc(staffAudit.id))
    )
      .map((a) => a.aktion)
      .filter((a) => a !== 'entwurf.bescheid.ansehen'),
    entwuerfe: (await db.select().from(entwuerfe).where(eq(entwuerfe.accountId, accountId))).map(
      (w) => w.status,
    ),
  };
}
