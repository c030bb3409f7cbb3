import { Navigate } from 'react-router';
import { LOGIN_PATH, START_PATH } from './routes';
import { signedInUser } from './slices/auth';
import { useAppSelector } from './store';

/** The root goes to start if logged in, else to login. */
export function RootRedirect() {
  const user = useAppSelector((state) => signedInUser(state.auth));
  return <Navigate to={user ? START_PATH : LOGIN_PATH} replace />;
}
