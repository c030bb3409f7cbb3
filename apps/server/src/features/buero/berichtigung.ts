// A correction of an obvious error in a recorded result (§ 42 VwVfG, issue 26 point 6, decision 0032):
// a new fact pointing at the result (the result stays as recorded), a letter naming the corrected
// letter and what applies now, the candidate's state derived again from the facts. Refused with a
// German reason when the result was corrected already, when nothing would change, or when the
// candidate's later facts depend on it (a later registration of the module, a later attempt, a later
// application).
import { and, eq } from 'drizzle-orm';
import { berichtigungTexte as bt } from '@examensportal/domain/messages-pruefungsstelle-berichtigung';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { formatDatum } from '@examensportal/domain/format';
import type { IsoDate } from '@examensportal/domain/dates';
import { modulAkte } from '@examensportal/domain/rules/attempts';
import type { Ergebnis, Verfahrensfakten } from '@examensportal/domain/rules/facts';
import { MODULE, type Modul } from '@examensportal/domain/rules/module';
import { type ErgebnisNoten, notenAusZeile } from '@examensportal/domain/rules/modulnote';
import { resultCorrections, results } from '../../db/schema';
import { notenPruefen, type NotenEingabe } from './noten';
import { notenSpaltenWerte } from '../procedure/records';
import { enqueueBescheid } from '../bescheide/job';
import { bescheide } from '@examensportal/domain/messages-pruefungsstelle-bescheide';
import { bearbeitungOf, candidateAction, OfficeError, type OfficeDeps, type OfficeOutput } from './context';

export interface BerichtigenArgs {
  kandidat: string;
  /** The recorded result (results.id). */
  ergebnisId: string;
  ergebnis: Ergebnis;
  begruendung: string;
  /** The corrected parts in hundredths (decision 0056); absent: the outcome alone is corrected. */
  noten?: NotenEingabe | undefined;
}

export type BerichtigungAntwort = { berichtigung: string; bescheid: { id: string; dateiname: string } };

/** Where the result sits in the current facts: a module's registration or an aptitude attempt. */
type Stelle = { modul: Modul; index: number } | { modul: null; index: number };

/** The facts with the result at this place replaced (what the correction makes true). */
function mitErgebnis(facts: Verfahrensfakten, stelle: Stelle, ergebnis: Ergebnis): Verfahrensfakten {
  if (stelle.modul === null) {
    const versuche = facts.eignungVersuche.map((v, i) => (i === stelle.index ? { ...v, ergebnis } : v));
    return { ...facts, eignungVersuche: versuche };
  }
  const m = stelle.modul;
  const anmeldungen = facts.module[m].anmeldungen.map((a, i) =>
    i === stelle.index ? { ...a, ergebnis } : a,
  );
  return { ...facts, module: { ...facts.module, [m]: { ...facts.module[m], anmeldungen } } };
}

const gleicheNoten = (a: ErgebnisNoten, b: ErgebnisNoten | null): boolean =>
  b !== null &&
  a.noteSchriftlich === b.noteSchriftlich &&
  a.noteMuendlich === b.noteMuendlich &&
  a.modulnote === b.modulnote &&
  // A paper carried over wrongly may be corrected with the same average (decision 0068).
  (a.arbeiten ?? []).join() === (b.arbeiten ?? []).join();

export async function ergebnisBerichtigen(
  deps: OfficeDeps,
  args: BerichtigenArgs,
): Promise<OfficeOutput<BerichtigungAntwort>> {
  return candidateAction(deps, args.kandidat, 'ergebnis-berichtigen', { ...args }, async (action) => {
    const { facts, registrationIds, eignungAttemptIds, account } = action.procedure;
    const [row] = await action.tx
      .select({
        id: results.id,
        registrationId: results.registrationId,
        eignungAttemptId: results.eignungAttemptId,
        ergebnis: results.ergebnis,
        am: results.am,
        berichtigtAm: resultCorrections.am,
        noteSchriftlich: results.noteSchriftlich,
        noteMuendlich: results.noteMuendlich,
        modulnote: results.modulnote,
        noteArbeit1: results.noteArbeit1,
        noteArbeit2: results.noteArbeit2,
      })
      .from(results)
      .leftJoin(resultCorrections, eq(resultCorrections.resultId, results.id))
      .where(and(eq(results.id, args.ergebnisId), eq(results.accountId, account.accountId)));
    if (!row) throw new OfficeError(bt.ergebnisUnbekannt);
    if (row.berichtigtAm) throw new OfficeError(bt.bereitsBerichtigt(formatDatum(row.berichtigtAm)));

    // Only the latest exam of its kind in the current application can be corrected: everything the
    // candidate did after it (a repeat registration, a new attempt, a new application) rests on it.
    const stelle = ((): Stelle | null => {
      if (row.registrationId) {
        for (const modul of MODULE) {
          const index = registrationIds[modul].indexOf(row.registrationId);
          if (index >= 0) return { modul, index };
        }
        return null;
      }
      const index = eignungAttemptIds.indexOf(row.eignungAttemptId ?? '');
      return index >= 0 ? { modul: null, index } : null;
    })();
    if (!stelle) throw new OfficeError(bt.spaetererAntrag);
    const letzter =
      stelle.modul === null
        ? facts.eignungVersuche.length - 1
        : facts.module[stelle.modul].anmeldungen.length - 1;
    if (stelle.index !== letzter)
      throw new OfficeError(stelle.modul === null ? bt.spaetererVersuch : bt.spaetereAnmeldung);

    const vorher = row.ergebnis as Ergebnis;
    const vorherNoten = notenAusZeile(row);
    // Passing needs the oral part, as for the result itself (module grade § 18, aptitude test § 31).
    const pruefung = stelle.modul === null ? facts.eignungVersuche[stelle.index] : undefined;
    const anmeldung =
      stelle.modul === null ? undefined : facts.module[stelle.modul].anmeldungen[stelle.index];
    const muendlich = pruefung ? pruefung.geladenAm.mp : anmeldung?.geladenAm.muendlich;
    if (args.ergebnis === 'passed' && !muendlich)
      throw new OfficeError(officeCliTexte.bestandenOhneMuendlich);
    // The parts checked as when the result is recorded (decision 0056): a correction that contradicts
    // its own grades is refused like such a result.
    const noten = notenPruefen(
      { modul: stelle.modul, muendlichGeladen: Boolean(muendlich), ergebnis: args.ergebnis },
      args.noten,
    );
    // A wrongly carried-over grade may be corrected with the outcome unchanged; the same outcome
    // with the same (or no) grades changes nothing.
    if (args.ergebnis === vorher && (!noten || gleicheNoten(noten, vorherNoten)))
      throw new OfficeError(bt.keineAenderung);

    const [neu] = await action.tx
      .insert(resultCorrections)
      .values({
        accountId: account.accountId,
        resultId: row.id,
        ergebnis: args.ergebnis,
        begruendung: args.begruendung.trim(),
        ...notenSpaltenWerte(noten),
        am: action.today,
        createdAt: action.now,
      })
      .returning({ id: resultCorrections.id });
    if (!neu) throw new Error('insert returned no row');

    // Attempts as the corrected facts count them: a failed attempt is counted already.
    const versuche =
      stelle.modul === null
        ? { versuch: facts.antrag.versuch, moeglich: action.settings.eignungVersuche }
        : (() => {
            const verbraucht = modulAkte(
              mitErgebnis(facts, stelle, args.ergebnis),
              stelle.modul,
              action.settings,
            ).versucheVerbraucht;
            return {
              versuch: args.ergebnis === 'failed' ? verbraucht : verbraucht + 1,
              moeglich: action.settings.versucheProModul,
            };
          })();
    const brief = await enqueueBescheid(
      action.tx,
      {
        accountId: account.accountId,
        pruefungsart: account.art,
        datum: action.today,
        inhalt: {
          art: 'berichtigung',
          modul: stelle.modul,
          ergebnisVom: row.am as IsoDate,
          vorher,
          ...(vorherNoten ? { vorherNoten } : {}),
          ergebnis: args.ergebnis,
          ...(noten ? { noten } : {}),
          begruendung: args.begruendung.trim(),
          versuche,
        },
        ...bearbeitungOf(deps),
      },
      action.now,
    );
    return {
      text: [
        bt.berichtigt(account.email, formatDatum(row.am)),
        bescheide.bescheidFolgt(brief.dateiname),
      ].join('\n'),
      data: { berichtigung: neu.id, bescheid: brief },
    };
  });
}
