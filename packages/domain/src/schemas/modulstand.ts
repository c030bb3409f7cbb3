// Reading the module state of spec §3 as the server sends it (GET /api/zulassung/modul, GET
// /api/eignung/modul) into the exact shapes of rules/modulState.ts. Tolerant on purpose: a missing
// or malformed flag reads as false (nothing allowed), a missing or placeholder date as null, so a
// partial answer never opens a flow the server would refuse.
import { z } from 'zod';
import { hatDatum, type IsoDate } from '../dates';
import type { Kontaktdaten } from '../rules/facts';
import { EIGNUNG_TEILE, MODUL_SLOTS, MODULE, perKey, PRUEFUNGSTEIL_KEYS } from '../rules/module';
import {
  ANRECHENBARE_MODULE,
  type ModulStateEignung,
  type ModulStateWP,
  type Zwischengespeichert,
} from '../rules/modulState';
import { ANREDEN } from './kontaktdaten';

const flag = z.boolean().catch(false);

/** An object of fields that each fall back on their own; not an object at all → all fallbacks. */
function jeFeld<S extends z.ZodRawShape>(shape: S) {
  const objekt = z.object(shape);
  return objekt.catch(() => objekt.parse({}));
}

const flags = <K extends string>(keys: readonly K[]) => jeFeld(perKey(keys, () => flag));

/** 'YYYY-MM-DD' or null; placeholders 1900-01-01 / 1899-01-01 mean none (spec §4). */
const datum = z
  .string()
  .transform((value): IsoDate | null => (hatDatum(value) ? value : null))
  .catch(null);

const daten = <K extends string>(keys: readonly K[]) => jeFeld(perKey(keys, () => datum));

const zwischegespeichert = z.literal([0, 1, 2]).catch(0 satisfies Zwischengespeichert);

const text = z.string().catch('');

/**
 * The stored contact data; the last name is `name` in the module flows (spec §3), `nachname` is
 * read as well. Without a valid Anrede the answer is not contact data at all (null): the
 * application that stores them requires one.
 */
export const gespeicherteKontaktdatenSchema = z
  .object({
    anrede: z.enum(ANREDEN),
    vorname: text,
    name: text,
    nachname: text,
    weitereVornamen: text,
    geburtsname: text,
    geburtsdatum: text,
    geburtsort: text,
    staatsangehoerigkeit: z.string().optional().catch(undefined),
    aktArbeitgeber: text,
    behinderung: flag,
    strasse: text,
    land: text,
    plz: text,
    ort: text,
    email: text,
    telefon: text,
    bic: text,
    iban: text,
  })
  .transform(({ nachname, name, staatsangehoerigkeit, ...rest }): Kontaktdaten => ({
    ...rest,
    name: name || nachname,
    ...(staatsangehoerigkeit !== undefined ? { staatsangehoerigkeit } : {}),
  }))
  .nullable()
  .catch(null);

const basis = {
  zwischegespeichert,
  kontaktdaten: gespeicherteKontaktdatenSchema,
  antragsdatum: datum,
  ersteszulassungsdatum: datum,
};

export const modulStateWPSchema = jeFeld({
  ...basis,
  modulabmeldungen: flags(MODULE),
  modulanmeldungen: flags(MODUL_SLOTS),
  modulanrechnungen: flags(ANRECHENBARE_MODULE),
  modulverschiebungen: flags(MODUL_SLOTS),
  modulgeladenAm: daten(MODULE),
  modulverhindert: flags(PRUEFUNGSTEIL_KEYS),
});
export const modulStateEignungSchema = jeFeld({ ...basis, modulverhindert: flags(EIGNUNG_TEILE) });

/** The WP module state from any answer (an empty or failed one reads as "nothing allowed"). */
export const parseModulStateWP = (antwort: unknown): ModulStateWP => modulStateWPSchema.parse(antwort ?? {});

export const parseModulStateEignung = (antwort: unknown): ModulStateEignung =>
  modulStateEignungSchema.parse(antwort ?? {});

// Read beside the module state by the module and withdrawal pages (web app/slices/data.ts,
// loadZulassungsblock): in this group, not with the application's schemas.
export { zulassungsblockAntwortSchema } from './zulassungsblockAntwort';
