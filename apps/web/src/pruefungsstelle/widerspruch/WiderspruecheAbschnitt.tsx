// The Kandidat page's objections (issue 26 point 6, decisions 0038 and 0050): every objection with its
// period and „verspätet“, what an Abhilfe would write, its open draft (the draft panel of the decision
// page: the letter as PDF, release by another leitung) or its outcome; the forms to record one and to
// draft its outcome. The Eingang queue „Widersprüche“ links here (#widersprueche).
import { useCallback, useEffect, useRef, useState } from 'react';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { formatDatum } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { abhilfeTexte as a } from '@examensportal/domain/messages-pruefungsstelle-widerspruch-abhilfe';
import { widerspruchFormular as t } from '@examensportal/domain/messages-pruefungsstelle-widerspruch-formular';
import { widerspruchTexte as w } from '@examensportal/domain/messages-pruefungsstelle-widerspruch';
import {
  type WiderspruecheAntwort,
  widerspruecheAntwortSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-widerspruch-liste';
import { Alert } from '../../components/form/Alert';
import { StaffApiError, staffGet } from '../api';
import { EntwurfPanel } from '../entscheidungen/EntwurfPanel';
import { Fakten } from '../entscheidungen/Fakten';
import { EntscheidenForm } from './EntscheidenForm';
import { ErfassenForm } from './ErfassenForm';

export function WiderspruecheAbschnitt({
  kandidatId,
  oeffnen,
}: {
  kandidatId: string;
  /** Opens a letter of the file in the page's document viewer. */
  oeffnen(dokumentId: string): void;
}) {
  const [stand, setStand] = useState<WiderspruecheAntwort | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);
  const [erfolg, setErfolg] = useState<string | null>(null);
  const erfolgRef = useRef<HTMLDivElement>(null);

  const laden = useCallback(async () => {
    try {
      setStand(await staffGet(widerspruecheAntwortSchema, P.widersprueche, { params: { id: kandidatId } }));
      setFehler(null);
    } catch (error) {
      setFehler(error instanceof StaffApiError ? error.message : messages.generic.fehler);
    }
  }, [kandidatId]);
  useEffect(() => {
    void laden();
  }, [laden]);

  // A recording, a draft, a release or a discard: the message, the list read again, focus on it.
  const onErfolg = (message: string) => {
    setErfolg(message);
    void laden().then(() => erfolgRef.current?.focus());
  };

  return (
    <section id="widersprueche" aria-labelledby="kandidat-widersprueche">
      <h2 id="kandidat-widersprueche" className="kern-heading-medium">
        {t.titel}
      </h2>
      <p className="kern-body">{t.einleitung}</p>
      <div ref={erfolgRef} tabIndex={-1}>
        {erfolg && <Alert variant="success">{erfolg}</Alert>}
      </div>
      {/* A failed load is said in the section, not as an alert: the page's own alerts stay the page's. */}
      {fehler && <p className="kern-body">{fehler}</p>}
      {!stand && !fehler && <p className="kern-body">{t.laden}</p>}
      {stand && stand.widersprueche.length === 0 && <p className="kern-body">{t.keine}</p>}
      {stand?.widersprueche.map((wi) => (
        <article key={wi.id} className="staff__entwurf" aria-labelledby={`widerspruch-${wi.id}`}>
          <h3 className="kern-heading-small" id={`widerspruch-${wi.id}`}>
            {t.widerspruchVom(formatDatum(wi.eingegangenAm), wi.bescheidDatei, formatDatum(wi.bescheidVom))}
          </h3>
          <Fakten
            zeilen={[
              [
                t.frist,
                `${t.fristText(formatDatum(wi.bekanntgabeAm), formatDatum(wi.fristEnde))} – ${
                  wi.verspaetet ? t.verspaetet : t.fristgerecht
                }`,
              ],
              [t.begruendung, wi.begruendung],
              [t.erfasstVon, wi.erfasstVon],
              [t.abhilfeWirkung, wi.abhilfe ? (a.arten[wi.abhilfe] ?? wi.abhilfe) : t.keineAbhilfe],
            ]}
          />
          <p className="kern-body">
            <button
              type="button"
              className="kern-btn kern-btn--tertiary"
              onClick={() => oeffnen(wi.bescheidId)}
            >
              <span className="kern-label">{t.bescheidOeffnen}</span>
            </button>
          </p>
          {wi.erledigung ? (
            <p className="kern-body kern-body--bold">
              {t.erledigt(formatDatum(wi.erledigung.am), w.ergebnisse[wi.erledigung.ergebnis] ?? '')}
            </p>
          ) : wi.entwurf ? (
            <EntwurfPanel kandidatId={kandidatId} entwurf={wi.entwurf} onErfolg={onErfolg} ebene={4} />
          ) : (
            <EntscheidenForm kandidatId={kandidatId} widerspruch={wi} onEntworfen={onErfolg} />
          )}
        </article>
      ))}
      {stand &&
        (stand.bescheide.length === 0 ? (
          <p className="kern-body">{t.keineBescheide}</p>
        ) : (
          <ErfassenForm kandidatId={kandidatId} bescheide={stand.bescheide} onErfasst={onErfolg} />
        ))}
    </section>
  );
}
