import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { AKTEN_SEITEN, type Dokument } from '@examensportal/domain/rules/documents';
import { DIGITALE_AKTE_PAGES } from '../src/app/routes';
import { loadModul } from '../src/app/slices/data';
import { loadUser } from '../src/lib/session';
import { fileOfSize, installFakeXhr, lastXhr } from './fakeXhr';
import { EIGNUNG_USER, jsonResponse, renderApp, WP_USER } from './helpers';

const BASE = '/examensportal/backend';
const AKTE = '/meinedaten/digitaleakte';

let nextId = 100;
const doc = (
  category: Dokument['category'],
  type: string,
  originalFileName: string,
  createdAt = '2026-03-02T09:05:00Z',
  extra: Partial<Dokument> = {},
): Dokument => ({ documentId: nextId++, originalFileName, createdAt, category, type, ...extra });

type Handler = (request: { method: string; path: string; init: RequestInit }) => Response | Promise<Response>;

/** The backend as the browser sees it: fetch answers per "METHOD /path"; every call is recorded. */
function backend(handlers: Record<string, Handler>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = String(input).replace(BASE, '');
    const key = `${method} ${path}`;
    calls.push(key);
    const handler = handlers[key];
    if (!handler) return jsonResponse({ message: 'Nicht gefunden' }, 404);
    return handler({ method, path, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, count: (key: string) => calls.filter((c) => c === key).length };
}

/** GET /api/dokumente answering from a list the test may change. */
function documentList(list: Dokument[]) {
  return { 'GET /api/dokumente': () => jsonResponse(list) };
}

const sectionOf = (title: string) => screen.getByRole('region', { name: title }) as HTMLElement;

const fileNames = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('button', { name: / herunterladen$/ })
    .map((b) => b.textContent);

beforeEach(() => {
  nextId = 100;
});

describe('pages and sub-navigation (spec §2)', () => {
  it('uses the same pages as the route table', () => {
    expect(DIGITALE_AKTE_PAGES).toEqual(AKTEN_SEITEN);
  });

  it('offers a WP candidate the six pages, the current one marked', async () => {
    backend(documentList([]));
    renderApp(`${AKTE}/mantelakte`, { user: WP_USER });
    await screen.findByRole('heading', { level: 2, name: 'Mantelakte' });
    const nav = screen.getByRole('navigation', { name: messages.akte.bereiche });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Akteneingang',
      'Mantelakte',
      'Modulprüfung WP',
      'Modulprüfung WR',
      'Modulprüfung BWL',
      'Modulprüfung ST',
    ]);
    expect(within(nav).getByRole('link', { name: 'Mantelakte' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Akteneingang' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(document.title).toBe('Digitale Akte – Mantelakte – Examensportal'));
    expect(screen.getByRole('heading', { level: 1, name: 'Digitale Akte' })).toBeInTheDocument();
  });

  it('offers an aptitude candidate Akteneingang and Akte, and moves between pages', async () => {
    const api = backend(documentList([doc('MANTELAKTE', 'ZULASSUNG', 'zulassung_eignung.pdf')]));
    const { router } = renderApp(`${AKTE}/akteneingang`, { user: EIGNUNG_USER });
    const nav = await screen.findByRole('navigation', { name: messages.akte.bereiche });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Akteneingang', 'Akte']);

    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Akte' }));
    await screen.findByRole('heading', { level: 2, name: 'Akte' });
    expect(router.state.location.pathname).toBe(`${AKTE}/akte`);
    // The list arrives after the heading (its answer is parsed once the schemas have loaded).
    await waitFor(() => expect(fileNames(sectionOf('Zulassungen'))).toEqual(['zulassung_eignung.pdf']));
    // The list is loaded once per visit of the digital file, not once per page.
    expect(api.count('GET /api/dokumente')).toBe(1);
  });

  it('sends an aptitude candidate from a WP page to the Akteneingang', async () => {
    backend(documentList([]));
    const { router } = renderApp(`${AKTE}/modulpruefungwp`, { user: EIGNUNG_USER });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${AKTE}/akteneingang`));
  });
});

describe('Akteneingang (spec §2, §3)', () => {
  it('groups incoming documents by type with German names, newest first, with date and time', async () => {
    backend(
      documentList([
        doc('AKTENEINGANG', 'ZEUGNIS', 'bachelor.pdf', '2025-11-03T08:00:00Z'),
        doc('AKTENEINGANG', 'LEBENSLAUF', 'lebenslauf.pdf', '2026-03-02T09:05:00Z'),
        doc('AKTENEINGANG', 'ZEUGNIS', 'master.pdf', '2026-07-01T12:30:00Z'),
        doc('AKTENEINGANG', 'VERKUERZUNG', 'par13b.pdf'),
        doc('MANTELAKTE', 'ZULASSUNG', 'zulassung.pdf'),
        doc('WP', 'ANMELDUNG', 'anmeldung_wp.pdf'),
      ]),
    );
    renderApp(`${AKTE}/akteneingang`, { user: WP_USER });
    await screen.findByText('lebenslauf.pdf');

    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Lebenslauf', 'Zeugnis', 'Nachweis Prüfungsverkürzung']);
    expect(fileNames(sectionOf('Zeugnis'))).toEqual(['master.pdf', 'bachelor.pdf']);
    // Other categories belong to other pages.
    expect(screen.queryByText('zulassung.pdf')).toBeNull();
    expect(screen.queryByText('anmeldung_wp.pdf')).toBeNull();

    const rows = within(sectionOf('Zeugnis')).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Dokument', 'Eingegangen am', 'Aktion']);
    // Europe/Berlin: summer time in July, winter time in November.
    expect(within(rows[1]!).getByText('01.07.2026 14:30')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('03.11.2025 09:00')).toBeInTheDocument();
  });

  it('says so when nothing has come in yet', async () => {
    backend(documentList([doc('MANTELAKTE', 'ZULASSUNG', 'zulassung.pdf')]));
    renderApp(`${AKTE}/akteneingang`, { user: WP_USER });
    expect(await screen.findByText(messages.akte.akteneingangLeer)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('groups the aptitude types Attest, Wahlfach and Nachweis', async () => {
    backend(
      documentList([
        doc('AKTENEINGANG', 'EIGNUNG_NACHWEIS', 'diplom.pdf'),
        doc('AKTENEINGANG', 'attest', 'attest.pdf'),
        doc('AKTENEINGANG', 'EIGNUNG_WAHLFACH', 'wahlfach.pdf'),
      ]),
    );
    renderApp(`${AKTE}/akteneingang`, { user: EIGNUNG_USER });
    await screen.findByText('diplom.pdf');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Attest',
      'Wahlfach',
      'Nachweis',
    ]);
  });
});

describe('Mantelakte, Akte and module pages (spec §2)', () => {
  const list = () => [
    doc('MANTELAKTE', 'ZULASSUNG', 'zulassungsbescheid.pdf'),
    doc('MANTELAKTE', 'TELEFONVERMERK', 'telefonvermerk.pdf'),
    doc('MANTELAKTE', 'RUECKTRITT', 'ruecktritt.pdf', '2026-03-02T09:05:00Z', { deletable: true }),
    doc('WP', 'ANMELDUNG', 'anmeldung_wp.pdf'),
    doc('WP', 'RUECKTRITT', 'ruecktritt_wp.pdf'),
    doc('WR', 'ATTEST', 'attest_wr.pdf'),
  ];

  it('lists Zulassungen, Rücktritte, Atteste and the records of the Mantelakte, none deletable', async () => {
    backend(documentList(list()));
    renderApp(`${AKTE}/mantelakte`, { user: WP_USER });
    await screen.findByText('zulassungsbescheid.pdf');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Zulassungen',
      'Rücktritte',
      'Atteste',
      'Notizen, Akten- und Telefonvermerke',
    ]);
    expect(fileNames(sectionOf('Rücktritte'))).toEqual(['ruecktritt.pdf']);
    expect(within(sectionOf('Atteste')).getByText(messages.akte.abschnittLeer)).toBeInTheDocument();
    expect(fileNames(sectionOf('Notizen, Akten- und Telefonvermerke'))).toEqual(['telefonvermerk.pdf']);
    // The office's file is never the candidate's to delete (spec §6 / SEC-FILE-8).
    expect(screen.queryByRole('button', { name: /löschen$/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Aktion' })).toBeNull();
  });

  it.each([
    [
      'modulpruefungwp',
      'Modulprüfung Wirtschaftliches Prüfungswesen',
      ['anmeldung_wp.pdf'],
      [],
      ['ruecktritt_wp.pdf'],
    ],
    ['modulpruefungwr', 'Modulprüfung Wirtschaftsrecht', [], ['attest_wr.pdf'], []],
    ['modulpruefungst', 'Modulprüfung Steuerrecht', [], [], []],
  ])('%s lists the Anmeldungen, Atteste and Rücktritte of its module', async (page, title, anm, att, rt) => {
    backend(documentList(list()));
    renderApp(`${AKTE}/${page}`, { user: WP_USER });
    await screen.findByRole('heading', { level: 2, name: title });
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Anmeldungen',
      'Atteste',
      'Rücktritte',
    ]);
    await waitFor(() => expect(fileNames(sectionOf('Anmeldungen'))).toEqual(anm));
    expect(fileNames(sectionOf('Atteste'))).toEqual(att);
    expect(fileNames(sectionOf('Rücktritte'))).toEqual(rt);
  });
});

describe('download and list failures (spec §4, §8)', () => {
  it('shows a failed list in an error box on the page', async () => {
    backend({ 'GET /api/dokumente': () => jsonResponse({ message: 'Es ist ein Fehler aufgetreten' }, 500) });
    renderApp(`${AKTE}/akteneingang`, { user: WP_USER });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Es ist ein Fehler aufgetreten');
    expect(alert).toHaveClass('kern-alert', 'kern-alert--danger');
  });

  it('shows a failed download in the error box and keeps the list', async () => {
    const lebenslauf = doc('AKTENEINGANG', 'LEBENSLAUF', 'lebenslauf.pdf');
    const api = backend({
      ...documentList([lebenslauf]),
      [`GET /api/dokumente/download/${lebenslauf.documentId}`]: () =>
        jsonResponse({ message: 'Das Dokument wurde nicht gefunden.' }, 404),
    });
    renderApp(`${AKTE}/akteneingang`, { user: WP_USER });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'lebenslauf.pdf herunterladen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Dokument wurde nicht gefunden.');
    expect(api.calls).toContain(`GET /api/dokumente/download/${lebenslauf.documentId}`);
    expect(screen.getByText('lebenslauf.pdf')).toBeInTheDocument();
  });

  it('downloads the blob under the name the server gives', async () => {
    const lebenslauf = doc('AKTENEINGANG', 'LEBENSLAUF', 'lebenslauf.pdf');
    backend({
      ...documentList([lebenslauf]),
      [`GET /api/dokumente/download/${lebenslauf.documentId}`]: ({ init }) => {
        expect(new Headers(init.headers).get('Authorization')).toBe('Bearer jwt-wp');
        return new Response('%PDF-1.7 Inhalt', {
          headers: { 'Content-Disposition': "attachment; filename*=UTF-8''Lebenslauf_M%C3%BCller.pdf" },
        });
      },
    });
    // jsdom has neither object URLs nor a save dialog (the browser's side of a download): record
    // what the browser would be handed instead.
    const saved: { name: string; text: Promise<string> }[] = [];
    const objectUrls = {
      createObjectURL: (blob: Blob) => {
        saved.push({ name: '', text: blob.text() });
        return 'blob:test';
      },
      revokeObjectURL: () => {},
    };
    for (const [key, value] of Object.entries(objectUrls)) {
      Object.defineProperty(URL, key, { configurable: true, value });
    }
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved[saved.length - 1]!.name = this.download;
    });
    try {
      renderApp(`${AKTE}/akteneingang`, { user: WP_USER });
      await userEvent
        .setup()
        .click(await screen.findByRole('button', { name: 'lebenslauf.pdf herunterladen' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]!.name).toBe('Lebenslauf_Müller.pdf');
      expect(await saved[0]!.text).toBe('%PDF-1.7 Inhalt');
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      clicked.mockRestore();
      for (const key of Object.keys(objectUrls)) Reflect.deleteProperty(URL, key);
    }
  });
});

describe('delete (spec §4, §6, §8)', () => {
  it('offers delete only where the §6 rule and the server allow it', async () => {
    backend(
      documentList([
        doc('AKTENEINGANG', 'LEBENSLAUF', 'lebenslauf.pdf'),
        doc('AKTENEINGANG', 'ZEUGNIS', 'zeugnis.pdf', undefined, { deletable: false }),
        doc('AKTENEINGANG', 'ATTEST', 'zusammenfassung_triftigergrund.pdf'),
        doc('AKTENEINGANG', 'ATTEST', 'attest.pdf', undefined, { deletable: true }),
      ]),
    );
    renderApp(`${AKTE}/akteneingang`, { user: WP_USER });
    await screen.findByText('lebenslauf.pdf');
    const deletable = screen
      .getAllByRole('button', { name: / löschen$/ })
      .map((b) => b.getAttribute('aria-label'));
    expect(deletable).toEqual(['lebenslauf.pdf löschen', 'attest.pdf löschen']);
  });

  it('offers no delete while the module data is loaded', async () => {
    backend({
      ...documentList([doc('AKTENEINGANG', 'LEBENSLAUF', 'lebenslauf.pdf')]),
      'GET /api/zulassung/modul': () => jsonResponse({ zwischegespeichert: 2 }),
    });
    const { store } = renderApp(`${AKTE}/akteneingang`, { user: WP_USER });
    await screen.findByRole('button', { name: 'lebenslauf.pdf löschen' });
    await act(() => store.dispatch(loadModul()));
    expect(screen.queryByRole('button', { name: 'lebenslauf.pdf löschen' })).toBeNull();
  });

  it('offers delete again after a module page was visited (issue 16: the buttons vanished)', async () => {
    backend({
      ...documentList([doc('AKTENEINGANG', 'LEBENSLAUF', 'lebenslauf.pdf')]),
      'GET /api/zulassung/modul': () => jsonResponse({ zwischegespeichert: 2 }),
    });
    const { store, router } = renderApp(`${AKTE}/akteneingang`, { user: WP_USER });
    await screen.findByRole('button', { name: 'lebenslauf.pdf löschen' });
    // A module page (its loader stood in for here) loads the module data and leaves it in the store …
    await act(() => router.navigate('/barrierefreiheit'));
    await act(() => store.dispatch(loadModul()));
    expect(store.getState().modul.data).not.toBeNull();
    // … the way back to the file offers the delete again.
    await act(() => router.navigate(`${AKTE}/akteneingang`));
    expect(await screen.findByRole('button', { name: 'lebenslauf.pdf löschen' })).toBeVisible();
  });

  it("asks first, naming the document; 'Nein' keeps the document and returns the focus", async () => {
    const api = backend(documentList([doc('AKTENEINGANG', 'LEBENSLAUF', 'lebenslauf.pdf')]));
    renderApp(`${AKTE}/akteneingang`, { user: WP_USER });
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: 'lebenslauf.pdf löschen' });
    await user.click(trigger);

    const dialog = screen.getByRole('dialog', { name: messages.akte.loeschenTitel });
    expect(dialog).toHaveAccessibleDescription(
      'Dokument: „lebenslauf.pdf“ Möchten Sie dieses Dokument wirklich löschen ? Diese Aktion kann nicht rückgängig gemacht werden.',
    );
    expect(within(dialog).getByText('Dokument: „lebenslauf.pdf“')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Nein' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Nein' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(api.calls.some((c) => c.startsWith('DELETE'))).toBe(false);
    expect(screen.getByText('lebenslauf.pdf')).toBeInTheDocument();
  });

  it('Escape answers no', async () => {
    const api = backend(documentList([doc('AKTENEINGANG', 'LEBENSLAUF', 'lebenslauf.pdf')]));
    renderApp(`${AKTE}/akteneingang`, { user: WP_USER });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'lebenslauf.pdf löschen' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.some((c) => c.startsWith('DELETE'))).toBe(false);
  });

  it("'Ja' deletes, reports it and reloads the list", async () => {
    const lebenslauf = doc('AKTENEINGANG', 'LEBENSLAUF', 'lebenslauf.pdf');
    const zeugnis = doc('AKTENEINGANG', 'ZEUGNIS', 'zeugnis.pdf');
    let list = [lebenslauf, zeugnis];
    const api = backend({
      'GET /api/dokumente': () => jsonResponse(list),
      [`DELETE /api/dokumente/delete/${lebenslauf.documentId}`]: ({ init }) => {
        expect(new Headers(init.headers).get('Authorization')).toBe('Bearer jwt-wp');
        list = [zeugnis];
        return new Response(null, { status: 204 });
      },
    });
    renderApp(`${AKTE}/akteneingang`, { user: WP_USER });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'lebenslauf.pdf löschen' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja' }));

    expect(await screen.findByText('Die Datei “lebenslauf.pdf” wurde gelöscht.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('lebenslauf.pdf')).toBeNull());
    expect(screen.getByText('zeugnis.pdf')).toBeInTheDocument();
    expect(api.count('GET /api/dokumente')).toBe(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Akteneingang' })).toHaveFocus();
  });

  it('reports a failed delete and still reloads the list', async () => {
    const lebenslauf = doc('AKTENEINGANG', 'LEBENSLAUF', 'lebenslauf.pdf');
    const api = backend({
      ...documentList([lebenslauf]),
      [`DELETE /api/dokumente/delete/${lebenslauf.documentId}`]: () =>
        jsonResponse({ message: 'Es ist ein Fehler aufgetreten' }, 500),
    });
    renderApp(`${AKTE}/akteneingang`, { user: WP_USER });
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: 'lebenslauf.pdf löschen' });
    await user.click(trigger);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja' }));

    expect(
      await screen.findByText('Die Datei “lebenslauf.pdf” konnte nicht gelöscht werden.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.count('GET /api/dokumente')).toBe(2));
    expect(screen.getByText('lebenslauf.pdf')).toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("adds the server's reason to the failure", async () => {
    const lebenslauf = doc('AKTENEINGANG', 'LEBENSLAUF', 'lebenslauf.pdf');
    backend({
      ...documentList([lebenslauf]),
      [`DELETE /api/dokumente/delete/${lebenslauf.documentId}`]: () =>
        jsonResponse({ message: 'Das Dokument wurde bereits bearbeitet.' }, 409),
    });
    renderApp(`${AKTE}/akteneingang`, { user: WP_USER });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'lebenslauf.pdf löschen' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja' }));
    expect(
      await screen.findByText(
        'Die Datei “lebenslauf.pdf” konnte nicht gelöscht werden. Das Dokument wurde bereits bearbeitet.',
      ),
    ).toBeInTheDocument();
  });
});

describe('upload in the Akteneingang (spec §5, §7)', () => {
  const MiB = 1024 * 1024;
  const pdf = (name: string, size = 4000) => fileOfSize(name, size);

  async function openAkteneingang(user = WP_USER) {
    const api = backend(documentList([]));
    installFakeXhr();
    const app = renderApp(`${AKTE}/akteneingang`, { user });
    await screen.findByRole('heading', { level: 2, name: messages.akte.hochladenTitel });
    const input = screen.getByLabelText(messages.akte.dateien);
    return { ...app, api, input, user: userEvent.setup({ applyAccept: false }) };
  }

  it('checks the files, gives each a type (default Lebenslauf) and sends the lists of spec §7', async () => {
    const { input, user, api } = await openAkteneingang();
    expect(input).toHaveAccessibleDescription(messages.files.hinweis);
    await user.upload(input, [
      pdf('lebenslauf.pdf'),
      pdf('bachelor.pdf'),
      fileOfSize('skript.html', 4000, 'text/html'),
      pdf('klein.pdf', 104),
      pdf('gross.pdf', 31 * MiB + 1),
    ]);
    expect(screen.getByText('Die Datei “klein.pdf” ist leider zu klein.')).toBeInTheDocument();
    expect(screen.getByText('Die Datei “gross.pdf” ist leider zu groß.')).toBeInTheDocument();
    expect(screen.queryByText('skript.html')).toBeNull();

    const typeOf = (name: string) => screen.getByRole('combobox', { name: `Dokumenttyp für “${name}”` });
    expect(typeOf('lebenslauf.pdf')).toHaveValue('LEBENSLAUF');
    expect(typeOf('bachelor.pdf')).toHaveValue('LEBENSLAUF');
    expect(
      within(typeOf('bachelor.pdf'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Lebenslauf',
      'Attest',
      'Zeugnis',
      'Arbeitgeberbescheinigung',
      'Bescheinigung Steuerberater',
      'Arbeitgeberbescheinigung (2)',
      'Nachweis Prüfungsverkürzung',
      'Nachweis Staatsangehörigkeit',
    ]);
    await user.selectOptions(typeOf('bachelor.pdf'), 'Zeugnis');
    await user.click(screen.getByRole('button', { name: messages.files.hochladen }));

    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${BASE}/api/dokumente/files`);
    expect(xhr.headers.Authorization).toBe('Bearer jwt-wp');
    expect(xhr.parts()).toEqual([
      ['lebenslauf', 'file:lebenslauf.pdf'],
      ['attest', '[]'],
      ['zeugnis', 'file:bachelor.pdf'],
      ['agbescheinigung', '[]'],
      ['stbescheinigung', '[]'],
      ['agbescheinigung2', '[]'],
      ['verkuerzungbescheinigung', '[]'],
      ['staatsangehoerigkeit', '[]'],
    ]);

    act(() => xhr.progress(3, 4));
    const bar = screen.getByRole('progressbar', { name: messages.files.fortschritt });
    expect(bar).toHaveAttribute('value', '75');
    expect(screen.getByText('75 %', { selector: 'span' })).toBeInTheDocument();
    expect(input).toBeDisabled();
    expect(screen.queryByRole('button', { name: messages.files.hochladen })).toBeNull();

    // The refusals belonged to the choice just sent.
    expect(screen.queryByText(/ist leider zu/)).toBeNull();
    act(() => xhr.respond(201, { anzahl: 2 }));
    expect(await screen.findByText(messages.files.hochgeladen)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: messages.files.ausgewaehlteDateien })).toBeNull();
    await waitFor(() => expect(api.count('GET /api/dokumente')).toBe(2));
    expect(input).toHaveFocus();
  });

  it("'Abbrechen' stops the upload and keeps the chosen files", async () => {
    const { input, user } = await openAkteneingang();
    await user.upload(input, [pdf('lebenslauf.pdf')]);
    await user.click(screen.getByRole('button', { name: messages.files.hochladen }));
    act(() => lastXhr().progress(10, 100));
    await user.click(screen.getByRole('button', { name: messages.files.abbrechen }));

    expect(lastXhr().aborted).toBe(true);
    expect(await screen.findByText(messages.files.abgebrochen)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('lebenslauf.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.files.hochladen })).toBeEnabled();
  });

  it('sends one Idempotency-Key per chosen set of files: the same after a cancel, a new one for new files', async () => {
    const { input, user } = await openAkteneingang();
    await user.upload(input, [pdf('lebenslauf.pdf')]);
    await user.click(screen.getByRole('button', { name: messages.files.hochladen }));
    const first = lastXhr();
    const key = first.headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await user.click(screen.getByRole('button', { name: messages.files.abbrechen }));
    await screen.findByText(messages.files.abgebrochen);

    await user.click(screen.getByRole('button', { name: messages.files.hochladen }));
    const retry = lastXhr();
    expect(retry).not.toBe(first);
    expect(retry.headers['Idempotency-Key']).toBe(key);
    act(() => retry.failNetwork());
    await user.click(await screen.findByRole('button', { name: messages.files.hochladen }));
    expect(lastXhr().headers['Idempotency-Key']).toBe(key);
    act(() => lastXhr().respond(201, { anzahl: 1 }));
    await screen.findByText(messages.files.hochgeladen);

    await user.upload(input, [pdf('zeugnis.pdf')]);
    await user.click(screen.getByRole('button', { name: messages.files.hochladen }));
    expect(lastXhr().headers['Idempotency-Key']).not.toBe(key);
  });

  it('asks for a file before sending anything', async () => {
    const { input, user } = await openAkteneingang();
    await user.click(screen.getByRole('button', { name: messages.files.hochladen }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(messages.files.keineAuswahl));
    expect(input).toHaveFocus();
    const { FakeXhr } = await import('./fakeXhr');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("reports a refused upload with the server's reason and keeps the files", async () => {
    const { input, user } = await openAkteneingang();
    await user.upload(input, [pdf('lebenslauf.pdf')]);
    await user.click(screen.getByRole('button', { name: messages.files.hochladen }));
    act(() =>
      lastXhr().respond(415, {
        message: 'Dieser Dateityp ist nicht erlaubt.',
      }),
    );
    expect(
      await screen.findByText(
        'Die Dateien konnten nicht hochgeladen werden. Dieser Dateityp ist nicht erlaubt.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('lebenslauf.pdf')).toBeInTheDocument();
  });

  it('a 401 during the upload ends the session like every other call', async () => {
    const { input, user, router } = await openAkteneingang();
    await user.upload(input, [pdf('lebenslauf.pdf')]);
    await user.click(screen.getByRole('button', { name: messages.files.hochladen }));
    act(() => lastXhr().respond(401, { message: messages.auth.sitzungAbgelaufen }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loadUser()).toBeNull();
    expect(await screen.findByText(messages.auth.sitzungAbgelaufen)).toBeInTheDocument();
  });

  it('gives an aptitude candidate the types Attest, Wahlfach, Nachweis and their lists', async () => {
    const { input, user } = await openAkteneingang(EIGNUNG_USER);
    await user.upload(input, [pdf('attest.pdf'), pdf('diplom.pdf')]);
    const select = screen.getByRole('combobox', { name: 'Dokumenttyp für “diplom.pdf”' });
    expect(select).toHaveValue('attest');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Attest', 'Wahlfach', 'Nachweis']);
    await user.selectOptions(select, 'Nachweis');
    await user.click(screen.getByRole('button', { name: messages.files.hochladen }));
    expect(lastXhr().headers.Authorization).toBe('Bearer jwt-eignung');
    expect(lastXhr().parts()).toEqual([
      ['attest', 'file:attest.pdf'],
      ['wahlfach', '[]'],
      ['nachweise', 'file:diplom.pdf'],
    ]);
  });
});

describe('a tombstone (decision 0058)', () => {
  it('shows a document whose retention period ended as plain text, without a download button', async () => {
    const grab = 'gelöscht am 16.04.2029 (Aufbewahrungsfrist abgelaufen)';
    const { count } = backend(
      documentList([
        doc('MANTELAKTE', 'ZULASSUNG', grab, '2019-03-15T10:00:00Z', { geloescht: true }),
        doc('MANTELAKTE', 'ZULASSUNG', 'zulassungsbescheid.pdf'),
      ]),
    );
    renderApp(`${AKTE}/mantelakte`, { user: WP_USER });
    await screen.findByText(grab);
    expect(fileNames(sectionOf('Zulassungen'))).toEqual(['zulassungsbescheid.pdf']);
    expect(screen.getByText(grab).closest('button, a')).toBeNull();
    expect(count('GET /api/dokumente')).toBeGreaterThanOrEqual(1);
  });
});
