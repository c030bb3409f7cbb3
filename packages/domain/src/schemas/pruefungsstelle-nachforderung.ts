// The back-office's form that asks for documents or information (decision 0039, moved onto the field
// library with issue 31.1): what the fields hold and every error of it in one round, with the
// request's own texts and limits; `nachforderungAusForm` turns it into the request the server parses
// again with `nachforderungAnlegenSchema`.
import { z } from 'zod';
import { isIsoDate } from '../dates';
import { messages } from '../messages';
import { nachforderungTexte as t } from '../messages-nachforderung';
import type { nachforderungAnlegenSchema } from './nachforderung';

const objektFehler = { error: messages.validation.eingabenUngueltig } as const;
/** The request's limits (`nachforderungAnlegenSchema`). */
const PUNKTE_MAX = 20;
const BEZEICHNUNG_MAX = 300;
const HINWEIS_MAX = 2000;

/** One item per non-empty line of the text area. */
export const punkteZeilen = (text: string): string[] =>
  text
    .split('\n')
    .map((zeile) => zeile.trim())
    .filter(Boolean);

export const nachforderungFormSchema = z.strictObject(
  {
    art: z.enum(['dokument', 'frage'], { error: t.artUngueltig }),
    bezeichnung: z
      .string({ error: t.punkteFehlen })
      .refine((text) => punkteZeilen(text).length > 0, { error: t.punkteFehlen })
      .refine((text) => punkteZeilen(text).length <= PUNKTE_MAX, { error: t.zuVielePunkte })
      .refine((text) => punkteZeilen(text).every((zeile) => zeile.length <= BEZEICHNUNG_MAX), {
        error: t.bezeichnungZuLang,
      }),
    /** Empty: no particular type. The select offers the candidate kind's types only. */
    dokumentTyp: z.string({ error: t.dokumentTypUngueltig }),
    /** Empty: the default deadline. The server checks that it lies after today. */
    frist: z
      .string({ error: t.fristUngueltig })
      .refine((frist) => frist === '' || isIsoDate(frist), { error: t.fristUngueltig }),
    hinweis: z.string({ error: t.hinweisZuLang }).max(HINWEIS_MAX, { error: t.hinweisZuLang }),
  },
  objektFehler,
);
export type NachforderungForm = z.output<typeof nachforderungFormSchema>;

/**
 * The request of a checked form; `folgeVon`: the request this one follows; `pruefpunkte`: the checklist's
 * points by label (decision 0039) – a line that is a point's label carries the point's key.
 */
export function nachforderungAusForm(
  werte: NachforderungForm,
  folgeVon?: string,
  pruefpunkte: ReadonlyMap<string, string> = new Map(),
): z.input<typeof nachforderungAnlegenSchema> {
  const hinweis = werte.hinweis.trim();
  return {
    punkte: punkteZeilen(werte.bezeichnung).map((bezeichnung) => {
      const pruefpunkt = pruefpunkte.get(bezeichnung);
      return {
        art: werte.art,
        bezeichnung,
        ...(werte.art === 'dokument' && werte.dokumentTyp !== '' ? { dokumentTyp: werte.dokumentTyp } : {}),
        ...(pruefpunkt ? { pruefpunkt } : {}),
      };
    }),
    ...(werte.frist !== '' ? { frist: werte.frist } : {}),
    ...(hinweis !== '' ? { hinweis } : {}),
    ...(folgeVon ? { folgeVon } : {}),
  };
}
