import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { loadUser } from '../src/lib/session';
import { ALTCHA_TEST_TOKEN } from './altchaTestMode';
import { expectFieldError, mockBackend, summaryLinks, v } from './forms';
import { EIGNUNG_USER, jsonResponse, renderApp, WP_USER } from './helpers';

const w = messages.web;
const passwordInput = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('/registrierung', () => {
  async function open() {
    const result = renderApp('/registrierung');
    await screen.findByRole('heading', { level: 1, name: messages.seiten.registrierung });
    return result;
  }

  it('shows every rule of spec §5 with the registration wording', async () => {
    mockBackend({});
    const user = userEvent.setup();
    await open();
    await user.type(screen.getByLabelText(/Nachname/), 'A');
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'kein@');
    await user.type(passwordInput(/^Passwort \*/), 'abc');
    await user.type(passwordInput(/^Passwort wiederholen/), 'abd');
    await user.click(screen.getByRole('button', { name: w.registrieren }));

    expect(summaryLinks().map((l) => l.href)).toEqual([
      '#registrierung-vorname',
      '#registrierung-nachname',
      '#registrierung-email',
      '#registrierung-art',
      '#registrierung-passwort',
      '#registrierung-passwort1',
    ]);
    expectFieldError(/Vorname/, v.feldLeer);
    expectFieldError(/Nachname/, v.nachnameMin);
    expectFieldError(/E-Mail-Adresse/, v.emailUngueltig);
    expect(screen.getByRole('radiogroup', { name: /Anmeldung zu/ })).toHaveAccessibleDescription(
      v.artUngueltig,
    );
    for (const rule of [
      v.passwortMinLaengeRegistrierung,
      v.passwortGrossbuchstabe,
      v.passwortZahl,
      v.passwortSonderzeichen,
    ]) {
      expectFieldError(/^Passwort \*/, rule);
    }
    expectFieldError(/^Passwort wiederholen/, v.passwoerterUngleich);
  });

  it('registers: POST /register with every field and the captcha, then /registriert', async () => {
    const { calls } = mockBackend({ 'POST /register': () => new Response(null, { status: 201 }) });
    const user = userEvent.setup();
    const { router } = await open();
    await user.type(screen.getByLabelText(/Vorname/), 'Erika');
    await user.type(screen.getByLabelText(/Nachname/), 'Mustermann');
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'erika@example.org');
    await user.click(screen.getByLabelText(w.artEIGNUNG));
    await user.type(passwordInput(/^Passwort \*/), 'Geheim!123');
    await user.type(passwordInput(/^Passwort wiederholen/), 'Geheim!123');
    await user.click(screen.getByRole('button', { name: w.registrieren }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/registriert'));
    expect(calls.find((c) => c.path === '/register')?.body).toEqual({
      vorname: 'Erika',
      nachname: 'Mustermann',
      email: 'erika@example.org',
      art: 'EIGNUNG',
      passwort: 'Geheim!123',
      passwort1: 'Geheim!123',
      token: ALTCHA_TEST_TOKEN,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.seiten.registriert }),
    ).toBeInTheDocument();
    expect(screen.getByText(w.registriertText)).toBeInTheDocument();
  });

  it("shows the server's text and its field errors on failure", async () => {
    mockBackend({
      'POST /register': () =>
        jsonResponse(
          {
            message: messages.validation.eingabenUngueltig,
            fieldErrors: { passwort: messages.auth.passwortZuHaeufig },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    const { router } = await open();
    await user.type(screen.getByLabelText(/Vorname/), 'Erika');
    await user.type(screen.getByLabelText(/Nachname/), 'Mustermann');
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'erika@example.org');
    await user.click(screen.getByLabelText(w.artWP));
    await user.type(passwordInput(/^Passwort \*/), 'Passwort!1');
    await user.type(passwordInput(/^Passwort wiederholen/), 'Passwort!1');
    await user.click(screen.getByRole('button', { name: w.registrieren }));

    expect(await screen.findByText(messages.validation.eingabenUngueltig)).toBeInTheDocument();
    expectFieldError(/^Passwort \*/, messages.auth.passwortZuHaeufig);
    expect(router.state.location.pathname).toBe('/registrierung');
  });
});

describe('/confirmemail/:token', () => {
  it('confirms once and thanks', async () => {
    const { calls } = mockBackend({
      'GET /confirmregistration/tok%2Fen': () => new Response(null, { status: 204 }),
    });
    renderApp('/confirmemail/tok%2Fen');
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.auth.registrierungBestaetigtTitel }),
    ).toBeInTheDocument();
    expect(screen.getByText(messages.auth.registrierungBestaetigtText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.auth.weiterZurLoginSeite })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(calls.filter((c) => c.path.startsWith('/confirmregistration'))).toHaveLength(1);
  });

  it('a used (or expired) link: the error toast, and the page says so and links to the login page', async () => {
    // What the server answers for a used token (apps/server/test/register.test.ts).
    mockBackend({
      'GET /confirmregistration/alt': () => jsonResponse({ message: messages.auth.linkUngueltig }, 400),
    });
    renderApp('/confirmemail/alt');
    expect(await screen.findByText(messages.auth.emailNichtBestaetigt)).toBeInTheDocument();
    expect(screen.queryByText(messages.auth.registrierungBestaetigtTitel)).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.auth.bestaetigungslinkUngueltigTitel }),
    ).not.toHaveClass('kern-sr-only');
    const main = screen.getByRole('main');
    expect(within(main).getByText(messages.auth.bestaetigungslinkUngueltigText)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: messages.auth.weiterZurLoginSeite })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(document.title).toContain(messages.seiten.confirmemail);
  });
});

describe('/passwortvergessen', () => {
  it('requires the e-mail', async () => {
    mockBackend({});
    const user = userEvent.setup();
    renderApp('/passwortvergessen');
    await user.click(await screen.findByRole('button', { name: w.linkAnfordern }));
    expectFieldError(/E-Mail-Adresse/, v.feldLeer);
  });

  it('requests the link and confirms', async () => {
    const { calls } = mockBackend({ 'POST /requestnewpassword': () => new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    const { router } = renderApp('/passwortvergessen');
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/), 'erika@example.org');
    await user.click(screen.getByRole('button', { name: w.linkAnfordern }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/passwortzurueckgesetzt'));
    expect(calls.find((c) => c.path === '/requestnewpassword')?.body).toEqual({
      email: 'erika@example.org',
      token: ALTCHA_TEST_TOKEN,
    });
    expect(await screen.findByText(w.passwortZurueckgesetztText)).toBeInTheDocument();
  });
});

describe('/bestaetigungerneutsenden (issue 16)', () => {
  it('is linked from the login and the registered page', async () => {
    mockBackend({});
    const user = userEvent.setup();
    const { router } = renderApp('/registriert');
    await user.click(await screen.findByRole('link', { name: w.bestaetigungErneutLink }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bestaetigungerneutsenden'));
    await act(() => router.navigate('/login'));
    expect(await screen.findByRole('link', { name: w.bestaetigungErneutLink })).toHaveAttribute(
      'href',
      '/bestaetigungerneutsenden',
    );
  });

  it('requires the e-mail, naming the field in the summary', async () => {
    const { calls } = mockBackend({});
    const user = userEvent.setup();
    renderApp('/bestaetigungerneutsenden');
    await user.click(await screen.findByRole('button', { name: w.bestaetigungErneutSenden }));
    expectFieldError(/E-Mail-Adresse/, v.feldLeer);
    expect(summaryLinks().map((l) => l.text)).toEqual([`${w.email}: ${v.feldLeer}`]);
    expect(calls.filter((c) => c.path === '/resendconfirmation')).toHaveLength(0);
  });

  it('sends e-mail and captcha, and says what happens for any address', async () => {
    const { calls } = mockBackend({ 'POST /resendconfirmation': () => jsonResponse({}) });
    const user = userEvent.setup();
    renderApp('/bestaetigungerneutsenden');
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/), 'erika@example.org');
    await user.click(screen.getByRole('button', { name: w.bestaetigungErneutSenden }));
    expect(await screen.findByText(w.bestaetigungErneutGesendet)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/resendconfirmation')?.body).toEqual({
      email: 'erika@example.org',
      token: ALTCHA_TEST_TOKEN,
    });
  });
});

describe('/confirmresetpassword/:token', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, a: string, b: string) {
    await user.type(await screen.findByLabelText(/^Neues Passwort \*/, { selector: 'input' }), a);
    await user.type(passwordInput(/^Neues Passwort wiederholen/), b);
    await user.click(screen.getByRole('button', { name: w.passwortSpeichern }));
  }

  it('checks the password rules and the repeat', async () => {
    mockBackend({});
    const user = userEvent.setup();
    renderApp('/confirmresetpassword/abc');
    await fill(user, 'kurz', 'anders');
    expectFieldError(/^Neues Passwort \*/, v.passwortMinLaenge);
    expectFieldError(/^Neues Passwort wiederholen/, v.passwoerterUngleich);
  });

  it('sends passwort and the token of the link; success says so and links to login', async () => {
    const { calls } = mockBackend({ 'POST /resetpassword': () => new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    renderApp('/confirmresetpassword/abc123');
    await fill(user, 'Neu!Geheim9', 'Neu!Geheim9');
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.auth.passwortErfolgreichGeaendert }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/resetpassword')?.body).toEqual({
      passwort: 'Neu!Geheim9',
      token: 'abc123',
    });
    expect(screen.getByRole('link', { name: messages.auth.weiterZurLoginSeite })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('raises the failure toast', async () => {
    mockBackend({ 'POST /resetpassword': () => jsonResponse({ message: 'Der Link ist abgelaufen.' }, 400) });
    const user = userEvent.setup();
    renderApp('/confirmresetpassword/abc123');
    await fill(user, 'Neu!Geheim9', 'Neu!Geheim9');
    expect(await screen.findByText(messages.auth.passwortNichtZurueckgesetzt)).toBeInTheDocument();
    expect(screen.queryByText(messages.auth.passwortErfolgreichGeaendert)).not.toBeInTheDocument();
  });
});

describe('/meinedaten/zugangsdatenaendern', () => {
  async function open() {
    const result = renderApp('/meinedaten/zugangsdatenaendern', { user: WP_USER });
    await screen.findByRole('heading', { level: 1, name: messages.seiten.zugangsdatenAendern });
    const passwordForm = screen.getByRole('region', { name: w.passwortAendernTitel });
    const emailForm = screen.getByRole('region', { name: w.emailAendernTitel });
    return { ...result, passwordForm, emailForm };
  }
  // Every access-data change asks for the current password first (decision 0006).
  const typeCurrent = (user: ReturnType<typeof userEvent.setup>, form: HTMLElement, value = 'Geheim!123') =>
    user.type(within(form).getByLabelText(/^Aktuelles Passwort/, { selector: 'input' }), value);
  const expectCurrentError = (form: HTMLElement, message: string) => {
    const field = within(form).getByLabelText(/^Aktuelles Passwort/, { selector: 'input' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  };

  it('validates the new password and its repeat', async () => {
    const { calls } = mockBackend({});
    const user = userEvent.setup();
    const { passwordForm } = await open();
    await user.click(within(passwordForm).getByRole('button', { name: w.passwortAendern }));
    expectCurrentError(passwordForm, v.feldLeerPasswort);
    expectFieldError(/^Neues Passwort \*/, v.feldLeerPasswort);
    expectFieldError(/^Neues Passwort wiederholen/, v.feldLeerPasswort);
    expect(calls.filter((c) => c.path === '/changepassword')).toHaveLength(0);
  });

  it("changes the password: POST /changepassword {passwort} with the bearer, toast 'Das Passwort wurde geändert.'", async () => {
    const { calls } = mockBackend({ 'POST /changepassword': () => new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    const { passwordForm } = await open();
    await typeCurrent(user, passwordForm);
    await user.type(
      within(passwordForm).getByLabelText(/^Neues Passwort \*/, { selector: 'input' }),
      'Neu!Geheim9',
    );
    await user.type(
      within(passwordForm).getByLabelText(/^Neues Passwort wiederholen/, { selector: 'input' }),
      'Neu!Geheim9',
    );
    await user.click(within(passwordForm).getByRole('button', { name: w.passwortAendern }));
    expect(await screen.findByText(messages.auth.passwortGeaendert)).toBeInTheDocument();
    const call = calls.find((c) => c.path === '/changepassword')!;
    expect(call.body).toEqual({ passwortAlt: 'Geheim!123', passwort: 'Neu!Geheim9' });
    expect(call.headers.get('Authorization')).toBe(`Bearer ${WP_USER.jwt}`);
  });

  it('names the failure and the server reason', async () => {
    mockBackend({
      'POST /changepassword': () => jsonResponse({ message: messages.auth.passwortZuHaeufig }, 422),
    });
    const user = userEvent.setup();
    const { passwordForm } = await open();
    await typeCurrent(user, passwordForm);
    await user.type(
      within(passwordForm).getByLabelText(/^Neues Passwort \*/, { selector: 'input' }),
      'Passwort!1',
    );
    await user.type(
      within(passwordForm).getByLabelText(/^Neues Passwort wiederholen/, { selector: 'input' }),
      'Passwort!1',
    );
    await user.click(within(passwordForm).getByRole('button', { name: w.passwortAendern }));
    expect(
      await screen.findByText(`${messages.auth.passwortNichtGeaendert} ${messages.auth.passwortZuHaeufig}`),
    ).toBeInTheDocument();
  });

  it('a wrong current password is named on its field and in the failure toast', async () => {
    const wrong = messages.auth.aktuellesPasswortFalsch;
    mockBackend({
      'POST /changepassword': () =>
        jsonResponse({ message: wrong, fieldErrors: { passwortAlt: wrong } }, 400),
    });
    const user = userEvent.setup();
    const { passwordForm } = await open();
    await typeCurrent(user, passwordForm, 'Falsch!999');
    await user.type(
      within(passwordForm).getByLabelText(/^Neues Passwort \*/, { selector: 'input' }),
      'Neu!Geheim9',
    );
    await user.type(
      within(passwordForm).getByLabelText(/^Neues Passwort wiederholen/, { selector: 'input' }),
      'Neu!Geheim9',
    );
    await user.click(within(passwordForm).getByRole('button', { name: w.passwortAendern }));
    expect(await screen.findByText(`${messages.auth.passwortNichtGeaendert} ${wrong}`)).toBeInTheDocument();
    expectCurrentError(passwordForm, wrong);
  });

  it('a stale login (403) ends the session and brings the user back here after the new login', async () => {
    mockBackend({
      'POST /changepassword': () => jsonResponse({ message: messages.auth.erneuteAnmeldungNoetig }, 403),
      'POST /login': () => jsonResponse(WP_USER),
    });
    const user = userEvent.setup();
    const { passwordForm, router } = await open();
    await typeCurrent(user, passwordForm);
    await user.type(
      within(passwordForm).getByLabelText(/^Neues Passwort \*/, { selector: 'input' }),
      'Neu!Geheim9',
    );
    await user.type(
      within(passwordForm).getByLabelText(/^Neues Passwort wiederholen/, { selector: 'input' }),
      'Neu!Geheim9',
    );
    await user.click(within(passwordForm).getByRole('button', { name: w.passwortAendern }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText(messages.auth.erneuteAnmeldungNoetig)).toBeInTheDocument();
    expect(screen.getByText(messages.auth.passwortNichtGeaendert)).toBeInTheDocument();
    expect(loadUser()).toBeNull();

    // The router's location changes before React commits the login page (a transition that yields
    // under load): wait for the page, not only for the path.
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/), 'erika@example.org');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Geheim!123');
    await user.click(screen.getByRole('button', { name: w.anmelden }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meinedaten/zugangsdatenaendern'));
  });

  it('validates the new e-mail and its repeat', async () => {
    mockBackend({});
    const user = userEvent.setup();
    const { emailForm } = await open();
    await user.type(within(emailForm).getByLabelText(/^Neue E-Mail-Adresse \*/), 'neu@example.org');
    await user.type(within(emailForm).getByLabelText(/^Neue E-Mail-Adresse wiederholen/), 'alt@example.org');
    await user.click(within(emailForm).getByRole('button', { name: w.emailAendern }));
    expectFieldError(/^Neue E-Mail-Adresse wiederholen/, v.emailsUngleich);

    await user.clear(within(emailForm).getByLabelText(/^Neue E-Mail-Adresse \*/));
    await user.type(within(emailForm).getByLabelText(/^Neue E-Mail-Adresse \*/), 'neu@');
    await user.click(within(emailForm).getByRole('button', { name: w.emailAendern }));
    expectFieldError(/^Neue E-Mail-Adresse \*/, v.emailUngueltig);
  });

  it('changes the e-mail, says so and signs out', async () => {
    const { calls } = mockBackend({
      'POST /changeemail': () => new Response(null, { status: 204 }),
      'POST /logout': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const { emailForm, router } = await open();
    await typeCurrent(user, emailForm);
    await user.type(within(emailForm).getByLabelText(/^Neue E-Mail-Adresse \*/), 'Neu@Example.org');
    await user.type(within(emailForm).getByLabelText(/^Neue E-Mail-Adresse wiederholen/), 'neu@example.org');
    await user.click(within(emailForm).getByRole('button', { name: w.emailAendern }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.find((c) => c.path === '/changeemail')?.body).toEqual({
      passwortAlt: 'Geheim!123',
      email: 'neu@example.org',
    });
    expect(calls.some((c) => c.path === '/logout')).toBe(true);
    expect(screen.getByText(messages.auth.emailGeaendert)).toBeInTheDocument();
    expect(loadUser()).toBeNull();
  });

  it('names the e-mail failure', async () => {
    mockBackend({
      'POST /changeemail': () => jsonResponse({ message: 'Es ist ein Fehler aufgetreten' }, 500),
    });
    const user = userEvent.setup();
    const { emailForm, router } = await open();
    await typeCurrent(user, emailForm);
    await user.type(within(emailForm).getByLabelText(/^Neue E-Mail-Adresse \*/), 'neu@example.org');
    await user.type(within(emailForm).getByLabelText(/^Neue E-Mail-Adresse wiederholen/), 'neu@example.org');
    await user.click(within(emailForm).getByRole('button', { name: w.emailAendern }));
    expect(await screen.findByText(messages.auth.emailNichtGeaendert)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/meinedaten/zugangsdatenaendern');
  });
});

describe('/start', () => {
  it.each([
    [
      'WP',
      WP_USER,
      [
        '/zulassung',
        '/modulpruefung',
        '/triftigergrund',
        '/ruecktritt',
        '/meinedaten',
        '/meinedaten/digitaleakte',
      ],
    ],
    [
      'EIGNUNG',
      EIGNUNG_USER,
      ['/zulassungeignung', '/triftigergrundeignung', '/zulassungeignung/ruecktritt'],
    ],
  ])('welcomes a %s candidate with the links of spec §2', async (_art, user, hrefs) => {
    mockBackend({});
    renderApp('/start', { user });
    await screen.findByRole('heading', { level: 1, name: messages.seiten.start });
    expect(screen.getByText(w.startBegruessung(user.vorname, user.nachname))).toBeInTheDocument();
    // The content shows once its three answers are in (one frame, no layout shift).
    const links = await within(screen.getByRole('main')).findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(hrefs);
  });
});
