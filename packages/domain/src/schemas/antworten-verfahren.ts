// The candidate's larger JSON answers as the server promises them (decision 0024): the applications,
// the module state and the declaration answers. The server declares them on its routes, and its
// tests check every answer against them (apps/server/src/http/response-check.ts). They are strict
// where the web's readers are tolerant on purpose (modulstand.ts, antragAntwort.ts keep fallbacks
// for partial answers): a server that drifts fails here, not in a candidate's browser.
import { z } from 'zod';
import type { Kontaktdaten } from '../rules/facts';
import type { ModulStateEignung, ModulStateWP } from '../rules/modulState';
import { ANRECHENBARE_MODULE } from '../rules/modulState';
import { EIGNUNG_TEILE, MODUL_SLOTS, MODULE, perKey, PRUEFUNGSTEIL_KEYS } from '../rules/module';
import { antragStatusSchema } from './antrag';
import { eignungDateienSchema, eignungEntwurfSchema } from './eignung';
import { gebuehrenfolgeSchema, summeFelder } from './folgen';
import { ANREDEN } from './kontaktdaten';
import { laufbahnAntwortSchema } from './laufbahn';
import { zulassungDateienSchema, zulassungEntwurfSchema } from './zulassung';

const tag = z.iso.date();

// -- GET /api/zulassung, /api/eignung and the interim saves and submits ---------------------------

/** What the server adds to the stored form (spec §3, decision 0008, issue 16): always all of it. */
export const antragStatusFelderSchema = z.strictObject({
  status: antragStatusSchema,
  zwischegespeichert: z.literal([0, 1, 2]),
  antragsdatum: tag.nullable(),
  ersteszulassungsdatum: tag.nullable(),
  zwischengespeichertAm: z.iso.datetime().nullable(),
  laufbahn: laufbahnAntwortSchema,
});

/** The WP application: the draft's own schema (so its fields keep their types) and the status fields. */
export const zulassungServerAntwortSchema = zulassungEntwurfSchema.extend({
  ...antragStatusFelderSchema.shape,
  dateien: zulassungDateienSchema,
});

export const eignungServerAntwortSchema = eignungEntwurfSchema.extend({
  ...antragStatusFelderSchema.shape,
  dateien: eignungDateienSchema,
});

// -- GET /api/zulassung/modul and /api/eignung/modul (spec §3) ---------------------------------

const flags = <K extends string>(keys: readonly K[]) => z.strictObject(perKey(keys, () => z.boolean()));

/** The stored contact data as the module flows read them (rules/facts.ts Kontaktdaten). */
const kontaktdatenSchema = z.strictObject({
  anrede: z.enum(ANREDEN),
  vorname: z.string(),
  name: z.string(),
  weitereVornamen: z.string(),
  geburtsname: z.string(),
  geburtsdatum: z.string(),
  geburtsort: z.string(),
  staatsangehoerigkeit: z.string().optional(),
  aktArbeitgeber: z.string(),
  behinderung: z.boolean(),
  strasse: z.string(),
  land: z.string(),
  plz: z.string(),
  ort: z.string(),
  email: z.string(),
  telefon: z.string(),
  bic: z.string(),
  iban: z.string(),
}) satisfies z.ZodType<Kontaktdaten>;

const basis = {
  zwischegespeichert: z.literal([0, 1, 2]),
  kontaktdaten: kontaktdatenSchema.nullable(),
  antragsdatum: tag.nullable(),
  ersteszulassungsdatum: tag.nullable(),
};

const modulStateWPSchema = z.strictObject({
  ...basis,
  modulabmeldungen: flags(MODULE),
  modulanmeldungen: flags(MODUL_SLOTS),
  modulanrechnungen: flags(ANRECHENBARE_MODULE),
  modulverschiebungen: flags(MODUL_SLOTS),
  modulgeladenAm: z.strictObject(perKey(MODULE, () => tag.nullable())),
  modulverhindert: flags(PRUEFUNGSTEIL_KEYS),
}) satisfies z.ZodType<ModulStateWP>;

const modulStateEignungSchema = z.strictObject({
  ...basis,
  modulverhindert: flags(EIGNUNG_TEILE),
}) satisfies z.ZodType<ModulStateEignung>;

/** Either kind's state; both are strict, so an answer fits exactly one of them. */
export const modulStateAntwortSchema = z.union([modulStateWPSchema, modulStateEignungSchema]);

// -- POST /api/modul/{kind} (spec §7, decision 0012) -------------------------------------------

/** Every declaration's answer: the server's receipt time and the fee consequences. */
export const erklaerungAntwortSchema = z.strictObject({
  declarationId: z.string(),
  eingegangenAm: z.iso.datetime(),
  gebuehren: z.array(gebuehrenfolgeSchema),
  summe: z.strictObject(summeFelder),
});
export type ErklaerungAntwort = z.output<typeof erklaerungAntwortSchema>;
