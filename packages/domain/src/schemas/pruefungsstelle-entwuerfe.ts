// Drafts of the back-office's decisions (issue 26 point 5): how an open draft is shown, the answer of
// drafting, and the payload of discarding. The decision's own inputs are the schemas of
// pruefungsstelle-entscheidungen.ts, unchanged.
import { z } from 'zod';
import { messages } from '../messages';
import { freigabe as f } from '../messages-pruefungsstelle-freigabe';

/** As a decision's Begründung (BEGRUENDUNG_MAX_ZEICHEN; not imported: that module imports this one). */
const GRUND_MAX_ZEICHEN = 5000;

export const ENTWURF_ARTEN = [
  'antrag',
  'triftigerGrund',
  'anrechnung',
  'nachteilsausgleich',
  'berichtigung',
  'widerspruch',
  'aufhebung',
  'bescheidBerichtigung',
] as const;
export type EntwurfArt = (typeof ENTWURF_ARTEN)[number];

/** An open draft as the decision page shows it, with what the reading staff member may do. */
export interface Entwurf {
  id: string;
  art: EntwurfArt;
  /**
   * The application, triftiger Grund or credit it decides (Nachteilsausgleich: the application); the
   * result a correction corrects; the decision letter a revocation or a letter's correction concerns.
   */
  fallId: string;
  entscheidung:
    | 'zulassen'
    | 'ablehnen'
    | 'anerkennen'
    | 'gewaehren'
    | 'berichtigen'
    | 'abgeholfen'
    | 'zurueckgewiesen'
    | 'zurueckgenommen'
    | 'zuruecknehmen'
    | 'widerrufen';
  /** The measures a Nachteilsausgleich draft grants, as sentences (other kinds: absent). */
  massnahmen?: string[] | undefined;
  /** First admission date (admission). */
  datum: string | null;
  begruendung: string | null;
  /** An admission with open points of the checklist: the written reason (issue 26 point 2). */
  prueflisteBegruendung?: string | undefined;
  entworfenVon: string;
  entworfenAm: string;
  nachteilig: boolean;
  /** Whether the reader may release it; else why not (German). */
  freigabe: { moeglich: boolean; hinweis: string };
  /** Whether the reader may discard it (the drafter, or whoever may release). */
  verwerfenMoeglich: boolean;
}

export const entwurfSchema = z.object({
  id: z.string(),
  art: z.enum(ENTWURF_ARTEN),
  fallId: z.string(),
  entscheidung: z.enum([
    'zulassen',
    'ablehnen',
    'anerkennen',
    'gewaehren',
    'berichtigen',
    'abgeholfen',
    'zurueckgewiesen',
    'zurueckgenommen',
    'zuruecknehmen',
    'widerrufen',
  ]),
  massnahmen: z.array(z.string()).optional(),
  datum: z.string().nullable(),
  begruendung: z.string().nullable(),
  prueflisteBegruendung: z.string().optional(),
  entworfenVon: z.string(),
  entworfenAm: z.string(),
  nachteilig: z.boolean(),
  freigabe: z.object({ moeglich: z.boolean(), hinweis: z.string() }),
  verwerfenMoeglich: z.boolean(),
}) satisfies z.ZodType<Entwurf>;

/** The answer of drafting a decision. */
export const entwurfAntwortSchema = z.object({ message: z.string(), entwurf: entwurfSchema });
export type EntwurfAntwort = z.output<typeof entwurfAntwortSchema>;

/** The answer of discarding a draft. */
export const verworfenAntwortSchema = z.object({ message: z.string() });

export const verwerfenPayloadSchema = z.strictObject(
  {
    begruendung: z
      .string({ error: f.grundFehlt })
      .max(GRUND_MAX_ZEICHEN, { error: f.grundZuLang })
      .refine((text) => text.trim() !== '', { error: f.grundFehlt }),
  },
  { error: messages.validation.eingabenUngueltig },
);
export type VerwerfenPayload = z.output<typeof verwerfenPayloadSchema>;

/** The page's discard form. */
export const verwerfenFormSchema = verwerfenPayloadSchema.strip();
