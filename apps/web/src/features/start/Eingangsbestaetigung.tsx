import { useEffect, useState } from 'react';
import { API, apiPath } from '@examensportal/domain/api';
import { messages } from '@examensportal/domain/messages';
import type { Eingangsbestaetigung } from '@examensportal/domain/rules/folgen';
import { api, download, parseAntwort, saveDownload, toErrorPayload } from '../../lib/api';
import { letzterEingang, vergissEingang } from '../../lib/session';

const e = messages.eingangsbestaetigung;

const pfad = (schluessel: string) => apiPath(API.eingangsbestaetigung, { schluessel });

/**
 * The confirmation, read through its schema at the edge (decision 0023). The schema module comes with
 * the request, not before /start's first render (issue 29.5).
 */
const loadBestaetigung = async (schluessel: string): Promise<Eingangsbestaetigung> => {
  const [antwort, { eingangsbestaetigungSchema }] = await Promise.all([
    api.get(pfad(schluessel)),
    import('@examensportal/domain/schemas/folgen'),
  ]);
  return parseAntwort(eingangsbestaetigungSchema, antwort);
};

type Phase =
  { name: 'none' } | { name: 'failed'; message: string } | { name: 'ready'; daten: Eingangsbestaetigung };

/**
 * The confirmation of the last declaration on /start (issue 16.1, GOV.UK "Confirmation page" in a
 * KERN success panel): what was declared, the server's receipt time, the reference number, the
 * receipt and what comes next. It stays until dismissed or replaced by the next declaration.
 */
export function EingangsbestaetigungPanel({ onBereit }: { onBereit?: () => void }) {
  const [schluessel, setSchluessel] = useState(letzterEingang);
  const [phase, setPhase] = useState<Phase>({ name: 'none' });
  const [hinweis, setHinweis] = useState<string | null>(null);

  useEffect(() => {
    if (!schluessel) return;
    let current = true;
    loadBestaetigung(schluessel).then(
      (daten) => current && setPhase({ name: 'ready', daten }),
      (error: unknown) => current && setPhase({ name: 'failed', message: toErrorPayload(error).message }),
    );
    return () => {
      current = false;
    };
  }, [schluessel]);

  // Nothing to load, or loaded: the start page may show its content (in one frame, no layout shift).
  const geklaert = !schluessel || phase.name !== 'none';
  useEffect(() => {
    if (geklaert) onBereit?.();
  }, [geklaert, onBereit]);

  if (!schluessel || phase.name === 'none') return null;

  const schliessen = () => {
    vergissEingang();
    setSchluessel(null);
  };

  const herunterladen = async (daten: Eingangsbestaetigung) => {
    setHinweis(null);
    try {
      // The receipt is filed by the outbox within seconds of the send: ask again when it is not yet.
      const quittung = daten.quittung ?? (await loadBestaetigung(schluessel)).quittung;
      if (!quittung) {
        setHinweis(e.quittungInArbeit);
        return;
      }
      saveDownload(await download(apiPath(API.dokumentHerunterladen, { documentId: quittung.documentId })));
    } catch (error) {
      setHinweis(toErrorPayload(error).message);
    }
  };

  if (phase.name === 'failed') {
    return (
      <div className="kern-alert kern-alert--danger eingangsbestaetigung" role="alert">
        <div className="kern-alert__header">
          <span className="kern-icon kern-icon--danger" aria-hidden="true" />
          <span className="kern-title">{`${e.nichtGeladen} ${phase.message}`}</span>
        </div>
      </div>
    );
  }

  const { daten } = phase;
  return (
    <section
      className="kern-alert kern-alert--success eingangsbestaetigung"
      aria-labelledby="eingangsbestaetigung-titel"
    >
      <div className="kern-alert__header">
        <span className="kern-icon kern-icon--success" aria-hidden="true" />
        <h2 className="kern-title" id="eingangsbestaetigung-titel">
          {e.titel(daten.bezeichnung)}
        </h2>
      </div>
      <div className="kern-alert__body">
        <p className="kern-body">{e.eingang(daten.zeitpunkt)}</p>
        <dl className="eingangsbestaetigung__referenz">
          <dt className="kern-body kern-body--bold">{e.referenz}</dt>
          <dd className="kern-body">{daten.referenz}</dd>
        </dl>
        <p className="kern-body">
          <button
            type="button"
            className="kern-btn kern-btn--secondary"
            onClick={() => void herunterladen(daten)}
          >
            <span className="kern-icon kern-icon--download" aria-hidden="true" />
            <span className="kern-label">{e.quittung}</span>
          </button>
        </p>
        {hinweis && (
          <p className="kern-body" role="status">
            {hinweis}
          </p>
        )}
        <h3 className="kern-heading-small">{e.weiter}</h3>
        <ul className="kern-list">
          {[...daten.weiter, ...daten.folgen].map((satz) => (
            <li className="kern-body" key={satz}>
              {satz}
            </li>
          ))}
        </ul>
        <p className="kern-body">
          <button type="button" className="kern-btn kern-btn--tertiary" onClick={schliessen}>
            <span className="kern-label">{e.schliessen}</span>
          </button>
        </p>
      </div>
    </section>
  );
}
