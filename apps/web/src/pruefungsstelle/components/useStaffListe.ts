// A paged back-office list whose query lives in the address (filter, seite): loads the page for the
// current query, so a result can be bookmarked and Back works.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { StaffApiError, staffGet } from '../api';

export const fehlerText = (err: unknown) =>
  err instanceof StaffApiError ? err.message : messages.generic.fehler;

export function useStaffListe<T>(pfad: string, { leerenBeiFehler = false } = {}) {
  const [params, setParams] = useSearchParams();
  const [daten, setDaten] = useState<T | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);
  const query = params.toString();

  const laden = useCallback(async () => {
    try {
      setFehler(null);
      setDaten(await staffGet<T>(`${pfad}${query ? `?${query}` : ''}`));
    } catch (err) {
      if (leerenBeiFehler) setDaten(null);
      setFehler(fehlerText(err));
    }
  }, [pfad, query, leerenBeiFehler]);
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
