// Staff administration's payloads beyond invite and role (issue 28 point 9, decision 0048).
import { z } from 'zod';
import { pflichtTextSchema } from '../fields';
import { messages } from '../messages';
import { verwaltungTexte } from '../messages-pruefungsstelle-verwaltung';

/** POST /pruefungsstelle/mitarbeitende/:id/zweiter-faktor: why and how the identity was checked. */
export const zweiterFaktorNotizSchema = z.strictObject(
  { notiz: pflichtTextSchema({ leer: verwaltungTexte.zweiterFaktorNotizFehlt, max: 500 }) },
  { error: messages.validation.eingabenUngueltig },
);
export type ZweiterFaktorNotiz = z.output<typeof zweiterFaktorNotizSchema>;
