// The Nachteilsausgleich decision (issue 26 point 4): the payload of its draft (strict; the rules
// "a grant names a measure" and "a refusal names a reason" are checked by the route with the field,
// 422), the page's form, and what the back-office reads about a candidate's request and decision.
import { z } from 'zod';
import { messages } from '../messages';
import { nachteilsausgleich as n } from '../messages-pruefungsstelle-nachteilsausgleich';
import {
  FREITEXT_MAX_ZEICHEN,
  HILFSMITTEL_MAX,
  HILFSMITTEL_MAX_ZEICHEN,
  VERLAENGERUNG_MAX_PROZENT,
  VERLAENGERUNG_MIN_PROZENT,
} from '../rules/nachteilsausgleich';

const BEGRUENDUNG_MAX = 5000;
const MIN = VERLAENGERUNG_MIN_PROZENT;
const MAX = VERLAENGERUNG_MAX_PROZENT;

export const nachteilsausgleichEntscheidungSchema = z.strictObject(
  {
    entscheidung: z.enum(['gewaehren', 'ablehnen'], { error: n.entscheidungFehlt }),
    verlaengerungProzent: z
      .number({ error: n.verlaengerungUngueltig(MIN, MAX) })
      .int({ error: n.verlaengerungUngueltig(MIN, MAX) })
      .min(MIN, { error: n.verlaengerungUngueltig(MIN, MAX) })
      .max(MAX, { error: n.verlaengerungUngueltig(MIN, MAX) })
      .nullable()
      .optional(),
    eigenerRaum: z.boolean({ error: messages.validation.eingabenUngueltig }).optional(),
    hilfsmittel: z
      .array(
        z
          .string({ error: messages.validation.eingabenUngueltig })
          .max(HILFSMITTEL_MAX_ZEICHEN, { error: n.hilfsmittelZuLang(HILFSMITTEL_MAX_ZEICHEN) }),
      )
      .max(HILFSMITTEL_MAX, { error: n.hilfsmittelZuViele(HILFSMITTEL_MAX) })
      .optional(),
    freitext: z
      .string({ error: messages.validation.eingabenUngueltig })
      .max(FREITEXT_MAX_ZEICHEN, { error: n.freitextZuLang(FREITEXT_MAX_ZEICHEN) })
      .optional(),
    begruendung: z
      .string({ error: n.begruendungFehlt })
      .max(BEGRUENDUNG_MAX, { error: n.begruendungZuLang })
      .optional(),
  },
  { error: messages.validation.eingabenUngueltig },
);
export type NachteilsausgleichEntscheidung = z.output<typeof nachteilsausgleichEntscheidungSchema>;

/** A decision as stored in the draft: normalised (trimmed, empty aids dropped). */
export interface NachteilsausgleichEingabe {
  entscheidung: 'gewaehren' | 'ablehnen';
  verlaengerungProzent: number | null;
  eigenerRaum: boolean;
  hilfsmittel: string[];
  freitext: string | null;
  begruendung?: string;
}

/** The newest decision on a candidate's Nachteilsausgleich, as pages show it. */
export interface NachteilsausgleichBescheid {
  gewaehrt: boolean;
  /** The measures as sentences (empty for a refusal). */
  massnahmen: string[];
  begruendung: string | null;
  /** The day of the decision. */
  am: string;
}

/** A candidate's request and the decision that counts (null: not decided). */
export interface NachteilsausgleichStand {
  beantragt: boolean;
  entscheidung: NachteilsausgleichBescheid | null;
}

export const nachteilsausgleichBescheidSchema = z.object({
  gewaehrt: z.boolean(),
  massnahmen: z.array(z.string()),
  begruendung: z.string().nullable(),
  am: z.string(),
}) satisfies z.ZodType<NachteilsausgleichBescheid>;

export const nachteilsausgleichStandSchema = z.object({
  beantragt: z.boolean(),
  entscheidung: nachteilsausgleichBescheidSchema.nullable(),
}) satisfies z.ZodType<NachteilsausgleichStand>;

/** The page's form: text fields as typed; the rules as the server's. */
export const nachteilsausgleichFormSchema = z
  .object({
    entscheidung: z.string(),
    verlaengerungProzent: z.string(),
    eigenerRaum: z.boolean(),
    hilfsmittel: z.string(),
    freitext: z.string().max(FREITEXT_MAX_ZEICHEN, { error: n.freitextZuLang(FREITEXT_MAX_ZEICHEN) }),
    begruendung: z.string().max(BEGRUENDUNG_MAX, { error: n.begruendungZuLang }),
  })
  .superRefine((w, ctx) => {
    if (w.entscheidung === '')
      ctx.addIssue({ code: 'custom', path: ['entscheidung'], message: n.entscheidungFehlt });
    if (w.entscheidung === 'ablehnen' && w.begruendung.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['begruendung'], message: n.begruendungFehlt });
    if (w.entscheidung !== 'gewaehren') return;
    const prozent = w.verlaengerungProzent.trim();
    if (prozent !== '' && !/^\d+$/.test(prozent)) {
      ctx.addIssue({
        code: 'custom',
        path: ['verlaengerungProzent'],
        message: n.verlaengerungUngueltig(MIN, MAX),
      });
    } else if (prozent !== '' && (Number(prozent) < MIN || Number(prozent) > MAX)) {
      ctx.addIssue({
        code: 'custom',
        path: ['verlaengerungProzent'],
        message: n.verlaengerungUngueltig(MIN, MAX),
      });
    }
    const hilfsmittel = hilfsmittelListe(w.hilfsmittel);
    if (hilfsmittel.length > HILFSMITTEL_MAX)
      ctx.addIssue({ code: 'custom', path: ['hilfsmittel'], message: n.hilfsmittelZuViele(HILFSMITTEL_MAX) });
    if (hilfsmittel.some((h) => h.length > HILFSMITTEL_MAX_ZEICHEN))
      ctx.addIssue({
        code: 'custom',
        path: ['hilfsmittel'],
        message: n.hilfsmittelZuLang(HILFSMITTEL_MAX_ZEICHEN),
      });
    if (prozent === '' && !w.eigenerRaum && hilfsmittel.length === 0 && w.freitext.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['verlaengerungProzent'], message: n.keineMassnahme });
  });
export type NachteilsausgleichForm = z.output<typeof nachteilsausgleichFormSchema>;

/** The aids of the form's text area: one per line, empty lines dropped. */
export const hilfsmittelListe = (text: string): string[] =>
  text
    .split('\n')
    .map((zeile) => zeile.trim())
    .filter((zeile) => zeile !== '');
