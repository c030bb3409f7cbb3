// A declaration's handler on the server, one file per kind of the domain's registry (decision 0025):
// how the request arrives and what it plans under the candidate lock. The candidate kind and the event
// numbers come from the registry, the fingerprint's name from fingerprintName (decision 0030), by the
// handler's key; the request schema is the handler's own argument (a new kind adds no table entry for
// it); its route from the call table (ablaeufe/index.ts).
import type { z } from 'zod';
import { ERKLAERUNGEN, type ErklaerungKey } from '@examensportal/domain/erklaerungen/index';
import type { Art } from '@examensportal/domain/rules/facts';
import type { StoredUpload } from '../../../infra/upload';
import { fingerprintName } from '../fingerprint';
import type { Lage, Plan } from '../transaction';

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
    arten: ereignisarten.length > 0 ? ereignisarten : null,
  };
}

/** The handler of a JSON declaration: its key, its request schema (strict, of packages/domain) and plan. */
export function jsonAblauf<K extends ErklaerungKey, S extends z.ZodType>(
  key: K,
  schema: S,
  definition: {
    planen(lage: Lage, angaben: z.output<S>): Promise<Entwurf> | Entwurf;
  },
): JsonAblauf<z.output<S>> & { key: K } {
  return {
    ...ausRegister(key),
    schema: schema as z.ZodType<z.output<S>>,
    planen: async (lage, angaben) => ({ ...(await definition.planen(lage, angaben)), key }),
  };
}

/** The handler of a declaration with files: as jsonAblauf, with its JSON part and file lists. */
export function multipartAblauf<K extends ErklaerungKey, S extends z.ZodType>(
  key: K,
  schema: S,
  definition: Pick<MultipartAblauf<unknown>, 'teil' | 'listen' | 'typen'> & {
    planen(lage: Lage, angaben: z.output<S>, files: readonly StoredUpload[]): Promise<Entwurf> | Entwurf;
  },
): MultipartAblauf<z.output<S>> & { key: K } {
  const { planen, ...rest } = definition;
  return {
    ...ausRegister(key),
    schema: schema as z.ZodType<z.output<S>>,
    ...rest,
    planen: async (lage, angaben, files) => ({ ...(await planen(lage, angaben, files)), key }),
  };
}
