// The work queues as a side navigation, each with its number of open items as a badge.
import { Link } from 'react-router';
import {
  EINGANG_QUEUES,
  eingang,
  type EingangQueue,
} from '@examensportal/domain/messages-pruefungsstelle-eingang';
import type { EingangZaehler } from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import { staffPaths } from '../paths';

const e = eingang;

export function QueueNav({ aktiv, zaehler }: { aktiv: EingangQueue; zaehler: EingangZaehler | null }) {
  return (
    <nav aria-label={e.arbeitsliste} className="eingang__queues">
      <ul>
        {EINGANG_QUEUES.map((q) => (
          <li key={q}>
            <Link
              className="kern-link"
              to={staffPaths.eingang.getHref(q)}
              aria-current={q === aktiv ? 'page' : undefined}
            >
              {e.queues[q]}
              {zaehler && (
                <>
                  {' '}
                  <span
                    className={`kern-badge ${zaehler[q] > 0 ? 'kern-badge--info' : 'kern-badge--success'}`}
                  >
                    <span className="kern-label">{zaehler[q]}</span>
                  </span>
                  <span className="kern-sr-only"> {e.offen}</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
