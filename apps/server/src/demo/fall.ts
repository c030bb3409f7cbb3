// Case work in the demo (issue 28, decision 0046): the demo caseworker holds the case of
// wp.verkuerzung, with an internal note and a Wiedervorlage due today (the Eingang's queue
// "Wiedervorlage" is never empty); wp.eingereicht is not assigned, so "Nicht zugewiesen" has work too.
// Written after the staff exist, through the same tables the back-office writes.
import { eq } from 'drizzle-orm';
import { berlinDate } from '@examensportal/domain/dates';
import { demoTexte } from '@examensportal/domain/messages-demo';
import type { Db } from '../db/connect';
import { accounts, fallNotizen, fallZuweisungen, staffAccounts, wiedervorlagen } from '../db/schema';
import { recordStaffAction } from '../features/staff/audit';
import type { Clock } from '../infra/clock';

const DEMO_FALL_KONTO = 'wp.verkuerzung@demo.example.org';

export async function seedFall(db: Db, clock: Clock, staffEmail: string): Promise<void> {
  const [konto] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, DEMO_FALL_KONTO));
  const [staff] = await db
    .select({ id: staffAccounts.id, name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, staffEmail));
  if (!konto || !staff) throw new Error('demo case: account or staff member missing');
  const now = clock.now();
  const wer = { staffId: staff.id, wer: staff.name, quelle: 'browser' as const, accountId: konto.id };
  await db.transaction(async (tx) => {
    await tx
      .insert(fallZuweisungen)
      .values({ accountId: konto.id, staffId: staff.id, zugewiesenVon: staff.id, zugewiesenAm: now });
    await recordStaffAction(
      tx,
      {
        ...wer,
        aktion: 'fall.zuweisen',
        ziel: staff.name,
        nachher: { halter: staff.name, staffId: staff.id },
      },
      now,
    );
    const [notiz] = await tx
      .insert(fallNotizen)
      .values({
        accountId: konto.id,
        text: demoTexte.fallNotiz,
        staffId: staff.id,
        staffName: staff.name,
        createdAt: now,
      })
      .returning({ id: fallNotizen.id });
    await recordStaffAction(tx, { ...wer, aktion: 'fall.notiz', nachher: { notiz: notiz?.id } }, now);
    const datum = berlinDate(now);
    const [vorlage] = await tx
      .insert(wiedervorlagen)
      .values({
        accountId: konto.id,
        faelligAm: datum,
        grund: demoTexte.fallWiedervorlage,
        staffId: staff.id,
        staffName: staff.name,
        createdAt: now,
      })
      .returning({ id: wiedervorlagen.id });
    await recordStaffAction(
      tx,
      { ...wer, aktion: 'fall.wiedervorlage', nachher: { wiedervorlage: vorlage?.id, datum } },
      now,
    );
  });
}
