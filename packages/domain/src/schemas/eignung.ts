// The aptitude-test application (spec §3 Eignung, §4 shortening rules, §5: as the WP application,
// except geburtsort is not required; land required; wahlfach not 0; at least one verkuerzung
// option) and the two withdrawals of the aptitude test (events 13 and 14).
import { z } from 'zod';
import { eignungRuecknahme } from '../erklaerungen/eignungRuecknahme';
import { eignungRuecktritt } from '../erklaerungen/eignungRuecktritt';
import { messages } from '../messages';
import { isEignungQualifikationsland } from '../rules/laender';
import { VERKUERZUNG_EP_LEER, type VerkuerzungEP, verkuerzungEPGesperrt } from '../rules/selection';
import {
  abgesendetAmSchema,
  AUSWAHL_FEHLER,
  bisherigeZulassungenSchema,
  type BisherigeZulassungenEntwurf,
  bisherigeZulassungenEntwurfSchema,
  dateienSchema,
  entwurfCode,
  entwurfFlag,
  entwurfText,
  IMMER,
  objekt,
  leereBisherigeZulassungen,
  versicherungenFelder,
  zulassungsblockSchema,
} from './antrag';
import {
  type EignungKontaktdatenEntwurf,
  eignungKontaktdatenEntwurfSchema,
  eignungKontaktdatenSchema,
  leereEignungKontaktdaten,
} from './kontaktdaten';

const v = messages.validation;

/** Spec §3: 1 Steuerrecht II, 2 Insolvenzrecht, 3 Grundzüge des Kapitalmarktrechts; 0 unselected. */
export const WAHLFAECHER = [1, 2, 3] as const;
export type Wahlfach = (typeof WAHLFAECHER)[number];

/** Upload lists of the aptitude-test application (spec §3, §7). */
export const EIGNUNG_UPLOADS = ['nachweise', 'zeugnis', 'wahlfach'] as const;
export type EignungUpload = (typeof EIGNUNG_UPLOADS)[number];

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface EignungEntwurf {
  zulassungsblock: string;
  /** Country of qualification (ISO code of a European state other than Germany). */
  land: string;
  wahlfach: number;
  kontaktdaten: EignungKontaktdatenEntwurf;
  bishierigeZulassungenEP: BisherigeZulassungenEntwurf;
  verkuerzungEP: Mutable<VerkuerzungEP>;
  versicherung1: boolean;
  versicherung2: boolean;
  versicherung3: boolean;
}

export const leereEignung = (zulassungsblock = ''): EignungEntwurf => ({
  zulassungsblock,
  land: '',
  wahlfach: 0,
  kontaktdaten: leereEignungKontaktdaten(),
  bishierigeZulassungenEP: leereBisherigeZulassungen(),
  verkuerzungEP: { ...VERKUERZUNG_EP_LEER },
  versicherung1: false,
  versicherung2: false,
  versicherung3: false,
});

const flag = () => z.boolean({ error: v.eingabenUngueltig });

const anmeldungFelder = {
  zulassungsblock: zulassungsblockSchema,
  land: z.string({ error: v.pflichtfeld }).refine(isEignungQualifikationsland, { error: v.pflichtfeld }),
  wahlfach: z
    .number({ error: v.pflichtfeld })
    .refine((value) => (WAHLFAECHER as readonly number[]).includes(value), { error: v.pflichtfeld })
    .transform((value) => value as Wahlfach),
};

/** Page 'anmeldung'. */
export const eignungAnmeldungSchema = objekt(anmeldungFelder);

/** Page 'kontaktdaten'. */
export const eignungKontaktdatenSchrittSchema = objekt({ kontaktdaten: eignungKontaktdatenSchema });

/** Spec §5: at least one option; spec §4: 1 excludes the others, 2/3 and 4/5 exclude each other. */
export const verkuerzungEPSchema = objekt({
  verkuerzung1: flag(),
  verkuerzung2: flag(),
  verkuerzung3: flag(),
  verkuerzung4: flag(),
  verkuerzung5: flag(),
}).superRefine((value, ctx) => {
  const optionen = Object.keys(VERKUERZUNG_EP_LEER) as (keyof VerkuerzungEP)[];
  const gewaehlt = optionen.filter((option) => value[option] === true);
  if (gewaehlt.length === 0) {
    ctx.addIssue({ code: 'custom', path: [AUSWAHL_FEHLER], message: v.pflichtfeld });
    return;
  }
  const gesperrt = verkuerzungEPGesperrt(value);
  if (gewaehlt.some((option) => gesperrt[option])) {
    ctx.addIssue({ code: 'custom', path: [AUSWAHL_FEHLER], message: v.eingabenUngueltig });
  }
}, IMMER);

/** Page 'erklaerung'. */
export const eignungErklaerungSchema = objekt({
  bishierigeZulassungenEP: bisherigeZulassungenSchema,
  verkuerzungEP: verkuerzungEPSchema,
});

/** Page 'zusammenfassung'. */
export const eignungZusammenfassungSchema = objekt(versicherungenFelder);

/** The final check and the JSON part of POST /api/eignung/files. */
export const eignungSchema = objekt({
  ...anmeldungFelder,
  kontaktdaten: eignungKontaktdatenSchema,
  bishierigeZulassungenEP: bisherigeZulassungenSchema,
  verkuerzungEP: verkuerzungEPSchema,
  ...versicherungenFelder,
});
export type Eignung = z.output<typeof eignungSchema>;

export const eignungDateienSchema = dateienSchema(EIGNUNG_UPLOADS);

export const eignungPayloadSchema = eignungSchema.extend({ dateien: eignungDateienSchema.optional() });

// ---------------------------------------------------------------------------------------------
// Interim save (POST /api/eignung/zwischenspeichern)

export const eignungEntwurfSchema = objekt({
  zulassungsblock: entwurfText(20),
  land: entwurfText(2),
  wahlfach: entwurfCode(3),
  kontaktdaten: eignungKontaktdatenEntwurfSchema.default(leereEignungKontaktdaten()),
  bishierigeZulassungenEP: bisherigeZulassungenEntwurfSchema,
  verkuerzungEP: objekt({
    verkuerzung1: entwurfFlag(),
    verkuerzung2: entwurfFlag(),
    verkuerzung3: entwurfFlag(),
    verkuerzung4: entwurfFlag(),
    verkuerzung5: entwurfFlag(),
  }).default({ ...VERKUERZUNG_EP_LEER }),
  versicherung1: entwurfFlag(),
  versicherung2: entwurfFlag(),
  versicherung3: entwurfFlag(),
  dateien: eignungDateienSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Withdrawal of the application (event 13) and from the aptitude test (event 14)

export const eignungRuecknahmePayloadSchema = objekt({
  zulassungsblock: zulassungsblockSchema,
  art: z.literal(eignungRuecknahme.ereignisarten[0], { error: v.eingabenUngueltig }),
  abgesendetAm: abgesendetAmSchema,
  bestaetigt: z.literal(true, { error: v.ruecknahmeBestaetigen }),
});

/** Spec §5: 'Der Rücktritt muss bestätigt werden.' */
export const eignungRuecktrittErklaerungSchema = objekt({
  bestaetigt: z.literal(true, { error: v.ruecktrittBestaetigen }),
});

export const eignungRuecktrittPayloadSchema = objekt({
  zulassungsblock: zulassungsblockSchema,
  art: z.literal(eignungRuecktritt.ereignisarten[0], { error: v.eingabenUngueltig }),
  abgesendetAm: abgesendetAmSchema,
  bestaetigt: z.literal(true, { error: v.ruecktrittBestaetigen }),
});
