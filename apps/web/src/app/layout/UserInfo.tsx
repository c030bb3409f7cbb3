import { messages } from '@examensportal/domain/messages';
import { formatZeitpunkt } from '@examensportal/domain/format';
import type { SessionUser } from '../../lib/session';

/** First name, last name and the previous login as DD.MM.YYYY HH:mm (spec §2 Layout). */
export function UserInfo({ user }: { user: SessionUser }) {
  const lastLogin = formatZeitpunkt(user.lastLogin);
  return (
    <p className="user-info kern-body kern-body--small">
      <span className="kern-sr-only">{messages.web.angemeldetAls} </span>
      <span className="user-info__name">
        {user.vorname} {user.nachname}
      </span>
      {lastLogin !== '' && (
        <span className="user-info__last-login">
          {messages.layout.letzteAnmeldung}: {lastLogin}
        </span>
      )}
    </p>
  );
}
