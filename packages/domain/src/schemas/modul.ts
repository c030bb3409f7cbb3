// The module flows' selection (spec §4 "Selection rules", §5) and their submission envelopes
// (spec §3 "Submission envelope for module actions", §7 POST /api/modul/{kind}):
// { zulassungsblock, art, abgesendetAm, …selection flags }. The client checks its form with the
// selection schemas and sends only what the payload schemas accept; the server parses the same.
import { z } from 'zod';
import { isoDateSchema, semesterTextSchema } from '../fields';
import { messages } from '../messages';
import { abmeldung } from '../erklaerungen/abmeldung';
import { anmeldung } from '../erklaerungen/anmeldung';
import { anrechnung } from '../erklaerungen/anrechnung';
import { gesamtruecktritt } from '../erklaerungen/gesamtruecktritt';
import { modulruecktritt } from '../erklaerungen/modulruecktritt';
import { verschiebung } from '../erklaerungen/verschiebung';
import { MODUL_SLOTS, MODULE, type Modul, type ModulSlot, perKey, vorgezogenKey } from '../rules/module';
import { ANRECHENBARE_MODULE, type AnrechenbaresModul } from '../rules/modulState';
import { addHalfYears, parseSemester, parseSemesterDisplay } from '../rules/semester';
import { abgesendetAmSchema, IMMER, objekt, zulassungsblockSchema } from './antrag';

const v = messages.validation;

/** Key of the selection's group error (spec §5 'Sie haben keine Modulprüfung ausgewählt.'). */
export const MODULAUSWAHL_FEHLER = 'module';
/** Key of the proof documents' group error (credit, triftiger Grund). */
export const NACHWEISE_FEHLER = 'nachweise';

const flag = z.boolean({ error: v.eingabenUngueltig });
const flagsOf = <K extends string>(keys: readonly K[]) => perKey(keys, () => flag);

type Flags = Readonly<Partial<Record<string, unknown>>>;

const gewaehlt = (werte: Flags, keys: readonly string[]) => keys.filter((key) => werte[key] === true);

/** Spec §5: at least one module; June and August of one module never together (where both exist). */
function auswahlRegeln(keys: readonly string[], pfad: string[]) {
  return (werte: Flags, ctx: z.RefinementCtx) => {
    if (gewaehlt(werte, keys).length === 0) {
      ctx.addIssue({ code: 'custom', path: pfad, message: v.keineModulpruefung });
      return;
    }
    const doppelt = MODULE.some(
      (m) => keys.includes(vorgezogenKey(m)) && werte[m] === true && werte[vorgezogenKey(m)] === true,
    );
    if (doppelt) ctx.addIssue({ code: 'custom', path: pfad, message: v.zweiModuleGleicherArt });
  };
}

const umschlag = <A extends number>(art: A) => ({
  zulassungsblock: zulassungsblockSchema,
  art: z.literal(art, { error: v.eingabenUngueltig }),
  abgesendetAm: abgesendetAmSchema,
});

// ---------------------------------------------------------------------------------------------
// Registration (event 3), postponement (event 5): the eight slots; deregistration (event 4): the
// four modules.

export type SlotAuswahl = Record<ModulSlot, boolean>;
export type ModulFlags = Record<Modul, boolean>;

export const leereSlotAuswahl = (): SlotAuswahl => perKey(MODUL_SLOTS, () => false);

/** Step one of registration and postponement (the error sits on the group key 'module'). */
export const slotAuswahlSchema = objekt(flagsOf(MODUL_SLOTS)).superRefine(
  auswahlRegeln(MODUL_SLOTS, [MODULAUSWAHL_FEHLER]),
  IMMER,
);

/** Step one of the deregistration. */
export const abmeldungAuswahlSchema = objekt(flagsOf(MODULE)).superRefine(
  auswahlRegeln(MODULE, [MODULAUSWAHL_FEHLER]),
  IMMER,
);

/** POST /api/modul/anmeldung. */
export const anmeldungPayloadSchema = z
  .strictObject(
    { ...umschlag(anmeldung.ereignisarten[0]), ...flagsOf(MODUL_SLOTS) },
    { error: v.eingabenUngueltig },
  )
  .superRefine(auswahlRegeln(MODUL_SLOTS, []), IMMER);
export type AnmeldungPayload = z.output<typeof anmeldungPayloadSchema>;

/** POST /api/modul/abmeldung. */
export const abmeldungPayloadSchema = z
  .strictObject(
    { ...umschlag(abmeldung.ereignisarten[0]), ...flagsOf(MODULE) },
    { error: v.eingabenUngueltig },
  )
  .superRefine(auswahlRegeln(MODULE, []), IMMER);
export type AbmeldungPayload = z.output<typeof abmeldungPayloadSchema>;

/**
 * POST /api/modul/verschiebung: verschobenSemester ('YYYY/S', spec §5 semester text) is the term
 * after zulassungsblock – a postponement moves by exactly one term (spec §4).
 */
export const verschiebungPayloadSchema = z
  .strictObject(
    {
      ...umschlag(verschiebung.ereignisarten[0]),
      ...flagsOf(MODUL_SLOTS),
      verschobenSemester: semesterTextSchema(),
    },
    { error: v.eingabenUngueltig },
  )
  .superRefine(auswahlRegeln(MODUL_SLOTS, []), IMMER)
  .superRefine((werte, ctx) => {
    const termin =
      typeof werte.zulassungsblock === 'string' ? parseSemesterDisplay(werte.zulassungsblock) : null;
    const ziel =
      typeof werte.verschobenSemester === 'string' ? parseSemester(werte.verschobenSemester) : null;
    if (termin && ziel && addHalfYears(termin, 1).value !== ziel.value) {
      ctx.addIssue({ code: 'custom', path: ['verschobenSemester'], message: v.eingabenUngueltig });
    }
  }, IMMER);
export type VerschiebungPayload = z.output<typeof verschiebungPayloadSchema>;

// ---------------------------------------------------------------------------------------------
// Credit (event 6): WR, BWL, ST; WP is sent as false (spec §4). The files go as the lists
// masterzeugnis and pruefungsbescheinigung.

export const ANRECHNUNG_UPLOADS = ['masterzeugnis', 'pruefungsbescheinigung'] as const;
export type AnrechnungUpload = (typeof ANRECHNUNG_UPLOADS)[number];

const liste = z.array(z.unknown(), { error: v.eingabenUngueltig });

/** Step one: a module and at least one proof document [I: the spec asks for proof only implicitly]. */
export const anrechnungAuswahlSchema = objekt({
  ...flagsOf(ANRECHENBARE_MODULE),
  uploads: objekt(perKey(ANRECHNUNG_UPLOADS, () => liste)),
}).superRefine((werte, ctx) => {
  auswahlRegeln(ANRECHENBARE_MODULE, [MODULAUSWAHL_FEHLER])(werte, ctx);
  const uploads = (werte.uploads ?? {}) as Partial<Record<AnrechnungUpload, unknown[]>>;
  const dateien = ANRECHNUNG_UPLOADS.reduce((sum, name) => sum + (uploads[name]?.length ?? 0), 0);
  if (dateien === 0)
    ctx.addIssue({ code: 'custom', path: [NACHWEISE_FEHLER], message: v.mindestensEinNachweis });
}, IMMER);

/** The JSON part 'anrechnung' of POST /api/modul/anrechnung. */
export const anrechnungPayloadSchema = z
  .strictObject(
    {
      ...umschlag(anrechnung.ereignisarten[0]),
      wp: z.literal(false, { error: v.eingabenUngueltig }),
      ...flagsOf(ANRECHENBARE_MODULE),
    },
    { error: v.eingabenUngueltig },
  )
  .superRefine(auswahlRegeln(ANRECHENBARE_MODULE, []), IMMER);
export type AnrechnungPayload = z.output<typeof anrechnungPayloadSchema>;
export type AnrechnungFlags = Record<AnrechenbaresModul, boolean>;

// ---------------------------------------------------------------------------------------------
// Withdrawal from module exams (events 7 and 8). Decision [I]: 7 = withdrawal from the written
// exam (declared before or during the papers the candidate is invited to), 8 = withdrawal from the
// oral exam. The candidate says which part; the invitation dates identify the attempt.

export const RUECKTRITT_TEILE = ['schriftlich', 'muendlich'] as const;
export type RuecktrittTeil = (typeof RUECKTRITT_TEILE)[number];

export const ruecktrittArt = (teil: RuecktrittTeil): 7 | 8 =>
  teil === 'muendlich' ? modulruecktritt.ereignisarten[1] : modulruecktritt.ereignisarten[0];

export const geladenAmKey = (modul: Modul) => `${modul}GeladenAm` as const;
export type GeladenAmKey = ReturnType<typeof geladenAmKey>;

export const modulruecktrittAuswahlSchema = objekt({
  teil: z
    .string({ error: v.pflichtfeld })
    .refine((value) => (RUECKTRITT_TEILE as readonly string[]).includes(value), { error: v.pflichtfeld }),
  ...flagsOf(MODULE),
}).superRefine(auswahlRegeln(MODULE, [MODULAUSWAHL_FEHLER]), IMMER);

/** POST /api/modul/modulruecktritt: a chosen module carries its invitation date, the others null. */
export const modulruecktrittPayloadSchema = z
  .strictObject(
    {
      zulassungsblock: zulassungsblockSchema,
      art: z.union([z.literal(7), z.literal(8)], { error: v.eingabenUngueltig }),
      abgesendetAm: abgesendetAmSchema,
      ...flagsOf(MODULE),
      ...(perKey(MODULE.map(geladenAmKey), () =>
        isoDateSchema({ leer: v.eingabenUngueltig }).nullable(),
      ) as Record<GeladenAmKey, z.ZodNullable<ReturnType<typeof isoDateSchema>>>),
    },
    { error: v.eingabenUngueltig },
  )
  .superRefine(auswahlRegeln(MODULE, []), IMMER)
  .superRefine((werte, ctx) => {
    for (const m of MODULE) {
      const datum = (werte as Flags)[geladenAmKey(m)];
      const fehlt = datum === null || datum === undefined;
      if ((werte as Flags)[m] === true && fehlt) {
        ctx.addIssue({ code: 'custom', path: [geladenAmKey(m)], message: v.eingabenUngueltig });
      }
      if ((werte as Flags)[m] === false && !fehlt) {
        ctx.addIssue({ code: 'custom', path: [geladenAmKey(m)], message: v.eingabenUngueltig });
      }
    }
  }, IMMER);
export type ModulruecktrittPayload = z.output<typeof modulruecktrittPayloadSchema>;

// ---------------------------------------------------------------------------------------------
// Withdrawal from the whole exam (event 9), with the confirmation of spec §5.

export const gesamtruecktrittErklaerungSchema = objekt({
  bestaetigt: z.literal(true, { error: v.ruecktrittBestaetigen }),
});

/** POST /api/modul/pruefungrucktritt. */
export const gesamtruecktrittPayloadSchema = z.strictObject(
  {
    ...umschlag(gesamtruecktritt.ereignisarten[0]),
    bestaetigt: z.literal(true, { error: v.ruecktrittBestaetigen }),
  },
  { error: v.eingabenUngueltig },
);
export type GesamtruecktrittPayload = z.output<typeof gesamtruecktrittPayloadSchema>;
