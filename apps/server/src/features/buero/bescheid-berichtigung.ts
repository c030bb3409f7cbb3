// A § 42 VwVfG correction of an obvious error (Schreibfehler, Rechenfehler, ähnliche offenbare
// Unrichtigkeit) in a decision letter other than a result (issue 26 point 6, decision 0055): a new fact
// pointing at the letter, with a Berichtigungsbescheid naming what the letter says and what is right.
// The letter stays as filed. A result's error changes a fact and has its own path (decision 0032).
import { berlinDate } from '@examensportal/domain/dates';
import { formatDatum } from '@examensportal/domain/format';
import { bescheidBerichtigungTexte as bb } from '@examensportal/domain/messages-pruefungsstelle-aufhebung';
import { aufhebungTexte as at } from '@examensportal/domain/messages-pruefungsstelle-aufhebung';
import { bescheide } from '@examensportal/domain/messages-pruefungsstelle-bescheide';
import { berichtigungsfaehig, type Fehlerart } from '@examensportal/domain/rules/aufhebung';
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
    if (!berichtigungsfaehig(await briefInhalt(tx, brief.id)))
      throw new OfficeError(bb.nichtBerichtigungsfaehig);
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
