// The demo's objections (issue 26 point 9, decisions 0038 and 0050): wp.zweiterversuch objects to the
// letter of its failed WP result – recorded today and waiting in the Eingang queue „Widersprüche“;
// eignung.zweiterversuch's objection against its failed aptitude test was rejected (Widerspruchsbescheid),
// drafted by the demo caseworker and released by a demo leitung; wp.grundabgeholfen's objection against
// the refusal of its triftiger Grund was remedied the same way (abgeholfen, decision 0066): the reason
// is accepted, with its new letter beside the Abhilfebescheid. An objection needs a filed letter:
// the seed files those two result letters itself with the letter job (which the outbox would run
// after the start; the job is idempotent, so the outbox later finds them filed and does nothing).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import type { Grundeinstellungen } from '../config';
import { accounts, outbox } from '../db/schema';
import { bescheidJob, type BescheidJobDeps, bescheidJobKind } from '../features/bescheide/job';
import type { Clock } from '../infra/clock';
import type { OfficeDeps } from '../features/buero/context';
import { widerspruchEntscheiden, widerspruchErfassen } from '../features/buero/widerspruch';
import type { BescheidAnlass } from '@examensportal/domain/rules/bescheid';
import { berlinDate } from '@examensportal/domain/dates';
import { DEMO_BERICHTIGUNG } from './mitarbeitende';

const domain = 'demo.example.org';
/** The demo caseworker (mitarbeitende.ts) records both and drafted the decided one. */
const DEMO_FALLBEARBEITUNG = 'Sami Sachbearbeitung';
export const DEMO_WIDERSPRUCH_OFFEN = `wp.zweiterversuch@${domain}`;
export const DEMO_WIDERSPRUCH_ERLEDIGT = `eignung.zweiterversuch@${domain}`;
export const DEMO_WIDERSPRUCH_ABGEHOLFEN = `wp.grundabgeholfen@${domain}`;

/**
 * Files the account's newest letter of this kind (the letter job, run now) and answers its id: by
 * default a failed result's, which the objections need; a refused triftiger Grund's for the remedy; the
 * revocation (aufhebung.ts) files an admission's.
 */
export async function briefAblegen(
  db: Db,
  jobDeps: BescheidJobDeps,
  email: string,
  art: 'ergebnis' | 'zulassung' | 'triftigerGrund' = 'ergebnis',
) {
  const [konto] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  if (!konto) throw new Error(`demo letter: account ${email} missing`);
  const [job] = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, bescheidJobKind),
        sql`${outbox.payload}->>'accountId' = ${konto.id}`,
        sql`${outbox.payload}->'inhalt'->>'art' = ${art}`,
        art === 'ergebnis' ? sql`${outbox.payload}->'inhalt'->>'ergebnis' = 'failed'` : sql`true`,
        art === 'triftigerGrund' ? sql`${outbox.payload}->'inhalt'->>'entscheidung' = 'rejected'` : sql`true`,
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!job) throw new Error(`demo letter: no ${art} letter of ${email}`);
  const anlass = job.payload as BescheidAnlass;
  await bescheidJob(jobDeps)(anlass, { id: 0, attempts: 0 });
  return { kandidat: konto.id, bescheidId: anlass.id };
}

export async function seedWidersprueche(
  db: Db,
  clock: Clock,
  verfahren: Grundeinstellungen,
  jobDeps: BescheidJobDeps,
  gericht: string,
): Promise<void> {
  const heute = berlinDate(clock.now());
  const deps: OfficeDeps = { db, clock, von: DEMO_FALLBEARBEITUNG, verfahren };

  const offen = await briefAblegen(db, jobDeps, DEMO_WIDERSPRUCH_OFFEN);
  await widerspruchErfassen(deps, {
    ...offen,
    eingegangenAm: heute,
    begruendung: 'Die Bewertung der zweiten Aufsichtsarbeit ist nicht nachvollziehbar.',
  });

  const erledigt = await briefAblegen(db, jobDeps, DEMO_WIDERSPRUCH_ERLEDIGT);
  const erfasst = await widerspruchErfassen(deps, {
    ...erledigt,
    eingegangenAm: heute,
    begruendung: 'Ich bitte um Neubewertung.',
  });
  await widerspruchEntscheiden(
    {
      ...deps,
      von: DEMO_BERICHTIGUNG.freigegebenVon,
      bearbeitung: { entworfenVon: DEMO_FALLBEARBEITUNG, freigegebenVon: DEMO_BERICHTIGUNG.freigegebenVon },
    },
    {
      kandidat: erledigt.kandidat,
      widerspruchId: erfasst.data.id,
      entscheidung: 'zurueckgewiesen',
      begruendung:
        'Die Bewertung wurde von beiden Prüfern erneut geprüft; Bewertungsfehler sind nicht ersichtlich.',
      abhilfe: null,
      gericht,
    },
  );
  const abgeholfen = await briefAblegen(db, jobDeps, DEMO_WIDERSPRUCH_ABGEHOLFEN, 'triftigerGrund');
  const gegenAblehnung = await widerspruchErfassen(deps, {
    ...abgeholfen,
    eingegangenAm: heute,
    begruendung: 'Die amtsärztliche Bescheinigung, die ich nachreiche, bestätigt die Prüfungsunfähigkeit.',
  });
  await widerspruchEntscheiden(
    {
      ...deps,
      von: DEMO_BERICHTIGUNG.freigegebenVon,
      bearbeitung: { entworfenVon: DEMO_FALLBEARBEITUNG, freigegebenVon: DEMO_BERICHTIGUNG.freigegebenVon },
    },
    {
      kandidat: abgeholfen.kandidat,
      widerspruchId: gegenAblehnung.data.id,
      entscheidung: 'abgeholfen',
      begruendung: null,
      abhilfe: 'Die amtsärztliche Bescheinigung belegt die Prüfungsunfähigkeit am Prüfungstag.',
      gericht,
    },
  );
}
