// The Postfach's payloads and answers (issue 27 point 1, decision 0049). Server payloads are strict.
import { z } from 'zod';
import { messages } from '../messages';
import { BEZUG_ARTEN, postfachTexte as t, VORLAGEN_SCHLUESSEL } from '../messages-postfach';
import { isUuid } from '../uuid';

const objektFehler = { error: messages.validation.eingabenUngueltig } as const;
const uuid = (error: string) => z.string({ error }).refine(isUuid, { error });

export const MAX_ANHAENGE = 10;

const betreff = z
  .string({ error: t.betreffFehlt })
  .trim()
  .min(1, { error: t.betreffFehlt })
  .max(200, { error: t.betreffZuLang });
const text = z
  .string({ error: t.textFehlt })
  .trim()
  .min(1, { error: t.textFehlt })
  .max(10_000, { error: t.textZuLang });
const bezug = z
  .strictObject(
    { art: z.enum(BEZUG_ARTEN, { error: t.bezugUngueltig }), id: uuid(t.bezugUnbekannt) },
    objektFehler,
  )
  .nullable()
  .optional();

/**
 * A new message or a reply. A reply names the message it answers (`antwortAuf`) and takes the
 * thread's reference; its subject may be left out (the thread's subject then).
 */
const nachrichtFelder = {
  antwortAuf: uuid(t.antwortAufUnbekannt).optional(),
  bezug,
  betreff: betreff.optional(),
  text,
};
const betreffBeiNeuer = (n: { antwortAuf?: string; betreff?: string }) =>
  n.antwortAuf !== undefined || n.betreff !== undefined;

/** POST /api/postfach: the candidate's message; attachments are own uploads of the Akteneingang. */
export const nachrichtSchreibenSchema = z
  .strictObject(
    {
      ...nachrichtFelder,
      anhaenge: z
        .array(uuid(t.anhangUnbekannt), { error: t.anhangUnbekannt })
        .max(MAX_ANHAENGE, { error: t.zuVieleAnhaenge })
        .default([]),
    },
    objektFehler,
  )
  .refine(betreffBeiNeuer, { error: t.betreffFehlt, path: ['betreff'] });
export type NachrichtSchreiben = z.output<typeof nachrichtSchreibenSchema>;

/** The JSON part `nachricht` of POST /pruefungsstelle/kandidaten/:id/nachrichten (files: `anhaenge`). */
export const staffNachrichtSchema = z
  .strictObject(
    { ...nachrichtFelder, vorlage: z.enum(VORLAGEN_SCHLUESSEL, { error: t.vorlageUnbekannt }).optional() },
    objektFehler,
  )
  .refine(betreffBeiNeuer, { error: t.betreffFehlt, path: ['betreff'] });
export type StaffNachricht = z.output<typeof staffNachrichtSchema>;

export const nachrichtParamSchema = z.strictObject({ id: uuid(t.unbekannt) }, objektFehler);
export const kandidatNachrichtParamSchema = z.strictObject(
  { id: uuid(t.unbekannt), nachrichtId: uuid(t.unbekannt) },
  objektFehler,
);

export const nachrichtAnsichtSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  antwortAuf: z.string().nullable(),
  von: z.enum(['kandidat', 'pruefungsstelle']),
  bezug: z.object({ art: z.enum(BEZUG_ARTEN), id: z.string() }).nullable(),
  betreff: z.string(),
  text: z.string(),
  /** The office's writer (staff name); null for the candidate's own. */
  verfasstVon: z.string().nullable(),
  /** ISO instant */
  gesendetAm: z.string(),
  /** ISO instant of the first reading by the side it was sent to. */
  gelesenAm: z.string().nullable(),
  anhaenge: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type NachrichtAnsicht = z.infer<typeof nachrichtAnsichtSchema>;

export const bezugOptionSchema = z.object({
  art: z.enum(BEZUG_ARTEN),
  id: z.string(),
  text: z.string(),
});
export type BezugOption = z.infer<typeof bezugOptionSchema>;

/** GET /api/postfach and GET /pruefungsstelle/kandidaten/:id/nachrichten: threads, newest first. */
export const postfachAntwortSchema = z.object({
  threads: z.array(z.object({ id: z.string(), nachrichten: z.array(nachrichtAnsichtSchema) })),
  /** Messages sent to the reader's side and not read yet. */
  ungelesen: z.number().int(),
  /** The cases a new message may refer to. */
  bezuege: z.array(bezugOptionSchema),
});
export type PostfachAntwort = z.infer<typeof postfachAntwortSchema>;

/** GET /pruefungsstelle/kandidaten/:id/nachrichtenvorlagen: the templates filled for this candidate. */
export const vorlagenAntwortSchema = z.object({
  vorlagen: z.array(
    z.object({
      schluessel: z.enum(VORLAGEN_SCHLUESSEL),
      name: z.string(),
      betreff: z.string(),
      text: z.string(),
    }),
  ),
});
export type VorlagenAntwort = z.infer<typeof vorlagenAntwortSchema>;
