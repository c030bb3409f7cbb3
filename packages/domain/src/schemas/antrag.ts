// What both application forms share (spec §3 Zulassung and Eignung, §5 final check): the term,
// the earlier admissions, the three confirmations, the application's status and the names of the
// files already stored with a draft. Also what every declaration's schema needs (abgesendetAm): the
// module pages import it from here, not from zulassung.ts, whose application schemas (with the
// country list) would otherwise be built on pages that never show the application (issue 29.5).
import { z } from 'zod';
import { isIsoDate } from '../dates';
import { messages } from '../messages';
import type { AntragStatus } from '../rules/facts';
import { parseSemesterDisplay } from '../rules/semester';

const v = messages.validation;

/**
 * Runs an object's refinement even when a field already failed (zod skips it otherwise), so
 * cross-field messages show on key-up; not when the value is no object at all.
 */
export const IMMER = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
} as const;

/** An object whose wrong type reports German. */
export const objekt = <S extends z.ZodRawShape>(shape: S) => z.object(shape, { error: v.eingabenUngueltig });

/** The error "none of the options" sits on this key of a group (both application forms). */
export const AUSWAHL_FEHLER = 'auswahl';

/** 'YYYY-MM-DD HH:mm' (spec §9); informative only – the server records its own receipt time. */
export const abgesendetAmSchema = z
  .string({ error: v.eingabenUngueltig })
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, { error: v.eingabenUngueltig });

// ---------------------------------------------------------------------------------------------
// Zulassungsblock: the server's 'S/YYYY' text (GET /api/zulassung/zulassungsblock), sent back as is.

export const zulassungsblockSchema = z
  .string({ error: v.pflichtfeld })
  .refine((value) => parseSemesterDisplay(value) !== null, { error: v.pflichtfeld });

// ---------------------------------------------------------------------------------------------
// bishierigeZulassungen (WP) / bishierigeZulassungenEP (aptitude test)

export type BisherigeZulassungenArt = 0 | 1 | 2 | 3;

export interface BisherigeZulassungenEntwurf {
  /** 0 unset, 1 never admitted, 2 once admitted and failed, 3 twice admitted and failed. */
  art: BisherigeZulassungenArt;
  datumNichtBestanden1: string;
  datumNichtBestanden2: string;
}

export const leereBisherigeZulassungen = (): BisherigeZulassungenEntwurf => ({
  art: 0,
  datumNichtBestanden1: '',
  datumNichtBestanden2: '',
});

const DATUM_MAX = 10;

function checkDatum(ctx: z.RefinementCtx, feld: string, wert: unknown) {
  const datum = typeof wert === 'string' ? wert.trim() : '';
  if (datum === '') ctx.addIssue({ code: 'custom', path: [feld], message: v.pflichtfeld });
  else if (!isIsoDate(datum)) ctx.addIssue({ code: 'custom', path: [feld], message: v.datumUngueltig });
}

/** Spec §5: art not 0; the first failure date when art is 2 or 3, the second when art is 3. */
export const bisherigeZulassungenSchema = objekt({
  art: z.number({ error: v.pflichtfeld }),
  datumNichtBestanden1: z.string({ error: v.eingabenUngueltig }).max(DATUM_MAX, { error: v.datumUngueltig }),
  datumNichtBestanden2: z.string({ error: v.eingabenUngueltig }).max(DATUM_MAX, { error: v.datumUngueltig }),
})
  .superRefine((value, ctx) => {
    const art = value.art;
    if (art !== 1 && art !== 2 && art !== 3) {
      ctx.addIssue({ code: 'custom', path: ['art'], message: v.pflichtfeld });
      return;
    }
    if (art >= 2) checkDatum(ctx, 'datumNichtBestanden1', value.datumNichtBestanden1);
    if (art === 3) checkDatum(ctx, 'datumNichtBestanden2', value.datumNichtBestanden2);
  }, IMMER)
  // Art 1 clears both dates and art 2 the second (spec §4): what the form cleared is not sent.
  .transform((value) => ({
    art: value.art as BisherigeZulassungenArt,
    datumNichtBestanden1: value.art >= 2 ? value.datumNichtBestanden1.trim() : '',
    datumNichtBestanden2: value.art === 3 ? value.datumNichtBestanden2.trim() : '',
  }));

// ---------------------------------------------------------------------------------------------
// Confirmations of the summary page (spec §5: each 'Bitte bestätigen')

export const VERSICHERUNGEN = ['versicherung1', 'versicherung2', 'versicherung3'] as const;
export type Versicherung = (typeof VERSICHERUNGEN)[number];

const bestaetigt = z.literal(true, { error: v.bitteBestaetigen });

export const versicherungenFelder = {
  versicherung1: bestaetigt,
  versicherung2: bestaetigt,
  versicherung3: bestaetigt,
};

export const versicherungenSchema = objekt(versicherungenFelder);

// ---------------------------------------------------------------------------------------------
// Status of the application (GET /api/zulassung, GET /api/eignung)

/**
 * The wire status. 'zwischegespeichert' (the spec's word, spelling kept) is an interim-saved
 * draft; 'draft' is read as the same. 'none': never saved.
 */
export const ANTRAG_STATUS_WIRE = [
  'none',
  'zwischegespeichert',
  'draft',
  'submitted',
  'admitted',
  'rejected',
  'withdrawn',
] as const;
export type AntragStatusWire = (typeof ANTRAG_STATUS_WIRE)[number];

export const antragStatusSchema = z.enum(ANTRAG_STATUS_WIRE, { error: v.eingabenUngueltig });

export const statusAusWire = (status: AntragStatusWire): AntragStatus =>
  status === 'zwischegespeichert' ? 'draft' : status;

/**
 * Spec §4: the form shows only while the application is an interim-saved draft; never saved counts
 * as an empty draft. Read from `status`; a server that only sends the numeric `zwischegespeichert`
 * (0 nothing, 1 partly, 2 complete) is read as draft for 0 and 1.
 */
export function antragOffen(antwort: { status?: unknown; zwischegespeichert?: unknown } | null): boolean {
  const parsed = antragStatusSchema.safeParse(antwort?.status);
  if (parsed.success) {
    const status = statusAusWire(parsed.data);
    return status === 'none' || status === 'draft';
  }
  if (antwort?.status !== undefined && antwort.status !== null) return false;
  const stand = antwort?.zwischegespeichert;
  return stand === undefined || stand === null || stand === 0 || stand === 1;
}

// ---------------------------------------------------------------------------------------------
// Files of a draft. The interim save sends new files as multipart lists; the JSON part names the
// stored files the draft keeps (`dateien`), so files the candidate removed are dropped.

export interface GespeicherteDatei {
  documentId?: string | number | undefined;
  originalFileName: string;
}

const gespeicherteDateiSchema = objekt({
  documentId: z.union([z.string(), z.number()], { error: v.eingabenUngueltig }).optional(),
  originalFileName: z.string({ error: v.eingabenUngueltig }).min(1, { error: v.eingabenUngueltig }).max(255, {
    error: v.zuLang,
  }),
});

/** `dateien` per upload list; lists the draft does not mention keep nothing. */
export const dateienSchema = <L extends string>(listen: readonly [L, ...L[]]) =>
  z.partialRecord(
    z.enum(listen, { error: v.eingabenUngueltig }),
    z.array(gespeicherteDateiSchema, { error: v.eingabenUngueltig }).max(50, { error: v.zuLang }),
    { error: v.eingabenUngueltig },
  );

// ---------------------------------------------------------------------------------------------
// Interim saves: any state of a form, only bounded in type and size (missing keys get defaults).

export const entwurfFlag = () => z.boolean({ error: v.eingabenUngueltig }).default(false);

export const entwurfCode = (max: number) =>
  z
    .number({ error: v.eingabenUngueltig })
    .int({ error: v.eingabenUngueltig })
    .min(0, { error: v.eingabenUngueltig })
    .max(max, { error: v.eingabenUngueltig })
    .default(0);

export const entwurfText = (max: number) =>
  z.string({ error: v.eingabenUngueltig }).max(max, { error: v.zuLang }).default('');

export const bisherigeZulassungenEntwurfSchema = objekt({
  art: entwurfCode(3),
  datumNichtBestanden1: entwurfText(DATUM_MAX),
  datumNichtBestanden2: entwurfText(DATUM_MAX),
}).default(leereBisherigeZulassungen());
