// What an Idempotency-Key is bound to: a hash of the request's content, stored with the declaration
// (`declarations.payload.fingerabdruck`) or the upload key and compared when the key comes again. A
// stored fingerprint is kept for good (decision 0030), so its formula and every input it names are a
// contract with rows already written: change nothing here that would change a hash.
import { createHash } from 'node:crypto';
import type { ErklaerungKey } from '@examensportal/domain/erklaerungen/index';

/**
 * The name of each declaration kind inside its fingerprint. These are the route paths the kinds had
 * when fingerprints were first stored (issue 31.7): they used to be read from the handler's path,
 * so a renamed route would have turned a late retry of an old declaration into a 422. NEVER CHANGE A
 * VALUE, even when the route, the registry key or the spelling of a kind changes (only the key on
 * the left follows a renamed registry key). A kind added later needs no entry: it takes
 * `erklaerung/<key>` (fingerprintName), a name none of these has; only when such a kind's registry key
 * is renamed does its old name go into this table. test/fingerprint.test.ts pins the hashes of the old code.
 */
export const FINGERPRINT_KEYS: { readonly [K in ErklaerungKey]?: string } = {
  zulassungsantrag: 'zulassung/files',
  ruecknahme: 'ruecknahme',
  anmeldung: 'anmeldung',
  abmeldung: 'abmeldung',
  verschiebung: 'verschiebung',
  anrechnung: 'anrechnung',
  modulruecktritt: 'modulruecktritt',
  gesamtruecktritt: 'pruefungrucktritt',
  triftigerGrund: 'triftigergrund',
  kontaktdaten: 'kontaktdaten',
  eignungAntrag: 'eignung/files',
  eignungRuecknahme: 'ruecknahmeeignung',
  eignungRuecktritt: 'pruefungrucktritteignung',
  triftigerGrundEignung: 'triftigergrundeignung',
  kontaktdatenEignung: 'kontaktdateneignung',
};

/** The stable name of a declaration kind inside its fingerprint (see FINGERPRINT_KEYS). */
export const fingerprintName = (key: ErklaerungKey): string => FINGERPRINT_KEYS[key] ?? `erklaerung/${key}`;

/** The fingerprint name of the upload keys of POST /api/dokumente/files (24 h, features/documents). */
export const UPLOAD_FINGERPRINT_KEY = 'dokumente/files';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON with its keys sorted, so the same content always gives the same text. */
function kanonisch(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(kanonisch).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${kanonisch(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The fingerprint of a request: its kind's stable name, the JSON body and the files' descriptions
 * (sorted). The field is called `route` inside the hash because it once was one; it stays so.
 */
export function fingerabdruck(name: string, body: unknown, dateien: readonly string[] = []): string {
  return createHash('sha256')
    .update(kanonisch({ route: name, body, dateien: [...dateien].sort() }))
    .digest('hex');
}
