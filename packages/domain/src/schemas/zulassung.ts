// The WP application for admission (spec §3 Zulassung, §4 selection rules, §5 final check) and
// the withdrawal of it (event 2). One schema per wizard page; `zulassungSchema` is all of them
// together – the final check of the client and the body check of POST /api/zulassung/files.
import { z } from 'zod';
import { ruecknahme } from '../erklaerungen/ruecknahme';
import { messages } from '../messages';
import type { VorzeitigeZulassung } from '../rules/facts';
import { MODUL_SLOTS, MODULE, type ModulSlot, slotModul, vorgezogenKey } from '../rules/module';
import { parseSemesterDisplay } from '../rules/semester';
import { modulwahlFehler, sperrgruende, verkuerzungDesAntrags } from '../rules/modulwahl';
import {
  gesperrteSlots,
  type Taetigkeit,
  type Verkuerzung,
  VERKUERZUNG_LEER,
  verkuerzungGesperrt,
  type Vorbildung,
} from '../rules/selection';
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
  antragKontaktdatenSchema,
  type KontaktdatenEntwurf,
  kontaktdatenEntwurfSchema,
  leereKontaktdaten,
} from './kontaktdaten';

const v = messages.validation;

/** Regional offices (spec §3): 1 Berlin … 6 Stuttgart; 0 unselected. */
export const LGS_CODES = [1, 2, 3, 4, 5, 6] as const;
export const VORZEITIGE_ZULASSUNGEN = [0, 6, 7] as const satisfies readonly VorzeitigeZulassung[];

/** The upload lists of the application (spec §3, §7), in the order of the call table. */
export const ZULASSUNG_UPLOADS = [
  'lebenslauf',
  'zeugnis',
  'attest',
  'agbescheinigung',
  'stbescheinigung',
  'agbescheinigung2',
  'stbescheinigung2',
  'verkuerzungbescheinigung',
] as const;
export type ZulassungUpload = (typeof ZULASSUNG_UPLOADS)[number];

/** ZUSATZ: free text; long enough for a few paragraphs, bounded against abuse. */
export const ZUSATZINFORMATIONEN_MAX = 2000;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The whole form of the application, as the wizard holds it and the interim save sends it. */
export interface ZulassungEntwurf extends Record<ModulSlot, boolean> {
  /** The term, the server's 'S/YYYY' text. */
  zulassungsblock: string;
  lgs: number;
  vorzeitigeZulassung: VorzeitigeZulassung;
  zusatzinformationen: string;
  kontaktdaten: KontaktdatenEntwurf;
  bishierigeZulassungen: BisherigeZulassungenEntwurf;
  vorbildung: Mutable<Vorbildung>;
  taetigkeit: Mutable<Taetigkeit>;
  verkuerzung: Mutable<Verkuerzung>;
  versicherung1: boolean;
  versicherung2: boolean;
  versicherung3: boolean;
}

export const leereZulassung = (zulassungsblock = ''): ZulassungEntwurf => ({
  zulassungsblock,
  lgs: 0,
  vorzeitigeZulassung: 0,
  wp: false,
  wr: false,
  bwl: false,
  st: false,
  wpVorgezogen: false,
  wrVorgezogen: false,
  bwlVorgezogen: false,
  stVorgezogen: false,
  zusatzinformationen: '',
  kontaktdaten: leereKontaktdaten(),
  bishierigeZulassungen: leereBisherigeZulassungen(),
  vorbildung: {
    hochschulstudium: false,
    zehnjaehrigeTaetigkeit: false,
    fuenfjaehrigeBerufserfahrung: false,
    fuenfjaehrigeBerufserfahrungArt: 0,
  },
  taetigkeit: { taetigkeit: 0, berufserfahrung: 0 },
  verkuerzung: { ...VERKUERZUNG_LEER },
  versicherung1: false,
  versicherung2: false,
  versicherung3: false,
});

// ---------------------------------------------------------------------------------------------
// Page 1: modulanmeldung

const flag = () => z.boolean({ error: v.eingabenUngueltig });
const slotFelder = Object.fromEntries(MODUL_SLOTS.map((slot) => [slot, flag()])) as Record<
  ModulSlot,
  ReturnType<typeof flag>
>;

const codeSchema = <T extends number>(codes: readonly T[]) =>
  z
    .number({ error: v.pflichtfeld })
    .refine((value) => (codes as readonly number[]).includes(value), { error: v.pflichtfeld })
    .transform((value) => value as T);

const modulanmeldungFelder = {
  zulassungsblock: zulassungsblockSchema,
  lgs: codeSchema(LGS_CODES),
  vorzeitigeZulassung: codeSchema(VORZEITIGE_ZULASSUNGEN),
  ...slotFelder,
  zusatzinformationen: z
    .string({ error: v.eingabenUngueltig })
    .max(ZUSATZINFORMATIONEN_MAX, { error: v.zuLang })
    .transform((value) => value.trim()),
};

/** The error of the module group sits on this key (no field of its own). */
export const MODULE_FEHLER = 'module';

/**
 * Spec §5: at least one module. Spec §4: a module ruled out by vorzeitigeZulassung stays
 * unticked, an early (June) slot exists only in term 2, never June and August of one module.
 */
function modulRegel(value: Partial<Record<string, unknown>>, ctx: z.RefinementCtx) {
  const gewaehlt = MODUL_SLOTS.filter((slot) => value[slot] === true);
  if (gewaehlt.length === 0) {
    ctx.addIssue({ code: 'custom', path: [MODULE_FEHLER], message: v.pflichtfeld });
    return;
  }
  const vz = value.vorzeitigeZulassung;
  const gesperrt = gesperrteSlots(vz === 6 || vz === 7 ? vz : 0);
  const termin =
    typeof value.zulassungsblock === 'string' ? parseSemesterDisplay(value.zulassungsblock) : null;
  for (const slot of gewaehlt) {
    const fremd = slot !== slotModul(slot) && termin !== null && termin.semester !== 2;
    if (gesperrt[slot] || fremd) ctx.addIssue({ code: 'custom', path: [slot], message: v.eingabenUngueltig });
  }
  if (MODULE.some((m) => value[m] === true && value[vorgezogenKey(m)] === true)) {
    ctx.addIssue({ code: 'custom', path: [MODULE_FEHLER], message: v.zweiModuleGleicherArt });
  }
}

export const modulanmeldungSchema = objekt(modulanmeldungFelder).superRefine(modulRegel, IMMER);

// ---------------------------------------------------------------------------------------------
// Page 2: kontaktdaten; page 3: bisherigezulassungsantraege

export const kontaktdatenSchrittSchema = objekt({ kontaktdaten: antragKontaktdatenSchema });
export const bisherigeZulassungenSchrittSchema = objekt({
  bishierigeZulassungen: bisherigeZulassungenSchema,
});

// ---------------------------------------------------------------------------------------------
// Page 4: akademischevorbildung

/**
 * § 22 (2) WiPrPrüfV: an admission after an earlier one (page 3 says "einmal/zweimal zugelassen", the
 * second overall attempt) needs only CV, the earlier applications and the shortening declaration –
 * no Vorbildung. Page 3's answer decides, on both sides; the server also checks it against the
 * candidate's career (rules/laufbahn.ts).
 */
export const vorbildungErforderlich = (bisherigeArt: unknown): boolean =>
  bisherigeArt !== 2 && bisherigeArt !== 3;

const vorbildungFelder = objekt({
  hochschulstudium: flag(),
  zehnjaehrigeTaetigkeit: flag(),
  fuenfjaehrigeBerufserfahrung: flag(),
  fuenfjaehrigeBerufserfahrungArt: z.number({ error: v.eingabenUngueltig }),
});

type MitVorbildung = { vorbildung?: unknown; bishierigeZulassungen?: { art?: unknown } | undefined };

/**
 * The rules of page 4; `erforderlich` false (a repeat admission) allows no answer at all. IMMER runs
 * them on input that failed the field checks too, so they read it defensively.
 */
const vorbildungRegel =
  (erforderlich: (wert: MitVorbildung) => boolean) => (wert: MitVorbildung, ctx: z.RefinementCtx) => {
    const value = (
      typeof wert?.vorbildung === 'object' && wert.vorbildung !== null ? wert.vorbildung : {}
    ) as Partial<Record<keyof z.output<typeof vorbildungFelder>, unknown>>;
    const keine =
      value.hochschulstudium !== true &&
      value.zehnjaehrigeTaetigkeit !== true &&
      value.fuenfjaehrigeBerufserfahrung !== true;
    if (keine && erforderlich(wert)) {
      ctx.addIssue({ code: 'custom', path: ['vorbildung', AUSWAHL_FEHLER], message: v.pflichtfeld });
    }
    const art = value.fuenfjaehrigeBerufserfahrungArt;
    // [I] The five-year experience names its kind; without the option the kind is 0.
    if (value.fuenfjaehrigeBerufserfahrung === true ? art !== 1 && art !== 2 : art !== 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['vorbildung', 'fuenfjaehrigeBerufserfahrungArt'],
        message: v.pflichtfeld,
      });
    }
  };

const vorbildungNachBisherigen = vorbildungRegel((wert) =>
  vorbildungErforderlich(wert.bishierigeZulassungen?.art),
);

/** Page 4 with page 3's answer (the form's values hold both; the other keys are stripped). */
export const vorbildungSchrittSchema = objekt({
  vorbildung: vorbildungFelder,
  bishierigeZulassungen: objekt({ art: z.unknown() }).optional(),
}).superRefine(vorbildungNachBisherigen, IMMER);

// ---------------------------------------------------------------------------------------------
// Page 5: praktischevorbildung (no answer required; spec §4: the two reset each other)

export const taetigkeitSchema = objekt({
  taetigkeit: z.number({ error: v.eingabenUngueltig }),
  berufserfahrung: z.number({ error: v.eingabenUngueltig }),
})
  .superRefine((value, ctx) => {
    if (![0, 1, 2, 3].includes(value.taetigkeit)) {
      ctx.addIssue({ code: 'custom', path: ['taetigkeit'], message: v.eingabenUngueltig });
    }
    if (
      ![0, 1, 2].includes(value.berufserfahrung) ||
      (value.berufserfahrung !== 0 && value.taetigkeit !== 0)
    ) {
      ctx.addIssue({ code: 'custom', path: ['berufserfahrung'], message: v.eingabenUngueltig });
    }
  }, IMMER)
  .transform((value) => value as Mutable<Taetigkeit>);

export const taetigkeitSchrittSchema = objekt({ taetigkeit: taetigkeitSchema });

// ---------------------------------------------------------------------------------------------
// Page 6: pruefungsverkuerzung

export const verkuerzungSchema = objekt({
  vollPruefung: flag(),
  par8a: flag(),
  par131: flag(),
  par132: flag(),
  par13b1: flag(),
  par13b2: flag(),
}).superRefine((value, ctx) => {
  const optionen = Object.keys(VERKUERZUNG_LEER) as (keyof Verkuerzung)[];
  const gewaehlt = optionen.filter((option) => value[option] === true);
  if (gewaehlt.length === 0) {
    ctx.addIssue({ code: 'custom', path: [AUSWAHL_FEHLER], message: v.pflichtfeld });
    return;
  }
  // A ticked option that the others disable (spec §4) is a combination the form never sends.
  const gesperrt = verkuerzungGesperrt(value);
  if (gewaehlt.some((option) => gesperrt[option])) {
    ctx.addIssue({ code: 'custom', path: [AUSWAHL_FEHLER], message: v.eingabenUngueltig });
  }
}, IMMER);

export const verkuerzungSchrittSchema = objekt({ verkuerzung: verkuerzungSchema });

// ---------------------------------------------------------------------------------------------
// Page 7: zusammenfassung

export const zusammenfassungSchema = objekt(versicherungenFelder);

/**
 * a module the declared shortening (page 6) replaces cannot be registered on page 1; the error
 * sits on the module's slot (the June check needs the office's term and is the server's).
 */
function verkuerzungsRegel(value: Partial<Record<string, unknown>>, ctx: z.RefinementCtx) {
  const verkuerzung = value.verkuerzung;
  if (typeof verkuerzung !== 'object' || verkuerzung === null) return;
  const fehler = modulwahlFehler(
    value,
    { blockiert: sperrgruende(0, verkuerzungDesAntrags(value)), juni: MODULE },
    '',
  );
  for (const [slot, message] of Object.entries(fehler))
    ctx.addIssue({ code: 'custom', path: [slot], message });
}

// ---------------------------------------------------------------------------------------------
// Everything: the final check (spec §5) and the JSON part of POST /api/zulassung/files.

export const zulassungSchema = objekt({
  ...modulanmeldungFelder,
  kontaktdaten: antragKontaktdatenSchema,
  bishierigeZulassungen: bisherigeZulassungenSchema,
  vorbildung: vorbildungFelder.transform((value) => value as Mutable<Vorbildung>),
  taetigkeit: taetigkeitSchema,
  verkuerzung: verkuerzungSchema,
  ...versicherungenFelder,
})
  .superRefine(modulRegel, IMMER)
  .superRefine(verkuerzungsRegel, IMMER)
  .superRefine(vorbildungNachBisherigen, IMMER);

export type Zulassung = z.output<typeof zulassungSchema>;

export const zulassungDateienSchema = dateienSchema(ZULASSUNG_UPLOADS);
export type ZulassungDateien = z.output<typeof zulassungDateienSchema>;

/** The final submit's JSON part: the checked application plus the stored files it keeps. */
export const zulassungPayloadSchema = zulassungSchema.and(
  objekt({ dateien: zulassungDateienSchema.optional() }),
);

// ---------------------------------------------------------------------------------------------
// Interim save (POST /api/zulassung/zwischenspeichern): any state of the form, bounded.

export const zulassungEntwurfSchema = objekt({
  zulassungsblock: entwurfText(20),
  lgs: entwurfCode(6),
  vorzeitigeZulassung: z
    .union([z.literal(0), z.literal(6), z.literal(7)], { error: v.eingabenUngueltig })
    .default(0),
  ...(Object.fromEntries(MODUL_SLOTS.map((slot) => [slot, entwurfFlag()])) as Record<
    ModulSlot,
    ReturnType<typeof entwurfFlag>
  >),
  zusatzinformationen: entwurfText(ZUSATZINFORMATIONEN_MAX),
  kontaktdaten: kontaktdatenEntwurfSchema.default(leereKontaktdaten()),
  bishierigeZulassungen: bisherigeZulassungenEntwurfSchema,
  vorbildung: objekt({
    hochschulstudium: entwurfFlag(),
    zehnjaehrigeTaetigkeit: entwurfFlag(),
    fuenfjaehrigeBerufserfahrung: entwurfFlag(),
    fuenfjaehrigeBerufserfahrungArt: entwurfCode(2),
  }).default(leereZulassung().vorbildung),
  taetigkeit: objekt({ taetigkeit: entwurfCode(3), berufserfahrung: entwurfCode(2) }).default({
    taetigkeit: 0,
    berufserfahrung: 0,
  }),
  verkuerzung: objekt({
    vollPruefung: entwurfFlag(),
    par8a: entwurfFlag(),
    par131: entwurfFlag(),
    par132: entwurfFlag(),
    par13b1: entwurfFlag(),
    par13b2: entwurfFlag(),
  }).default({ ...VERKUERZUNG_LEER }),
  versicherung1: entwurfFlag(),
  versicherung2: entwurfFlag(),
  versicherung3: entwurfFlag(),
  dateien: zulassungDateienSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Withdrawal of the application (event 2, POST /api/modul/ruecknahme)

/** The declaration page: the confirmation box (spec §5). */
export const ruecknahmeErklaerungSchema = objekt({
  bestaetigt: z.literal(true, { error: v.ruecknahmeBestaetigen }),
});

export const ruecknahmePayloadSchema = objekt({
  zulassungsblock: zulassungsblockSchema,
  art: z.literal(ruecknahme.ereignisarten[0], { error: v.eingabenUngueltig }),
  abgesendetAm: abgesendetAmSchema,
  bestaetigt: z.literal(true, { error: v.ruecknahmeBestaetigen }),
});
export type RuecknahmePayload = z.output<typeof ruecknahmePayloadSchema>;
