// Must stay the first import: it configures zod before any schema module is evaluated.
import '@examensportal/domain/zod-jitless';
import './styles/fonts.css';
import '@kern-ux/native/dist/kern.min.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );

// /login comes with its markup rendered at build time (login.html, build/prerenderLogin.ts). React
// replaces it in its first commit, so that commit must already be the page: wait until the router has
// loaded the route's code, or the loading indicator would stand in for the form for a moment.
if (container.hasChildNodes() && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
} else {
  render();
}
