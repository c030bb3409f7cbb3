import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { clearLoginRedirect } from '../lib/session';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { LoadingOverlay } from './layout/LoadingOverlay';
import { TestbetriebBanner } from './layout/TestbetriebBanner';
import { Toasts } from './layout/Toasts';
import { paths } from './paths';
import { signedInUser } from './slices/auth';
import { useAppSelector } from './store';

/** Who may open a route: anyone, or a signed-in candidate (RequireAuth). */
export type Access = 'public' | 'protected';

export interface RouteHandle {
  access?: Access;
  title?: string;
}

function isProtected(handle: unknown): boolean {
  return (handle as RouteHandle | undefined)?.access === 'protected';
}

/** Header, main, footer, overlay and toasts around every page (spec §2 Layout). */
export function RootLayout() {
  const user = useAppSelector((state) => signedInUser(state.auth));
  const { pathname } = useLocation();
  const matches = useMatches();
  const firstRender = useRef(true);

  // While the guard turns a signed-out visit away, that visit does not count: the guard has just
  // remembered it for after the login.
  const turnedAway = user === null && matches.some((match) => isProtected(match.handle));

  useEffect(() => {
    // Spec §2: a stored post-login target is cleared whenever the visited path is not the login page.
    if (pathname !== paths.login.href && !turnedAway) clearLoginRedirect();
  }, [pathname, turnedAway]);

  useEffect(() => {
    window.scrollTo(0, 0);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // After an in-app navigation, screen readers start at the new page's heading.
    document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
  }, [pathname]);

  const smallFooter = user !== null && pathname !== paths.start.href;

  return (
    <div className="app">
      <a className="skip-link" href="#inhalt">
        {messages.layout.skipLink}
      </a>
      <Header user={user} />
      <main id="inhalt" className="site-main" tabIndex={-1}>
        <div className="site-container">
          <TestbetriebBanner />
          <Outlet />
        </div>
      </main>
      <Footer small={smallFooter} />
      <Toasts />
      <LoadingOverlay />
    </div>
  );
}
