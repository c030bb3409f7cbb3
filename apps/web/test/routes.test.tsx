import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { generatePath } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { ERKLAERUNGSSEITEN } from '../src/app/erklaerungsseiten';
import type { ErklaerungKey } from '@examensportal/domain/erklaerungen/index';
import { type EigeneSeite } from '../src/app/erklaerungsseiten';
import { paths } from '../src/app/paths';
import { pagesFor, routes, type PageRoute, type RedirectRoute } from '../src/app/routes';
import { logout } from '../src/app/slices/auth';
import { LOGIN_REDIRECT_KEY } from '../src/lib/session';
import { EIGNUNG_USER, jsonResponse, renderApp, WP_USER } from './helpers';

beforeEach(() => {
  // Pages that load data on their own get an empty answer; routing is what is tested here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({})),
  );
});

const pageRoutes = routes.filter((r): r is PageRoute => r.kind === 'page');
const redirectRoutes = routes.filter((r): r is RedirectRoute => r.kind === 'redirect');

/** A concrete path for a route pattern (first page of a page set, a token for the links). */
function samplePath(route: PageRoute, art: 'WP' | 'EIGNUNG' = 'WP'): string {
  const page = route.pageSet ? pagesFor(route.pageSet, art)[0] : undefined;
  return '/' + generatePath(route.path, { page: page ?? '', token: 'abc' });
}

async function expectPath(
  router: { state: { location: { pathname: string; search: string } } },
  path: string,
) {
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(path));
}

describe('the route table of spec §2', () => {
  it('has every route of the spec', () => {
    const paths = routes.map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'login',
        'logout',
        'registrierung',
        'registriert',
        'confirmemail/:token',
        'passwortvergessen',
        'passwortzurueckgesetzt',
        'confirmresetpassword/:token',
        'barrierefreiheit',
        'start',
        'zulassung/antragstellen/:page',
        'zulassung/zuruecknehmen',
        'zulassung/*',
        'zulassungeignung/antragstellen/:page',
        'zulassungeignung/zuruecknehmen',
        'zulassungeignung/ruecktritt',
        'zulassungeignung/*',
        'modulpruefung/anmeldung',
        'modulpruefung/abmeldung',
        'modulpruefung/verschiebung',
        'modulpruefung/anrechnung',
        'modulpruefung/*',
        'ruecktritt/modulpruefung',
        'ruecktritt/gesamtpruefung',
        'ruecktritt/*',
        'triftigergrund',
        'triftigergrundeignung',
        'meinedaten',
        'meinedaten/digitaleakte/:page',
        'meinedaten/kontaktdatenaendern',
        'meinedaten/zugangsdatenaendern',
        'meinedaten/loeschung',
      ]),
    );
  });

  // Spec §6's public pages plus ours: 'Das war ich nicht' (issue 17, decision 0007) and the new
  // confirmation mail (issue 16).
  // Every declaration kind's page: a kind of the registry without one fails the type check here.
  const seiteDerErklaerung = {
    ...(Object.fromEntries(
      Object.entries(ERKLAERUNGSSEITEN).map(([key, s]) => [key, `/${s.path}`]),
    ) as Record<Exclude<ErklaerungKey, EigeneSeite>, string>),
    zulassungsantrag: paths.zulassungAntrag.base,
    eignungAntrag: paths.eignungAntrag.base,
    kontaktdaten: paths.kontaktdatenAendern.href,
    kontaktdatenEignung: paths.kontaktdatenAendern.href,
  } satisfies Record<ErklaerungKey, string>;

  it('has a page for every declaration of the registry (decision 0025)', () => {
    for (const href of Object.values(seiteDerErklaerung)) {
      const seite = pageRoutes.find((r) => `/${r.path}` === href || `/${r.path}`.startsWith(`${href}/:`));
      expect(seite?.access, href).toBe('protected');
    }
  });

  // Issue 31.8: a declaration page is one row of erklaerungsseiten.ts; its route takes path, title,
  // kind and module from it, and the module's default export is the page.
  it.each(Object.entries(ERKLAERUNGSSEITEN))('builds the route of %s from its row', async (_key, row) => {
    const route = pageRoutes.find((r) => r.path === row.path);
    expect(route).toMatchObject({ access: 'protected', title: row.title, art: row.art });
    const modul = await route!.load();
    expect(typeof modul.default).toBe('function');
  });

  it('keeps public exactly the pages spec §6 names, and ours', () => {
    expect(routes.filter((r) => r.access === 'public').map((r) => r.path)).toEqual([
      'login',
      'logout',
      'registrierung',
      'registriert',
      'confirmemail/:token',
      'passwortvergessen',
      'passwortzurueckgesetzt',
      'confirmresetpassword/:token',
      'emailzuruecksetzen/:token',
      'bestaetigungerneutsenden',
      'barrierefreiheit',
    ]);
  });
});

describe('guard', () => {
  it.each(pageRoutes.filter((r) => r.access === 'protected').map((r) => [samplePath(r)]))(
    '%s without a user goes to /login and is remembered',
    async (path) => {
      const { router } = renderApp(`${path}?x=1`);
      await expectPath(router, '/login');
      expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe(`${path}?x=1`);
      expect(
        await screen.findByRole('heading', { level: 1, name: messages.seiten.login }),
      ).toBeInTheDocument();
    },
  );

  it('sends the user to the remembered page after a later 403 (forced logout)', async () => {
    const { router, store } = renderApp('/meinedaten', { user: WP_USER });
    await screen.findByRole('heading', { level: 1, name: messages.seiten.meineDaten });
    act(() => {
      store.dispatch(logout());
    });
    await expectPath(router, '/login');
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe('/meinedaten');
  });

  it('clears the remembered target when a page other than login is visited', async () => {
    const { router } = renderApp('/triftigergrund');
    await expectPath(router, '/login');
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe('/triftigergrund');
    await act(() => router.navigate('/registrierung'));
    await screen.findByRole('heading', { level: 1, name: messages.seiten.registrierung });
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBeNull();
  });

  it('keeps the remembered target while the login page stays open', async () => {
    const { router } = renderApp('/start');
    await expectPath(router, '/login');
    await act(() => router.navigate('/login?neu'));
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe('/start');
  });

  it('also clears it on a signed-in visit', async () => {
    sessionStorage.setItem(LOGIN_REDIRECT_KEY, '/meinedaten');
    renderApp('/start', { user: WP_USER });
    await screen.findByRole('heading', { level: 1, name: messages.seiten.start });
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBeNull();
  });
});

describe('redirects', () => {
  it.each([
    ['/', '/login', undefined],
    ['/', '/start', WP_USER],
    ['/gibtesnicht', '/login', undefined],
    ['/gibtesnicht/tief', '/start', WP_USER],
    ['/meinedaten/gibtesnicht', '/start', WP_USER],
  ])('%s → %s', async (from, to, user) => {
    const { router } = renderApp(from, user ? { user } : {});
    await expectPath(router, to);
  });

  it.each(redirectRoutes.map((r) => [r.path, r.to]))('%s → %s', async (pattern, to) => {
    const base = pattern.replace('/*', '');
    for (const path of [`/${base}`, `/${base}/unbekannt`, `/${base}/unbekannt/tief`]) {
      const { router, unmount } = renderApp(path, {
        user: to.startsWith('/zulassungeignung') ? EIGNUNG_USER : WP_USER,
      });
      await expectPath(router, to);
      unmount();
    }
  });

  it.each(
    pageRoutes
      .filter((r) => r.pageSet)
      .flatMap((r) =>
        (['WP', 'EIGNUNG'] as const)
          .filter((art) => !r.art || r.art === art)
          .map((art) => [r.path, art, pagesFor(r.pageSet!, art)] as const),
      ),
  )('%s (%s): every page opens, an unknown page goes to the first', async (pattern, art, pages) => {
    const user = art === 'WP' ? WP_USER : EIGNUNG_USER;
    for (const page of pages) {
      const path = '/' + generatePath(pattern, { page });
      const { router, unmount } = renderApp(path, { user });
      await screen.findByRole('heading', {
        level: 2,
        name: messages.seiten.schritte[page as keyof typeof messages.seiten.schritte],
      });
      expect(router.state.location.pathname).toBe(path);
      unmount();
    }
    const { router } = renderApp('/' + generatePath(pattern, { page: 'unbekannt' }), { user });
    await expectPath(router, '/' + generatePath(pattern, { page: pages[0]! }));
  });

  it("shows 'Seite x von 7' on the WP application wizard", async () => {
    renderApp('/zulassung/antragstellen/akademischevorbildung', { user: WP_USER });
    expect(await screen.findByText('Seite 4 von 7')).toBeInTheDocument();
  });

  it('offers the EIGNUNG digital-file pages only to aptitude candidates', async () => {
    const { router } = renderApp('/meinedaten/digitaleakte/mantelakte', { user: EIGNUNG_USER });
    await expectPath(router, '/meinedaten/digitaleakte/akteneingang');
    const second = renderApp('/meinedaten/digitaleakte/akte', { user: EIGNUNG_USER });
    await expectPath(second.router, '/meinedaten/digitaleakte/akte');
  });
});

describe('pages', () => {
  it.each(pageRoutes.map((r) => [r.path, r] as const))(
    '%s has one h1 and its document title',
    async (_path, route) => {
      const user = route.art === 'EIGNUNG' ? EIGNUNG_USER : WP_USER;
      // The previous page's title stays in the shared document until this page sets its own.
      document.title = '';
      renderApp(samplePath(route, route.art ?? 'WP'), route.access === 'protected' ? { user } : {});
      await waitFor(() => {
        expect(document.title).toContain(route.title);
        expect(document.title).toContain('– Examensportal');
      });
      const headings = await screen.findAllByRole('heading', { level: 1 });
      expect(headings).toHaveLength(1);
    },
  );

  it.each([
    ['/modulpruefung/anmeldung', EIGNUNG_USER],
    ['/ruecktritt/gesamtpruefung', EIGNUNG_USER],
    ['/triftigergrundeignung', WP_USER],
    ['/zulassungeignung/ruecktritt', WP_USER],
  ])('%s is not applicable for the other kind of candidate', async (path, user) => {
    renderApp(path, { user });
    expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
  });
});

describe('forced logout (spec §4: a 403 on a call that sends credentials)', () => {
  it('drops the stored user and sends the user to /login, remembering the page', async () => {
    const { loadModul } = await import('../src/app/slices/data');
    const { loadUser } = await import('../src/lib/session');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: messages.auth.sitzungAbgelaufen }, 403)),
    );
    const { router, store } = renderApp('/modulpruefung/verschiebung', { user: WP_USER });
    await screen.findByRole('heading', { level: 1, name: messages.seiten.modulVerschiebung });

    await act(() => store.dispatch(loadModul()));

    await expectPath(router, '/login');
    expect(loadUser()).toBeNull();
    expect(store.getState().auth).toMatchObject({ loggedIn: false, user: null });
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe('/modulpruefung/verschiebung');
    expect(await screen.findByText(messages.auth.sitzungAbgelaufen)).toBeInTheDocument();
  });
});
