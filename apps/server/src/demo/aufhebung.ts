// The demo's revoked decision (issue 26 point 6, decision 0055): wp.aufgehoben was admitted, then the
// office learnt that a proof of the Prüfungstätigkeit was forged and took the admission back (§ 48
// VwVfG) – drafted by one demo leitung, released by the other. The admission's fact and letter stay;
// the candidate's status reads the revocation (no longer admitted) and the file holds both letters.
// The revocation needs the admission letter filed: the seed files it with the letter job, as the
// objections do (widersprueche.ts).
import { addDays, berlinDate } from '@examensportal/domain/dates';
import type { Grundeinstellungen } from '../config';
import type { Db } from '../db/connect';
import type { BescheidJobDeps } from '../features/bescheide/job';
import { entscheidungAufheben } from '../features/buero/aufhebung';
import type { Clock } from '../infra/clock';
import { DEMO_BERICHTIGUNG } from './mitarbeitende';
import { briefAblegen } from './widersprueche';

export const DEMO_AUFGEHOBEN = 'wp.aufgehoben@demo.example.org';

export async function seedAufhebung(
  db: Db,
  clock: Clock,
  verfahren: Grundeinstellungen,
  jobDeps: BescheidJobDeps,
): Promise<void> {
  const zulassung = await briefAblegen(db, jobDeps, DEMO_AUFGEHOBEN, 'zulassung');
  await entscheidungAufheben(
    { db, clock, von: DEMO_BERICHTIGUNG.freigegebenVon, verfahren, bearbeitung: DEMO_BERICHTIGUNG },
    {
      ...zulassung,
      vorschrift: 'p48',
      widerrufsgrund: null,
      kenntnisAm: addDays(berlinDate(clock.now()), -3),
      erschlichen: false,
      begruendung:
        'Der eingereichte Nachweis der Prüfungstätigkeit ist gefälscht; die Voraussetzungen der Zulassung lagen nicht vor.',
    },
  );
}
