// Candidates admitted for the open term, seeded the way the demo seeds wp.zugelassen: the application
// through the server's own submit, the admission through the office command (same rules, same audit).
import { berlinDate } from '@examensportal/domain/dates';
import { STANDARD_EINSTELLUNGEN } from '@examensportal/domain/rules/settings';
import { offenerTermin } from '@examensportal/domain/rules/terms';
import type { Db } from '../../apps/server/src/db/connect';
import { beispielZulassung } from '../../apps/server/src/demo/beispiele';
import { lockCandidate } from '../../apps/server/src/features/procedure/records';
import { STANDARD_GRUNDEINSTELLUNGEN } from '../../apps/server/src/features/procedure/settings';
import { einreichen } from '../../apps/server/src/features/procedure/submit';
import { systemClock } from '../../apps/server/src/infra/clock';
import { office } from '../../apps/server/src/office/commands';

export interface Person {
  id: string;
  email: string;
  vorname: string;
  nachname: string;
}

/** The open term as the envelope names it ('S/YYYY'). */
export const openTermDisplay = () =>
  offenerTermin(berlinDate(systemClock.now()), STANDARD_EINSTELLUNGEN).display;

/** Application with the module WP for the open term, submitted today and admitted today. */
export async function admit(db: Db, person: Person): Promise<void> {
  const now = systemClock.now();
  const offen = offenerTermin(berlinDate(now), STANDARD_EINSTELLUNGEN);
  const antrag = beispielZulassung(offen, ['wp'], person);
  await db.transaction(async (tx) => {
    await lockCandidate(tx, person.id, now);
    await einreichen(
      tx,
      { accountId: person.id, antragsdatum: berlinDate(now), von: 'kandidat', art: 'WP', antrag },
      now,
    );
  });
  await office(
    { db, clock: systemClock, von: 'Benchmark', verfahren: STANDARD_GRUNDEINSTELLUNGEN },
    'zulassen',
    {
      positionals: [person.email],
      optionen: {},
    },
  );
}
