// The declarations' calls (spec §7), derived from the registry (issue 31.8): each entry's `aufruf`
// (erklaerungen/<key>.ts) becomes `ERKLAERUNG_API[key]`, and each JSON one has its preview. Apart from
// api.ts's table so that the /login entry, which loads that table, carries no registry (size budget).
import { type ApiCall, call, vorschauVon } from '../api';
import { ERKLAERUNGEN } from './index';

type Definitionen = typeof ERKLAERUNGEN;
/** The kinds whose registry entry names their call. */
type MitAufruf = {
  [K in keyof Definitionen]: Definitionen[K] extends { readonly aufruf: object } ? K : never;
}[keyof Definitionen];
type AufrufPfad<K extends MitAufruf> = Extract<
  Definitionen[K],
  { readonly aufruf: object }
>['aufruf']['pfad'];

/**
 * Every declaration's call by its registry key (POST /api/modul/{kind}), derived from its entry: a new
 * kind names its path there and touches no call table.
 */
export const ERKLAERUNG_API = Object.fromEntries(
  Object.values(ERKLAERUNGEN).flatMap((definition) =>
    'aufruf' in definition
      ? [
          [
            definition.key,
            call('POST', definition.aufruf.pfad, definition.aufruf.body, {
              ...('multipart' in definition.aufruf ? { multipart: definition.aufruf.multipart } : {}),
            }),
          ],
        ]
      : [],
  ),
) as { readonly [K in MitAufruf]: ApiCall<AufrufPfad<K>> };

/** The JSON declarations that have a preview (every one of them). */
export const VORSCHAU_CALLS: readonly ApiCall[] = Object.values<ApiCall>(ERKLAERUNG_API)
  .filter((aufruf) => aufruf.body === 'json')
  .map(vorschauVon);
