// The back-office's lists that scale (issue 28 point 6): the filter and sort fields the Kandidaten and
// Ladungen lists share, and the export format. Every value is a closed set or a checked text, so the
// server can put it into SQL as a bound parameter; German messages for anything else.
import { z } from 'zod';
import { isSemesterText } from '../fields';
import { fallTexte } from '../messages-pruefungsstelle-fall';
import { listenTexte as l } from '../messages-pruefungsstelle-listen';
import { messages } from '../messages';

const LGS_CODES = Object.keys(messages.antrag.lgsOptionen).map(Number);

/** The state filter of the Kandidaten list: the current application's status ('zugelassen': admitted). */
export const KANDIDATEN_STAENDE = [
  'keinAntrag',
  'entwurf',
  'eingereicht',
  'zugelassen',
  'zurueckgenommen',
  'abgelehnt',
] as const;
export type KandidatenStandFilter = (typeof KANDIDATEN_STAENDE)[number];

export const KANDIDATEN_SORTIERUNGEN = ['name', 'aktenzeichen', 'geburtsdatum', 'termin', 'status'] as const;
export type KandidatenSortierung = (typeof KANDIDATEN_SORTIERUNGEN)[number];
export const RICHTUNGEN = ['auf', 'ab'] as const;

/** '' from an emptied select means "no filter". */
const leerIstOhne = (v: unknown) => (v === '' ? undefined : v);
const wahl = <T extends readonly [string, ...string[]]>(werte: T) =>
  z.preprocess(leerIstOhne, z.enum(werte, { error: l.filterUngueltig }).optional());

/** A term as stored ('2027/1') or as the portal shows it ('1/2027'); '' is no filter. */
export const terminFilterSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return leerIstOhne(v);
    const t = v.trim();
    const angezeigt = /^([12])\/(\d{4})$/.exec(t);
    return angezeigt ? `${angezeigt[2]}/${angezeigt[1]}` : leerIstOhne(t);
  },
  z.string({ error: l.terminUngueltig }).refine(isSemesterText, { error: l.terminUngueltig }).optional(),
);

export const kandidatenFilterFelder = {
  status: wahl(KANDIDATEN_STAENDE),
  termin: terminFilterSchema,
  art: wahl(['WP', 'EIGNUNG'] as const),
  lgs: z.preprocess(
    leerIstOhne,
    z.coerce
      .number({ error: l.filterUngueltig })
      .refine((n) => LGS_CODES.includes(n), { error: l.filterUngueltig })
      .optional(),
  ),
  sortierung: z.preprocess(
    leerIstOhne,
    z.enum(KANDIDATEN_SORTIERUNGEN, { error: l.filterUngueltig }).default('name'),
  ),
  richtung: z.preprocess(leerIstOhne, z.enum(RICHTUNGEN, { error: l.filterUngueltig }).default('auf')),
  /** meine: the reader's cases; keine: cases nobody holds (issue 28 point 1, decision 0046). */
  zuweisung: z.preprocess(
    leerIstOhne,
    z.enum(['meine', 'keine'], { error: fallTexte.zuweisungFilterUngueltig }).optional(),
  ),
};

export const EXPORT_FORMATE = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATE)[number];
export const exportFormatSchema = z.enum(EXPORT_FORMATE, { error: l.formatUngueltig });

/** The longest list one export writes (a term of two thousand candidates, with room). */
export const EXPORT_HOECHSTENS = 10_000;

/** The Landesgeschäftsstellen by code, for the filter's options. */
export const LGS_OPTIONEN = messages.antrag.lgsOptionen as Readonly<Record<number, string>>;
