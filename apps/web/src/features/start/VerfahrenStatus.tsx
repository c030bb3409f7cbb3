import { useEffect } from 'react';
import { Link } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { loadEignung, loadZulassung } from '../../app/slices/data';
import { useAppDispatch, useAppSelector } from '../../app/store';
import type { Art } from '../../lib/session';
import { paths } from '../../app/paths';

const t = messages.laufbahn;

/** Where the application wizard of each kind starts (the route table redirects to its first page). */
const ANTRAG_PFAD: Record<Art, string> = {
  WP: paths.zulassung.href,
  EIGNUNG: paths.zulassungeignung.href,
};

/**
 * 'Ihr Verfahren' on the start page: what happened and what comes next, as the server derives it from
 * the candidate's career (GET /api/zulassung or /api/eignung, field `laufbahn`, decision 0008), with
 * the way to the application when one is possible – never a dead end without a stated reason.
 */
export function VerfahrenStatus({ art, onBereit }: { art: Art; onBereit?: () => void }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    // Settled (stored or failed): the start page shows its content in one frame (no layout shift).
    void (art === 'WP' ? dispatch(loadZulassung()) : dispatch(loadEignung())).then(() => onBereit?.());
  }, [art, dispatch, onBereit]);
  const antwort = useAppSelector((state) => (art === 'WP' ? state.zulassung.data : state.eignung.data));
  const laufbahn = antwort?.laufbahn ?? null;
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
