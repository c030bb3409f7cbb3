// The Nachforderung's payloads and answers (issue 27 points 2 and 3, decision 0039): the office's
// request, the candidate's answer per item, the views both sides read. Server payloads are strict.
import { z } from 'zod';
import { isIsoDate } from '../dates';
import { messages } from '../messages';
import { nachforderungTexte as t } from '../messages-nachforderung';
import { AKTENEINGANG_TYPEN } from '../rules/documents';
import { NACHFORDERUNG_STAENDE } from '../rules/nachforderung';
import { isUuid } from '../uuid';

const objektFehler = { error: messages.validation.eingabenUngueltig } as const;
const isoDate = z.string().refine(isIsoDate);
const DOKUMENT_TYPEN = [...new Set([...AKTENEINGANG_TYPEN.WP, ...AKTENEINGANG_TYPEN.EIGNUNG])] as [
  string,
  ...string[],
];

/**
 * One item: a document (with the type expected) or a question. `pruefpunkt` is the optional stable key
 * of a checklist point (the legal checklist prefills items from its points marked "fehlt").
 */
export const nachforderungPunktSchema = z.strictObject(
  {
    art: z.enum(['dokument', 'frage'], { error: t.artUngueltig }),
    bezeichnung: z
      .string({ error: t.bezeichnungFehlt })
      .trim()
      .min(1, { error: t.bezeichnungFehlt })
      .max(300, { error: t.bezeichnungZuLang }),
    dokumentTyp: z.enum(DOKUMENT_TYPEN, { error: t.dokumentTypUngueltig }).optional(),
    pruefpunkt: z
      .string({ error: t.pruefpunktUngueltig })
      .regex(/^[a-z0-9][a-z0-9._-]{0,79}$/, { error: t.pruefpunktUngueltig })
      .optional(),
  },
  objektFehler,
);
export type NachforderungPunktEingabe = z.output<typeof nachforderungPunktSchema>;

/** POST /pruefungsstelle/kandidaten/:id/nachforderungen; `frist` empty: the default deadline. */
export const nachforderungAnlegenSchema = z.strictObject(
  {
    punkte: z
      .array(nachforderungPunktSchema, { error: t.punkteFehlen })
      .min(1, { error: t.punkteFehlen })
      .max(20, { error: t.zuVielePunkte }),
    frist: z.string({ error: t.fristUngueltig }).refine(isIsoDate, { error: t.fristUngueltig }).optional(),
    hinweis: z
      .string({ error: t.hinweisZuLang })
      .trim()
      .max(2000, { error: t.hinweisZuLang })
      .optional()
      .transform((s) => (s ? s : undefined)),
    /** A follow-up: the request this one follows (closed with it). */
    folgeVon: z.string().refine(isUuid, { error: t.unbekannt }).optional(),
  },
  objektFehler,
);
export type NachforderungAnlegen = z.output<typeof nachforderungAnlegenSchema>;

/** POST /api/nachforderungen/:id/punkte/:punktId: a text or a document of the candidate's file. */
export const nachforderungAntwortSchema = z
  .strictObject(
    {
      text: z
        .string({ error: t.textFehlt })
        .trim()
        .max(5000, { error: t.textZuLang })
        .optional()
        .transform((s) => (s ? s : undefined)),
      dokumentId: z.string().refine(isUuid, { error: t.dokumentUnbekannt }).optional(),
    },
    objektFehler,
  )
  .refine((a) => a.text !== undefined || a.dokumentId !== undefined, { error: t.textFehlt, path: ['text'] })
  .refine((a) => a.text === undefined || a.dokumentId === undefined, { error: t.nurEines, path: ['text'] });
export type NachforderungAntwortEingabe = z.output<typeof nachforderungAntwortSchema>;

/**
 * The candidate's form answering one item on /start (issue 31.1): a question takes a text, a document
 * item one file (`dateien`: the files chosen, whatever the web keeps of each). The request sent is
 * `nachforderungAntwortSchema`'s.
 */
export const nachforderungAntwortFormSchema = (art: 'dokument' | 'frage') =>
  z.strictObject(
    {
      text:
        art === 'frage'
          ? z
              .string({ error: t.textFehlt })
              .refine((text) => text.trim() !== '', { error: t.textFehlt })
              .refine((text) => text.trim().length <= 5000, { error: t.textZuLang })
          : z.string(),
      dateien: z.array(z.unknown()).min(art === 'dokument' ? 1 : 0, { error: t.textFehlt }),
    },
    objektFehler,
  );

export const nachforderungParamSchema = z.strictObject(
  { id: z.string().refine(isUuid, { error: t.unbekannt }) },
  objektFehler,
);
export const nachforderungPunktParamSchema = z.strictObject(
  {
    id: z.string().refine(isUuid, { error: t.unbekannt }),
    punktId: z.string().refine(isUuid, { error: t.punktUnbekannt }),
  },
  objektFehler,
);
export const kandidatNachforderungParamSchema = z.strictObject(
  {
    id: z.string().refine(isUuid, { error: t.unbekannt }),
    nachforderungId: z.string().refine(isUuid, { error: t.unbekannt }),
  },
  objektFehler,
);

const antwortSchema = z.object({
  id: z.string(),
  text: z.string().nullable(),
  dokument: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** ISO instant */
  eingegangenAm: z.string(),
  verspaetet: z.boolean(),
});

const punktAnsichtSchema = z.object({
  id: z.string(),
  art: z.enum(['dokument', 'frage']),
  bezeichnung: z.string(),
  dokumentTyp: z.string().nullable(),
  pruefpunkt: z.string().nullable(),
  antworten: z.array(antwortSchema),
});

export const nachforderungAnsichtSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  /** ISO instant */
  angefordertAm: z.string(),
  frist: isoDate,
  hinweis: z.string().nullable(),
  stand: z.enum(NACHFORDERUNG_STAENDE),
  /** ISO instant, once the office closed it. */
  erledigtAm: z.string().nullable(),
  folgeVon: z.string().nullable(),
  /** The notice in the file (document id), once filed. */
  briefId: z.string(),
  punkte: z.array(punktAnsichtSchema),
});
export type NachforderungAnsicht = z.infer<typeof nachforderungAnsichtSchema>;

/** The processing deadline of the current sent application (rules/bearbeitungsfrist.ts). */
export const bearbeitungsstandSchema = z.object({
  vollstaendigSeit: isoDate.nullable(),
  entscheidungBis: isoDate.nullable(),
  restTage: z.number().nullable(),
  /** What is still missing (labels of unanswered items of open requests). */
  fehlt: z.array(z.string()),
});
export type Bearbeitungsstand = z.infer<typeof bearbeitungsstandSchema>;

/**
 * The part of the upload's answer (201 of POST /api/dokumente/files) an answer links: the new
 * document's id. Here, not from schemas/antworten.ts, which would bring the back-office's texts into
 * the candidate's /start.
 */
export const hochgeladenSchema = z.array(z.object({ documentId: z.string() }));

/** GET /api/nachforderungen and GET /pruefungsstelle/kandidaten/:id/nachforderungen. */
export const nachforderungenAntwortSchema = z.object({
  nachforderungen: z.array(nachforderungAnsichtSchema),
  /** Null without a sent, undecided application. */
  bearbeitung: bearbeitungsstandSchema.nullable(),
});
export type NachforderungenAntwort = z.infer<typeof nachforderungenAntwortSchema>;
