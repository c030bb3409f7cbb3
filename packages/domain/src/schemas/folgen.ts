// The answers of the consequence calls as the web reads them at its edge (decisions 0012, 0023):
// POST /api/modul/{kind}/vorschau and GET /api/eingangsbestaetigung/{Idempotency-Key}, in the
// shapes of rules/folgen.ts that the server builds.
import { z } from 'zod';
import { ERKLAERUNG_KEYS, type ErklaerungKey } from '../erklaerungen/index';
import { messages } from '../messages';
import type { Eingangsbestaetigung, Folgenvorschau, Versuchsfolge } from '../rules/folgen';
import { MODULE } from '../rules/module';

/** An amount in cents. */
const cent = z.number().int();

/** A fee list's total (rules/folgen.ts): what falls due, and what is refunded if already paid. */
export const summeFelder = { faellig: cent, erstattungFallsBezahlt: cent };

/** One fee row (rules/folgen.ts): the preview's, the confirmation's and the status's (verfahrensstand). */
export const gebuehrenfolgeSchema = z.object({
  posten: z.enum([
    'zulassungsgebuehr',
    'pruefungsgebuehr',
    'eignungZulassungsgebuehr',
    'eignungPruefungsgebuehr',
  ]),
  modul: z.enum(MODULE).nullable(),
  termin: z.string(),
  gebuehr: cent,
  faellig: cent,
  erstattungFallsBezahlt: cent,
  bearbeitungsgebuehrProzent: z.number().optional(),
});

const VERSUCHSFOLGEN = Object.keys(messages.folgen.versuch) as [Versuchsfolge, ...Versuchsfolge[]];

export const folgenvorschauSchema = z.object({
  gebuehren: z.array(gebuehrenfolgeSchema),
  summe: z.object(summeFelder),
  versuch: z.enum(VERSUCHSFOLGEN).nullable(),
  saetze: z.array(z.string()),
}) satisfies z.ZodType<Folgenvorschau>;

export const eingangsbestaetigungSchema = z.object({
  declarationId: z.string(),
  referenz: z.string(),
  ereignis: z.enum(ERKLAERUNG_KEYS as [ErklaerungKey, ...ErklaerungKey[]]),
  bezeichnung: z.string(),
  eingegangenAm: z.string(),
  zeitpunkt: z.string(),
  quittung: z.object({ documentId: z.string(), dateiname: z.string() }).nullable(),
  weiter: z.array(z.string()),
  folgen: z.array(z.string()),
}) satisfies z.ZodType<Eingangsbestaetigung>;
