// Contact change (spec §2 meinedaten/kontaktdatenaendern, §7 POST /api/modul/kontaktdaten and
// /api/modul/kontaktdateneignung, events 10 and 16): the application's contact fields and checks
// (key-up, spec §5) with the module flows' `name` for the last name (spec §3); the JSON part
// 'kontaktdaten' is the checked contact data plus art and abgesendetAm. Files go as the lists
// lebenslauf and attest.
import { z } from 'zod';
import { messages } from '../messages';
import { kontaktdaten } from '../erklaerungen/kontaktdaten';
import { kontaktdatenEignung } from '../erklaerungen/kontaktdatenEignung';
import type { Kontaktdaten } from '../rules/facts';
import { STANDARD_LAND } from '../rules/laender';
import { abgesendetAmSchema, objekt } from './antrag';
import {
  type EignungKontaktdatenEntwurf,
  leereEignungKontaktdaten,
  modulKontaktdatenEignungSchema,
  modulKontaktdatenSchema,
} from './kontaktdaten';

const v = messages.validation;

export const KONTAKTDATEN_UPLOADS = ['lebenslauf', 'attest'] as const;
export type KontaktdatenUpload = (typeof KONTAKTDATEN_UPLOADS)[number];

/** The form's contact data: the application's draft with `name` for the last name. */
export type ModulKontaktdatenEntwurf = Omit<EignungKontaktdatenEntwurf, 'nachname'> & { name: string };

/** The form (WP); uploads are optional. */
export const kontaktdatenAenderungSchema = objekt({ kontaktdaten: modulKontaktdatenSchema });
/** The form (aptitude test): with the nationality, place of birth optional. */
export const kontaktdatenAenderungEignungSchema = objekt({ kontaktdaten: modulKontaktdatenEignungSchema });

/** JSON part 'kontaktdaten' of POST /api/modul/kontaktdaten (event 10). */
export const kontaktdatenPayloadSchema = modulKontaktdatenSchema.safeExtend({
  art: z.literal(kontaktdaten.ereignisarten[0], { error: v.eingabenUngueltig }),
  abgesendetAm: abgesendetAmSchema,
});
/** JSON part 'kontaktdaten' of POST /api/modul/kontaktdateneignung (event 16). */
export const kontaktdatenEignungPayloadSchema = modulKontaktdatenEignungSchema.safeExtend({
  art: z.literal(kontaktdatenEignung.ereignisarten[0], { error: v.eingabenUngueltig }),
  abgesendetAm: abgesendetAmSchema,
});
export type KontaktdatenPayload = z.output<typeof kontaktdatenPayloadSchema>;
export type KontaktdatenEignungPayload = z.output<typeof kontaktdatenEignungPayloadSchema>;

/** The stored contact data (module state) as the form's draft; nothing stored → an empty form. */
export function kontaktdatenEntwurfAus(gespeichert: Kontaktdaten | null): ModulKontaktdatenEntwurf {
  if (!gespeichert) {
    const { nachname: _nachname, ...leer } = leereEignungKontaktdaten();
    return { ...leer, name: '' };
  }
  const { staatsangehoerigkeit, ...rest } = gespeichert;
  return { ...rest, land: rest.land || STANDARD_LAND, staatsangehoerigkeit: staatsangehoerigkeit ?? '' };
}

/**
 * The JSON part before its schema checks and normalises it (IBAN/BIC without spaces, trimmed
 * texts); WP sends no nationality.
 */
export function kontaktdatenTeil(
  entwurf: ModulKontaktdatenEntwurf,
  art: 'WP' | 'EIGNUNG',
  abgesendetAm: string,
): Record<string, unknown> {
  const { staatsangehoerigkeit, ...rest } = entwurf;
  return {
    art: art === 'WP' ? kontaktdaten.ereignisarten[0] : kontaktdatenEignung.ereignisarten[0],
    abgesendetAm,
    ...rest,
    ...(art === 'EIGNUNG' ? { staatsangehoerigkeit } : {}),
  };
}
