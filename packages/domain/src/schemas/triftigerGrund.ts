// Compelling reason (spec §5 "Triftiger Grund", §7 POST /api/modul/triftigergrund[eignung]):
// multipart with the JSON part 'verhindert' – the flagged parts (WP: written wp … st and oral
// wpmuendlich … stmuendlich; aptitude test: awr, ast, mp) plus abgesendetAm – and the file lists
// zeugnis and grund. No event kind number exists for it (spec §3), so the part carries no art.
import { z } from 'zod';
import { messages } from '../messages';
import {
  EIGNUNG_TEILE,
  type EignungTeil,
  MODULE,
  muendlichKey,
  perKey,
  PRUEFUNGSTEIL_KEYS,
  type PruefungsteilKey,
} from '../rules/module';
import { abgesendetAmSchema, IMMER, objekt } from './antrag';
import { NACHWEISE_FEHLER } from './modul';

const v = messages.validation;

/** Key of the parts' group error. */
export const TEILE_FEHLER = 'teile';

export const TRIFTIGER_GRUND_UPLOADS = ['zeugnis', 'grund'] as const;
export type TriftigerGrundUpload = (typeof TRIFTIGER_GRUND_UPLOADS)[number];

/** WP parts in page order: per module the written part, then the oral one. */
export const WP_TEILE: readonly PruefungsteilKey[] = MODULE.flatMap((m) => [m, muendlichKey(m)]);

const flag = z.boolean({ error: v.eingabenUngueltig });
const liste = z.array(z.unknown(), { error: v.eingabenUngueltig });

type Werte = Readonly<Partial<Record<string, unknown>>>;

function mindestensEinTeil(keys: readonly string[], pfad: string[]) {
  return (werte: Werte, ctx: z.RefinementCtx) => {
    if (!keys.some((key) => werte[key] === true)) {
      ctx.addIssue({ code: 'custom', path: pfad, message: v.mindestensEinModul });
    }
  };
}

function auswahlSchema<K extends string>(keys: readonly K[]) {
  return objekt({
    ...perKey(keys, () => flag),
    uploads: objekt(perKey(TRIFTIGER_GRUND_UPLOADS, () => liste)),
  }).superRefine((eingabe, ctx) => {
    const werte = eingabe as Werte;
    mindestensEinTeil(keys, [TEILE_FEHLER])(werte, ctx);
    const uploads = (werte.uploads ?? {}) as Partial<Record<TriftigerGrundUpload, unknown[]>>;
    const dateien = TRIFTIGER_GRUND_UPLOADS.reduce((sum, name) => sum + (uploads[name]?.length ?? 0), 0);
    if (dateien === 0) {
      ctx.addIssue({ code: 'custom', path: [NACHWEISE_FEHLER], message: v.mindestensEinNachweis });
    }
  }, IMMER);
}

function payloadSchema<K extends string>(keys: readonly K[]) {
  return z
    .strictObject(
      { abgesendetAm: abgesendetAmSchema, ...perKey(keys, () => flag) },
      { error: v.eingabenUngueltig },
    )
    .superRefine(mindestensEinTeil(keys, []), IMMER);
}

/** Step one (WP): the parts and the proof documents, each group with its message. */
export const triftigerGrundAuswahlSchema = auswahlSchema(PRUEFUNGSTEIL_KEYS);
export const triftigerGrundEignungAuswahlSchema = auswahlSchema(EIGNUNG_TEILE);

/** The JSON part 'verhindert' of POST /api/modul/triftigergrund. */
export const verhindertPayloadSchema = payloadSchema(PRUEFUNGSTEIL_KEYS);
/** The JSON part 'verhindert' of POST /api/modul/triftigergrundeignung. */
export const verhindertEignungPayloadSchema = payloadSchema(EIGNUNG_TEILE);

export type VerhindertPayload = z.output<typeof verhindertPayloadSchema>;
export type VerhindertEignungPayload = z.output<typeof verhindertEignungPayloadSchema>;
export type VerhindertTeil = PruefungsteilKey | EignungTeil;
