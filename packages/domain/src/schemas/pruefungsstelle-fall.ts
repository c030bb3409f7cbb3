// Case work in the back-office (issue 28 points 1 and 2, decision 0046): the case is the candidate's
// account. GET /pruefungsstelle/kandidaten/:id/fall answers the holder, the internal notes and the
// Wiedervorlagen with the active staff one can assign to; the POSTs assign, add a note, set a
// Wiedervorlage and end one. Server payloads are strict.
import { z } from 'zod';
import { isIsoDate } from '../dates';
import { messages } from '../messages';
import { fallTexte as t } from '../messages-pruefungsstelle-fall';

const objektFehler = { error: messages.validation.eingabenUngueltig } as const;

const FALL_NOTIZ_MAX_ZEICHEN = 5000;
const WIEDERVORLAGE_GRUND_MAX_ZEICHEN = 500;

/** Assign to a staff member (their id), or null to unassign. */
export const zuweisungPayloadSchema = z.strictObject(
  { staffId: z.uuid({ error: t.nichtAktiv }).nullable() },
  objektFehler,
);
export type ZuweisungPayload = z.output<typeof zuweisungPayloadSchema>;

export const notizPayloadSchema = z.strictObject(
  {
    text: z
      .string({ error: t.notizFehlt })
      .trim()
      .min(1, { error: t.notizFehlt })
      .max(FALL_NOTIZ_MAX_ZEICHEN, { error: t.notizZuLang(FALL_NOTIZ_MAX_ZEICHEN) }),
  },
  objektFehler,
);
export type NotizPayload = z.output<typeof notizPayloadSchema>;

export const wiedervorlagePayloadSchema = z.strictObject(
  {
    datum: z.string({ error: t.datumUngueltig }).refine(isIsoDate, { error: t.datumUngueltig }),
    grund: z
      .string({ error: t.grundFehlt })
      .trim()
      .min(1, { error: t.grundFehlt })
      .max(WIEDERVORLAGE_GRUND_MAX_ZEICHEN, { error: t.grundZuLang(WIEDERVORLAGE_GRUND_MAX_ZEICHEN) }),
  },
  objektFehler,
);
export type WiedervorlagePayload = z.output<typeof wiedervorlagePayloadSchema>;

const WIEDERVORLAGE_ENDE = ['erledigt', 'aufgehoben'] as const;
export const wiedervorlageEndePayloadSchema = z.strictObject(
  { art: z.enum(WIEDERVORLAGE_ENDE, { error: t.artUngueltig }) },
  objektFehler,
);

/**
 * The flag a draft carries when its author is not the case's holder (decision 0046): read beside the
 * decision's own payload and never stored with it.
 */
export const trotzZuweisungSchema = z.boolean({ error: t.trotzZuweisungUngueltig }).optional();

const halterSchema = z.object({ staffId: z.string(), name: z.string(), seit: z.string() });
export type FallHalter = z.infer<typeof halterSchema>;

export const fallSchema = z.object({
  halter: halterSchema.nullable(),
  notizen: z.array(z.object({ id: z.number(), text: z.string(), von: z.string(), am: z.string() })),
  wiedervorlagen: z.array(
    z.object({
      id: z.number(),
      datum: z.string(),
      grund: z.string(),
      von: z.string(),
      am: z.string(),
      status: z.enum(['offen', ...WIEDERVORLAGE_ENDE]),
      /** Open and due today or earlier. */
      faellig: z.boolean(),
    }),
  ),
  /** Active staff, by name: whom "Zuweisen an …" offers. */
  mitarbeitende: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Fall = z.infer<typeof fallSchema>;

export const fallMeldungSchema = z.object({ message: z.string(), fall: fallSchema });
export type FallMeldung = z.infer<typeof fallMeldungSchema>;
