// What every part of the portal needs to know of one declaration kind (spec §3), in one place: the
// key, the event kind numbers of the envelope, the stored name, the availability flag that opens it,
// the fee rule, whether it uses an attempt and what its receipt says. One file per kind beside this
// one; `index.ts` is the registry (decision 0025). The request schemas are in `schemas/` (the server's
// handler takes its kind's schema as an argument), since
// the schemas read their event numbers from here.
import type { messages } from '../messages';
import type { VerfuegbarkeitEignung, VerfuegbarkeitWP } from '../rules/availability';
import type { Art } from '../rules/facts';
import type { Erklaerung, Gebuehrenfolge, Gebuehrenrechnung } from '../rules/fees';

/**
 * A fee rule: the fee consequences of the `Erklaerung` member `art` names, in the shared arithmetic
 * of rules/fees.ts. `art` is the key of the entry that defines the rule (stored receipt jobs carry it).
 */
export interface Gebuehrenregel<A extends Erklaerung['art']> {
  readonly art: A;
  folgen(erklaerung: Extract<Erklaerung, { readonly art: A }>, r: Gebuehrenrechnung): Gebuehrenfolge[];
}

/** Defines the fee rule of the kind `art` (decision 0025). */
export const gebuehrenregel = <const A extends Erklaerung['art']>(
  art: A,
  folgen: Gebuehrenregel<A>['folgen'],
): Gebuehrenregel<A> => ({ art, folgen });

/** Where the receipt is filed (rules/receipt.ts quittungsAblage). */
export type Quittungsablage =
  /** The Mantelakte (the EIGNUNG "Akte" shows the same category). */
  | 'mantelakte'
  /** The page of each module declared. */
  | 'module'
  /** The page of each module whose exam part is reported; the Mantelakte when none is a WP module. */
  | 'pruefungsteile';

/**
 * A declaration's call (spec §7): always POST, its path below API_BASE and its body; api.ts derives
 * `API[key]` from it, and the preview (`…/vorschau`) of a JSON one.
 */
export interface Erklaerungsaufruf {
  readonly pfad: `/api/${string}`;
  readonly body: 'json' | 'multipart';
  /** The part that carries the JSON text, and the file lists. */
  readonly multipart?: { readonly json: string; readonly files: readonly string[] };
}

interface Gemeinsam<K extends string> {
  /** The registry key: the receipt's event, the fee rules' `art`, the confirmation's `ereignis`. */
  readonly key: K;
  /**
   * Spec §3 event kind numbers of the envelope's `art`; empty for the applications and the compelling
   * reason, which have none. The first is the one recorded unless the flow chooses another.
   */
  readonly ereignisarten: readonly number[];
  /** The value of `declarations.vorgang`; stored in every row, so never renamed. */
  readonly vorgang: string;
  /**
   * Its call; absent for the two applications, whose calls (save, send, check) are api.ts's own.
   * The path is the spec's, whatever the key: `gesamtruecktritt` is '/api/modul/pruefungrucktritt'.
   */
  readonly aufruf?: Erklaerungsaufruf;
  /**
   * The fee rule the declaration is read with (rules/fees.ts gebuehrenfolgen); null for a kind that
   * never has a fee consequence: it then needs no member of `Erklaerung` (nor of the receipt job's
   * schema), and its handler plans `erklaerung: null`.
   */
  // Any member's rule (a rule of one member is no rule of the union, whose members it cannot read).
  readonly gebuehren: {
    readonly art: Erklaerung['art'];
    folgen(erklaerung: never, r: never): Gebuehrenfolge[];
  } | null;
  /** Whether an attempt is used (messages.folgen.versuch); null where the question does not arise. */
  readonly versuch: keyof typeof messages.folgen.versuch | null;
  readonly quittung: {
    /** The declaration's name on the receipt, the confirmation panel and the document title. */
    readonly titel: string;
    /** ASCII part of the file name, Quittung-<Teil>-<YYYY-MM-DD>.pdf. */
    readonly dateiname: string;
    /** Document type in the digital file. */
    readonly typ: string;
    readonly ablage: Quittungsablage;
    /** 'Wie geht es weiter?' (messages.eingangsbestaetigung.schritte). */
    readonly schritt: keyof typeof messages.eingangsbestaetigung.schritte;
  };
}

/**
 * A declaration kind. `verfuegbarkeit` names the flag of rules/availability.ts that opens it for the
 * candidate kind; null for the applications, which rules/laufbahn.ts opens.
 */
export type Erklaerungsdefinition<K extends string = string> = Gemeinsam<K> &
  (
    | { readonly art: 'WP'; readonly verfuegbarkeit: keyof VerfuegbarkeitWP | null }
    | { readonly art: 'EIGNUNG'; readonly verfuegbarkeit: keyof VerfuegbarkeitEignung | null }
  ) & { readonly art: Art };

/** Keeps the literal types of a definition (its key and event numbers) while checking its shape. */
export const erklaerung = <const K extends string, const D extends Erklaerungsdefinition<K>>(
  definition: D & { readonly key: K },
): D => definition;
