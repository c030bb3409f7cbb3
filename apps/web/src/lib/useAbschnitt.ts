import { useCallback, useEffect, useState } from 'react';
import { api, type Antwortschema, parseAntwort, toErrorPayload } from './api';
import { toast } from './toast';

// A section of Meine Daten that loads its state from one call and changes it with others, each change
// answering the new state (Bekanntgabe, Erinnerungen): loading, a failed load, the state; one change
// at a time, a toast on success or with the server's German message.

export type AbschnittPhase<T> =
  { name: 'loading' } | { name: 'fehler'; message: string } | { name: 'bereit'; stand: T };

export function useAbschnitt<T>(schema: Antwortschema<T>, pfad: string) {
  const [phase, setPhase] = useState<AbschnittPhase<T>>({ name: 'loading' });
  const [sendet, setSendet] = useState(false);

  const load = useCallback(async () => {
    try {
      setPhase({ name: 'bereit', stand: parseAntwort(schema, await api.get(pfad)) });
    } catch (error) {
      setPhase({ name: 'fehler', message: toErrorPayload(error).message });
    }
  }, [schema, pfad]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Runs one change; `aktion` answers the new state (or undefined to keep it), then `erfolg` is shown. */
  const senden = async (aktion: () => Promise<T | undefined>, erfolg: string | undefined) => {
    setSendet(true);
    try {
      const stand = await aktion();
      if (stand !== undefined) setPhase({ name: 'bereit', stand });
      if (erfolg) toast.success(erfolg);
    } catch (error) {
      toast.error(toErrorPayload(error).message);
    } finally {
      setSendet(false);
    }
  };

  return { phase, setPhase, sendet, senden };
}
