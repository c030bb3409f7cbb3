// The Eingang's query string and the acknowledgement payload (issue 15). Server payloads are strict.
import { z } from 'zod';
import { messages } from '../messages';
import { EINGANG_QUEUES, eingang, type EingangQueue } from '../messages-pruefungsstelle-eingang';
import { isUuid } from '../uuid';
import { fallTexte } from '../messages-pruefungsstelle-fall';

const e = eingang;
const objektFehler = { error: messages.validation.eingabenUngueltig } as const;
/** An empty form field ('?art=') is no filter. */
const leerIstNichts = (value: unknown) => (value === '' ? undefined : value);

export const EINGANG_SEITENGROESSE = 50;

export const eingangQueueSchema = z.strictObject(
  { queue: z.enum(EINGANG_QUEUES, { error: e.queueUnbekannt }) },
  objektFehler,
);

export const eingangFilterSchema = z.strictObject(
  {
    /** eingang: by the day it arrived (default, oldest first); name: by surname, first name. */
    sort: z.enum(['eingang', 'name'], { error: e.sortUngueltig }).default('eingang'),
    richtung: z.enum(['auf', 'ab'], { error: e.richtungUngueltig }).default('auf'),
    art: z.preprocess(leerIstNichts, z.enum(['WP', 'EIGNUNG'], { error: e.artUngueltig }).optional()),
    suche: z
      .string({ error: e.sucheZuLang })
      .trim()
      .max(200, { error: e.sucheZuLang })
      .optional()
      .transform((s) => (s ? s : undefined)),
    /** meine: the reader's cases; keine: cases nobody holds (decision 0046). */
    zuweisung: z.preprocess(
      leerIstNichts,
      z.enum(['meine', 'keine'], { error: fallTexte.zuweisungFilterUngueltig }).optional(),
    ),
    seite: z.coerce
      .number({ error: e.seiteUngueltig })
      .int({ error: e.seiteUngueltig })
      .min(1, { error: e.seiteUngueltig })
      .max(1_000_000, { error: e.seiteUngueltig })
      .default(1),
  },
  objektFehler,
);
export type EingangFilter = z.output<typeof eingangFilterSchema>;

/**
 * An item's key: what it is and its id; only acknowledgeable kinds are accepted by the POST. The id in
 * lower case only, as the server writes keys.
 */
export const istSchluessel = (key: string): boolean => {
  const [art, id = '', ...rest] = key.split(':');
  return (
    (art === 'ruecktritt' || art === 'dokument') && rest.length === 0 && isUuid(id) && id === id.toLowerCase()
  );
};

export const kenntnisnahmePayloadSchema = z.strictObject(
  {
    eintraege: z
      .array(z.string({ error: e.eintragUngueltig }).refine(istSchluessel, { error: e.eintragUngueltig }), {
        error: e.eintraegeFehlen,
      })
      .min(1, { error: e.eintraegeFehlen })
      .max(200, { error: e.zuVieleEintraege }),
  },
  objektFehler,
);
export type KenntnisnahmePayload = z.output<typeof kenntnisnahmePayloadSchema>;

/** GET /pruefungsstelle/eingang */
export type EingangZaehler = Record<EingangQueue, number>;

/** One item of a queue as the API returns it. */
export interface EingangEintrag {
  /** 'antrag:<id>', 'grund:<id>', 'anrechnung:<id>', 'ruecktritt:<declaration id>', 'dokument:<id>'. */
  key: string;
  accountId: string;
  name: string;
  email: string;
  art: 'WP' | 'EIGNUNG';
  /** What arrived, in German. */
  was: string;
  /** Names of the proof documents that came with it (triftiger Grund, Anrechnung). */
  nachweise: string[];
  /** ISO instant; the web shows it in Europe/Berlin. */
  eingegangenAm: string;
  /** The candidate page, where the office decides or reads it (web path below /pruefungsstelle). */
  link: string;
  /** An application that asks for a Nachteilsausgleich (issue 26 point 4); absent otherwise. */
  nachteilsausgleich?: boolean;
  /** The office's decision on it that counts, once there is one (issue 26 point 4). */
  nachteilsausgleichEntschieden?: 'gewaehrt' | 'abgelehnt';
  /** An application whose checklist names a proof not attached (issue 26 point 2); absent otherwise. */
  nachweiseFehlen?: boolean;
  /**
   * The processing deadline of the application (issue 27 point 3): the day the decision is due by
   * and the days left (negative: overdue); absent while it is incomplete or for other kinds of items.
   */
  entscheidungBis?: string;
  restTage?: number;
  /** Days since it arrived (Europe/Berlin), the queue's target and whether it is over it (decision 0046). */
  alterTage: number;
  zielTage?: number;
  ueberZiel?: boolean;
  /** Who holds the candidate's case (decision 0046); absent: nobody. */
  halter?: { staffId: string; name: string };
  /** The page to decide it on, with the decision form beside the application (point 4); absent: no decision. */
  entscheiden?: string;
}

/** GET /pruefungsstelle/eingang/:queue */
export interface EingangSeite {
  queue: EingangQueue;
  eintraege: EingangEintrag[];
  gesamt: number;
  seite: number;
  seiten: number;
}

/** POST /pruefungsstelle/eingang/kenntnisnahme */
export interface KenntnisnahmeAntwort {
  /** Newly acknowledged. */
  genommen: number;
  /** Acknowledged before (idempotent repetition). */
  bereits: number;
}

// The answers' schemas (decisions 0023, 0024): the server's routes declare them, the web reads with them.
export const eingangZaehlerSchema = z.record(
  z.enum(EINGANG_QUEUES),
  z.number(),
) satisfies z.ZodType<EingangZaehler>;

const eingangEintragSchema = z.object({
  key: z.string(),
  accountId: z.string(),
  name: z.string(),
  email: z.string(),
  art: z.enum(['WP', 'EIGNUNG']),
  was: z.string(),
  nachweise: z.array(z.string()),
  eingegangenAm: z.string(),
  link: z.string(),
  nachteilsausgleich: z.boolean().optional(),
  nachteilsausgleichEntschieden: z.enum(['gewaehrt', 'abgelehnt']).optional(),
  nachweiseFehlen: z.boolean().optional(),
  entscheidungBis: z.string().optional(),
  restTage: z.number().optional(),
  alterTage: z.number(),
  zielTage: z.number().optional(),
  ueberZiel: z.boolean().optional(),
  halter: z.object({ staffId: z.string(), name: z.string() }).optional(),
  entscheiden: z.string().optional(),
}) satisfies z.ZodType<EingangEintrag>;

export const eingangSeiteSchema = z.object({
  queue: z.enum(EINGANG_QUEUES),
  eintraege: z.array(eingangEintragSchema),
  gesamt: z.number(),
  seite: z.number(),
  seiten: z.number(),
}) satisfies z.ZodType<EingangSeite>;

export const kenntnisnahmeAntwortSchema = z.object({
  genommen: z.number(),
  bereits: z.number(),
}) satisfies z.ZodType<KenntnisnahmeAntwort>;
