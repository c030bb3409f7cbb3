// Retention and deletion (decision 0041): the candidate's preview and request (Meine Daten), the
// back-office's due list, hold and approval, as the server answers and checks them.
import { z } from 'zod';
import { messages } from '../messages';
import { loeschung } from '../messages-loeschung';
import { AUFBEWAHRUNGSKLASSEN } from '../rules/aufbewahrung';
import { isUuid } from '../uuid';

const objektFehler = { error: messages.validation.eingabenUngueltig } as const;
const klasse = z.enum(AUFBEWAHRUNGSKLASSEN);

/** GET /api/meinedaten/loeschung: what must stay until when, and what a request deletes now. */
export const loeschungVorschauSchema = z.object({
  laufend: z.boolean(),
  bleibt: z.array(
    z.object({ klasse, bezeichnung: z.string(), bis: z.string().nullable(), quelle: z.string() }),
  ),
  /** German lines: what goes now. */
  jetzt: z.array(z.string()),
  kontoWirdGeschlossen: z.boolean(),
});
export type LoeschungVorschau = z.infer<typeof loeschungVorschauSchema>;

export const loeschungAntragSchema = z.strictObject(
  { passwortAlt: z.string({ error: messages.validation.eingabenUngueltig }).min(1).max(1024) },
  objektFehler,
);

export const loeschungErgebnisSchema = z.object({ kontoGeschlossen: z.boolean(), text: z.string() });

/** GET /pruefungsstelle/loeschung: the due list. */
export const loeschlisteSchema = z.object({
  ermitteltAm: z.string().nullable(),
  klassen: z.array(z.object({ klasse, bezeichnung: z.string(), anzahl: z.number().int() })),
  eintraege: z.array(
    z.object({
      accountId: z.string(),
      name: z.string(),
      aktenzeichen: z.string(),
      klasse,
      bezeichnung: z.string(),
      /** The event the period counted from (null for a registration never confirmed or no application). */
      beginn: z.string().nullable(),
      ab: z.string(),
      /** How many records of the class are due (a whole account: 1). */
      anzahl: z.number().int(),
      /** Only this class goes; the account and the other classes stay (decision 0058). */
      teil: z.boolean(),
      sperre: z.object({ grund: z.string(), am: z.string() }).nullable(),
    }),
  ),
});
export type Loeschliste = z.infer<typeof loeschlisteSchema>;

export const sperrePayloadSchema = z.strictObject(
  {
    grund: z
      .string({ error: loeschung.sperreGrundFehlt })
      .trim()
      .min(3, { error: loeschung.sperreGrundFehlt })
      .max(500, { error: loeschung.sperreGrundZuLang }),
  },
  objektFehler,
);

const uuid = z.string().refine(isUuid, { error: loeschung.freigabeLeer });

export const freigabePayloadSchema = z
  .strictObject(
    {
      /**
       * The persons the leitung saw and approves (every line listed for them); one that is no longer
       * due refuses the whole approval.
       */
      accountIds: z
        .array(uuid, { error: loeschung.freigabeLeer })
        .max(1000, { error: loeschung.freigabeLeer })
        .optional(),
      /** Single lines: one class of one person (decision 0058). */
      zeilen: z
        .array(z.strictObject({ accountId: uuid, klasse }, objektFehler), { error: loeschung.freigabeLeer })
        .max(1000, { error: loeschung.freigabeLeer })
        .optional(),
    },
    objektFehler,
  )
  .refine((p) => (p.accountIds?.length ?? 0) + (p.zeilen?.length ?? 0) > 0, {
    error: loeschung.freigabeLeer,
  });

export const freigabeErgebnisSchema = z.object({
  geloescht: z.number().int(),
  anzahl: z.record(z.string(), z.number().int()),
  text: z.string(),
});
