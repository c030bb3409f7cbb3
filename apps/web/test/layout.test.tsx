import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { EIGNUNG_MENU, WP_MENU } from '../src/app/layout/menus';
import { MENU_HOVER_CLOSE_MS } from '../src/app/layout/MainNav';
import { loadModul } from '../src/app/slices/data';
import { toast, TOAST_AUTO_CLOSE_MS } from '../src/lib/toast';
import { EIGNUNG_USER, jsonResponse, renderApp, WP_USER } from './helpers';

beforeEach(() => {
  // An empty server: nothing stored (the document list is a list, decision 0023 reads it as one).
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      jsonResponse(String(input).endsWith('/api/dokumente') ? [] : {}),
    ),
  );
});

const nav = () => screen.getByRole('navigation', { name: messages.layout.hauptnavigation });

async function signedIn(path = '/start', user = WP_USER) {
  const result = renderApp(path, { user });
  await screen.findAllByRole('heading', { level: 1 });
  // The layout (with the toast region) is mounted, not a fallback: tests that fake timers next would
  // otherwise freeze React's scheduling before it commits (seen under load).
  await screen.findByRole('region', { name: messages.layout.benachrichtigungen });
  return result;
}

describe('menus (spec §2 Menus)', () => {
  it.each([
    ['WP', WP_USER, ['Meine Daten', 'Zulassungsantrag', 'Modulprüfung', 'Triftiger Grund', 'Rücktritt']],
    ['EIGNUNG', EIGNUNG_USER, ['Zulassungsantrag', 'Triftiger Grund', 'Meine Daten']],
    [
      'any other art (as aptitude test)',
      { ...EIGNUNG_USER, art: 'EP' },
      ['Zulassungsantrag', 'Triftiger Grund', 'Meine Daten'],
    ],
  ])('%s menu', async (_art, user, labels) => {
    await signedIn('/start', user);
    const top = within(nav())
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.classList.contains('main-nav__list'))
      .map((li) => li.firstElementChild?.textContent);
    expect(top).toEqual(labels);
  });

  it.each([
    ['WP', WP_MENU],
    ['EIGNUNG', EIGNUNG_MENU],
  ])('every %s menu link leads to a route that opens', async (_art, menu) => {
    const links = menu.flatMap((entry) => entry.items ?? [{ label: entry.label, to: entry.to ?? '' }]);
    expect(links.length).toBeGreaterThan(3);
    for (const link of links.filter((l) => l.to !== '/logout')) {
      const { router, unmount } = renderApp(link.to, { user: menu === WP_MENU ? WP_USER : EIGNUNG_USER });
      await screen.findAllByRole('heading', { level: 1 });
      // Every load of the page has answered: what it shows now no longer depends on timing.
      await waitFor(() => expect(document.querySelector('.loading-overlay')).not.toHaveClass('is-visible'));
      expect(router.state.location.pathname).toBe(link.to);
      // The page opened: no load failure and no error page. Whether its flow is applicable depends on
      // the (here empty) server data – 'nicht anwendbar' is an answer of the page, not a dead link.
      expect(screen.queryByRole('alert')).toBeNull();
      unmount();
    }
  });

  it('shows no menu when nobody is signed in', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.queryByRole('navigation', { name: messages.layout.hauptnavigation }),
    ).not.toBeInTheDocument();
  });
});

describe('dropdowns', () => {
  it('opens and closes by its disclosure button (aria-expanded)', async () => {
    const user = userEvent.setup();
    await signedIn();
    const button = within(nav()).getByRole('button', { name: 'Modulprüfung' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Verschiebung' })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Verschiebung' })).toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    await signedIn();
    const button = within(nav()).getByRole('button', { name: 'Rücktritt' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('main'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    await signedIn();
    const button = within(nav()).getByRole('button', { name: 'Zulassungsantrag' });
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Antrag stellen' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes 400 ms after the pointer leaves, not earlier, and stays open when it comes back', async () => {
    await signedIn();
    // Fake time from here: the page is rendered, only the menu's own timer is left to control.
    vi.useFakeTimers();
    const button = within(nav()).getByRole('button', { name: 'Meine Daten' });
    const mouse = { pointerType: 'mouse', relatedTarget: document.body };
    const enter = () => fireEvent.pointerOver(button, mouse);
    const leave = () => fireEvent.pointerOut(button, mouse);

    enter();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    leave();
    act(() => vi.advanceTimersByTime(MENU_HOVER_CLOSE_MS - 50));
    expect(button).toHaveAttribute('aria-expanded', 'true');

    // Back in time: the pending close is cancelled.
    enter();
    act(() => vi.advanceTimersByTime(MENU_HOVER_CLOSE_MS * 2));
    expect(button).toHaveAttribute('aria-expanded', 'true');

    leave();
    act(() => vi.advanceTimersByTime(MENU_HOVER_CLOSE_MS - 1));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(MENU_HOVER_CLOSE_MS).toBe(400);
  });

  it('does not open on a touch "hover"', async () => {
    await signedIn();
    const button = within(nav()).getByRole('button', { name: 'Meine Daten' });
    fireEvent.pointerOver(button, { pointerType: 'touch', relatedTarget: document.body });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click on a menu the pointer opened keeps it open', async () => {
    const user = userEvent.setup();
    await signedIn();
    const button = within(nav()).getByRole('button', { name: 'Modulprüfung' });
    await user.hover(button);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes after choosing a link and navigates', async () => {
    const user = userEvent.setup();
    const { router } = await signedIn();
    await user.click(within(nav()).getByRole('button', { name: 'Modulprüfung' }));
    await user.click(screen.getByRole('link', { name: 'Anrechnung' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/modulpruefung/anrechnung'));
    expect(within(nav()).getByRole('button', { name: 'Modulprüfung' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('has a mobile toggle for the whole menu', async () => {
    const user = userEvent.setup();
    await signedIn();
    const toggle = within(nav()).getByRole('button', { name: messages.layout.menuOeffnen });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list).not.toHaveClass('is-open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(messages.layout.menuSchliessen);
    expect(list).toHaveClass('is-open');
    await user.click(screen.getByRole('main'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('header', () => {
  it('shows first name, last name and the last login as DD.MM.YYYY HH:mm (German time)', async () => {
    await signedIn('/start', { ...WP_USER, lastLogin: '2026-07-31T22:30:00.000Z' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Erika Mustermann')).toBeInTheDocument();
    expect(
      within(banner).getByText(`${messages.layout.letzteAnmeldung}: 01.08.2026 00:30`),
    ).toBeInTheDocument();
  });

  it('leaves the last login out on the first login', async () => {
    await signedIn('/start', EIGNUNG_USER);
    expect(within(screen.getByRole('banner')).queryByText(/Letzte Anmeldung/)).not.toBeInTheDocument();
  });

  it("shows 'Abmelden' with an icon hidden from screen readers only when signed in", async () => {
    await signedIn();
    const link = within(screen.getByRole('banner')).getByRole('link', { name: messages.layout.abmelden });
    expect(link).toHaveAttribute('href', '/logout');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it("has no user info and no 'Abmelden' when signed out", async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: messages.layout.abmelden }),
    ).toBeNull();
  });

  it('turns compact on scroll over a spacer that never changes', async () => {
    await signedIn();
    const header = screen.getByRole('banner');
    const spacer = document.querySelector('.site-header-spacer');
    expect(header).not.toHaveClass('is-compact');
    act(() => {
      window.scrollY = 300;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveClass('is-compact');
    expect(document.querySelector('.site-header-spacer')).toBe(spacer);
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).not.toHaveClass('is-compact');
  });
});

describe('landmarks and focus', () => {
  it('has a skip link to main, and header, nav, main and footer landmarks', async () => {
    await signedIn();
    const skip = screen.getByRole('link', { name: messages.layout.skipLink });
    expect(skip).toHaveAttribute('href', '#inhalt');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'inhalt');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(nav()).toBeInTheDocument();
  });

  it('scrolls to the top and focuses the new h1 on every path change', async () => {
    const user = userEvent.setup();
    await signedIn();
    vi.mocked(window.scrollTo).mockClear();
    await user.click(within(nav()).getByRole('link', { name: 'Triftiger Grund' }));
    const h1 = await screen.findByRole('heading', { level: 1, name: messages.seiten.triftigerGrund });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    await waitFor(() => expect(h1).toHaveFocus());
  });
});

describe('footer', () => {
  const year = String(new Date().getFullYear());

  it('is the large variant on public pages, with the current year and the accessibility link', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    expect(footer).not.toHaveClass('site-footer--small');
    expect(within(footer).getByText(new RegExp(`© ${year} `))).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: messages.layout.barrierefreiheit })).toHaveAttribute(
      'href',
      '/barrierefreiheit',
    );
  });

  it('is the large variant on the start page when signed in', async () => {
    await signedIn('/start');
    expect(screen.getByRole('contentinfo')).not.toHaveClass('site-footer--small');
  });

  it('is the small variant on other pages when signed in', async () => {
    await signedIn('/meinedaten');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveClass('site-footer--small');
    expect(within(footer).getByText(new RegExp(`© ${year} `))).toBeInTheDocument();
  });
});

describe('loading overlay', () => {
  it('shows while a thunk runs (busy flag), as a status for screen readers', async () => {
    const answers: ((response: Response) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve))),
    );
    const { store } = await signedIn();
    const overlay = document.querySelector('.loading-overlay')!;
    expect(overlay).toHaveAttribute('role', 'status');
    // The start page reads the procedure ('Ihr Verfahren'): answered first, the overlay goes.
    await act(async () => {
      for (const answer of answers.splice(0)) answer(jsonResponse({}));
      await Promise.resolve();
    });
    await waitFor(() => expect(overlay).not.toHaveClass('is-visible'));
    let pending!: Promise<unknown>;
    act(() => {
      pending = store.dispatch(loadModul());
    });
    expect(overlay).toHaveClass('is-visible');
    expect(within(overlay as HTMLElement).getByText(messages.generic.laden)).toBeInTheDocument();
    await act(async () => {
      for (const answer of answers.splice(0)) answer(jsonResponse({ zwischegespeichert: 2 }));
      await pending;
    });
    expect(overlay).not.toHaveClass('is-visible');
  });
});

describe('toasts', () => {
  it('close by themselves after 7000 ms', async () => {
    await signedIn();
    vi.useFakeTimers();
    act(() => {
      toast.success('Die Daten wurden zwischengespeichert.');
    });
    const region = screen.getByRole('region', { name: messages.layout.benachrichtigungen });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getByText('Die Daten wurden zwischengespeichert.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1));
    expect(within(region).getByText('Die Daten wurden zwischengespeichert.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryByText('Die Daten wurden zwischengespeichert.')).not.toBeInTheDocument();
    expect(TOAST_AUTO_CLOSE_MS).toBe(7000);
  });

  it('close by their button', async () => {
    const user = userEvent.setup();
    await signedIn();
    act(() => {
      toast.error('Das Passwort konnte nicht geändert werden.');
    });
    await user.click(screen.getByRole('button', { name: messages.layout.toastSchliessen }));
    expect(screen.queryByText('Das Passwort konnte nicht geändert werden.')).not.toBeInTheDocument();
  });

  it('a new success clears a stale error, but keeps the info toasts and later errors', async () => {
    await signedIn();
    act(() => {
      toast.error('Die Daten konnten nicht zwischengespeichert werden.');
      toast.info('Sie wurden abgemeldet.');
    });
    const region = screen.getByRole('region', { name: messages.layout.benachrichtigungen });
    act(() => {
      toast.success('Die Daten wurden zwischengespeichert.');
    });
    expect(within(region).queryByText('Die Daten konnten nicht zwischengespeichert werden.')).toBeNull();
    expect(within(region).getByText('Sie wurden abgemeldet.')).toBeInTheDocument();
    expect(region.querySelectorAll('.kern-alert--danger')).toHaveLength(0);
    act(() => {
      toast.error('Das Passwort konnte nicht geändert werden.');
    });
    expect(within(region).getByText('Die Daten wurden zwischengespeichert.')).toBeInTheDocument();
    expect(within(region).getByText('Das Passwort konnte nicht geändert werden.')).toBeInTheDocument();
  });

  it('stay while the pointer rests on them', async () => {
    await signedIn();
    vi.useFakeTimers();
    act(() => {
      toast.info('Sie wurden abgemeldet.');
    });
    const item = screen.getByText('Sie wurden abgemeldet.').closest('.toast')!;
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 2));
    expect(screen.getByText('Sie wurden abgemeldet.')).toBeInTheDocument();
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS));
    expect(screen.queryByText('Sie wurden abgemeldet.')).not.toBeInTheDocument();
  });
});
