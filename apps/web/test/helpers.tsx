import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { installForcedLogout } from '../src/app/forcedLogout';
import { buildRoutes } from '../src/app/router';
import { createAppStore } from '../src/app/store';
import { saveUser, type SessionUser } from '../src/lib/session';

export const WP_USER: SessionUser = {
  art: 'WP',
  vorname: 'Erika',
  nachname: 'Mustermann',
  lastLogin: '2026-03-01T09:05:00.000Z',
  jwt: 'jwt-wp',
};

export const EIGNUNG_USER: SessionUser = {
  art: 'EIGNUNG',
  vorname: 'Max',
  nachname: 'Muster',
  lastLogin: null,
  jwt: 'jwt-eignung',
};

interface RenderAppOptions {
  /** Signed in as this user (stored in session storage, as after a real login). */
  user?: SessionUser;
}

/** The whole app (layout, guard, routes, forced logout) at a path, with a fresh store read from session storage, as main.tsx wires it. */
export function renderApp(path: string, { user }: RenderAppOptions = {}) {
  if (user) saveUser(user);
  const store = createAppStore();
  installForcedLogout(store);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const utils = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...utils, store, router };
}

/** A JSON response as the server sends it. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
