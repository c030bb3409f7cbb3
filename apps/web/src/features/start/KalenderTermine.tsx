import { useEffect, useState } from 'react';
import { API, apiPath } from '@examensportal/domain/api';
import { formatDatum } from '@examensportal/domain/format';
import { kalenderAnsichtTexte } from '@examensportal/domain/messages-kalender-ansicht';
import type { KalenderTermine as Termine } from '@examensportal/domain/schemas/erinnerungen';
import { api, download, parseAntwort, saveDownload, toErrorPayload } from '../../lib/api';
import { toast } from '../../lib/toast';

// "Ihre Termine" on /start (issue 27 point 6, decision 0040): the candidate's deadlines, paper days and
// withdrawal windows, each with "In den Kalender übernehmen" – a .ics file of that one event with the
// same UID the feed gives it, so a later subscription updates it instead of doubling it. Shown only
// when there is an event; a failed load shows nothing (the page's own content matters more).

const k = kalenderAnsichtTexte.termine;

export function KalenderTermine() {
  const [termine, setTermine] = useState<Termine['termine']>([]);

  useEffect(() => {
    void (async () => {
      try {
        // The schema module with the request, not before /start's first render (issue 29.5).
        const [antwort, { kalenderTermineSchema }] = await Promise.all([
          api.get(apiPath(API.kalenderTermine)),
          import('@examensportal/domain/schemas/erinnerungen'),
        ]);
        setTermine(parseAntwort(kalenderTermineSchema, antwort).termine);
      } catch {
        setTermine([]);
      }
    })();
  }, []);

  const uebernehmen = async (id: string) => {
    try {
      saveDownload(await download(apiPath(API.kalenderTermin, { id })));
      toast.success(k.gespeichert);
    } catch (error) {
      toast.error(toErrorPayload(error).message);
    }
  };

  if (termine.length === 0) return null;
  return (
    <section className="start-termine" aria-labelledby="start-termine">
      <h2 className="kern-heading-medium" id="start-termine">
        {k.ueberschrift}
      </h2>
      <p className="kern-body">{k.einleitung}</p>
      <ul className="start-termine__liste">
        {termine.map((t) => (
          <li key={t.id}>
            <p className="kern-body" id={`termin-${t.id}`}>
              <strong>{t.beginn ? k.um(formatDatum(t.tag), t.beginn) : formatDatum(t.tag)}</strong>
              {` – ${t.titel}`}
              {t.ort ? ` (${t.ort})` : ''}
            </p>
            <button
              type="button"
              className="kern-btn kern-btn--tertiary"
              aria-describedby={`termin-${t.id}`}
              onClick={() => void uebernehmen(t.id)}
            >
              <span className="kern-label">{k.uebernehmen}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
