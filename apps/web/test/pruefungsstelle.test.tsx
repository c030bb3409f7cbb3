// The back-office forms (issue 15): login in two steps, set-up link, second factor set-up with the
// key as text and the recovery codes once, navigation without dead links.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { mockBackend } from './forms';
import { jsonResponse, renderApp } from './helpers';

const p = pruefungsstelle;
const s = p.seiten;
const leitung = {
  id: 'a',
  name: 'Lea Leitung',
  email: 'lea@pst.example',
  rolle: 'leitung',
  stufe: 'angemeldet',
};
const TOKEN_KEY = 'examensportal.pruefungsstelle.jwt';

beforeEach(() => sessionStorage.clear());

describe('/pruefungsstelle/anmelden', () => {
  it('asks for the Sicherheitscode after the password, then opens the Übersicht', async () => {
    const { calls } = mockBackend({
      'POST /pruefungsstelle/anmelden': () => {
        const last = calls.at(-1)?.body as { code?: string };
        return jsonResponse(
          last.code ? { schritt: 'angemeldet', jwt: 'staff.jwt' } : { schritt: 'sicherheitscode' },
        );
      },
      'GET /pruefungsstelle/sitzung': () => jsonResponse(leitung),
      'GET /pruefungsstelle/eingang': () =>
        jsonResponse({ antraege: 0, 'triftige-gruende': 0, anrechnungen: 0, ruecktritte: 0, dokumente: 0 }),
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/anmelden');
    await user.type(await screen.findByLabelText(new RegExp(s.email)), 'lea@pst.example');
    await user.type(
      screen.getByLabelText(new RegExp(`^${s.passwort}`), { selector: 'input' }),
      'Geheim#2026x',
    );
    await user.click(screen.getByRole('button', { name: s.weiter }));
    await user.type(await screen.findByLabelText(new RegExp(s.sicherheitscode)), '123456');
    await user.click(screen.getByRole('button', { name: s.loginKnopf }));
    expect(await screen.findByRole('heading', { level: 1, name: s.uebersicht })).toBeVisible();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('staff.jwt');
    expect(calls.filter((c) => c.path === '/pruefungsstelle/anmelden').map((c) => c.body)).toEqual([
      { email: 'lea@pst.example', passwort: 'Geheim#2026x' },
      { email: 'lea@pst.example', passwort: 'Geheim#2026x', code: '123456' },
    ]);
    // Only built areas are links; the others are named as not yet available.
    const nav = screen.getByRole('navigation', { name: s.navigation });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      s.uebersicht,
      s.bereiche.eingang,
      s.bereiche.kandidaten,
      s.bereiche.termine,
      s.bereiche.ladungen,
      s.bereiche.postversand,
      s.bereiche.protokoll,
      s.bereiche.mitarbeitende,
      s.bereiche.loeschung,
    ]);
  });

  it('shows the server text for a wrong code', async () => {
    mockBackend({
      'POST /pruefungsstelle/anmelden': () => jsonResponse({ schritt: 'sicherheitscode' }),
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/anmelden');
    await user.type(await screen.findByLabelText(new RegExp(s.email)), 'lea@pst.example');
    await user.type(
      screen.getByLabelText(new RegExp(`^${s.passwort}`), { selector: 'input' }),
      'Geheim#2026x',
    );
    await user.click(screen.getByRole('button', { name: s.weiter }));
    mockBackend({
      'POST /pruefungsstelle/anmelden': () => jsonResponse({ message: p.sicherheitscodeFalsch }, 401),
    });
    await user.type(await screen.findByLabelText(new RegExp(s.sicherheitscode)), '000000');
    await user.click(screen.getByRole('button', { name: s.loginKnopf }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(p.sicherheitscodeFalsch));
  });
});

describe('/pruefungsstelle/einrichten/:token', () => {
  it('names a used or expired link in German', async () => {
    mockBackend({
      'POST /pruefungsstelle/einrichtung/pruefen': () =>
        jsonResponse({ message: p.einrichtungslinkUngueltig }, 410),
    });
    renderApp('/pruefungsstelle/einrichten/alt');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(p.einrichtungslinkUngueltig));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('checks the password rules before sending', async () => {
    const { calls } = mockBackend({
      'POST /pruefungsstelle/einrichtung/pruefen': () =>
        jsonResponse({ name: 'Lea', email: 'lea@pst.example' }),
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/einrichten/neu');
    const [passwort] = await screen.findAllByLabelText(new RegExp(`^${s.passwort}`), { selector: 'input' });
    await user.type(passwort!, 'kurz');
    await user.click(screen.getByRole('button', { name: s.passwortFestlegen }));
    expect(await screen.findAllByText(messages.validation.passwortMinLaenge)).not.toHaveLength(0);
    expect(calls.filter((c) => c.path === '/pruefungsstelle/einrichtung/passwort')).toEqual([]);
  });
});

describe('/pruefungsstelle/zwei-faktor', () => {
  it('shows the QR code with the key as text, then the recovery codes once', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'setup.jwt');
    mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse({ ...leitung, stufe: 'einrichtung' }),
      'POST /pruefungsstelle/einrichtung/totp': () =>
        jsonResponse({
          schluessel: 'ABCD EFGH',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
          otpauthUri: 'otpauth://totp/x',
        }),
      'POST /pruefungsstelle/einrichtung/totp/bestaetigen': () =>
        jsonResponse({ wiederherstellungscodes: ['aaaa-bbbb-cccc', 'dddd-eeee-ffff'] }),
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/zwei-faktor');
    expect(await screen.findByRole('img', { name: s.qrAlt('ABCD EFGH') })).toBeVisible();
    expect(screen.getByText('ABCD EFGH')).toBeVisible();
    await user.type(screen.getByLabelText(new RegExp(s.sicherheitscode)), '123456');
    await user.click(screen.getByRole('button', { name: s.bestaetigen }));
    expect(await screen.findByRole('heading', { level: 1, name: s.wiederherstellungscodes })).toBeVisible();
    expect(screen.getByText('aaaa-bbbb-cccc')).toBeVisible();
    expect(screen.getByRole('link', { name: s.codesGesichert })).toBeVisible();
  });
});
