// The legal checklist in the back-office (issue 26 point 2): GET /pruefungsstelle/kandidaten/:id/pruefliste
// answers the current application's points (rules/pruefliste.ts) with their attachments and the mark that
// counts; POST …/pruefliste/:antragId records one mark (append-only) and answers the same.
import { z } from 'zod';
import { messages } from '../messages';
import { prueflisteTexte as t } from '../messages-pruefungsstelle-pruefliste';
import { kandidatDokumentSchema } from './pruefungsstelle-kandidat';

export const PRUEFLISTE_STATUS = ['geprueft', 'fehlt'] as const;
export type PrueflisteStatus = (typeof PRUEFLISTE_STATUS)[number];
export const NOTIZ_MAX_ZEICHEN = 1000;
export const UEBERSCHREIBUNG_MAX_ZEICHEN = 5000;

const markierungSchema = z.object({
  status: z.enum(PRUEFLISTE_STATUS),
  notiz: z.string().nullable(),
  von: z.string(),
  am: z.string(),
});

const punktSchema = z.object({
  key: z.string(),
  bezeichnung: z.string(),
  regel: z.string(),
  nachweise: z.array(z.object({ liste: z.string(), bezeichnung: z.string() })),
  vorhanden: z.boolean(),
  anlagen: z.array(
    z.object({ documentId: z.string(), name: z.string(), dokument: kandidatDokumentSchema.nullable() }),
  ),
  markierung: markierungSchema.nullable(),
});
export type PrueflistePunktAnsicht = z.infer<typeof punktSchema>;

export const prueflisteSchema = z.object({
  antragId: z.uuid(),
  /** Marks are possible (the application is submitted and not decided). */
  offenFuerMarkierung: z.boolean(),
  punkte: z.array(punktSchema),
  /** Keys of the points whose mark that counts is 'fehlt' (the Nachforderung reads them). */
  fehlt: z.array(z.string()),
  /** Keys of the points not marked 'geprueft'. */
  offen: z.array(z.string()),
  /** Some point's proof is not attached. */
  nachweiseFehlen: z.boolean(),
  /**
   * 'Inhalt gelöscht am …' once the application's content went with its retention class (decision
   * 0062): no points then, the payload they came from is gone. Absent from an older server.
   */
  inhaltGeloescht: z.string().nullable().optional(),
});
export type Pruefliste = z.infer<typeof prueflisteSchema>;

export const prueflisteAntwortSchema = z.object({ pruefliste: prueflisteSchema.nullable() });
export type PrueflisteAntwort = z.infer<typeof prueflisteAntwortSchema>;

export const prueflisteMarkierenSchema = z.strictObject(
  {
    punkt: z.string({ error: t.punktUnbekannt }).max(100, { error: t.punktUnbekannt }),
    status: z.enum(PRUEFLISTE_STATUS, { error: t.statusFehlt }),
    notiz: z
      .string({ error: messages.validation.eingabenUngueltig })
      .max(NOTIZ_MAX_ZEICHEN, { error: t.notizZuLang })
      .optional(),
  },
  { error: messages.validation.eingabenUngueltig },
);
export type PrueflisteMarkieren = z.output<typeof prueflisteMarkierenSchema>;

/** The mark's form in the back-office: the same limits, an empty choice named. */
export const prueflisteMarkierenFormSchema = z.object({
  status: z.enum(PRUEFLISTE_STATUS, { error: t.statusFehlt }),
  notiz: z.string().max(NOTIZ_MAX_ZEICHEN, { error: t.notizZuLang }),
});
