// The Kandidat page's reset of a lost second factor (decision 0042); apart from the candidates' schemas,
// so the candidate bundle does not carry the office's texts.
import { z } from 'zod';
import { pflichtTextSchema } from '../fields';
import { messages } from '../messages';
import { zweiterFaktorBuero } from '../messages-pruefungsstelle-zweiter-faktor';

/** POST /pruefungsstelle/kandidaten/:id/zweiter-faktor/zuruecksetzen: how the identity was checked. */
export const zuruecksetzenPayloadSchema = z.strictObject(
  { notiz: pflichtTextSchema({ leer: zweiterFaktorBuero.notizFehlt, max: 500 }) },
  { error: messages.validation.eingabenUngueltig },
);
export type ZuruecksetzenPayload = z.output<typeof zuruecksetzenPayloadSchema>;
