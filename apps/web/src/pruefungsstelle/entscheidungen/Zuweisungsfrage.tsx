// A decision on a case someone else holds asks first (issue 28 point 1, decision 0046): "Dieser Fall
// ist … zugewiesen. Trotzdem entscheiden?". The decision page provides the holder's name when it is not
// the reader; the forms run their send through `vorSenden`, which sends at once, or after the question
// with `trotzZuweisung: true` (the server refuses a draft on a held case without it).
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { fallTexte as t } from '@examensportal/domain/messages-pruefungsstelle-fall';

/** The holder's name when someone other than the reader holds the case; null otherwise. */
export const ZuweisungKontext = createContext<string | null>(null);

type Extra = { trotzZuweisung?: true };

export function useZuweisungsfrage() {
  const halter = useContext(ZuweisungKontext);
  const [bestaetigt, setBestaetigt] = useState(false);
  const [wartet, setWartet] = useState<((extra: Extra) => void) | null>(null);
  const ja = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (wartet) ja.current?.focus();
  }, [wartet]);

  /** Sends now, or once the question is answered with yes. */
  const vorSenden = (senden: (extra: Extra) => void) => {
    if (halter === null) senden({});
    else if (bestaetigt) senden({ trotzZuweisung: true });
    else setWartet(() => senden);
  };

  const frage =
    halter !== null && wartet ? (
      <div
        className="kern-alert kern-alert--warning zuweisungsfrage"
        role="group"
        aria-labelledby="zuweisungsfrage"
      >
        <p className="kern-body kern-body--bold" id="zuweisungsfrage">
          {t.trotzdemFrage(halter)}
        </p>
        <div className="form-actions">
          <button
            ref={ja}
            type="button"
            className="kern-btn kern-btn--primary"
            onClick={() => {
              setBestaetigt(true);
              setWartet(null);
              wartet({ trotzZuweisung: true });
            }}
          >
            <span className="kern-label">{t.trotzdemEntscheiden}</span>
          </button>
          <button type="button" className="kern-btn kern-btn--secondary" onClick={() => setWartet(null)}>
            <span className="kern-label">{t.abbrechen}</span>
          </button>
        </div>
      </div>
    ) : null;

  return { vorSenden, frage };
}
