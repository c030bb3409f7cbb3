// The wizard engine on the WP application (spec §2, §4): 'Seite x von 7', unknown page → first,
// 'Weiter' checks the page and saves in the interim, 'Zurück' does neither, availability.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { formularTexte } from '@examensportal/domain/messages-formular';
import {
  a,
  callsTo,
  gespeicherterAntrag,
  multipart,
  stepHeading,
  summaryLinks,
  t,
  v,
  zulassungBackend,
} from './antrag';
import { formatEuro } from '@examensportal/domain/format';
import { MODULE, vorgezogenKey } from '@examensportal/domain/rules/module';
import { jsonResponse, renderApp, WP_USER } from './helpers';
import { serverStatus } from './serverStatus';

const s = messages.seiten.schritte;
const BASE = '/zulassung/antragstellen';

async function open(page = 'modulanmeldung') {
  const result = renderApp(`${BASE}/${page}`, { user: WP_USER });
  await stepHeading(s[page as keyof typeof s]);
  return result;
}

describe('navigation of the 7-page wizard', () => {
  it.each([
    ['modulanmeldung', 1],
    ['kontaktdaten', 2],
    ['bisherigezulassungsantraege', 3],
    ['akademischevorbildung', 4],
    ['praktischevorbildung', 5],
    ['pruefungsverkuerzung', 6],
    ['zusammenfassung', 7],
  ])('%s says "Seite %i von 7" under the title and names the step in the tab title', async (page, x) => {
    zulassungBackend();
    await open(page);
    expect(
      screen.getByRole('heading', { level: 1, name: messages.seiten.zulassungAntrag }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Seite ${x} von 7`)).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(
        `Schritt ${x} von 7 – ${s[page as keyof typeof s]} – ${messages.seiten.zulassungAntrag} – Examensportal`,
      ),
    );
  });

  it('a stored draft says when it was saved and offers to go on where something is missing', async () => {
    zulassungBackend({
      'GET /api/zulassung': () =>
        jsonResponse({
          status: 'zwischegespeichert',
          zwischegespeichert: 1,
          // 13:05 in Berlin (summer time); page 1 is complete, page 2 is not.
          zwischengespeichertAm: '2026-06-15T11:05:00.000Z',
          lgs: 4,
          wp: true,
        }),
    });
    const user = userEvent.setup();
    const { router } = await open();
    expect(await screen.findByText('Zwischengespeichert am 15.06.2026 um 13:05 Uhr.')).toBeInTheDocument();
    const weiter = screen.getByRole('link', { name: `Weiter bei Schritt 2: ${s.kontaktdaten}` });
    await user.click(weiter);
    await stepHeading(s.kontaktdaten);
    expect(router.state.location.pathname).toBe(`${BASE}/kontaktdaten`);
  });

  it('a new application says nothing about a save', async () => {
    zulassungBackend();
    await open();
    expect(screen.queryByText(/Zwischengespeichert am/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Weiter bei Schritt/ })).toBeNull();
  });

  it('sends an unknown page to the first', async () => {
    zulassungBackend();
    const { router } = renderApp(`${BASE}/unbekannt`, { user: WP_USER });
    await stepHeading(s.modulanmeldung);
    expect(router.state.location.pathname).toBe(`${BASE}/modulanmeldung`);
  });

  it("'Weiter' checks the page: errors in the summary and at the fields, nothing saved, no move", async () => {
    const { calls } = zulassungBackend();
    const user = userEvent.setup();
    const { router } = await open();
    await user.click(screen.getByRole('button', { name: messages.generic.weiter }));

    expect(summaryLinks()).toEqual([
      { text: `${a.lgs}: ${v.pflichtfeld}`, href: '#zulassung-lgs' },
      { text: `${a.module}: ${v.pflichtfeld}`, href: '#zulassung-module' },
    ]);
    expect(screen.getByRole('radio', { name: a.lgsOptionen[1] })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: /Modulprüfungen/ })).toHaveAccessibleDescription(
      expect.stringContaining(v.pflichtfeld),
    );
    // The summary has the focus (GOV.UK error summary); its links lead to the fields.
    await waitFor(() => expect(document.activeElement).toHaveClass('error-summary'));
    expect(callsTo(calls, 'POST', '/api/zulassung/zwischenspeichern')).toHaveLength(0);
    expect(router.state.location.pathname).toBe(`${BASE}/modulanmeldung`);
  });

  it("'Weiter' saves the whole draft in the interim, says so, and opens the next page", async () => {
    const { calls } = zulassungBackend();
    const user = userEvent.setup();
    const { router } = await open();
    expect(screen.getByLabelText(/Prüfungstermin/)).toHaveValue('2/2026');
    await user.click(screen.getByRole('radio', { name: a.lgsOptionen[5] }));
    await user.click(screen.getByRole('checkbox', { name: a.modulNamen.wr }));
    await user.type(screen.getByLabelText(a.zusatzinformationen), 'Bitte Raum im Erdgeschoss.');
    await user.click(screen.getByRole('button', { name: messages.generic.weiter }));

    await stepHeading(s.kontaktdaten);
    expect(router.state.location.pathname).toBe(`${BASE}/kontaktdaten`);
    expect(await screen.findByText(t.zwischengespeichert)).toBeInTheDocument();
    const saves = callsTo(calls, 'POST', '/api/zulassung/zwischenspeichern');
    expect(saves).toHaveLength(1);
    const { json, lists } = multipart(saves[0], 'zulassung');
    expect(json).toMatchObject({
      zulassungsblock: '2/2026',
      lgs: 5,
      vorzeitigeZulassung: 0,
      wr: true,
      wp: false,
      zusatzinformationen: 'Bitte Raum im Erdgeschoss.',
      kontaktdaten: { land: 'DE' },
    });
    expect(json).not.toHaveProperty('uploads');
    // Every list of spec §7, each empty one as the text '[]'.
    expect(lists).toEqual({
      lebenslauf: ['[]'],
      zeugnis: ['[]'],
      attest: ['[]'],
      agbescheinigung: ['[]'],
      stbescheinigung: ['[]'],
      agbescheinigung2: ['[]'],
      stbescheinigung2: ['[]'],
      verkuerzungbescheinigung: ['[]'],
    });
    expect(saves[0]!.headers.get('Authorization')).toBe(`Bearer ${WP_USER.jwt}`);
  });

  it("'Zurück' neither checks nor saves, and the draft is still there", async () => {
    const { calls } = zulassungBackend();
    const user = userEvent.setup();
    const { router } = await open();
    await user.click(screen.getByRole('radio', { name: a.lgsOptionen[2] }));
    await user.click(screen.getByRole('checkbox', { name: a.modulNamen.st }));
    await user.click(screen.getByRole('button', { name: messages.generic.weiter }));
    await stepHeading(s.kontaktdaten);

    await user.click(screen.getByRole('button', { name: messages.generic.zurueck }));
    await stepHeading(s.modulanmeldung);
    expect(router.state.location.pathname).toBe(`${BASE}/modulanmeldung`);
    expect(callsTo(calls, 'POST', '/api/zulassung/zwischenspeichern')).toHaveLength(1);
    expect(screen.queryByRole('alert', { name: /korrigieren/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: a.lgsOptionen[2] })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: a.modulNamen.st })).toBeChecked();
  });

  it("a failed interim save keeps the candidate on the step with the spec's message (decision 0045)", async () => {
    // The server's own answer to a failure it did not foresee (http/errors.ts): 500 with its message.
    let versuche = 0;
    const { calls } = zulassungBackend({
      'POST /api/zulassung/zwischenspeichern': () =>
        ++versuche === 1 ? jsonResponse({ message: messages.generic.fehler }, 500) : jsonResponse({}),
    });
    const user = userEvent.setup();
    const { router } = await open();
    await user.click(screen.getByRole('radio', { name: a.lgsOptionen[1] }));
    await user.click(screen.getByRole('checkbox', { name: a.modulNamen.wp }));
    await user.click(screen.getByRole('button', { name: messages.generic.weiter }));

    const banner = await screen.findByText(t.nichtZwischengespeichert, { selector: '.wizard-banner__line' });
    expect(banner.closest('[role="alert"]')).toHaveTextContent(messages.generic.fehler);
    expect(screen.getAllByText(t.nichtZwischengespeichert).length).toBeGreaterThanOrEqual(2);
    expect(router.state.location.pathname).toBe(`${BASE}/modulanmeldung`);
    expect(screen.getByRole('heading', { level: 2, name: s.modulanmeldung })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: a.lgsOptionen[1] })).toBeChecked();

    // The next 'Weiter' saves and moves on; the message goes.
    await user.click(screen.getByRole('button', { name: messages.generic.weiter }));
    await stepHeading(s.kontaktdaten);
    expect(callsTo(calls, 'POST', '/api/zulassung/zwischenspeichern')).toHaveLength(2);
    expect(screen.queryByText(t.nichtZwischengespeichert, { selector: '.wizard-banner__line' })).toBeNull();
  });

  it('page 2: one "Weiter" lists every error of the page at once and focuses the summary', async () => {
    const { calls } = zulassungBackend();
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('radio', { name: a.lgsOptionen[1] }));
    await user.click(screen.getByRole('checkbox', { name: a.modulNamen.wp }));
    await user.click(screen.getByRole('button', { name: messages.generic.weiter }));
    await stepHeading(s.kontaktdaten);
    await user.type(screen.getByLabelText(/^PLZ/), '12');
    await user.click(screen.getByRole('button', { name: messages.generic.weiter }));

    const erste = summaryLinks();
    expect(erste.map((link) => link.href)).toEqual(
      [
        'anrede',
        'vorname',
        'nachname',
        'geburtsdatum',
        'geburtsort',
        'strasse',
        'plz',
        'ort',
        'telefon',
        'iban',
      ].map((feld) => `#zulassung-kontaktdaten-${feld}`),
    );
    expect(erste).toContainEqual({ text: `${a.plz}: ${v.plz}`, href: '#zulassung-kontaktdaten-plz' });
    await waitFor(() => expect(document.activeElement).toHaveClass('error-summary'));
    // A second 'Weiter' finds nothing the first did not name.
    await user.click(screen.getByRole('button', { name: messages.generic.weiter }));
    expect(summaryLinks()).toEqual(erste);
    expect(callsTo(calls, 'POST', '/api/zulassung/zwischenspeichern')).toHaveLength(1);
  });
});

describe('leaving with unsaved edits (decision 0045)', () => {
  const frage = () => screen.findByRole('dialog', { name: formularTexte.verlassenTitel });

  it('asks first; "Nein" stays with the edits, "Ja" leaves', async () => {
    zulassungBackend();
    const user = userEvent.setup();
    const { router } = await open();
    await user.click(screen.getByRole('radio', { name: a.lgsOptionen[3] }));

    await act(() => router.navigate('/start'));
    const dialog = await frage();
    expect(dialog).toHaveTextContent(formularTexte.verlassenText[0]);
    await user.click(within(dialog).getByRole('button', { name: messages.generic.nein }));
    expect(router.state.location.pathname).toBe(`${BASE}/modulanmeldung`);
    expect(screen.getByRole('radio', { name: a.lgsOptionen[3] })).toBeChecked();

    await act(() => router.navigate('/start'));
    await user.click(within(await frage()).getByRole('button', { name: messages.generic.ja }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
  });

  it('does not ask before any edit, nor after the edit was saved, nor between the pages of the wizard', async () => {
    zulassungBackend();
    const user = userEvent.setup();
    const { router } = await open();
    await user.click(screen.getByRole('radio', { name: a.lgsOptionen[3] }));
    await user.click(screen.getByRole('checkbox', { name: a.modulNamen.wp }));
    await user.click(screen.getByRole('button', { name: messages.generic.weiter }));
    await stepHeading(s.kontaktdaten);
    await user.type(screen.getByLabelText(/^Vorname/), 'Erika');
    // 'Zurück' keeps the draft in the form: no question.
    await user.click(screen.getByRole('button', { name: messages.generic.zurueck }));
    await stepHeading(s.modulanmeldung);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Saved by 'Weiter': leaving is free.
    await user.click(screen.getByRole('button', { name: messages.generic.weiter }));
    await stepHeading(s.kontaktdaten);
    await act(() => router.navigate('/start'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('availability and restoring (spec §4)', () => {
  it.each(['submitted', 'admitted', 'rejected', 'withdrawn'])(
    'status %s: the form is not applicable',
    async (status) => {
      zulassungBackend({ 'GET /api/zulassung': () => jsonResponse({ status }) });
      renderApp(`${BASE}/modulanmeldung`, { user: WP_USER });
      expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: messages.generic.weiter })).not.toBeInTheDocument();
    },
  );

  it('a never saved application (404) is an empty draft', async () => {
    zulassungBackend({ 'GET /api/zulassung': () => jsonResponse({ message: 'Nicht gefunden' }, 404) });
    await open();
    expect(screen.getByRole('radio', { name: a.lgsOptionen[1] })).not.toBeChecked();
  });

  it('a saved draft fills every page, with the names of the files already uploaded', async () => {
    zulassungBackend({
      'GET /api/zulassung': () =>
        jsonResponse(
          gespeicherterAntrag({
            dateien: {
              lebenslauf: [{ documentId: 7, originalFileName: 'lebenslauf.pdf' }],
              zeugnis: [{ documentId: 8, originalFileName: 'master.pdf' }],
            },
          }),
        ),
    });
    const user = userEvent.setup();
    await open();
    expect(screen.getByRole('radio', { name: a.lgsOptionen[3] })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: a.modulNamen.wr })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: a.modulVorgezogen(a.modulNamen.st) })).toBeChecked();

    await user.click(screen.getByRole('button', { name: messages.generic.weiter }));
    await stepHeading(s.kontaktdaten);
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue('Erika');
    expect(screen.getByLabelText(/^IBAN/)).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(screen.getByText('lebenslauf.pdf')).toBeInTheDocument();
  });

  it('shows everything on the summary page', async () => {
    zulassungBackend({
      'GET /api/zulassung': () =>
        jsonResponse(gespeicherterAntrag({ dateien: { zeugnis: [{ originalFileName: 'master.pdf' }] } })),
    });
    await open('zusammenfassung');
    const main = within(screen.getByRole('main'));
    for (const text of ['Düsseldorf', 'Erika', 'Mustermann', '01.04.1990', 'master.pdf', '30.06.2021']) {
      expect(main.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    // The test router has no basename; the app's adds /examensportal.
    expect(main.getByRole('link', { name: a.abschnittAendern(s.kontaktdaten) })).toHaveAttribute(
      'href',
      `${BASE}/kontaktdaten`,
    );
    await waitFor(() => expect(main.getByRole('table', { name: a.gebuehren })).toBeInTheDocument());
  });

  // The amounts come from the server's status (its settings, decision 0020), never from the browser's
  // defaults; the page keeps the admission fee and the exam fee of each module chosen.
  it("the summary's fees are the server's amounts, for the modules chosen", async () => {
    const folge = (
      posten: 'zulassungsgebuehr' | 'pruefungsgebuehr',
      modul: (typeof MODULE)[number] | null,
      gebuehr: number,
    ) => ({
      posten,
      modul,
      termin: '2026/2',
      gebuehr,
      faellig: gebuehr,
      erstattungFallsBezahlt: 0,
    });
    const nurWr = Object.fromEntries(
      MODULE.flatMap((m) => [
        [m, m === 'wr'],
        [vorgezogenKey(m), false],
      ]),
    );
    zulassungBackend({
      'GET /api/zulassung': () => jsonResponse(gespeicherterAntrag(nurWr)),
      'GET /api/status': () =>
        jsonResponse(
          serverStatus({
            gebuehren: {
              antrag: [
                folge('zulassungsgebuehr', null, 12345),
                ...MODULE.map((m, i) => folge('pruefungsgebuehr', m, 1000 * (i + 1))),
              ],
              anrechnung: [],
            },
          }),
        ),
    });
    await open('zusammenfassung');
    const table = await screen.findByRole('table', { name: a.gebuehren });
    const zeilen = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getAllByRole('cell')[0]?.textContent,
      ]);
    expect(zeilen).toEqual([
      [messages.gebuehren.zulassungsgebuehr, formatEuro(12345)],
      [`${messages.gebuehren.pruefungsgebuehr} ${a.modulNamen.wr}`, formatEuro(2000)],
    ]);
  });
});
