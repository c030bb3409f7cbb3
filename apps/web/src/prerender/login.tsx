// Built for Node only (apps/web/build/prerenderLogin.ts): the markup of /login for login.html.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { buildRoutes } from '../app/router';
import { createAppStore } from '../app/store';

/** The login page as a visitor without a session sees it before any script ran, and its tab title. */
export async function renderLogin(): Promise<{ markup: string; title: string }> {
  const handler = createStaticHandler(buildRoutes(), { basename: '/examensportal' });
  const context = await handler.query(new Request('http://localhost/examensportal/login'));
  if (context instanceof Response) throw new Error(`/login answered ${context.status} while pre-rendering`);
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
  return { markup, title: messages.seiten.dokumentTitel(handle?.title ?? '') };
}
