import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from './RequireAuth';
import { RootLayout, type RouteHandle } from './RootLayout';
import { RootRedirect } from './RootRedirect';
import { RouteError } from './RouteError';
import { InitialLoading } from './InitialLoading';
import { RedirectPlaceholder } from './RedirectPlaceholder';
import { loadSignedInParts } from './layout/lazySignedInParts';
import { RouteBody } from './RouteBody';
import { routes, type RouteEntry } from './routes';

const BASENAME = '/examensportal';

function toRouteObject(entry: RouteEntry): RouteObject {
  if (entry.kind === 'redirect') {
    // Signed-in targets are pages taller than a phone's screen: their room is held (RedirectPlaceholder).
    const element =
      entry.access === 'protected' ? (
        <RedirectPlaceholder to={entry.to} />
      ) : (
        <Navigate to={entry.to} replace />
      );
    return { path: entry.path, element };
  }
  const { load } = entry;
  const handle: RouteHandle = { access: entry.access, title: entry.title };
  return {
    path: entry.path,
    handle,
    // Pages load on first visit, so /login does not carry the code of every flow. Protected pages
    // bring the header's signed-in parts along, so it is complete in their first render.
    lazy: async () => {
      const [{ default: Component }] = await Promise.all([
        load(),
        entry.access === 'protected' ? loadSignedInParts() : undefined,
      ]);
      return { element: <RouteBody entry={entry} component={Component} /> };
    },
  };
}

/** The route tree of spec §2 built from the registry in routes.ts. */
export function buildRoutes(entries: readonly RouteEntry[] = routes): RouteObject[] {
  const publicHandle: RouteHandle = { access: 'public' };
  const protectedHandle: RouteHandle = { access: 'protected' };
  return [
    // The examination office's back-office: its own layout and route tree, loaded only when visited,
    // so the candidate bundle does not carry it (issue 15).
    {
      path: '/pruefungsstelle/*',
      errorElement: <RouteError />,
      hydrateFallbackElement: <InitialLoading />,
      lazy: async () => {
        const { default: BackOffice } = await import('../pruefungsstelle/BackOffice');
        return { element: <BackOffice /> };
      },
    },
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <InitialLoading />,
      children: [
        { index: true, element: <RootRedirect /> },
        {
          handle: publicHandle,
          children: entries.filter((e) => e.access === 'public').map(toRouteObject),
        },
        {
          element: <RequireAuth />,
          handle: protectedHandle,
          children: entries.filter((e) => e.access === 'protected').map(toRouteObject),
        },
        // Unknown paths go to /examensportal.
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(), { basename: BASENAME });
}
