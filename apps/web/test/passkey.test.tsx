// Issue 30 point 5 (decision 0051): passkeys in the web. The browser's WebAuthn call is the one thing
// jsdom lacks, so @simplewebauthn/browser stands in (its output is what the server tests feed the server
// from a software authenticator). The login's step offers "Passkey verwenden"; a cancelled passkey says
// so and sends nothing; an access-data change with a passkey asks the browser when nothing is typed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { zweiterFaktor as t } from '@examensportal/domain/messages-zweiter-faktor';
import { loadUser } from '../src/lib/session';
import { mockBackend } from './forms';
import { jsonResponse, renderApp, WP_USER } from './helpers';

const webauthn = vi.hoisted(() => ({
  browserSupportsWebAuthn: vi.fn(() => true),
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => webauthn);

const OPTIONEN = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [] };
const ANTWORT = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};

async function anmelden(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1, name: messages.seiten.login });
  await import('../src/features/auth/loginValidation');
  await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'erika@example.org');
  await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Geheim!123');
  await user.click(screen.getByRole('button', { name: messages.web.anmelden }));
  return screen.findByRole('heading', { level: 2, name: t.schrittTitel });
}

beforeEach(() => {
  webauthn.startAuthentication.mockReset();
  webauthn.startRegistration.mockReset();
});

describe('/login with a passkey', () => {
  it('signs in with "Passkey verwenden": a challenge for the step, the signed answer as the step\'s proof', async () => {
    webauthn.startAuthentication.mockResolvedValue(ANTWORT);
    const { calls } = mockBackend({
      'POST /login': () =>
        jsonResponse({ zweiterFaktor: { schritt: 'schritt-token', verfahren: ['passkey'] } }),
      'POST /login/zweiterfaktor/passkey': () => jsonResponse(OPTIONEN),
      'POST /login/zweiterfaktor': () => jsonResponse(WP_USER),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await anmelden(user);
    expect(screen.getByText(t.schrittHinweisPasskey)).toBeInTheDocument();
    // Passkeys only: no code field to type into.
    expect(screen.queryByLabelText(new RegExp(`^${t.codeLabel}`))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.passkeyVerwenden }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONEN });
    expect(calls.filter((c) => c.path.startsWith('/login/')).map((c) => [c.path, c.body])).toEqual([
      ['/login/zweiterfaktor/passkey', { schritt: 'schritt-token' }],
      ['/login/zweiterfaktor', { schritt: 'schritt-token', passkey: ANTWORT }],
    ]);
    expect(loadUser()).toEqual(WP_USER);
  });

  it('says so when the passkey was not used, and offers it beside the code when both are set', async () => {
    webauthn.startAuthentication.mockRejectedValue(new DOMException('abgebrochen', 'NotAllowedError'));
    const { calls } = mockBackend({
      'POST /login': () =>
        jsonResponse({ zweiterFaktor: { schritt: 'schritt-token', verfahren: ['totp', 'passkey'] } }),
      'POST /login/zweiterfaktor/passkey': () => jsonResponse(OPTIONEN),
    });
    const user = userEvent.setup();
    renderApp('/login');
    await anmelden(user);
    expect(screen.getByLabelText(new RegExp(`^${t.codeLabel}`))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.passkeyVerwenden }));
    expect(await screen.findByText(t.passkeyAbgebrochen)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/login/zweiterfaktor')).toHaveLength(0);
    expect(loadUser()).toBeNull();
  });
});

describe('/meinedaten/zugangsdatenaendern with a passkey', () => {
  it('asks the browser for the passkey and sends its answer with the change', async () => {
    webauthn.startAuthentication.mockResolvedValue(ANTWORT);
    const { calls } = mockBackend({
      'GET /api/zweiterfaktor': () =>
        jsonResponse({
          totp: false,
          wiederherstellungscodes: 0,
          passkeys: [
            { id: 'p1', name: 'Laptop', erstelltAm: '2026-10-05T08:00:00Z', zuletztVerwendetAm: null },
          ],
        }),
      'POST /api/zweiterfaktor/passkeys/nachweis': () => jsonResponse(OPTIONEN),
      'POST /changepassword': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderApp('/meinedaten/zugangsdatenaendern', { user: WP_USER });
    const form = await screen.findByRole('region', { name: messages.web.passwortAendernTitel });
    await within(form).findByText(t.passkeyNurHinweis);
    await user.type(within(form).getByLabelText(/^Aktuelles Passwort/, { selector: 'input' }), 'Geheim!123');
    await user.type(within(form).getByLabelText(/^Neues Passwort \*/, { selector: 'input' }), 'Neu!Geheim9');
    await user.type(
      within(form).getByLabelText(/^Neues Passwort wiederholen/, { selector: 'input' }),
      'Neu!Geheim9',
    );
    await user.click(within(form).getByRole('button', { name: messages.web.passwortAendern }));
    expect(await screen.findByText(messages.auth.passwortGeaendert)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/changepassword')?.body).toEqual({
      passwortAlt: 'Geheim!123',
      passwort: 'Neu!Geheim9',
      passkey: ANTWORT,
    });
  });
});
