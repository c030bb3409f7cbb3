// GET /api/status (decision 0020): the procedure status the server derives (rules/verfahrensstand.ts),
// parsed once by the web at the edge. Unknown fields are dropped, a missing one makes the answer null.
import { z } from 'zod';
import { FLOWS_WP, OPTIONSFLOWS } from '../rules/gruende';
import { bekanntgabeStandSchema } from './bekanntgabe';
import { gebuehrenfolgeSchema } from './folgen';
import { MODUL_SLOTS, MODULE } from '../rules/module';
import { ANTRAGSSTAENDE, MODULSTAENDE, type Verfahrensstand } from '../rules/verfahrensstand';

const datum = z.string().nullable();

const antragSchema = z.object({
  stand: z.enum(ANTRAGSSTAENDE),
  text: z.string(),
  pruefungstermin: z.string().nullable(),
  versuch: z.number().int(),
  versucheMoeglich: z.number().int(),
  eingereichtAm: datum,
  zugelassenAm: datum,
});

const slotGruende = z.partialRecord(z.enum(MODUL_SLOTS as [string, ...string[]]), z.string());

export const verfahrensstandSchema = z.object({
  art: z.enum(['WP', 'EIGNUNG']),
  heute: z.string(),
  antrag: antragSchema,
  fruehereAntraege: z.array(antragSchema),
  termin: z.object({ termin: z.string(), anmeldeschluss: z.string() }),
  module: z.array(
    z.object({
      modul: z.enum(MODULE),
      stand: z.enum(MODULSTAENDE),
      text: z.string(),
      termin: z.string().nullable(),
      geladenAm: datum,
      versucheVerbraucht: z.number().int(),
      versucheMoeglich: z.number().int(),
      anrechnungBeantragt: z.boolean(),
    }),
  ),
  sechsJahresfrist: datum,
  letzterTermin: z.string().nullable(),
  eignung: z
    .object({
      versucheVerbraucht: z.number().int(),
      versucheMoeglich: z.number().int(),
      versucheVerbleibend: z.number().int(),
      laufenderVersuch: z.string().nullable(),
    })
    .nullable(),
  zeitleiste: z.array(z.object({ datum: z.string(), text: z.string() })),
  funktionen: z.array(
    z.object({ flow: z.enum(FLOWS_WP), verfuegbar: z.boolean(), grund: z.string().nullable() }),
  ),
  teile: z.partialRecord(z.string(), z.string()),
  optionen: z.object(
    Object.fromEntries(OPTIONSFLOWS.map((flow) => [flow, slotGruende])) as Record<
      (typeof OPTIONSFLOWS)[number],
      typeof slotGruende
    >,
  ),
  gesamtruecktrittAb: datum,
  zulassungBekanntgabe: bekanntgabeStandSchema.nullable(),
  papierverfahren: z.boolean(),
  gebuehren: z.object({ antrag: z.array(gebuehrenfolgeSchema), anrechnung: z.array(gebuehrenfolgeSchema) }),
  nachteilsausgleich: z.object({ text: z.string(), massnahmen: z.array(z.string()) }).optional(),
});

/** The status of an answer; null when it cannot be read (the page then shows what it has without it). */
export function verfahrensstandAus(antwort: unknown): Verfahrensstand | null {
  const parsed = verfahrensstandSchema.safeParse(antwort);
  return parsed.success ? (parsed.data as Verfahrensstand) : null;
}
