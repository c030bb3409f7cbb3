// A § 42 VwVfG correction of an obvious error (Schreibfehler, Rechenfehler, ähnliche offenbare
// Unrichtigkeit) in a decision letter other than a result (issue 26 point 6, decision 0055): a new fact
// pointing at the letter, with a Berichtigungsbescheid naming what the letter says and what is right.
// The letter stays as filed. A result's error changes a fact and has its own path (decision 0032); a
// wrong admission date in an admission letter changes the admission date the facts read (decision 0066).
import { berlinDate, type IsoDate } from '@examensportal/domain/dates';
import { formatDatum } from '@examensportal/domain/format';
import { bescheidBerichtigungTexte as bb } from '@examensportal/domain/messages-pruefungsstelle-aufhebung';
import { aufhebungTexte as at } from '@examensportal/domain/messages-pruefungsstelle-aufhebung';
import { bescheide } from '@examensportal/domain/messages-pruefungsstelle-bescheide';
import { berichtigungsfaehig, type Fehlerart } from '@examensportal/domain/rules/aufhebung';
import type { BescheidInhalt } from '@examensportal/domain/rules/bescheid';
import type { LoadedProcedure } from '../procedure/repo';
import { bescheidBerichtigungen } from '../../db/schema';
import { enqueueBescheid } from '../bescheide/job';
import { bearbeitungOf, candidateAction, OfficeError, type OfficeDeps, type OfficeOutput } from './context';
import { briefInhalt } from './widerspruch-abhilfe';
import { entscheidungsbrief } from './widerspruch';

export interface BescheidBerichtigenArgs {
  kandidat: string;
  bescheidId: string;
  fehlerart: Fehlerart;
  unrichtig: string;
  richtig: string;
  begruendung: string;
  /** The admission letter's date was wrong: the admission date that applies (decision 0066). */
  zulassungsdatum?: IsoDate | null;
}

/**
 * A correction that changes the admission date: only for the admission letter of the admission in
 * force, to a day that differs, is not in the future and not before the application (else German 409).
 */
function zulassungsdatumPruefen(
  procedure: LoadedProcedure,
  inhalt: BescheidInhalt | null,
  datum: IsoDate,
  today: IsoDate,
): string {
  const antrag = procedure.application;
  const { facts } = procedure;
  if (
    inhalt?.art !== 'zulassung' ||
    !antrag ||
    facts.antrag.status !== 'admitted' ||
    antrag.ersteszulassungsdatum !== inhalt.ersteszulassungsdatum
  )
    throw new OfficeError(bb.zulassungsdatumNurZulassung);
  if (datum === facts.antrag.ersteszulassungsdatum)
    throw new OfficeError(bb.zulassungsdatumGleich(formatDatum(datum)));
  if (datum > today) throw new OfficeError(bb.zulassungsdatumZukunft);
  if (antrag.antragsdatum && datum < antrag.antragsdatum)
    throw new OfficeError(bb.zulassungsdatumVorAntrag(formatDatum(antrag.antragsdatum)));
  return antrag.id;
}

export async function bescheidBerichtigen(
  deps: OfficeDeps,
  args: BescheidBerichtigenArgs,
): Promise<OfficeOutput<{ berichtigung: string; bescheid: { id: string; dateiname: string } }>> {
  return candidateAction(deps, args.kandidat, 'bescheid-berichtigen', { ...args }, async (action) => {
    const { tx, today, now, procedure } = action;
    const { accountId, art, email } = procedure.account;
    const brief = await entscheidungsbrief(tx, accountId, args.bescheidId).catch((error: unknown) => {
      throw error instanceof OfficeError ? new OfficeError(at.bescheidUnbekannt) : error;
    });
    const inhalt = await briefInhalt(tx, brief.id);
    if (!berichtigungsfaehig(inhalt)) throw new OfficeError(bb.nichtBerichtigungsfaehig);
    const zulassungsdatum = args.zulassungsdatum || null;
    const antragId = zulassungsdatum
      ? zulassungsdatumPruefen(procedure, inhalt, zulassungsdatum, today)
      : null;
    const unrichtig = args.unrichtig.trim();
    const richtig = args.richtig.trim();
    if (unrichtig === richtig) throw new OfficeError(bb.gleich);
    const begruendung = args.begruendung.trim();
    const neu = await enqueueBescheid(
      tx,
      {
        accountId,
        pruefungsart: art,
        datum: today,
        inhalt: {
          art: 'bescheidBerichtigung',
          bescheidVom: berlinDate(brief.am),
          bescheidDatei: brief.dateiname,
          fehlerart: args.fehlerart,
          unrichtig,
          richtig,
          begruendung,
          ...(zulassungsdatum ? { zulassungsdatum } : {}),
        },
        ...bearbeitungOf(deps),
      },
      now,
    );
    const [row] = await tx
      .insert(bescheidBerichtigungen)
      .values({
        accountId,
        bescheidId: brief.id,
        fehlerart: args.fehlerart,
        unrichtig,
        richtig,
        begruendung,
        am: today,
        briefId: neu.id,
        createdAt: now,
        antragId,
        zulassungsdatum,
      })
      .returning({ id: bescheidBerichtigungen.id });
    if (!row) throw new Error('insert returned no row');
    return {
      text: [
        `${email}: ${bb.ereignis(brief.dateiname)} (${formatDatum(today)})`,
        bescheide.bescheidFolgt(neu.dateiname),
      ].join('\n'),
      data: { berichtigung: row.id, bescheid: neu },
    };
  });
}
