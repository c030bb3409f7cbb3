// The back-office's Eingang (issue 15): queues with counts, a sortable table (aria-sort, buttons in
// the headers), the filter in the URL, the German empty, loading and error states, and the
// Kenntnisnahme of selected withdrawals.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { eingang } from '@examensportal/domain/messages-pruefungsstelle-eingang';
import { fallTexte as ft } from '@examensportal/domain/messages-pruefungsstelle-fall';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import type { EingangEintrag } from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import { mockBackend } from './forms';
import { jsonResponse, renderApp } from './helpers';

const e = eingang;
const TOKEN_KEY = 'examensportal.pruefungsstelle.jwt';
const sitzung = {
  id: 's',
  name: 'Sam',
  email: 'sam@pst.example',
  rolle: 'sachbearbeitung',
  stufe: 'angemeldet',
};
const zaehler = {
  antraege: 2,
  'triftige-gruende': 1,
  anrechnungen: 0,
  ruecktritte: 2,
  dokumente: 1,
  freigabe: 1,
  'nachforderung-offen': 0,
  'nachforderung-beantwortet': 0,
  'frist-abgelaufen': 0,
  widersprueche: 1,
  wiedervorlage: 0,
  nachrichten: 0,
};

const eintrag = (n: number, extra: Partial<EingangEintrag> = {}): EingangEintrag => ({
  key: `ruecktritt:00000000-0000-4000-8000-00000000000${n}`,
  accountId: `a${n}`,
  name: `Kandidat ${n}`,
  email: `k${n}@example.org`,
  art: 'WP',
  was: e.was.ruecktritt.abmeldung ?? '',
  nachweise: [],
  eingegangenAm: '2026-10-05T08:00:00.000Z',
  link: `/pruefungsstelle/kandidaten/a${n}`,
  alterTage: 0,
  ...extra,
});
const seite = (queue: string, eintraege: EingangEintrag[]) =>
  jsonResponse({ queue, eintraege, gesamt: eintraege.length, seite: 1, seiten: 1 });

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, 'staff.jwt');
});

describe('/pruefungsstelle/eingang', () => {
  it('shows the queues with their counts and a sortable table linking to the candidate', async () => {
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung),
      'GET /pruefungsstelle/eingang': () => jsonResponse(zaehler),
      'GET /pruefungsstelle/eingang/antraege': () =>
        seite('antraege', [eintrag(1, { key: 'antrag:x', was: e.was.zulassungsantrag('2/2027') })]),
      'GET /pruefungsstelle/eingang/antraege?sort=name&richtung=auf': () =>
        seite('antraege', [eintrag(1, { key: 'antrag:x' })]),
      'GET /pruefungsstelle/eingang/antraege?sort=name&richtung=ab': () =>
        seite('antraege', [eintrag(1, { key: 'antrag:x' })]),
      'GET /pruefungsstelle/eingang/antraege?sort=name&richtung=ab&art=EIGNUNG&suche=Kandidat': () =>
        seite('antraege', []),
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/eingang');
    expect(await screen.findByRole('heading', { level: 1, name: e.titel })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${e.titel} – ${pruefungsstelle.titel} – Examensportal`));
    const nav = screen.getByRole('navigation', { name: e.arbeitsliste });
    await waitFor(() =>
      expect(
        within(nav).getByRole('link', { name: new RegExp(`^${e.queues.ruecktritte}\\s*2\\s*${e.offen}$`) }),
      ).toBeVisible(),
    );
    expect(within(nav).getByRole('link', { name: new RegExp(e.queues.antraege) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const link = await screen.findByRole('link', { name: e.zumKandidaten('Kandidat 1') });
    expect(link).toHaveAttribute('href', '/pruefungsstelle/kandidaten/a1');
    expect(screen.getByText(e.was.zulassungsantrag('2/2027'))).toBeVisible();
    // No selection in a queue that is decided, not acknowledged.
    expect(screen.queryByRole('checkbox')).toBeNull();

    const name = screen.getByRole('columnheader', { name: new RegExp(e.spalten.name) });
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: new RegExp(e.spalten.eingang) })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(name).getByRole('button'));
    await waitFor(() => expect(name).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(within(name).getByRole('button'));
    await waitFor(() => expect(name).toHaveAttribute('aria-sort', 'descending'));

    await user.selectOptions(screen.getByLabelText(e.spalten.art), 'EIGNUNG');
    await user.type(screen.getByLabelText(e.suche), 'Kandidat');
    await user.click(screen.getByRole('button', { name: e.filtern }));
    expect(await screen.findByText(e.leer.antraege)).toBeVisible();
    expect(calls.map((c) => c.path)).toContain(
      '/pruefungsstelle/eingang/antraege?sort=name&richtung=ab&art=EIGNUNG&suche=Kandidat',
    );
  });

  it('acknowledges the selected withdrawals and says so', async () => {
    let offen = [eintrag(1), eintrag(2)];
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung),
      'GET /pruefungsstelle/eingang': () => jsonResponse({ ...zaehler, ruecktritte: offen.length }),
      'GET /pruefungsstelle/eingang/ruecktritte': () => seite('ruecktritte', offen),
      'POST /pruefungsstelle/eingang/kenntnisnahme': () => {
        offen = offen.slice(1);
        return jsonResponse({ genommen: 1, bereits: 0 });
      },
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/eingang/ruecktritte');
    await screen.findByRole('link', { name: e.zumKandidaten('Kandidat 1') });
    await user.click(screen.getByRole('button', { name: e.kenntnisnehmen }));
    // The outcome of an action is a toast (decision 0044).
    expect(await screen.findByText(e.nichtsAusgewaehlt)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: e.auswaehlen('Kandidat 1', eintrag(1).was) }));
    await user.click(screen.getByRole('button', { name: e.kenntnisnehmen }));
    expect(await screen.findByText(e.kenntnisGenommen(1))).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ eintraege: [eintrag(1).key] });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: e.zumKandidaten('Kandidat 1') })).toBeNull(),
    );
  });

  it('names a queue that cannot be loaded in German, with a way to try again', async () => {
    mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung),
      'GET /pruefungsstelle/eingang': () => jsonResponse(zaehler),
      'GET /pruefungsstelle/eingang/dokumente': () => new Response('kaputt', { status: 500 }),
    });
    renderApp('/pruefungsstelle/eingang/dokumente');
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    expect(screen.getByRole('button', { name: e.erneutVersuchen })).toBeVisible();
  });

  it('reads an answer that does not fit its schema as a failure, in German (decision 0023)', async () => {
    mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung),
      'GET /pruefungsstelle/eingang': () => jsonResponse(zaehler),
      // A 200 whose entries lack their fields: the page must not render half a row or crash.
      'GET /pruefungsstelle/eingang/dokumente': () =>
        jsonResponse({
          queue: 'dokumente',
          eintraege: [{ key: 'dokument:x' }],
          gesamt: 1,
          seite: 1,
          seiten: 1,
        }),
    });
    renderApp('/pruefungsstelle/eingang/dokumente');
    // The edge fails with messages.generic.fehler; the Eingang names that failure as its own.
    expect(await screen.findByRole('alert')).toHaveTextContent(e.ladefehler);
    expect(screen.queryByRole('link', { name: /dokument:x/ })).toBeNull();
    expect(screen.getByRole('button', { name: e.erneutVersuchen })).toBeVisible();
  });

  it('filters by holder, shows age, target and holder, and links in one click to the decision', async () => {
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () => jsonResponse(sitzung),
      'GET /pruefungsstelle/eingang': () => jsonResponse(zaehler),
      'GET /pruefungsstelle/eingang/antraege': () =>
        seite('antraege', [
          eintrag(1, {
            key: 'antrag:1',
            alterTage: 21,
            zielTage: 14,
            ueberZiel: true,
            halter: { staffId: 's', name: 'Sam' },
            entscheiden: '/pruefungsstelle/kandidaten/a1/entscheidungen',
          }),
          eintrag(2, { key: 'antrag:2', alterTage: 1, zielTage: 14 }),
        ]),
      'GET /pruefungsstelle/eingang/antraege?zuweisung=meine': () =>
        seite('antraege', [eintrag(1, { key: 'antrag:1', halter: { staffId: 's', name: 'Sam' } })]),
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/eingang/antraege');
    const zeilen = await screen.findAllByRole('row');
    const erste = zeilen[1] as HTMLElement;
    expect(within(erste).getByText(ft.alterTage(21))).toBeVisible();
    expect(within(erste).getByText(ft.zielUeberschritten(14))).toBeVisible();
    expect(within(erste).getByRole('cell', { name: 'Sam' })).toBeVisible();
    expect(within(erste).getByRole('link', { name: ft.zurEntscheidung('Kandidat 1') })).toHaveAttribute(
      'href',
      '/pruefungsstelle/kandidaten/a1/entscheidungen?queue=antraege',
    );
    const zweite = zeilen[2] as HTMLElement;
    expect(within(zweite).getByText(ft.alterTage(1))).toBeVisible();
    expect(within(zweite).queryByText(ft.zielUeberschritten(14))).toBeNull();
    expect(within(zweite).getByRole('cell', { name: ft.niemand })).toBeVisible();

    await user.selectOptions(screen.getByLabelText(ft.zuweisungFilter), 'meine');
    await user.click(screen.getByRole('button', { name: e.filtern }));
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain('/pruefungsstelle/eingang/antraege?zuweisung=meine'),
    );
    await waitFor(() => expect(screen.queryByText('Kandidat 2')).toBeNull());
  });
});
