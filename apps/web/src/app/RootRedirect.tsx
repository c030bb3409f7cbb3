import { Navigate } from 'react-router';
import { paths } from './paths';
import { signedInUser } from './slices/auth';
import { useAppSelector } from './store';

/** The root goes to start if logged in, else to login. */
export function RootRedirect() {
  const user = useAppSelector((state) => signedInUser(state.auth));
  return <Navigate to={user ? paths.start.href : paths.login.href} replace />;
}
