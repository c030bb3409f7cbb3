// Deciding a Nachteilsausgleich (issue 26 point 4): the measures granted or the refusal with its
// reason, written as a new row (a later decision supersedes an earlier one, nothing is edited) with
// its letter, in the action's one transaction. Only on the candidate's request: the current
// application (submitted or admitted) or the contact data since must ask for it (decision 0031).
import { nachteilsausgleich as n } from '@examensportal/domain/messages-pruefungsstelle-nachteilsausgleich';
import {
  beantragt,
  hatMassnahme,
  massnahmenSaetze,
  type NachteilsausgleichMassnahmen,
} from '@examensportal/domain/rules/nachteilsausgleich';
import { nachteilsausgleiche } from '../../db/schema';
import { enqueueBescheid } from '../bescheide/job';
import { begruendungOptional } from './begruendung';
import { bearbeitungOf, candidateAction, OfficeError, type OfficeDeps, type OfficeOutput } from './context';

export interface NachteilsausgleichArgs {
  kandidat: string;
  /** The application whose request is decided: it must still be the current one. */
  antrag?: string | undefined;
  entscheidung: 'accepted' | 'rejected';
  massnahmen: NachteilsausgleichMassnahmen;
  begruendung?: string | undefined;
}

export async function nachteilsausgleichEntscheiden(
  deps: OfficeDeps,
  args: NachteilsausgleichArgs,
): Promise<OfficeOutput<{ bescheid: { id: string; dateiname: string }; massnahmen: string[] }>> {
  const begruendung = begruendungOptional(args.begruendung);
  if (args.entscheidung === 'rejected' && begruendung === null) throw new OfficeError(n.begruendungFehlt);
  const massnahmen: NachteilsausgleichMassnahmen =
    args.entscheidung === 'accepted'
      ? {
          verlaengerungProzent: args.massnahmen.verlaengerungProzent,
          eigenerRaum: args.massnahmen.eigenerRaum,
          hilfsmittel: args.massnahmen.hilfsmittel,
          freitext: args.massnahmen.freitext,
        }
      : { verlaengerungProzent: null, eigenerRaum: false, hilfsmittel: [], freitext: null };
  if (args.entscheidung === 'accepted' && !hatMassnahme(massnahmen)) throw new OfficeError(n.keineMassnahme);
  return candidateAction(
    deps,
    args.kandidat,
    'nachteilsausgleich-entscheiden',
    {
      kandidat: args.kandidat,
      antrag: args.antrag,
      entscheidung: args.entscheidung,
      ...massnahmen,
      begruendung,
    },
    async ({ tx, procedure, today, now }) => {
      const { accountId, art, kontaktdaten } = procedure.account;
      const antrag = procedure.application;
      if (!antrag || (antrag.status !== 'submitted' && antrag.status !== 'admitted'))
        throw new OfficeError(n.keinAntrag);
      if (args.antrag !== undefined && args.antrag !== antrag.id) throw new OfficeError(n.antragNichtAktuell);
      if (!beantragt(antrag.payload, kontaktdaten)) throw new OfficeError(n.nichtBeantragt409);
      const saetze = massnahmenSaetze(massnahmen);
      const brief = await enqueueBescheid(
        tx,
        {
          accountId,
          pruefungsart: art,
          datum: today,
          ...bearbeitungOf(deps),
          inhalt: {
            art: 'nachteilsausgleich',
            entscheidung: args.entscheidung,
            massnahmen: saetze,
            begruendung,
          },
        },
        now,
      );
      await tx.insert(nachteilsausgleiche).values({
        accountId,
        applicationId: antrag.id,
        entscheidung: args.entscheidung,
        verlaengerungProzent: massnahmen.verlaengerungProzent,
        eigenerRaum: massnahmen.eigenerRaum,
        hilfsmittel: [...massnahmen.hilfsmittel],
        freitext: massnahmen.freitext,
        begruendung,
        entschiedenAm: today,
        bescheidId: brief.id,
        createdAt: now,
      });
      const titel = args.entscheidung === 'accepted' ? n.gewaehrt : n.abgelehnt;
      return {
        text: [`${procedure.account.email}: ${titel}`, ...saetze].join('\n'),
        data: { bescheid: brief, massnahmen: saetze },
      };
    },
  );
}
