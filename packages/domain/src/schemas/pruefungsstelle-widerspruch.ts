// Payloads of objections (Widerspruch, issue 26 point 6, decision 0038): recording one and deciding it.
// Strict objects; the server re-checks the dates against the letter and the clock.
import { z } from 'zod';
import { isIsoDate } from '../dates';
import { messages } from '../messages';
import { widerspruchTexte as w } from '../messages-pruefungsstelle-widerspruch';
import { WIDERSPRUCH_ERGEBNISSE } from '../rules/widerspruch';
import {
  nachteilsausgleichEntscheidungSchema,
  nachteilsausgleichFormSchema,
} from './pruefungsstelle-nachteilsausgleich';

const objektFehler = { error: messages.validation.eingabenUngueltig } as const;
const TEXT_MAX = 5000;

const text = (fehlt: string) =>
  z
    .string({ error: fehlt })
    .max(TEXT_MAX, { error: w.begruendungZuLang })
    .refine((t) => t.trim() !== '', { error: fehlt });

export const widerspruchErfassenSchema = z.strictObject(
  {
    /** The decision letter objected to (its document id in the file). */
    bescheidId: z.uuid({ error: w.bescheidFehlt }),
    eingegangenAm: z.string({ error: w.eingangFehlt }).refine(isIsoDate, { error: w.eingangFehlt }),
    begruendung: text(w.begruendungFehlt),
  },
  objektFehler,
);
export type WiderspruchErfassen = z.output<typeof widerspruchErfassenSchema>;

const na = nachteilsausgleichEntscheidungSchema.shape;

/** The measures an Abhilfe against a Nachteilsausgleich letter grants (decision 0066): the fields and
 * limits of the Nachteilsausgleich decision itself; "at least one measure" is the office function's. */
const abhilfeMassnahmenSchema = z.strictObject(
  {
    verlaengerungProzent: na.verlaengerungProzent,
    eigenerRaum: na.eigenerRaum,
    hilfsmittel: na.hilfsmittel,
    freitext: na.freitext,
  },
  objektFehler,
);

export const widerspruchEntscheidungSchema = z
  .strictObject(
    {
      entscheidung: z.enum(WIDERSPRUCH_ERGEBNISSE, { error: w.ergebnisFehlt }),
      begruendung: z.string().max(TEXT_MAX, { error: w.begruendungZuLang }).optional(),
      /** Abgeholfen: the follow-up decision the Abhilfebescheid makes. */
      abhilfe: z.string().max(TEXT_MAX, { error: w.begruendungZuLang }).optional(),
      /** Abgeholfen against a Nachteilsausgleich letter: the measures granted now. */
      massnahmen: abhilfeMassnahmenSchema.optional(),
    },
    objektFehler,
  )
  .superRefine((v, ctx) => {
    if (v.entscheidung === 'abgeholfen' && !v.abhilfe?.trim())
      ctx.addIssue({ code: 'custom', path: ['abhilfe'], message: w.abhilfeFehlt });
    if (v.entscheidung === 'zurueckgewiesen' && !v.begruendung?.trim())
      ctx.addIssue({ code: 'custom', path: ['begruendung'], message: w.gruendeFehlen });
  });
export type WiderspruchEntscheidung = z.output<typeof widerspruchEntscheidungSchema>;

/**
 * The Kandidat page's form for the outcome (decision 0066): the fields of the payload, and for the
 * remedy of a Nachteilsausgleich letter (`mitMassnahmen`, set by the page) the measures as typed,
 * checked by the Nachteilsausgleich form's own rules.
 */
export const widerspruchFormSchema = z
  .object({
    entscheidung: z.enum(WIDERSPRUCH_ERGEBNISSE, { error: w.ergebnisFehlt }),
    begruendung: z.string().max(TEXT_MAX, { error: w.begruendungZuLang }),
    abhilfe: z.string().max(TEXT_MAX, { error: w.begruendungZuLang }),
    mitMassnahmen: z.boolean(),
    verlaengerungProzent: z.string(),
    eigenerRaum: z.boolean(),
    hilfsmittel: z.string(),
    freitext: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.entscheidung === 'abgeholfen' && !v.abhilfe.trim())
      ctx.addIssue({ code: 'custom', path: ['abhilfe'], message: w.abhilfeFehlt });
    if (v.entscheidung === 'zurueckgewiesen' && !v.begruendung.trim())
      ctx.addIssue({ code: 'custom', path: ['begruendung'], message: w.gruendeFehlen });
    if (v.entscheidung !== 'abgeholfen' || !v.mitMassnahmen) return;
    const massnahmen = nachteilsausgleichFormSchema.safeParse({
      entscheidung: 'gewaehren',
      verlaengerungProzent: v.verlaengerungProzent,
      eigenerRaum: v.eigenerRaum,
      hilfsmittel: v.hilfsmittel,
      freitext: v.freitext,
      begruendung: '',
    });
    for (const issue of massnahmen.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type WiderspruchForm = z.output<typeof widerspruchFormSchema>;

export const widerspruchErfasstSchema = z.object({
  message: z.string(),
  widerspruch: z.object({
    id: z.string(),
    bekanntgabeAm: z.string(),
    fristEnde: z.string(),
    verspaetet: z.boolean(),
  }),
});
export type WiderspruchErfasst = z.output<typeof widerspruchErfasstSchema>;
