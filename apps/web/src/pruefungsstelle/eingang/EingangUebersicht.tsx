// The Übersicht's summary of the Eingang: each work queue with its open items, as links into it.
import { Link } from 'react-router';
import { EINGANG_QUEUES, eingang } from '@examensportal/domain/messages-pruefungsstelle-eingang';
import { Alert } from '../../components/form/Alert';
import { staffPaths } from '../paths';
import { useZaehler } from './useZaehler';

const e = eingang;

export function EingangUebersicht() {
  const { zaehler, fehler } = useZaehler();
  return (
    <section aria-labelledby="uebersicht-eingang">
      <h2 id="uebersicht-eingang" className="kern-heading-medium">
        {e.titel}
      </h2>
      {fehler && <Alert variant="danger">{e.ladefehler}</Alert>}
      {!zaehler && !fehler && <p className="kern-body">{e.laden}</p>}
      {zaehler && (
        <ul className="link-list kern-body">
          {EINGANG_QUEUES.map((q) => (
            <li key={q}>
              <Link className="kern-link" to={staffPaths.eingang.getHref(q)}>
                {e.offenAnzahl(e.queues[q], zaehler[q])}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
