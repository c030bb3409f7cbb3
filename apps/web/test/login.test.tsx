import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AltchaWidgetElement } from 'altcha/external';
import { messages } from '@examensportal/domain/messages';
import { LOGIN_REDIRECT_KEY, loadUser } from '../src/lib/session';
import { ALTCHA_TEST_TOKEN } from './altchaTestMode';
import { expectFieldError, mockBackend, summaryLinks, v } from './forms';
import { jsonResponse, renderApp, WP_USER } from './helpers';

const w = messages.web;

async function openLogin(path = '/login') {
  const result = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: messages.seiten.login });
  // The page loads its checks right after it shows (PERF-FE-1); a user types for longer than that.
  await import('../src/features/auth/loginValidation');
  return result;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, passwort: string) {
  await user.type(screen.getByLabelText(/E-Mail-Adresse/), email);
  await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), passwort);
}

const submit = () => screen.getByRole('button', { name: w.anmelden });

describe('/login', () => {
  it('shows intro, required hint, links to password-forgotten and registration, and the logo', async () => {
    mockBackend({});
    await openLogin();
    expect(screen.getByText(w.loginIntro)).toBeInTheDocument();
    expect(screen.getByText('* Pflichtfelder')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: w.passwortVergessenLink })).toHaveAttribute(
      'href',
      '/passwortvergessen',
    );
    expect(screen.getByRole('link', { name: w.registrierenLink })).toHaveAttribute('href', '/registrierung');
    expect(document.querySelector('img.login-logo')?.getAttribute('src')).toBeTruthy();
    const widget = document.querySelector('altcha-widget') as AltchaWidgetElement;
    await waitFor(() =>
      expect(widget.getConfiguration()).toMatchObject({
        challenge: '/examensportal/backend/captcha/challenge',
        display: 'invisible',
        auto: 'onload',
      }),
    );
  });

  it('requires e-mail and password, with a summary naming and linking to each field', async () => {
    const { calls } = mockBackend({});
    const user = userEvent.setup();
    await openLogin();
    await user.click(submit());

    expect(summaryLinks()).toEqual([
      { text: `${messages.web.email}: ${v.feldLeer}`, href: '#login-email' },
      { text: `${messages.web.passwort}: ${v.feldLeerPasswort}`, href: '#login-passwort' },
    ]);
    expectFieldError(/E-Mail-Adresse/, v.feldLeer);
    expectFieldError(/^Passwort/, v.feldLeerPasswort);
    await waitFor(() => expect(document.activeElement).toHaveClass('error-summary'));
    expect(calls.filter((c) => c.path === '/login')).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: `${messages.web.passwort}: ${v.feldLeerPasswort}` }));
    expect(screen.getByLabelText(/^Passwort/, { selector: 'input' })).toHaveFocus();
  });

  it('checks the e-mail format', async () => {
    mockBackend({});
    const user = userEvent.setup();
    await openLogin();
    await fillIn(user, 'keine-adresse', 'x');
    await user.click(submit());
    expectFieldError(/E-Mail-Adresse/, v.emailUngueltig);
  });

  it('signs in: POST /login with the captcha solution, stores the user, opens /start', async () => {
    const { calls } = mockBackend({ 'POST /login': () => jsonResponse(WP_USER) });
    const user = userEvent.setup();
    const { router } = await openLogin();
    await fillIn(user, ' Erika@Example.org', 'Geheim!123');
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    const login = calls.find((c) => c.path === '/login')!;
    expect(login.method).toBe('POST');
    expect(login.body).toEqual({
      email: 'erika@example.org',
      passwort: 'Geheim!123',
      token: ALTCHA_TEST_TOKEN,
    });
    expect(login.headers.has('Authorization')).toBe(false);
    expect(loadUser()).toEqual(WP_USER);
    expect(await within(screen.getByRole('banner')).findByText('Erika Mustermann')).toBeInTheDocument();
  });

  it('goes to the remembered page after login, once', async () => {
    mockBackend({
      'POST /login': () => jsonResponse(WP_USER),
      'GET /api/zulassung/modul': () => jsonResponse({}),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/modulpruefung/abmeldung?schritt=2');
    await screen.findByRole('heading', { level: 1, name: messages.seiten.login });
    await fillIn(user, 'erika@example.org', 'Geheim!123');
    await user.click(submit());
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/modulpruefung/abmeldung?schritt=2',
      ),
    );
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBeNull();
  });

  it("shows the server's text above the form and solves a fresh captcha after a failed login", async () => {
    const { calls } = mockBackend({
      'POST /login': () => jsonResponse({ message: messages.auth.anmeldungFehlgeschlagen }, 401),
    });
    const user = userEvent.setup();
    const { router } = await openLogin();
    const widget = document.querySelector('altcha-widget')!;
    const states: string[] = [];
    widget.addEventListener('statechange', (e) =>
      states.push((e as CustomEvent<{ state: string }>).detail.state),
    );

    await fillIn(user, 'erika@example.org', 'Falsch!123');
    await user.click(submit());

    const alert = await screen.findByText(messages.auth.anmeldungFehlgeschlagen);
    expect(alert.closest('[role="alert"]')).toBeInTheDocument();
    // The alert stands above the form.
    expect(alert.compareDocumentPosition(submit()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(loadUser()).toBeNull();
    await waitFor(() => expect(states.slice(-2)).toEqual(['verifying', 'verified']));

    // The next attempt carries a (fresh) solution again.
    await user.click(submit());
    await waitFor(() => expect(calls.filter((c) => c.path === '/login')).toHaveLength(2));
    expect((calls.at(-1)!.body as { token: string }).token).toBe(ALTCHA_TEST_TOKEN);
  });

  it('shows no captcha error while the fresh solution after a failed login is being solved', async () => {
    mockBackend({
      'POST /login': () => jsonResponse({ message: messages.auth.anmeldungFehlgeschlagen }, 401),
    });
    // A solve that takes a moment, as in the browser; the form has been submitted once already.
    globalThis.$altcha.defaults.set({ minDuration: 150 });
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const text = document.body.textContent ?? '';
      if (text.includes(messages.auth.captchaUngueltig)) seen.push(messages.auth.captchaUngueltig);
      if (text.includes(w.captchaFehler)) seen.push(w.captchaFehler);
    });
    try {
      const user = userEvent.setup();
      await openLogin();
      const widget = document.querySelector('altcha-widget')!;
      const states: string[] = [];
      widget.addEventListener('statechange', (e) =>
        states.push((e as CustomEvent<{ state: string }>).detail.state),
      );
      await waitFor(() => expect(states.at(-1) ?? 'verified').toBe('verified'), { timeout: 2000 });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      await fillIn(user, 'erika@example.org', 'Falsch!123');
      // Two failed attempts: from the second on the form counts as submitted (live checks).
      for (let attempt = 1; attempt <= 2; attempt++) {
        states.length = 0;
        await user.click(submit());
        await screen.findByText(messages.auth.anmeldungFehlgeschlagen);
        await waitFor(() => expect(states.slice(-2)).toEqual(['verifying', 'verified']), { timeout: 2000 });
      }
      expect(seen).toEqual([]);
    } finally {
      observer.disconnect();
      globalThis.$altcha.defaults.set({ minDuration: 0 });
    }
  });

  it('names a failed captcha in the summary and does not send', async () => {
    // ALTCHA's own failure simulation (documented option `mockError`).
    globalThis.$altcha.defaults.set({ mockError: true });
    try {
      const { calls } = mockBackend({});
      const user = userEvent.setup();
      await openLogin();
      await fillIn(user, 'erika@example.org', 'Geheim!123');
      await user.click(submit());
      expect(await screen.findByRole('link', { name: messages.auth.captchaUngueltig })).toHaveAttribute(
        'href',
        '#login-token',
      );
      expect(calls.filter((c) => c.path === '/login')).toHaveLength(0);
    } finally {
      globalThis.$altcha.defaults.set({ mockError: false });
    }
  });

  it('the password can be shown and hidden', async () => {
    mockBackend({});
    const user = userEvent.setup();
    await openLogin();
    const input = screen.getByLabelText(/^Passwort/, { selector: 'input' });
    const toggle = screen.getByRole('button', { name: w.passwortAnzeigen });
    expect(input).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('/logout', () => {
  it("calls POST /logout, clears the stored user, says 'Sie wurden abgemeldet.' and opens /login", async () => {
    const { calls } = mockBackend({ 'POST /logout': () => new Response(null, { status: 204 }) });
    const { router } = renderApp('/logout', { user: WP_USER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.filter((c) => c.path === '/logout')).toHaveLength(1);
    expect(calls[0]!.headers.get('Authorization')).toBe(`Bearer ${WP_USER.jwt}`);
    expect(loadUser()).toBeNull();
    expect(await screen.findByText(messages.auth.abgemeldet)).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByText('Erika Mustermann')).not.toBeInTheDocument();
  });

  it('signs out locally even when the server call fails', async () => {
    mockBackend({ 'POST /logout': () => jsonResponse({ message: 'Es ist ein Fehler aufgetreten' }, 500) });
    const { router, store } = renderApp('/logout', { user: WP_USER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loadUser()).toBeNull();
    expect(store.getState().auth.loggedIn).toBe(false);
  });
});
