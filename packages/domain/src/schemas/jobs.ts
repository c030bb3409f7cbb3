// The payloads of the server's outbox jobs (issue 31.7): a receipt (rules/receipt.ts) and a decision
// letter (rules/bescheid.ts). A job's row is written by one version of the server and may be run by a
// later one, so the worker parses each payload with its schema where the job starts instead of
// casting it; a payload that does not fit fails that job like any other error (logged, retried).
// Each schema is checked against the type the job reads (`satisfies`), so the two cannot drift, and
// every object is strict: `satisfies` does not see an optional key the schema lacks, and a plain
// object would strip it silently (the merge of issue 26 lost the letter's drafter/releaser line that
// way); a strict one fails the job loudly instead, and the tests that wait for the letter with it.
import { z } from 'zod';
import { isIsoDate } from '../dates';
import { ergebnisNotenAntwortSchema } from './ergebnis-noten';
import { ERKLAERUNG_KEYS, type ErklaerungKey } from '../erklaerungen/index';
import type { BescheidAnlass } from '../rules/bescheid';
import type { Erklaerung } from '../rules/fees';
import { MODUL_SLOTS, MODULE, type ModulSlot } from '../rules/module';
import type { Quittungsanlass } from '../rules/receipt';

const isoDate = z.string().refine(isIsoDate, 'not a day (YYYY-MM-DD)');
const art = z.enum(['WP', 'EIGNUNG']);
const modul = z.enum(MODULE);
const slot = z.enum(MODUL_SLOTS as readonly [ModulSlot, ...ModulSlot[]]);
const semester = z.strictObject({
  value: z.string(),
  year: z.number().int(),
  semester: z.union([z.literal(1), z.literal(2)]),
  display: z.string(),
});
const betroffen = z.strictObject({
  modul,
  termin: semester,
  geladen: z.boolean(),
  vorgezogen: z.boolean().optional(),
});
const anmeldungen = z.array(betroffen);
const zeitpunkt = { am: isoDate, bisEndeLetzteAufsichtsarbeit: z.boolean() };

const erklaerungSchema = z.discriminatedUnion('art', [
  z.strictObject({ art: z.literal('zulassungsantrag'), termin: semester, module: z.array(modul) }),
  z.strictObject({ art: z.literal('ruecknahme'), termin: semester, anmeldungen }),
  z.strictObject({ art: z.literal('anmeldung'), termin: semester, module: z.array(modul) }),
  z.strictObject({ art: z.literal('abmeldung'), anmeldungen }),
  z.strictObject({ art: z.literal('verschiebung'), anmeldungen }),
  z.strictObject({ art: z.literal('anrechnung'), stornierteAnmeldungen: anmeldungen }),
  z.strictObject({ art: z.literal('modulruecktritt'), anmeldungen, ...zeitpunkt }),
  z.strictObject({ art: z.literal('gesamtruecktritt'), anmeldungen, ...zeitpunkt }),
  z.strictObject({ art: z.literal('triftigerGrund') }),
  z.strictObject({ art: z.literal('kontaktdaten') }),
  z.strictObject({ art: z.literal('eignungAntrag'), termin: semester }),
  z.strictObject({ art: z.literal('eignungRuecknahme'), termin: semester }),
  z.strictObject({ art: z.literal('eignungRuecktritt'), termin: semester, ...zeitpunkt }),
]) satisfies z.ZodType<Erklaerung>;

/** A receipt job: the declaration as its transaction handed it over (features/receipts/job.ts). */
export const receiptJobSchema = z.strictObject({
  accountId: z.string(),
  declarationId: z.string(),
  ereignis: z.enum(ERKLAERUNG_KEYS as readonly [ErklaerungKey, ...ErklaerungKey[]]),
  termin: z.string().nullable(),
  module: z.array(slot),
  pruefungsteile: z.array(z.string()),
  angaben: z.array(z.strictObject({ bezeichnung: z.string(), wert: z.string() })),
  dokumente: z.array(z.string()),
  eingegangenAm: z.string(),
  erklaerung: erklaerungSchema.nullable(),
}) satisfies z.ZodType<Omit<Quittungsanlass, 'kandidat'> & { accountId: string }>;

/** The copy of an application as sent (features/receipts/antragskopie.ts). */
export const antragskopieJobSchema = z.strictObject({ accountId: z.string(), declarationId: z.string() });

const pruefungsmodul = modul.nullable();
/** A result's parts in hundredths (decision 0056), in the result and the correction letter. */
const notenSchema = ergebnisNotenAntwortSchema;
const beschluss = z.enum(['accepted', 'rejected']);

/** A decision letter's job (features/bescheide/job.ts). */
export const bescheidJobSchema = z.strictObject({
  id: z.string(),
  accountId: z.string(),
  pruefungsart: art,
  datum: isoDate,
  inhalt: z.discriminatedUnion('art', [
    z.strictObject({
      art: z.literal('zulassung'),
      ersteszulassungsdatum: isoDate,
      termin: z.string(),
      module: z.array(z.strictObject({ modul, vorgezogen: z.boolean() })),
      lgs: z.string().nullable().optional(),
    }),
    z.strictObject({
      art: z.literal('ablehnung'),
      antragsdatum: isoDate.nullable(),
      begruendung: z.string(),
    }),
    z.strictObject({
      art: z.literal('triftigerGrund'),
      modul: pruefungsmodul,
      teil: z.string(),
      teilName: z.string(),
      ladungVom: isoDate,
      entscheidung: beschluss,
      begruendung: z.string().nullable(),
    }),
    z.strictObject({
      art: z.literal('anrechnung'),
      modul: z.enum(['wr', 'bwl', 'st']),
      entscheidung: beschluss,
      begruendung: z.string().nullable(),
    }),
    z.strictObject({
      art: z.literal('nachteilsausgleich'),
      entscheidung: beschluss,
      massnahmen: z.array(z.string()),
      begruendung: z.string().nullable(),
    }),
    z.strictObject({
      art: z.literal('ladung'),
      modul: pruefungsmodul,
      teil: z.string(),
      teilName: z.string(),
      termin: z.string().nullable(),
      tage: z.array(isoDate).optional(),
      sitzung: z.enum(['februar', 'juni', 'august']).nullable().optional(),
      beginn: z.array(z.string().nullable()).optional(),
      lgs: z.string().nullable().optional(),
      ort: z.string().nullable().optional(),
      massnahmen: z.array(z.string()).optional(),
    }),
    z.strictObject({
      art: z.literal('ergebnis'),
      modul: pruefungsmodul,
      ergebnis: z.enum(['passed', 'failed']),
      noten: notenSchema.optional(),
      versuche: z.strictObject({ versuch: z.number().int(), moeglich: z.number().int() }).optional(),
    }),
    z.strictObject({
      art: z.literal('berichtigung'),
      modul: pruefungsmodul,
      ergebnisVom: isoDate,
      vorher: z.enum(['passed', 'failed']),
      vorherNoten: notenSchema.optional(),
      ergebnis: z.enum(['passed', 'failed']),
      noten: notenSchema.optional(),
      begruendung: z.string(),
      versuche: z.strictObject({ versuch: z.number().int(), moeglich: z.number().int() }),
    }),
    z.strictObject({
      art: z.literal('nachforderung'),
      antragsdatum: isoDate.nullable(),
      frist: isoDate,
      punkte: z.array(z.string()),
      hinweis: z.string().nullable(),
    }),
    z.strictObject({
      art: z.literal('widerspruch'),
      ergebnis: z.enum(['abgeholfen', 'zurueckgewiesen', 'zurueckgenommen']),
      eingegangenAm: isoDate,
      bescheidVom: isoDate,
      bescheidDatei: z.string(),
      verspaetet: z.boolean(),
      fristEnde: isoDate,
      begruendung: z.string().nullable(),
      abhilfe: z.string().nullable(),
      gericht: z.string().nullable(),
    }),
    z.strictObject({
      art: z.literal('aufhebung'),
      vorschrift: z.enum(['p48', 'p49']),
      widerrufsgrund: z.string().nullable(),
      entscheidung: z.enum(['zulassung', 'anrechnung', 'triftigerGrund', 'nachteilsausgleich']),
      bescheidVom: isoDate,
      bescheidDatei: z.string(),
      kenntnisAm: isoDate,
      erschlichen: z.boolean().optional(),
      betroffen: z.array(z.string()),
      begruendung: z.string(),
    }),
    z.strictObject({
      art: z.literal('bescheidBerichtigung'),
      bescheidVom: isoDate,
      bescheidDatei: z.string(),
      fehlerart: z.enum(['schreibfehler', 'rechenfehler', 'offenbar']),
      unrichtig: z.string(),
      richtig: z.string(),
      begruendung: z.string(),
      zulassungsdatum: isoDate.optional(),
    }),
  ]),
  bearbeitung: z.strictObject({ entworfenVon: z.string(), freigegebenVon: z.string() }).optional(),
}) satisfies z.ZodType<BescheidAnlass>;

/** Every key of every member of a union, named `art.key` where the member has an `art`. */
type KeysOf<T> = T extends unknown
  ? `${T extends { art: infer A extends string } ? A : '-'}.${Extract<keyof T, string>}`
  : never;
/** The keys a job type has and its strict schema lacks (a payload with them would fail the job). */
type Missing<S extends z.ZodType, T> = Exclude<KeysOf<T>, KeysOf<z.output<S>>>;
/** Compiles only when T is exactly `never`. */
type None<T extends never> = T;
// `satisfies` above cannot see an optional key the schema lacks; these fail the type check naming it.
type _JobSchemasComplete = [
  None<Missing<typeof bescheidJobSchema, BescheidAnlass>>,
  None<Missing<typeof bescheidJobSchema.shape.inhalt, BescheidAnlass['inhalt']>>,
  None<Missing<typeof erklaerungSchema, Erklaerung>>,
];
