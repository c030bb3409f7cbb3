// The current application's checklist (issue 26 point 2), read once per candidate; a saved mark
// answers the new checklist, which replaces it.
import { useEffect, useState } from 'react';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { messages } from '@examensportal/domain/messages';
import {
  type Pruefliste,
  prueflisteAntwortSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-pruefliste';
import { StaffApiError, staffGet } from '../api';

export function usePruefliste(kandidatId: string) {
  const [liste, setListe] = useState<Pruefliste | null | undefined>(undefined);
  const [fehler, setFehler] = useState<string | null>(null);
  useEffect(() => {
    let aktiv = true;
    staffGet(prueflisteAntwortSchema, P.pruefliste, { params: { id: kandidatId } })
      .then((antwort) => aktiv && setListe(antwort.pruefliste))
      .catch((e: unknown) => {
        if (aktiv) setFehler(e instanceof StaffApiError ? e.message : messages.generic.fehler);
      });
    return () => {
      aktiv = false;
    };
  }, [kandidatId]);
  return { liste, setListe, fehler };
}
