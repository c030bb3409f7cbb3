import { setForbiddenHandler } from '../lib/api';
import { clearUser } from '../lib/session';
import { toast } from '../lib/toast';
import { logout } from './slices/auth';
import type { AppStore } from './store';

/**
 * Spec §4/§8: a 403 (or our server's 401) on a call that sends credentials forces a logout. The
 * stored user goes, the state resets, the server's reason shows, and the route guard then sends the
 * user to /login remembering the current page.
 */
export function installForcedLogout(store: AppStore): void {
  setForbiddenHandler((error) => {
    if (!store.getState().auth.loggedIn) return;
    clearUser();
    store.dispatch(logout());
    toast.info(error.message);
  });
}
