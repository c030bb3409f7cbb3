// Mitarbeitende (issue 28 point 9, decision 0048): every action asks first in a dialog naming the person,
// the second factor alone is reset with a note, a disabled account is reactivated, an invitation sent
// again, and the server's 409 (fewer than two Leitung) is shown as it says.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { verwaltungTexte as vt } from '@examensportal/domain/messages-pruefungsstelle-verwaltung';
import type { Mitarbeiter } from '@examensportal/domain/schemas/pruefungsstelle';
import { clearToasts } from '../src/lib/toast';
import { mockBackend } from './forms';
import { jsonResponse, renderApp } from './helpers';

const s = pruefungsstelle.seiten;
const sitzung = {
  id: 'a',
  name: 'Lea Leitung',
  email: 'lea@p.example',
  rolle: 'leitung',
  stufe: 'angemeldet',
};
const person = (id: string, name: string, extra: Partial<Mitarbeiter> = {}): Mitarbeiter => ({
  id,
  name,
  email: `${id}@p.example`,
  rolle: 'sachbearbeitung',
  status: 'aktiv',
  letzteAnmeldung: null,
  ...extra,
});

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('examensportal.pruefungsstelle.jwt', 'staff.jwt');
  clearToasts();
});

describe('/pruefungsstelle/mitarbeitende', () => {
  const liste = [
    person('a', 'Lea Leitung', { rolle: 'leitung' }),
    person('b', 'Ben Bauer', { rolle: 'leitung' }),
    person('c', 'Cem Çelik', { status: 'deaktiviert' }),
    person('d', 'Dora Dietz', { status: 'eingeladen' }),
  ];

  it('asks before changing a role, naming the person and both roles; shows the refusal of the server', async () => {
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung),
      'GET /pruefungsstelle/mitarbeitende': () => jsonResponse(liste),
      'POST /pruefungsstelle/mitarbeitende/b/rolle': () =>
        jsonResponse({ message: vt.zuWenigLeitung(1) }, 409),
    });
    renderApp('/pruefungsstelle/mitarbeitende');
    const zeile = await screen.findByRole('row', { name: /Ben Bauer/ });
    // One's own row has no actions.
    expect(within(screen.getByRole('row', { name: /Lea Leitung/ })).queryByRole('button')).toBeNull();
    await userEvent.click(within(zeile).getByRole('button', { name: /Rolle ändern: Sachbearbeitung/ }));
    const dialog = await screen.findByRole('dialog', { name: s.rolleAendern });
    expect(dialog).toHaveTextContent(vt.rolleFrage('Ben Bauer', 'Leitung', 'Sachbearbeitung'));
    // 'Nein' first: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: messages.generic.nein }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(within(zeile).getByRole('button', { name: /Rolle ändern: Sachbearbeitung/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: messages.generic.ja }),
    );
    expect(await screen.findByText(vt.zuWenigLeitung(1))).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ rolle: 'sachbearbeitung' });
  });

  it('asks before deactivating with name and address; reactivates a disabled one; invites again', async () => {
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung),
      'GET /pruefungsstelle/mitarbeitende': () => jsonResponse(liste),
      'POST /pruefungsstelle/mitarbeitende/b/deaktivieren': () =>
        jsonResponse({ ...liste[1], status: 'deaktiviert' }),
      'POST /pruefungsstelle/mitarbeitende/c/reaktivieren': () =>
        jsonResponse({ ...liste[2], status: 'aktiv' }),
      'POST /pruefungsstelle/mitarbeitende/d/einladung': () => jsonResponse(liste[3]),
    });
    renderApp('/pruefungsstelle/mitarbeitende');
    const ben = await screen.findByRole('row', { name: /Ben Bauer/ });
    await userEvent.click(within(ben).getByRole('button', { name: /Deaktivieren/ }));
    const frage = await screen.findByRole('dialog', { name: s.deaktivieren });
    expect(frage).toHaveTextContent(vt.deaktivierenFrage('Ben Bauer', 'b@p.example'));
    await userEvent.click(within(frage).getByRole('button', { name: messages.generic.ja }));
    expect(await screen.findByText(s.deaktiviertMeldung('Ben Bauer'))).toBeVisible();

    const cem = screen.getByRole('row', { name: /Cem Çelik/ });
    expect(within(cem).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(cem).getByRole('button', { name: /Reaktivieren/ }));
    expect(await screen.findByRole('dialog', { name: vt.reaktivieren })).toHaveTextContent(
      vt.reaktivierenFrage('Cem Çelik'),
    );
    await userEvent.click(screen.getByRole('button', { name: messages.generic.ja }));
    expect(await screen.findByText(vt.reaktiviertMeldung('Cem Çelik'))).toBeVisible();

    const dora = screen.getByRole('row', { name: /Dora Dietz/ });
    expect(within(dora).queryByRole('button', { name: /Zweiten Faktor/ })).toBeNull();
    await userEvent.click(within(dora).getByRole('button', { name: /Einladung erneut senden/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: vt.einladungErneut })).getByRole('button', {
        name: messages.generic.ja,
      }),
    );
    expect(await screen.findByText(vt.einladungErneutMeldung('Dora Dietz', 'd@p.example'))).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/pruefungsstelle/mitarbeitende/b/deaktivieren',
      '/pruefungsstelle/mitarbeitende/c/reaktivieren',
      '/pruefungsstelle/mitarbeitende/d/einladung',
    ]);
  });

  it('resets only the second factor with a required note', async () => {
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung),
      'GET /pruefungsstelle/mitarbeitende': () => jsonResponse(liste),
      'POST /pruefungsstelle/mitarbeitende/b/zweiter-faktor': () =>
        jsonResponse({ ...liste[1], status: 'eingeladen' }),
    });
    renderApp('/pruefungsstelle/mitarbeitende');
    const ben = await screen.findByRole('row', { name: /Ben Bauer/ });
    await userEvent.click(within(ben).getByRole('button', { name: /Zweiten Faktor zurücksetzen/ }));
    const dialog = await screen.findByRole('dialog', { name: vt.zweiterFaktor });
    expect(dialog).toHaveTextContent(vt.zweiterFaktorFrage('Ben Bauer'));
    await userEvent.click(within(dialog).getByRole('button', { name: vt.zweiterFaktor }));
    expect(await within(dialog).findByText(vt.zweiterFaktorNotizFehlt)).toBeVisible();
    await userEvent.type(
      within(dialog).getByLabelText(new RegExp(vt.zweiterFaktorNotiz.slice(0, 20))),
      'Handy verloren',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: vt.zweiterFaktor }));
    expect(await screen.findByText(vt.zweiterFaktorMeldung('Ben Bauer'))).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ notiz: 'Handy verloren' });
  });
});
