// The one way the back-office reads (decision 0044): `useStaffDaten` for a page's or a section's data
// from one call of PRUEFUNGSSTELLE_API, `useAdressAbfrage` for a list whose filter and page live in the
// address. The answer is parsed with its domain schema at the edge (staffGet); a failed read is a
// danger banner in place of the content (`MitDaten`); a 401 ends the session (api.ts), nothing else.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ApiCall } from '@examensportal/domain/api';
import type { Antwortschema } from '../lib/api';
import { sitzungBeendet, staffFehlertext, staffGet, type Ziel } from './api';

export type DatenStand<T> =
  { name: 'loading' } | { name: 'fehler'; message: string } | { name: 'bereit'; daten: T };

/**
 * Reads `call` (with its path parameters and query in `ziel`) through `schema`, a module-level schema of
 * packages/domain, and again whenever the call, the parameters or the query change. While a new query
 * is read the old answer stays (no flicker); only the newest answer counts.
 */
export function useStaffDaten<T>(schema: Antwortschema<T>, call: ApiCall, ziel: Ziel = {}) {
  const [stand, setStand] = useState<DatenStand<T>>({ name: 'loading' });
  const letzte = useRef(0);
  // A stable dependency for the target (a new object each render otherwise).
  const zielSchluessel = JSON.stringify(ziel);

  const reload = useCallback(async (): Promise<T | null> => {
    const nummer = ++letzte.current;
    try {
      const daten = await staffGet(schema, call, JSON.parse(zielSchluessel) as Ziel);
      if (nummer === letzte.current) setStand({ name: 'bereit', daten });
      return daten;
    } catch (error) {
      if (nummer === letzte.current && !sitzungBeendet(error))
        setStand({ name: 'fehler', message: staffFehlertext(error) });
      return null;
    }
  }, [schema, call, zielSchluessel]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** A write that answers the new state puts it here instead of reading again. */
  const setDaten = useCallback((daten: T) => setStand({ name: 'bereit', daten }), []);

  return { stand, daten: stand.name === 'bereit' ? stand.daten : null, reload, setDaten };
}

/**
 * The query of a paged, filtered list in the address (so a result can be bookmarked and Back works):
 * `query` goes into `useStaffDaten`'s `ziel`, `filtern` sets new filters (back to page 1), `blaettern`
 * another page of the same query.
 */
export function useAdressAbfrage() {
  const [params, setParams] = useSearchParams();
  const filtern = (werte: Readonly<Record<string, string | undefined>>) => {
    const next = new URLSearchParams();
    for (const [name, wert] of Object.entries(werte)) if (wert) next.set(name, wert);
    setParams(next);
  };
  const blaettern = (seite: number) => {
    const next = new URLSearchParams(params);
    next.set('seite', String(seite));
    setParams(next);
  };
  return { params, query: params.toString(), filtern, blaettern };
}
