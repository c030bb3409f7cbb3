// The request schema of each declaration as the server checks it (strict), by the registry's key.
// Apart from the definitions because the schemas read their event numbers from them.
import type { z } from 'zod';
import {
  eignungPayloadSchema,
  eignungRuecknahmePayloadSchema,
  eignungRuecktrittPayloadSchema,
} from '../schemas/eignung';
import {
  kontaktdatenEignungPayloadSchema,
  kontaktdatenPayloadSchema,
} from '../schemas/kontaktdatenAenderung';
import {
  abmeldungPayloadSchema,
  anmeldungPayloadSchema,
  anrechnungPayloadSchema,
  gesamtruecktrittPayloadSchema,
  modulruecktrittPayloadSchema,
  verschiebungPayloadSchema,
} from '../schemas/modul';
import { verhindertEignungPayloadSchema, verhindertPayloadSchema } from '../schemas/triftigerGrund';
import { ruecknahmePayloadSchema, zulassungPayloadSchema } from '../schemas/zulassung';
import type { ErklaerungKey } from './index';

export const ANFRAGEN = {
  zulassungsantrag: zulassungPayloadSchema,
  ruecknahme: ruecknahmePayloadSchema,
  anmeldung: anmeldungPayloadSchema,
  abmeldung: abmeldungPayloadSchema,
  verschiebung: verschiebungPayloadSchema,
  anrechnung: anrechnungPayloadSchema,
  modulruecktritt: modulruecktrittPayloadSchema,
  gesamtruecktritt: gesamtruecktrittPayloadSchema,
  triftigerGrund: verhindertPayloadSchema,
  kontaktdaten: kontaktdatenPayloadSchema,
  eignungAntrag: eignungPayloadSchema,
  eignungRuecknahme: eignungRuecknahmePayloadSchema,
  eignungRuecktritt: eignungRuecktrittPayloadSchema,
  triftigerGrundEignung: verhindertEignungPayloadSchema,
  kontaktdatenEignung: kontaktdatenEignungPayloadSchema,
} as const satisfies Record<ErklaerungKey, z.ZodType>;
