import { useEffect, useSyncExternalStore } from 'react';
import { API, apiPath } from '@examensportal/domain/api';
import { ungelesenSchema } from '@examensportal/domain/schemas/postfach';
import { api, parseAntwort } from '../../lib/api';

// The candidate's unread messages (issue 27 point 1, decision 0049), read once for the header and
// /start together and again after the Postfach changed it. Loaded with the signed-in header's parts,
// never with /login.

let anzahl: number | null = null;
let laufend: Promise<void> | null = null;
const hoerer = new Set<() => void>();

const melden = () => {
  for (const h of hoerer) h();
};

/** Reads the count again (after reading or writing in the Postfach). */
function ungelesenNeuLesen(): Promise<void> {
  laufend ??= api
    .get(apiPath(API.postfachUngelesen))
    .then((antwort) => {
      anzahl = parseAntwort(ungelesenSchema, antwort).ungelesen;
      melden();
    })
    .catch(() => {
      // Nothing shown: the count is a hint, the Postfach itself says what there is.
    })
    .finally(() => {
      laufend = null;
    });
  return laufend;
}

/** Sets the count from an answer that carries it (the Postfach's own reads). */
export function ungelesenSetzen(n: number): void {
  anzahl = n;
  melden();
}

const abonnieren = (h: () => void) => {
  hoerer.add(h);
  return () => hoerer.delete(h);
};

/** The count, null until read. */
export function useUngelesen(): number | null {
  const wert = useSyncExternalStore(
    abonnieren,
    () => anzahl,
    () => null,
  );
  useEffect(() => {
    if (anzahl === null) void ungelesenNeuLesen();
  }, []);
  return wert;
}
