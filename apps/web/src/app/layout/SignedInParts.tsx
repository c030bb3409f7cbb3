import { Link } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { kindOf, type SessionUser } from '../../lib/session';
import { MainNav } from './MainNav';
import { menuFor } from './menus';
import { UserInfo } from './UserInfo';
import { lazy, Suspense } from 'react';

// The Postfach's link with its count (decision 0049): its own chunk, loaded after these parts, so the
// /login entry lists nothing of it.
const PostfachLink = lazy(() => import('../../features/postfach/PostfachZaehler'));
import { paths } from '../paths';

function PersonIcon() {
  return (
    <svg
      className="person-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2.25c-3.3 0-9 1.65-9 4.95V21h18v-1.8c0-3.3-5.7-4.95-9-4.95Z"
      />
    </svg>
  );
}

/** Name, last login and the logout link in the header's top row. */
export function SessionArea({ user }: { user: SessionUser }) {
  return (
    <div className="site-header__session">
      <UserInfo user={user} />
      <Suspense fallback={null}>
        <PostfachLink />
      </Suspense>
      <Link className="kern-link logout-link" to={paths.logout.href}>
        <PersonIcon />
        {messages.layout.abmelden}
      </Link>
    </div>
  );
}

/** The menus of the user's kind (spec §2 Menus). */
export function SessionNav({ user }: { user: SessionUser }) {
  return <MainNav menu={menuFor(kindOf(user.art))} />;
}
