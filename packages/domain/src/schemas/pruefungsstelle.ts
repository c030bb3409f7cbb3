// Payloads of the examination office's back-office (issue 15). Server payloads are strict objects.
// Setting the password from a set-up link reuses the reset payload ({passwort, token}) of auth.ts.
import { z } from 'zod';
import { anmeldePasswortSchema, emailSchema, isIsoDate, pflichtTextSchema, typFehler } from '../fields';
import { messages } from '../messages';
import { pruefungsstelle, ROLLEN } from '../messages-pruefungsstelle';

const v = messages.validation;
const p = pruefungsstelle;
const objektFehler = { error: v.eingabenUngueltig } as const;

/** Six digits (spaces typed by habit are dropped). */
export const sicherheitscodeSchema = () =>
  z
    .string({ error: typFehler(p.sicherheitscodeFehlt) })
    .overwrite((value) => value.replace(/\s+/g, ''))
    .refine((value) => /^\d{6}$/.test(value), { error: p.sicherheitscodeFehlt });

/** 'abcd-efgh-ijkl' in any case, with or without dashes and spaces. */
export const wiederherstellungscodeSchema = () =>
  z
    .string({ error: typFehler(p.wiederherstellungscodeFalsch) })
    .overwrite((value) => value.replace(/[\s-]+/g, '').toLowerCase())
    .refine((value) => /^[a-z2-9]{12}$/.test(value), { error: p.wiederherstellungscodeFalsch });

// ---------------------------------------------------------------------------------------------
// Login: e-mail and password first; with a right password and no code the server asks for one.

export const staffLoginPayloadSchema = z
  .strictObject(
    {
      email: emailSchema(),
      passwort: anmeldePasswortSchema(),
      code: sicherheitscodeSchema().optional(),
      wiederherstellungscode: wiederherstellungscodeSchema().optional(),
    },
    objektFehler,
  )
  .refine((d) => d.code === undefined || d.wiederherstellungscode === undefined, {
    error: p.codeOderWiederherstellung,
  });
export type StaffLoginPayload = z.output<typeof staffLoginPayloadSchema>;

/** The staff login form's steps: password, then a Sicherheitscode or a Wiederherstellungscode. */
export type StaffLoginSchritt = 'passwort' | 'code' | 'wiederherstellung';

/** The web's login form: the step decides which code it asks for (the server parses the payload). */
export const staffLoginFormSchema = (schritt: StaffLoginSchritt) =>
  z.object({
    email: emailSchema(),
    passwort: anmeldePasswortSchema(),
    code: schritt === 'code' ? sicherheitscodeSchema() : z.string(),
    wiederherstellungscode: schritt === 'wiederherstellung' ? wiederherstellungscodeSchema() : z.string(),
  });
export type StaffLoginForm = z.input<ReturnType<typeof staffLoginFormSchema>>;

export const staffEinrichtungPruefenPayloadSchema = z.strictObject(
  { token: z.string({ error: p.einrichtungslinkUngueltig }).min(1).max(1000) },
  objektFehler,
);

export const totpBestaetigenPayloadSchema = z.strictObject({ code: sicherheitscodeSchema() }, objektFehler);

// ---------------------------------------------------------------------------------------------
// Staff administration (leitung)

export const rolleSchema = () => z.enum(ROLLEN, { error: p.rolleUngueltig });

const einladenShape = {
  email: emailSchema(),
  name: pflichtTextSchema({ leer: p.nameFehlt }),
  rolle: rolleSchema(),
};
export const einladenFormSchema = z.object(einladenShape, objektFehler);
export const einladenPayloadSchema = z.strictObject(einladenShape, objektFehler);
export type EinladenForm = z.input<typeof einladenFormSchema>;
export type EinladenPayload = z.output<typeof einladenPayloadSchema>;

export const rollePayloadSchema = z.strictObject({ rolle: rolleSchema() }, objektFehler);

// ---------------------------------------------------------------------------------------------
// Protokoll filter (query string): every field optional.

const tag = z
  .string()
  .refine(isIsoDate, { error: p.datumUngueltig })
  .optional()
  .or(z.literal('').transform(() => undefined));

export const protokollFilterSchema = z.strictObject(
  {
    person: z
      .uuid({ error: v.eingabenUngueltig })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    aktion: z
      .string()
      .max(100)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Name, e-mail or Aktenzeichen of the candidate a row concerns (every word must match). */
    kandidat: z
      .string()
      .trim()
      .max(200)
      .optional()
      .transform((k) => (k === '' ? undefined : k)),
    von: tag,
    bis: tag,
    seite: z.coerce.number().int().min(1).max(1_000_000).default(1),
  },
  objektFehler,
);
export type ProtokollFilter = z.output<typeof protokollFilterSchema>;

/** One row of the Protokoll as the API returns it. */
export interface ProtokollEintrag {
  id: number;
  at: string;
  wer: string;
  staffId: string | null;
  quelle: string;
  aktion: string;
  ziel: string | null;
  vorher: unknown;
  nachher: unknown;
  /** The candidate the row concerns, while the account exists (names instead of ids). */
  kandidat: { id: string; name: string; aktenzeichen: string } | null;
}

export interface Mitarbeiter {
  id: string;
  email: string;
  name: string;
  rolle: (typeof ROLLEN)[number];
  status: 'eingeladen' | 'aktiv' | 'deaktiviert';
  letzteAnmeldung: string | null;
}

/** GET /pruefungsstelle/sitzung */
export interface StaffSitzung {
  id: string;
  name: string;
  email: string;
  rolle: (typeof ROLLEN)[number];
  stufe: 'einrichtung' | 'angemeldet';
}

// The answers' schemas (decisions 0023, 0024): the server's routes declare them, the web reads with them.
export const mitarbeiterSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  rolle: z.enum(ROLLEN),
  status: z.enum(['eingeladen', 'aktiv', 'deaktiviert']),
  letzteAnmeldung: z.string().nullable(),
}) satisfies z.ZodType<Mitarbeiter>;

export const mitarbeitendeSchema = z.array(mitarbeiterSchema);

/** GET /pruefungsstelle/protokoll: a page of entries, and the choices of its filter. */
export const protokollSeiteSchema = z.object({
  eintraege: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      wer: z.string(),
      staffId: z.string().nullable(),
      quelle: z.string(),
      aktion: z.string(),
      ziel: z.string().nullable(),
      vorher: z.unknown(),
      nachher: z.unknown(),
      kandidat: z.object({ id: z.string(), name: z.string(), aktenzeichen: z.string() }).nullable(),
    }) satisfies z.ZodType<ProtokollEintrag>,
  ),
  gesamt: z.number(),
  seite: z.number(),
  seiten: z.number(),
  personen: z.array(z.object({ id: z.string(), name: z.string() })),
  aktionen: z.array(z.string()),
});

/** POST /pruefungsstelle/einrichtung/pruefen: whose set-up link it is. */
export const einrichtungPersonSchema = z.object({ name: z.string(), email: z.string() });

/** POST /pruefungsstelle/einrichtung/passwort: the session of the set-up step. */
export const einrichtungSitzungSchema = z.object({ jwt: z.string() });
