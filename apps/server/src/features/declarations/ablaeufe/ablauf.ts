// A declaration's handler on the server, one file per kind of the domain's registry (decision 0025):
// how the request arrives and what it plans under the candidate lock. The candidate kind, the request
// schema and the event numbers come from the registry, the fingerprint's name from fingerprintName
// (decision 0030), by the handler's key; its route from the call table (ablaeufe/index.ts).
import type { z } from 'zod';
import { ANFRAGEN } from '@examensportal/domain/erklaerungen/anfragen';
import { ERKLAERUNGEN, type ErklaerungKey } from '@examensportal/domain/erklaerungen/index';
import type { Art } from '@examensportal/domain/rules/facts';
import type { StoredUpload } from '../../../infra/upload';
import { fingerprintName } from '../fingerprint';
import type { Lage, Plan } from '../transaction';

/** The checked request of a declaration kind. */
export type Angaben<K extends ErklaerungKey> = z.output<(typeof ANFRAGEN)[K]>;

/** What a handler plans; the registry key is added by `jsonAblauf`/`multipartAblauf`. */
type Entwurf = Omit<Plan, 'key'>;

interface Ablauf<T> {
  key: ErklaerungKey;
  /** The kind's name in its Idempotency-Key fingerprint: never changes (fingerprint.ts). */
  fingerprintKey: string;
  art: Art;
  schema: z.ZodType<T>;
  /** The event kinds the route takes; null: the request carries none (compelling reason). */
  arten: readonly number[] | null;
}

export interface JsonAblauf<T> extends Ablauf<T> {
  planen(lage: Lage, angaben: T): Promise<Plan>;
}

export interface MultipartAblauf<T> extends Ablauf<T> {
  /** The JSON text part. */
  teil: string;
  listen: readonly string[];
  /** Akteneingang type per list. */
  typen: Readonly<Record<string, string>>;
  planen(lage: Lage, angaben: T, files: readonly StoredUpload[]): Promise<Plan>;
}

function ausRegister<K extends ErklaerungKey>(key: K) {
  const { art, ereignisarten } = ERKLAERUNGEN[key];
  return {
    key,
    fingerprintKey: fingerprintName(key),
    art,
    schema: ANFRAGEN[key] as unknown as z.ZodType<Angaben<K>>,
    arten: ereignisarten.length > 0 ? ereignisarten : null,
  };
}

export function jsonAblauf<K extends ErklaerungKey>(
  key: K,
  definition: {
    planen(lage: Lage, angaben: Angaben<K>): Promise<Entwurf> | Entwurf;
  },
): JsonAblauf<Angaben<K>> & { key: K } {
  return {
    ...ausRegister(key),
    planen: async (lage, angaben) => ({ ...(await definition.planen(lage, angaben)), key }),
  };
}

export function multipartAblauf<K extends ErklaerungKey>(
  key: K,
  definition: Pick<MultipartAblauf<unknown>, 'teil' | 'listen' | 'typen'> & {
    planen(lage: Lage, angaben: Angaben<K>, files: readonly StoredUpload[]): Promise<Entwurf> | Entwurf;
  },
): MultipartAblauf<Angaben<K>> & { key: K } {
  const { planen, ...rest } = definition;
  return {
    ...ausRegister(key),
    ...rest,
    planen: async (lage, angaben, files) => ({ ...(await planen(lage, angaben, files)), key }),
  };
}
