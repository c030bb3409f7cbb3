// The career in one or two German sentences: what happened and what comes next. The server sends
// them with the application (GET /api/zulassung, /api/eignung) and the start page shows them, so a
// candidate is never left with a dead end (issue 13: a stated next step or a stated reason).
import { formatDatum } from '../format';
import { messages } from '../messages';
import type { Art, Verfahrensfakten } from './facts';
import type { Laufbahn } from './laufbahn';

const t = messages.laufbahn;

function hauptsatz(laufbahn: Laufbahn, art: Art, facts: Verfahrensfakten): string {
  const { antragsdatum, ersteszulassungsdatum } = facts.antrag;
  switch (laufbahn.stand) {
    case 'keinAntrag':
      return t.keinAntrag[art];
    case 'entwurf':
      return t.entwurf;
    case 'eingereicht':
      return t.eingereicht(formatDatum(antragsdatum));
    case 'versuchLaeuft':
      return t.versuchLaeuft[art](formatDatum(ersteszulassungsdatum));
    case 'bestanden':
      return t.bestanden[art];
    case 'zurueckgenommen':
      return t.zurueckgenommen(laufbahn.neuerAntrag?.abTermin?.display ?? '');
    case 'abgelehnt':
      return t.abgelehnt;
    case 'versuchVerloren':
      return art === 'WP'
        ? t.versuchVerloren.WP
        : t.versuchVerloren.EIGNUNG(laufbahn.neuerAntrag?.versuch ?? 0, laufbahn.versucheMoeglich);
    case 'keineVersucheMehr':
      return art === 'WP' ? t.keineVersucheMehr.WP : t.keineVersucheMehr.EIGNUNG(laufbahn.versucheMoeglich);
  }
}

/** The sentences for the start page: the state, then when the next window opens (if later). */
export function laufbahnHinweise(laufbahn: Laufbahn, facts: Verfahrensfakten): string[] {
  const saetze = [hauptsatz(laufbahn, facts.art, facts)];
  if (laufbahn.moeglichAb) saetze.push(t.moeglichAb(formatDatum(laufbahn.moeglichAb)));
  return saetze;
}
