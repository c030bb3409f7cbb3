// The application as sent in the back-office (issue 26 point 1): GET
// /pruefungsstelle/kandidaten/:id/antraege answers every sent application of one candidate as the
// sections of rules/antrag-ansicht.ts, each attachment with the document the viewer opens.
import { z } from 'zod';
import { kandidatDokumentSchema } from './pruefungsstelle-kandidat';
import { nachteilsausgleichBescheidSchema } from './pruefungsstelle-nachteilsausgleich';

const anlage = z.object({
  documentId: z.string(),
  name: z.string(),
  /** The document in the file; null when it is gone (e.g. deleted before the submit). */
  dokument: kandidatDokumentSchema.nullable(),
});

const zeile = z.object({
  bezeichnung: z.string(),
  werte: z.array(z.string()),
  anlagen: z.array(anlage).optional(),
});

const abschnitt = z.object({
  ueberschrift: z.string(),
  zeilen: z.array(zeile),
  hinweis: z.string().optional(),
});

const eingereichterAntragSchema = z.object({
  id: z.uuid(),
  art: z.enum(['WP', 'EIGNUNG']),
  versuch: z.number().int(),
  status: z.enum(['submitted', 'admitted', 'rejected', 'withdrawn']),
  termin: z.string(),
  eingereichtAm: z.string().nullable(),
  aktuell: z.boolean(),
  /** The day the admission was revoked (§§ 48, 49 VwVfG, decision 0055); the status then says 'rejected'. */
  aufgehobenAm: z.string().optional(),
  nachteilsausgleich: z.boolean(),
  /** The office's decision on the Nachteilsausgleich that counts (current application only). */
  nachteilsausgleichBescheid: nachteilsausgleichBescheidSchema.optional(),
  abschnitte: z.array(abschnitt),
});
export type EingereichterAntrag = z.infer<typeof eingereichterAntragSchema>;

export const eingereichteAntraegeSchema = z.object({
  /** Newest first; the current application (if sent) is the first. */
  antraege: z.array(eingereichterAntragSchema),
});
export type EingereichteAntraege = z.infer<typeof eingereichteAntraegeSchema>;
