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

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
