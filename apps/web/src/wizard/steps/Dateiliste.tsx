import { messages } from '@examensportal/domain/messages';
import { dateiname, type UploadEintrag } from '../uploads';

/** The names of a list's files for a summary ('Keine Dateien' when empty). */
export function dateiliste(eintraege: readonly UploadEintrag[] | undefined): string {
  return eintraege && eintraege.length > 0
    ? eintraege.map(dateiname).join('\n')
    : messages.wizard.keineDateien;
}
