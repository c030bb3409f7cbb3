// Built for Node only (apps/web/build/prerenderLogin.ts): the markup of /login for login.html and of the
// other pages a visitor without a session sees first, and the route table for the other routes' HTML
// (build/preloadSeiten.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { buildRoutes } from '../app/router';
import { routes } from '../app/routes';
import { createAppStore } from '../app/store';
import { vorabAbrufe } from '../app/vorabAbrufe';

/**
 * A public page (`login`, `pruefungsstelle/login`) as a visitor without a session sees it before any
 * script ran, and its tab title when the route has one (the back-office's pages set theirs when they run).
 */
export async function renderSeite(pfad: string): Promise<{ markup: string; title: string | undefined }> {
  const handler = createStaticHandler(buildRoutes(), { basename: '/examensportal' });
  const context = await handler.query(new Request(`http://localhost/examensportal/${pfad}`));
  if (context instanceof Response) throw new Error(`/${pfad} answered ${context.status} while pre-rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <Provider store={createAppStore()}>
        {/* hydrate={false}: no inline <script> with router data (the CSP allows no inline script). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Provider>
    </StrictMode>,
  );
  const handle = context.matches.at(-1)?.route.handle as { title?: string } | undefined;
  return {
    markup,
    title: handle?.title === undefined ? undefined : messages.seiten.dokumentTitel(handle.title),
  };
}

/** Every route's pattern with its page module (or its redirect target), for the pages' preloads. */
export function seitenTabelle() {
  const pages = [
    ...routes.flatMap((r) =>
      r.kind === 'page'
        ? [
            {
              path: r.path,
              access: r.access,
              modul: `features/${r.seite}`,
              // The GETs its HTML sends ahead of its code (decision 0091).
              ...(r.access === 'protected' ? { abrufe: vorabAbrufe(r.path) } : {}),
            },
          ]
        : [],
    ),
    // The back-office (router.tsx): one chunk, its pages inside.
    { path: 'pruefungsstelle/*', access: 'public' as const, modul: 'pruefungsstelle/BackOffice' },
  ];
  return {
    pages,
    // A redirect gets its target page's HTML: the page whose pattern matches where it sends the visit.
    redirects: routes.flatMap((r) =>
      r.kind === 'redirect'
        ? [{ path: r.path, ziel: pages.find((p) => matchPath(`/${p.path}`, r.to))?.path }]
        : [],
    ),
  };
}
