import { Link } from 'react-router';
import { postfachTexte as t } from '@examensportal/domain/messages-postfach';
import { paths } from '../../app/paths';
import { useUngelesen } from './ungelesen';

/** The header's link to the Postfach with the unread count (decision 0049). */
export function PostfachLink() {
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
