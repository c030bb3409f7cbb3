import { formatDatum } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import type { BekanntgabeStand } from '@examensportal/domain/schemas/bekanntgabe';

const t = messages.bekanntgabeStand;

/** A decision letter's notification as a line: Meine Daten and the Kandidat page say it alike. */
export function bekanntgabeText(stand: BekanntgabeStand): string {
  if (stand.stand === 'bereitgestellt') return t.bereitgestellt(formatDatum(stand.abrufbarBis));
  if (stand.stand === 'postversand') return t.postversand;
  return t.bekanntgegebenAm(formatDatum(stand.am), stand.weg);
}
