// A paged back-office list whose query lives in the address (filter, seite): loads the page for the
// current query, so a result can be bookmarked and Back works.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ApiCall } from '@examensportal/domain/api';
import { messages } from '@examensportal/domain/messages';
import type { Antwortschema } from '../../lib/api';
import { StaffApiError, staffGet, type Ziel } from '../api';

/** @deprecated Use `staffFehlertext` of ../api (decision 0044). */
export const fehlerText = (err: unknown) =>
  err instanceof StaffApiError ? err.message : messages.generic.fehler;

/**
 * @deprecated Use `useAdressAbfrage()` with `useStaffDaten(schema, call, { params, query })` of
 * ../useStaffDaten (decision 0044, docs/architecture.md "Wie eine Seite der Prüfungsstelle gebaut ist").
 *
 * `call` of PRUEFUNGSSTELLE_API with its path parameters, its answer read through `schema` (a
 * module-level schema of packages/domain: a stable dependency); the query comes from the address.
 */
export function useStaffListe<T>(
  schema: Antwortschema<T>,
  call: ApiCall,
  {
    params: pfadParams,
    leerenBeiFehler = false,
  }: { params?: Ziel['params']; leerenBeiFehler?: boolean } = {},
) {
  const [params, setParams] = useSearchParams();
  const [daten, setDaten] = useState<T | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);
  const query = params.toString();
  // A stable dependency for the path parameters (a new object each render otherwise).
  const pfad = JSON.stringify(pfadParams ?? {});

  const laden = useCallback(async () => {
    try {
      setFehler(null);
      setDaten(await staffGet(schema, call, { params: JSON.parse(pfad) as Ziel['params'], query }));
    } catch (err) {
      if (leerenBeiFehler) setDaten(null);
      setFehler(fehlerText(err));
    }
  }, [schema, call, pfad, query, leerenBeiFehler]);
  useEffect(() => {
    void laden();
  }, [laden]);

  /** Another page of the same query. */
  const blaettern = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('seite', String(n));
    setParams(next);
  };

  return { params, setParams, query, daten, fehler, setFehler, laden, blaettern };
}
