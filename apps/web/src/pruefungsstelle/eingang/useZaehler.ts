// The open items per work queue (GET /pruefungsstelle/eingang), for the Eingang's tabs and the
// Übersicht. `neu` loads them again after an acknowledgement.
import { useCallback, useEffect, useState } from 'react';
import { messages } from '@examensportal/domain/messages';
import {
  eingangZaehlerSchema,
  type EingangZaehler,
} from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { StaffApiError, staffGet } from '../api';

export function useZaehler() {
  const [zaehler, setZaehler] = useState<EingangZaehler | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);
  const neu = useCallback(async () => {
    try {
      setFehler(null);
      setZaehler(await staffGet(eingangZaehlerSchema, P.eingang));
    } catch (e) {
      setFehler(e instanceof StaffApiError ? e.message : messages.generic.fehler);
    }
  }, []);
  useEffect(() => {
    void neu();
  }, [neu]);
  return { zaehler, fehler, neu };
}
