// A stored draft's inputs, parsed at the edge where a draft is run (issue 31 point 7): the row's
// `eingabe` is JSON written by an earlier version of the drafting code, so it is checked against the
// shape each kind stores (normalised by its drafting function, not the request's strict schema) instead
// of being cast. A row that no longer fits is refused in German (409), never run half-read.
import { z } from 'zod';
import { entscheidungen as e } from '@examensportal/domain/messages-pruefungsstelle-entscheidungen';
import { AUFHEBUNG_VORSCHRIFTEN, FEHLERARTEN, WIDERRUFSGRUENDE } from '@examensportal/domain/rules/aufhebung';
import { WIDERSPRUCH_ERGEBNISSE } from '@examensportal/domain/rules/widerspruch';
import type { EntwurfArt } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import { ERGEBNISSE } from '@examensportal/domain/schemas/pruefungsstelle-ladungen';
import { fallEntscheidungSchema } from '@examensportal/domain/schemas/pruefungsstelle-entscheidungen';
import { OfficeError } from './buero';

const text = z.string();

/** What each kind's drafting function stores (entscheidungen.ts, widerspruch.ts, aufhebung.ts, berichtigung.ts). */
const ENTWURF_EINGABE = {
  antrag: z.object({
    entscheidung: z.enum(['zulassen', 'ablehnen']),
    datum: text.optional(),
    begruendung: text.optional(),
    prueflisteBegruendung: text.optional(),
  }),
  triftigerGrund: fallEntscheidungSchema,
  anrechnung: fallEntscheidungSchema,
  nachteilsausgleich: z.object({
    entscheidung: z.enum(['gewaehren', 'ablehnen']),
    verlaengerungProzent: z.number().nullable(),
    eigenerRaum: z.boolean(),
    hilfsmittel: z.array(text),
    freitext: text.nullable(),
    begruendung: text.optional(),
  }),
  berichtigung: z.object({
    entscheidung: z.literal('berichtigen'),
    ergebnis: z.enum(ERGEBNISSE),
    begruendung: text,
    // The parts as entered (German grades, decision 0056); drafts from before carry none.
    noteSchriftlich: z.string().optional(),
    noteMuendlich: z.string().optional(),
    noteArbeit1: z.string().optional(),
    noteArbeit2: z.string().optional(),
  }),
  widerspruch: z.object({
    entscheidung: z.enum(WIDERSPRUCH_ERGEBNISSE),
    begruendung: text.optional(),
    abhilfe: text.optional(),
    // The measures of a Nachteilsausgleich remedy (decision 0066); drafts stored before it have none.
    massnahmen: z
      .object({
        verlaengerungProzent: z.number().nullable(),
        eigenerRaum: z.boolean(),
        hilfsmittel: z.array(text),
        freitext: text.nullable(),
      })
      .optional(),
    gericht: text,
  }),
  aufhebung: z.object({
    entscheidung: z.enum(['zuruecknehmen', 'widerrufen']),
    vorschrift: z.enum(AUFHEBUNG_VORSCHRIFTEN),
    widerrufsgrund: z.enum(WIDERRUFSGRUENDE).optional(),
    kenntnisAm: text,
    // § 48 (4) s. 2 (decision 0060); drafts stored before it have none.
    erschlichen: z.boolean().optional(),
    begruendung: text,
  }),
  bescheidBerichtigung: z.object({
    entscheidung: z.literal('berichtigen'),
    fehlerart: z.enum(FEHLERARTEN),
    unrichtig: text,
    richtig: text,
    begruendung: text,
    // The admission date that applies (decision 0066); drafts stored before it have none.
    zulassungsdatum: text.optional(),
  }),
} satisfies Record<EntwurfArt, z.ZodType>;

export type EntwurfEingabe<A extends EntwurfArt> = z.output<(typeof ENTWURF_EINGABE)[A]>;

/** The stored inputs of a draft of this kind, or a German refusal when the row no longer fits. */
export function entwurfEingabe<A extends EntwurfArt>(art: A, eingabe: unknown): EntwurfEingabe<A> {
  const parsed = ENTWURF_EINGABE[art].safeParse(eingabe);
  if (!parsed.success) throw new OfficeError(e.entwurfUnlesbar);
  return parsed.data as EntwurfEingabe<A>;
}
