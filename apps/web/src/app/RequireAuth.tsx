import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { rememberLoginRedirect } from '../lib/session';
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

  return user ? <Outlet /> : null;
}
