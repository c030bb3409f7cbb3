// The payloads of the server's outbox jobs (issue 31.7): a receipt (rules/receipt.ts) and a decision
// letter (rules/bescheid.ts). A job's row is written by one version of the server and may be run by a
// later one, so the worker parses each payload with its schema where the job starts instead of
// casting it; a payload that does not fit fails that job like any other error (logged, retried).
// Each schema is checked against the type the job reads (`satisfies`), so the two cannot drift.
import { z } from 'zod';
import { isIsoDate } from '../dates';
import { ERKLAERUNG_KEYS, type ErklaerungKey } from '../erklaerungen/index';
import type { BescheidAnlass } from '../rules/bescheid';
import type { Erklaerung } from '../rules/fees';
import { MODUL_SLOTS, MODULE, type ModulSlot } from '../rules/module';
import type { Quittungsanlass } from '../rules/receipt';

const isoDate = z.string().refine(isIsoDate, 'not a day (YYYY-MM-DD)');
const art = z.enum(['WP', 'EIGNUNG']);
const modul = z.enum(MODULE);
const slot = z.enum(MODUL_SLOTS as readonly [ModulSlot, ...ModulSlot[]]);
const semester = z.object({
  value: z.string(),
  year: z.number().int(),
  semester: z.union([z.literal(1), z.literal(2)]),
  display: z.string(),
});
const betroffen = z.object({
  modul,
  termin: semester,
  geladen: z.boolean(),
  vorgezogen: z.boolean().optional(),
});
const anmeldungen = z.array(betroffen);
const zeitpunkt = { am: isoDate, bisEndeLetzteAufsichtsarbeit: z.boolean() };

const erklaerungSchema = z.discriminatedUnion('art', [
  z.object({ art: z.literal('zulassungsantrag'), termin: semester, module: z.array(modul) }),
  z.object({ art: z.literal('ruecknahme'), termin: semester, anmeldungen }),
  z.object({ art: z.literal('anmeldung'), termin: semester, module: z.array(modul) }),
  z.object({ art: z.literal('abmeldung'), anmeldungen }),
  z.object({ art: z.literal('verschiebung'), anmeldungen }),
  z.object({ art: z.literal('anrechnung'), stornierteAnmeldungen: anmeldungen }),
  z.object({ art: z.literal('modulruecktritt'), anmeldungen, ...zeitpunkt }),
  z.object({ art: z.literal('gesamtruecktritt'), anmeldungen, ...zeitpunkt }),
  z.object({ art: z.literal('triftigerGrund') }),
  z.object({ art: z.literal('kontaktdaten') }),
  z.object({ art: z.literal('eignungAntrag'), termin: semester }),
  z.object({ art: z.literal('eignungRuecknahme'), termin: semester }),
  z.object({ art: z.literal('eignungRuecktritt'), termin: semester, ...zeitpunkt }),
]) satisfies z.ZodType<Erklaerung>;

/** A receipt job: the declaration as its transaction handed it over (features/receipts/job.ts). */
export const receiptJobSchema = z.object({
  accountId: z.string(),
  declarationId: z.string(),
  ereignis: z.enum(ERKLAERUNG_KEYS as readonly [ErklaerungKey, ...ErklaerungKey[]]),
  termin: z.string().nullable(),
  module: z.array(slot),
  pruefungsteile: z.array(z.string()),
  angaben: z.array(z.object({ bezeichnung: z.string(), wert: z.string() })),
  dokumente: z.array(z.string()),
  eingegangenAm: z.string(),
  erklaerung: erklaerungSchema.nullable(),
}) satisfies z.ZodType<Omit<Quittungsanlass, 'kandidat'> & { accountId: string }>;

/** The copy of an application as sent (features/receipts/antragskopie.ts). */
export const antragskopieJobSchema = z.object({ accountId: z.string(), declarationId: z.string() });

const pruefungsmodul = modul.nullable();
const beschluss = z.enum(['accepted', 'rejected']);

/** A decision letter's job (features/bescheide/job.ts). */
export const bescheidJobSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  pruefungsart: art,
  datum: isoDate,
  inhalt: z.discriminatedUnion('art', [
    z.object({
      art: z.literal('zulassung'),
      ersteszulassungsdatum: isoDate,
      termin: z.string(),
      module: z.array(z.object({ modul, vorgezogen: z.boolean() })),
      lgs: z.string().nullable().optional(),
    }),
    z.object({ art: z.literal('ablehnung'), antragsdatum: isoDate.nullable(), begruendung: z.string() }),
    z.object({
      art: z.literal('triftigerGrund'),
      modul: pruefungsmodul,
      teil: z.string(),
      teilName: z.string(),
      ladungVom: isoDate,
      entscheidung: beschluss,
      begruendung: z.string().nullable(),
    }),
    z.object({
      art: z.literal('anrechnung'),
      modul: z.enum(['wr', 'bwl', 'st']),
      entscheidung: beschluss,
      begruendung: z.string().nullable(),
    }),
    z.object({
      art: z.literal('ladung'),
      modul: pruefungsmodul,
      teil: z.string(),
      teilName: z.string(),
      termin: z.string().nullable(),
      tage: z.array(isoDate).optional(),
    }),
    z.object({ art: z.literal('ergebnis'), modul: pruefungsmodul, ergebnis: z.enum(['passed', 'failed']) }),
  ]),
  bearbeitung: z.object({ entworfenVon: z.string(), freigegebenVon: z.string() }).optional(),
}) satisfies z.ZodType<BescheidAnlass>;
