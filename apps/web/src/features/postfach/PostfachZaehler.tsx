import { useEffect, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { API, apiPath } from '@examensportal/domain/api';
import { postfachAntwortSchema } from '@examensportal/domain/schemas/postfach';
import { api, parseAntwort } from '../../lib/api';
import { postfachTexte as t } from '@examensportal/domain/messages-postfach';
import { paths } from '../../app/paths';
// The candidate's unread messages (issue 27 point 1, decision 0049), read once (the Postfach's own
// answer, which carries the count: no call of its own, the /login entry's call table has no room) for
// the header and /start together and again after the Postfach changed it. Loaded with the signed-in header's parts,
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
    .get(apiPath(API.postfach))
    .then((antwort) => {
      anzahl = parseAntwort(postfachAntwortSchema, antwort).ungelesen;
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
/**
 * The Postfach page announces each new count as this window event (no import of this module, so the
 * page's chunk list in the /login entry stays as short as possible).
 */
const UNGELESEN_EREIGNIS = 'postfach-ungelesen';
window.addEventListener(UNGELESEN_EREIGNIS, (event) => {
  anzahl = (event as CustomEvent<number>).detail;
  melden();
});

const abonnieren = (h: () => void) => {
  hoerer.add(h);
  return () => hoerer.delete(h);
};

/** The count, null until read. */
function useUngelesen(): number | null {
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

/** The header's link to the Postfach with the unread count (decision 0049). */
export default function PostfachLink() {
  const n = useUngelesen();
  return (
    <Link className="kern-link postfach-link" to={paths.postfach.href}>
      {t.titel}
      {n ? (
        <span className="postfach-link__anzahl" aria-label={t.ungelesen(n)}>
          {' '}
          ({n})
        </span>
      ) : null}
    </Link>
  );
}

/** /start: the unread messages, when there are any. */
export function PostfachStart() {
  const n = useUngelesen();
  if (!n) return null;
  return (
    <div className="kern-alert kern-alert--info" role="status">
      <div className="kern-alert__header">
        <span className="kern-icon kern-icon--info" aria-hidden="true" />
        <span className="kern-title">{t.ungelesen(n)}</span>
      </div>
      <div className="kern-alert__body">
        <Link className="kern-link" to={paths.postfach.href}>
          {t.zumPostfach}
        </Link>
      </div>
    </div>
  );
}
