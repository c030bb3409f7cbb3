// Tests that admit through the back-office's drafts need a checked Prüfliste (issue 26 point 2): this
// writes a 'geprueft' mark for every point of the candidate's current application straight into the
// table, so their Protokoll expectations stay those of the decision itself.
import { prueflisteAusPayload } from '@examensportal/domain/rules/pruefliste';
import type { Art } from '@examensportal/domain/rules/facts';
import type { TestApp } from './app';
import { prueflisteMarkierungen } from '../../src/db/schema';
import { currentApplication } from '../../src/features/procedure/repo';
import type { TestStaff } from './staff';

export async function alleGeprueft(t: TestApp, accountId: string, staff: TestStaff): Promise<void> {
  const antrag = await currentApplication(t.database.db, accountId);
  if (!antrag) throw new Error('no application');
  const punkte = prueflisteAusPayload(antrag.art as Art, antrag.payload);
  await t.database.db.insert(prueflisteMarkierungen).values(
    punkte.map((p) => ({
      accountId,
      applicationId: antrag.id,
      punkt: p.key,
      status: 'geprueft' as const,
      staffId: staff.id,
      staffName: staff.name,
      createdAt: t.clock.now(),
    })),
  );
}
