// Issue 30 point 5 (decision 0042): the login's second step. The spec's login form stays as it is; when
// the server answers {zweiterFaktor} instead of a session, the page asks for the Bestätigungscode (or a
// Wiederherstellungscode) and only the second call stores the user.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { zweiterFaktor as t } from '@examensportal/domain/messages-zweiter-faktor';
import { loadUser } from '../src/lib/session';
import { mockBackend } from './forms';
import { jsonResponse, renderApp, WP_USER } from './helpers';

const SCHRITT = { zweiterFaktor: { schritt: 'schritt-token', verfahren: ['totp'] } };

async function anmelden(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1, name: messages.seiten.login });
  await import('../src/features/auth/loginValidation');
  await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'erika@example.org');
  await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Geheim!123');
  await user.click(screen.getByRole('button', { name: messages.web.anmelden }));
  return screen.findByRole('heading', { level: 2, name: t.schrittTitel });
}

describe('/login with a second factor', () => {
  it('asks for the code, refuses a wrong one with the server text, signs in with the right one', async () => {
    let versuch = 0;
    const { calls } = mockBackend({
      'POST /login': () => jsonResponse(SCHRITT),
      'POST /login/zweiterfaktor': () =>
        ++versuch === 1 ? jsonResponse({ message: t.codeFalsch }, 401) : jsonResponse(WP_USER),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await anmelden(user);
    expect(loadUser()).toBeNull();
    expect(screen.queryByLabelText(/^Passwort/, { selector: 'input' })).not.toBeVisible();

    const feld = screen.getByLabelText(new RegExp(`^${t.codeLabel}`));
    await user.click(screen.getByRole('button', { name: t.anmelden }));
    expect(await screen.findAllByText(t.codeFehlt)).not.toHaveLength(0);
    expect(calls.filter((c) => c.path === '/login/zweiterfaktor')).toHaveLength(0);

    await user.type(feld, '123 456');
    await user.click(screen.getByRole('button', { name: t.anmelden }));
    expect(await screen.findByText(t.codeFalsch)).toBeInTheDocument();

    await user.type(screen.getByLabelText(new RegExp(`^${t.codeLabel}`)), '654321');
    await user.click(screen.getByRole('button', { name: t.anmelden }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    const zweite = calls.filter((c) => c.path === '/login/zweiterfaktor');
    expect(zweite.map((c) => c.body)).toEqual([
      { schritt: 'schritt-token', code: '123456' },
      { schritt: 'schritt-token', code: '654321' },
    ]);
    expect(zweite[0]?.headers.has('Authorization')).toBe(false);
    expect(loadUser()).toEqual(WP_USER);
  });

  it('takes a recovery code instead, and goes back to the login form on request', async () => {
    const { calls } = mockBackend({
      'POST /login': () => jsonResponse(SCHRITT),
      'POST /login/zweiterfaktor': () => jsonResponse(WP_USER),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await anmelden(user);
    await user.click(screen.getByRole('button', { name: t.zurueckZurAnmeldung }));
    expect(screen.getByLabelText(/^Passwort/, { selector: 'input' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2, name: t.schrittTitel })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.web.anmelden }));
    await screen.findByRole('heading', { level: 2, name: t.schrittTitel });
    await user.click(screen.getByRole('button', { name: t.wiederherstellungscodeVerwenden }));
    await user.type(screen.getByLabelText(new RegExp(`^${t.wiederherstellungscodeLabel}`)), 'ABCD-EFGH-JKMN');
    await user.click(screen.getByRole('button', { name: t.anmelden }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(calls.filter((c) => c.path === '/login/zweiterfaktor').map((c) => c.body)).toEqual([
      { schritt: 'schritt-token', wiederherstellungscode: 'abcdefghjkmn' },
    ]);
  });
});
