// Must stay the first import: it configures zod before any schema module is evaluated.
import '@examensportal/domain/zod-jitless';
import './styles/fonts.css';
import '@kern-ux/native/dist/kern.min.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { TESTBETRIEB_META } from '@examensportal/domain/api';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { installForcedLogout } from './app/forcedLogout';
import { createAppRouter } from './app/router';
import { createAppStore } from './app/store';

const store = createAppStore();
const router = createAppRouter();

installForcedLogout(store);

const container = document.getElementById('root');
if (!container) throw new Error('#root fehlt in index.html');

const app = (
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>
);
const render = () => createRoot(container).render(app);

// /login and the public pages of build/prerenderLogin.ts come with their markup rendered at build time.
// React takes it over once the router has loaded the route's code (before that its first commit would be
// the loading indicator): hydrated, the nodes stay, so nothing is painted twice and what someone typed
// stays. In test mode the page has the 'Testbetrieb' banner the build could not know, and a signed-in
// visitor a header the build (no session) could not know: rendered over instead.
const testbetrieb = document.querySelector(`meta[name="${TESTBETRIEB_META}"]`) !== null;
if (container.hasChildNodes() && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    if (testbetrieb || store.getState().auth.loggedIn) render();
    else hydrateRoot(container, app);
  });
} else {
  render();
}
