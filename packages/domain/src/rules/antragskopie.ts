// The copy of the application the candidate gets in the digital file when they send it (issue 26
// point 1, "Antrag als PDF"): the same sections as the office's view (rules/antrag-ansicht.ts), with
// the file number and the receipt time above them. The receipt's PDF renderer draws it.
import { berlinDate } from '../dates';
import { ERKLAERUNGEN } from '../erklaerungen/index';
import { formatZeitpunkt } from '../format';
import { messages } from '../messages';
import { antragskopie as t } from '../messages-antragskopie';
import type { AntragAnsicht } from './antrag-ansicht';
import type { QuittungsAbschnitt } from './receipt';

export interface Antragskopie {
  readonly titel: string;
  readonly ereignis: string;
  readonly dokumenttitel: string;
  readonly einleitung: string;
  readonly abschnitte: readonly QuittungsAbschnitt[];
  readonly fusszeile: string;
  /** ASCII: Antrag-<Teil>-<YYYY-MM-DD>.pdf (the Berlin day of receipt). */
  readonly dateiname: string;
}

export function createAntragskopie(
  ansicht: AntragAnsicht,
  anlass: { declarationId: string; eingegangenAm: string; aktenzeichen: string },
): Antragskopie {
  const eingang = new Date(anlass.eingegangenAm);
  if (Number.isNaN(eingang.getTime())) throw new RangeError(`Not an instant: ${anlass.eingegangenAm}`);
  const { quittung } = ERKLAERUNGEN[ansicht.art === 'WP' ? 'zulassungsantrag' : 'eignungAntrag'];
  const zeitpunkt = formatZeitpunkt(eingang);
  const q = messages.quittung;
  return {
    titel: t.titel,
    ereignis: quittung.titel,
    dokumenttitel: t.dokumenttitel(quittung.titel),
    einleitung: t.einleitung(zeitpunkt),
    abschnitte: [
      {
        ueberschrift: q.abschnittErklaerung,
        zeilen: [
          { bezeichnung: t.aktenzeichen, werte: [anlass.aktenzeichen] },
          { bezeichnung: q.eingang, werte: [q.zeitpunkt(zeitpunkt)] },
          { bezeichnung: q.vorgang, werte: [anlass.declarationId] },
        ],
      },
      ...ansicht.abschnitte,
    ],
    fusszeile: t.fusszeile,
    dateiname: t.dateiname(quittung.dateiname, berlinDate(eingang)),
  };
}
