// A draft waiting for release (issue 26 point 5): the demo caseworker has drafted the admission of
// eignung.eingereicht; the demo leitung finds it in the Eingang under 'Zur Freigabe' and can look at
// the letter, release or discard it. Written after the staff exist (the draft names its drafter).
import { and, eq } from 'drizzle-orm';
import { berlinDate } from '@examensportal/domain/dates';
import type { Db } from '../db/connect';
import { accounts, applications, entwuerfe, staffAccounts } from '../db/schema';
import { recordStaffAction } from '../features/staff/audit';
import { aktuellePruefliste, markieren } from '../features/staff/pruefliste';
import type { Clock } from '../infra/clock';

const DEMO_ENTWURF_KONTO = 'eignung.eingereicht@demo.example.org';

export async function seedEntwurf(db: Db, clock: Clock, drafterEmail: string): Promise<void> {
  const [antrag] = await db
    .select({ id: applications.id, accountId: applications.accountId })
    .from(applications)
    .innerJoin(accounts, eq(accounts.id, applications.accountId))
    .where(and(eq(accounts.email, DEMO_ENTWURF_KONTO), eq(applications.status, 'submitted')));
  const [staff] = await db
    .select({ id: staffAccounts.id, name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, drafterEmail));
  if (!antrag || !staff) throw new Error('demo draft: application or staff member missing');
  // The caseworker checked the application first, as the admission requires (decision 0037): through
  // the back-office's own function, so the demo's draft can be released as it stands.
  const pruefliste = await aktuellePruefliste(db, antrag.accountId);
  for (const punkt of pruefliste?.punkte ?? []) {
    await markieren({ db, clock }, { staffId: staff.id, name: staff.name }, antrag.accountId, antrag.id, {
      punkt: punkt.key,
      status: 'geprueft',
    });
  }
  const now = clock.now();
  const eingabe = { entscheidung: 'zulassen', datum: berlinDate(now) };
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(entwuerfe)
      .values({
        accountId: antrag.accountId,
        art: 'antrag',
        fallId: antrag.id,
        eingabe,
        entworfenVon: staff.id,
        entworfenVonName: staff.name,
        entworfenAm: now,
      })
      .returning({ id: entwuerfe.id });
    await recordStaffAction(
      tx,
      {
        staffId: staff.id,
        wer: staff.name,
        quelle: 'browser',
        aktion: 'entwurf.anlegen',
        ziel: 'antrag.zulassen',
        accountId: antrag.accountId,
        nachher: { entwurf: row?.id, art: 'antrag', fall: antrag.id, eingabe },
      },
      now,
    );
  });
}
