// Spec §3 "Contact data" and §5 (checked on key-up; the application's final check says
// 'Das Pflichtfeld wurde nicht angegeben'). One field set, four variants: the application uses
// `nachname`, the module flows (contact change) `name`; the aptitude test adds the nationality and
// does not require the place of birth.
import { z } from 'zod';
import {
  bicSchema,
  EMAIL_MAX,
  ibanSchema,
  isoDateSchema,
  isPlz,
  nachnameSchema,
  optionalTextSchema,
  pflichtTextSchema,
  telefonSchema,
  TEXT_MAX,
  typFehler,
  vornameSchema,
} from '../fields';
import { messages } from '../messages';
import { isEignungStaatsangehoerigkeit, isLand, STANDARD_LAND } from '../rules/laender';
import { IMMER, objekt } from './antrag';

const v = messages.validation;
const pflicht = { leer: v.pflichtfeld } as const;

export const ANREDEN = ['Frau', 'Herr', 'KeineAnrede'] as const;
export type Anrede = (typeof ANREDEN)[number];

/** The form's contact data; '' while a choice is open. */
export interface KontaktdatenEntwurf {
  anrede: Anrede | '';
  vorname: string;
  nachname: string;
  weitereVornamen: string;
  geburtsname: string;
  /** 'YYYY-MM-DD' */
  geburtsdatum: string;
  geburtsort: string;
  aktArbeitgeber: string;
  behinderung: boolean;
  strasse: string;
  /** ISO 3166-1 alpha-2 */
  land: string;
  plz: string;
  ort: string;
  /** The account's address, read-only in every form (changed under 'Zugangsdaten ändern'). */
  email: string;
  telefon: string;
  bic: string;
  iban: string;
}

export interface EignungKontaktdatenEntwurf extends KontaktdatenEntwurf {
  /** A European state's code or 'sonst'. */
  staatsangehoerigkeit: string;
}

export const leereKontaktdaten = (): KontaktdatenEntwurf => ({
  anrede: '',
  vorname: '',
  nachname: '',
  weitereVornamen: '',
  geburtsname: '',
  geburtsdatum: '',
  geburtsort: '',
  aktArbeitgeber: '',
  behinderung: false,
  strasse: '',
  land: STANDARD_LAND,
  plz: '',
  ort: '',
  email: '',
  telefon: '',
  bic: '',
  iban: '',
});

export const leereEignungKontaktdaten = (): EignungKontaktdatenEntwurf => ({
  ...leereKontaktdaten(),
  staatsangehoerigkeit: '',
});

/**
 * Postcodes abroad: spec §5's rule (five digits, not 00…) is the German one [I]; a foreign
 * address keeps its own format – letters, digits, spaces and hyphens, up to ten characters.
 */
export const isAuslandsPlz = (value: string): boolean =>
  // Written without a nested quantifier (security/detect-unsafe-regex); same language as before.
  /^[A-Za-z0-9]$|^[A-Za-z0-9][A-Za-z0-9 -]{0,8}[A-Za-z0-9]$/.test(value);

export const istPlzFuer = (land: string, plz: string): boolean =>
  land === STANDARD_LAND ? isPlz(plz) : isAuslandsPlz(plz);

const auswahl = <T extends string>(erlaubt: (value: string) => boolean) =>
  z
    .string({ error: typFehler(v.pflichtfeld) })
    .refine(erlaubt, { error: v.pflichtfeld })
    .transform((value) => value as T);

const anredeSchema = auswahl<Anrede>((value) => (ANREDEN as readonly string[]).includes(value));

function basisFelder(geburtsortPflicht: boolean) {
  return {
    anrede: anredeSchema,
    vorname: vornameSchema(pflicht),
    weitereVornamen: optionalTextSchema(),
    geburtsname: optionalTextSchema(),
    geburtsdatum: isoDateSchema(pflicht),
    geburtsort: geburtsortPflicht ? pflichtTextSchema(pflicht) : optionalTextSchema(),
    aktArbeitgeber: optionalTextSchema(),
    behinderung: z.boolean({ error: v.eingabenUngueltig }),
    strasse: pflichtTextSchema(pflicht),
    land: auswahl<string>(isLand),
    // The format depends on the country: checked below, on the whole object.
    plz: pflichtTextSchema(pflicht),
    ort: pflichtTextSchema(pflicht),
    email: optionalTextSchema(EMAIL_MAX),
    telefon: telefonSchema(pflicht),
    bic: bicSchema(),
    iban: ibanSchema(pflicht),
  };
}

function plzRegel(value: { land?: unknown; plz?: unknown }, ctx: z.RefinementCtx) {
  const { land, plz } = value;
  if (typeof plz !== 'string' || typeof land !== 'string') return;
  const text = plz.trim();
  if (text === '' || text.length > TEXT_MAX) return;
  if (!istPlzFuer(land, text)) ctx.addIssue({ code: 'custom', path: ['plz'], message: v.plz });
}

const staatsangehoerigkeitSchema = auswahl<string>(isEignungStaatsangehoerigkeit);

/** WP application (page 'kontaktdaten'). */
export const antragKontaktdatenSchema = objekt({
  ...basisFelder(true),
  nachname: nachnameSchema(pflicht),
}).superRefine(plzRegel, IMMER);

/** Aptitude-test application: nationality added, place of birth optional (spec §5). */
export const eignungKontaktdatenSchema = objekt({
  ...basisFelder(false),
  nachname: nachnameSchema(pflicht),
  staatsangehoerigkeit: staatsangehoerigkeitSchema,
}).superRefine(plzRegel, IMMER);

/** Contact change of the module flows (event 10): the last name is called `name` there (spec §3). */
export const modulKontaktdatenSchema = objekt({
  ...basisFelder(true),
  name: nachnameSchema(pflicht),
}).superRefine(plzRegel, IMMER);

/** Contact change of the aptitude test (event 16). */
export const modulKontaktdatenEignungSchema = objekt({
  ...basisFelder(false),
  name: nachnameSchema(pflicht),
  staatsangehoerigkeit: staatsangehoerigkeitSchema,
}).superRefine(plzRegel, IMMER);

export type AntragKontaktdaten = z.output<typeof antragKontaktdatenSchema>;
export type EignungKontaktdaten = z.output<typeof eignungKontaktdatenSchema>;
export type ModulKontaktdaten = z.output<typeof modulKontaktdatenSchema>;
export type ModulKontaktdatenEignung = z.output<typeof modulKontaktdatenEignungSchema>;

// ---------------------------------------------------------------------------------------------
// Interim saves: any state of the form, only bounded in size and type.

const text = (max = TEXT_MAX) =>
  z.string({ error: v.eingabenUngueltig }).max(max, { error: v.zuLang }).default('');

const entwurfFelder = {
  anrede: z.enum([...ANREDEN, ''], { error: v.eingabenUngueltig }).default(''),
  vorname: text(),
  nachname: text(),
  weitereVornamen: text(),
  geburtsname: text(),
  geburtsdatum: text(10),
  geburtsort: text(),
  aktArbeitgeber: text(),
  behinderung: z.boolean({ error: v.eingabenUngueltig }).default(false),
  strasse: text(),
  land: text(2).default(STANDARD_LAND),
  plz: text(),
  ort: text(),
  email: text(EMAIL_MAX),
  telefon: text(),
  bic: text(),
  iban: text(),
};

export const kontaktdatenEntwurfSchema = objekt(entwurfFelder);
export const eignungKontaktdatenEntwurfSchema = objekt({ ...entwurfFelder, staatsangehoerigkeit: text(5) });
