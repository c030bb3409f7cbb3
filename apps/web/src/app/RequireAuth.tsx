import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { rememberLoginRedirect } from '../lib/session';
import { LoadingPlaceholder } from '../wizard/LoadingPlaceholder';
import { paths } from './paths';
import { signedInUser } from './slices/auth';
import { useAppSelector } from './store';

/** Pages behind login: without a user, remember the requested path (with search), then go to /login. */
export function RequireAuth() {
  const user = useAppSelector((state) => signedInUser(state.auth));
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const target = pathname + search;

  useEffect(() => {
    if (user) return;
    // Remember first, then navigate: the login page reads it after a successful login.
    rememberLoginRedirect(target);
    void navigate(paths.login.href, { replace: true });
  }, [user, target, navigate]);

  // While the login page loads, the room stays held: an empty main let the footer rise into the
  // screen and drop again when the login form came (CLS 0.19 on a phone).
  return user ? <Outlet /> : <LoadingPlaceholder />;
}
