import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { API, apiPath } from '@examensportal/domain/api';
import { messages } from '@examensportal/domain/messages';
import type { LaufbahnAntwort } from '@examensportal/domain/schemas/laufbahn';
import { api, parseAntwort } from '../../lib/api';
import type { Art } from '../../lib/session';
import { paths } from '../../app/paths';

const t = messages.laufbahn;

/** Where the application wizard of each kind starts (the route table redirects to its first page). */
const ANTRAG_PFAD: Record<Art, string> = {
  WP: paths.zulassung.href,
  EIGNUNG: paths.zulassungeignung.href,
};

/**
 * The career of the candidate's application answer, read through the career's schema only (the wizard
 * reads the whole answer itself); null when it cannot be loaded or read – the links below still lead
 * everywhere.
 */
async function loadLaufbahn(art: Art): Promise<LaufbahnAntwort | null> {
  try {
    const [antwort, { laufbahnAusAntwortSchema }] = await Promise.all([
      api.get(apiPath(art === 'WP' ? API.zulassung : API.eignung)),
      import('@examensportal/domain/schemas/laufbahn'),
    ]);
    return parseAntwort(laufbahnAusAntwortSchema, antwort).laufbahn ?? null;
  } catch {
    return null;
  }
}

/**
 * 'Ihr Verfahren' on the start page: what happened and what comes next, as the server derives it from
 * the candidate's career (GET /api/zulassung or /api/eignung, field `laufbahn`, decision 0008), with
 * the way to the application when one is possible – never a dead end without a stated reason.
 */
export function VerfahrenStatus({ art, onBereit }: { art: Art; onBereit?: () => void }) {
  const [laufbahn, setLaufbahn] = useState<LaufbahnAntwort | null>(null);
  useEffect(() => {
    let current = true;
    // Settled (read or failed): the start page shows its content in one frame (no layout shift).
    void loadLaufbahn(art).then((gelesen) => {
      if (current) setLaufbahn(gelesen);
      onBereit?.();
    });
    return () => {
      current = false;
    };
  }, [art, onBereit]);
  // Until the answer is there (or when it failed) the links below still lead everywhere.
  if (!laufbahn) return null;
  return (
    <section
      className="kern-alert kern-alert--info verfahren-status"
      aria-labelledby="verfahren-status-titel"
    >
      <div className="kern-alert__header">
        <span className="kern-icon kern-icon--info" aria-hidden="true" />
        <h2 className="kern-title" id="verfahren-status-titel">
          {t.ueberschrift}
        </h2>
      </div>
      <div className="kern-alert__body">
        {laufbahn.hinweise.map((hinweis) => (
          <p className="kern-body" key={hinweis}>
            {hinweis}
          </p>
        ))}
        {laufbahn.antragMoeglich && (
          <p className="kern-body">
            <Link className="kern-link" to={ANTRAG_PFAD[art]}>
              {t.antragLink[art]}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
