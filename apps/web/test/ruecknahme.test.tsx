// Withdrawals (spec §2, §4, §5, §8): zulassung/zuruecknehmen (event 2), zulassungeignung/zuruecknehmen
// (event 13) and zulassungeignung/ruecktritt (event 14), all built by the two-step factory.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { callsTo } from './antrag';
import { mockBackend, vorschauAntwort } from './forms';
import { EIGNUNG_USER, jsonResponse, renderApp, WP_USER } from './helpers';
import { serverStatus } from './serverStatus';

const r = messages.ruecknahme;
const v = messages.validation;
const IBAN = 'DE89370400440532013000';

const modulstand = (extra: Record<string, unknown> = {}) => ({
  zwischegespeichert: 2,
  antragsdatum: '2026-01-10',
  ersteszulassungsdatum: null,
  // As the server sends stored contact data: with the Anrede the application required.
  kontaktdaten: { anrede: 'Frau', iban: IBAN },
  ...extra,
});

function wpBackend(answers: Record<string, () => Response> = {}) {
  return mockBackend({
    'GET /api/zulassung/modul': () => jsonResponse(modulstand()),
    'GET /api/zulassung': () =>
      jsonResponse({ status: 'submitted', zulassungsblock: '2/2026', wr: true, st: true }),
    'GET /api/zulassung/zulassungsblock': () => jsonResponse({ zulassungsblock: '2/2026' }),
    'POST /api/modul/ruecknahme': () => jsonResponse({}),
    'POST /api/modul/ruecknahme/vorschau': () =>
      vorschauAntwort(
        [
          { posten: 'zulassungsgebuehr', modul: null, gebuehr: 50000, faellig: 25000 },
          { posten: 'pruefungsgebuehr', modul: 'wr', gebuehr: 50000, faellig: 10000 },
          { posten: 'pruefungsgebuehr', modul: 'st', gebuehr: 100000, faellig: 20000 },
        ],
        ['Ein Prüfungsversuch wird nicht verbraucht.', 'Satz des Servers zu den Gebühren.'],
      ),
    ...answers,
  });
}

const weiter = () => screen.getByRole('button', { name: messages.generic.weiter });
const absenden = () => screen.getByRole('button', { name: messages.generic.absenden });

describe('zulassung/zuruecknehmen', () => {
  async function open() {
    const result = renderApp('/zulassung/zuruecknehmen', { user: WP_USER });
    await screen.findByRole('heading', { level: 2, name: r.schrittErklaerung });
    return result;
  }

  it("shows the server's fee consequence before anything is sent (issue 16.3)", async () => {
    const { calls } = wpBackend();
    await open();
    expect(screen.getByText('Seite 1 von 2')).toBeInTheDocument();
    // The tab title names the step first (issue 16).
    expect(document.title).toMatch(
      new RegExp(`^Schritt 1 von 2 – ${r.schrittErklaerung} – .+ – Examensportal$`),
    );
    const table = await screen.findByRole('table', { name: r.gebuehrenTitel });
    // The amounts as the server answered them – nothing is computed in the browser.
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
      );
    expect(rows).toEqual([
      ['500,00 €', '250,00 €', '250,00 €'],
      ['500,00 €', '100,00 €', '400,00 €'],
      ['1.000,00 €', '200,00 €', '800,00 €'],
    ]);
    expect(screen.getByText('Satz des Servers zu den Gebühren.')).toBeInTheDocument();
    // The preview asked with the envelope the send will use; nothing was sent.
    expect(callsTo(calls, 'POST', '/api/modul/ruecknahme/vorschau')[0]!.body).toMatchObject({
      zulassungsblock: '2/2026',
      art: 2,
      bestaetigt: true,
    });
    expect(callsTo(calls, 'POST', '/api/modul/ruecknahme')).toHaveLength(0);
  });

  it('says so when the consequences cannot be computed', async () => {
    wpBackend({
      'POST /api/modul/ruecknahme/vorschau': () =>
        jsonResponse({ message: messages.generic.nichtAnwendbar }, 409),
    });
    await open();
    expect(
      await screen.findByText(messages.folgen.nichtBerechnet(messages.generic.nichtAnwendbar)),
    ).toBeInTheDocument();
  });

  it("needs the confirmation box: 'Die Rücknahme muss bestätigt werden.'", async () => {
    const { calls } = wpBackend();
    const user = userEvent.setup();
    await open();
    await user.click(weiter());
    const box = screen.getByRole('checkbox', { name: new RegExp(r.bestaetigung) });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(v.ruecknahmeBestaetigen);
    // A failed 'Weiter' focuses the error summary (GOV.UK pattern, issue 16).
    await waitFor(() => expect(document.activeElement).toHaveClass('error-summary'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/modul/ruecknahme')).toHaveLength(0);
  });

  it('asks once about the IBAN, shows the summary, goes back without asking again, and sends event 2', async () => {
    const { calls } = wpBackend();
    const user = userEvent.setup();
    const { router } = await open();
    await user.click(screen.getByRole('checkbox', { name: new RegExp(r.bestaetigung) }));
    await user.click(weiter());

    const dialog = await screen.findByRole('dialog', { name: r.ibanTitel });
    expect(within(dialog).getByText(/DE89 3704 0044 0532 0130 00/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: r.ibanAendern })).toHaveAttribute(
      'href',
      '/meinedaten/kontaktdatenaendern',
    );
    await user.click(within(dialog).getByRole('button', { name: r.ibanKorrekt }));

    await screen.findByRole('heading', { level: 2, name: r.schrittZusammenfassung });
    expect(screen.getByText('Seite 2 von 2')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Schritt 2 von 2 – /));
    expect(document.title).toContain(r.schrittZusammenfassung);
    expect(screen.getByText('10.01.2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.generic.zurueck }));
    await screen.findByRole('heading', { level: 2, name: r.schrittErklaerung });
    expect(screen.getByRole('checkbox', { name: new RegExp(r.bestaetigung) })).toBeChecked();
    await user.click(weiter());
    await screen.findByRole('heading', { level: 2, name: r.schrittZusammenfassung });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const modulLoads = callsTo(calls, 'GET', '/api/zulassung/modul').length;
    await user.click(absenden());
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(await screen.findByText(messages.toasts.ruecknahmeErfolg)).toBeInTheDocument();
    const [post] = callsTo(calls, 'POST', '/api/modul/ruecknahme');
    expect(post!.body).toEqual({
      zulassungsblock: '2/2026',
      art: 2,
      abgesendetAm: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      bestaetigt: true,
    });
    expect(post!.headers.get('Idempotency-Key')).toBeTruthy();
    // Spec §4: a successful withdrawal reloads the module data.
    expect(callsTo(calls, 'GET', '/api/zulassung/modul').length).toBe(modulLoads + 1);
  });

  it("a failure: toast and the server's text, the user stays on the summary", async () => {
    wpBackend({ 'POST /api/modul/ruecknahme': () => jsonResponse({ message: 'Bereits zugelassen.' }, 409) });
    const user = userEvent.setup();
    const { router } = await open();
    await user.click(screen.getByRole('checkbox', { name: new RegExp(r.bestaetigung) }));
    await user.click(weiter());
    await user.click(await screen.findByRole('button', { name: r.ibanKorrekt }));
    await user.click(absenden());
    expect(await screen.findByText(messages.wizard.serverAntwort('Bereits zugelassen.'))).toBeInTheDocument();
    expect(screen.getAllByText(messages.toasts.ruecknahmeFehler).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/zulassung/zuruecknehmen');
  });

  it.each([
    ['a draft', modulstand({ zwischegespeichert: 1 })],
    ['no application date', modulstand({ antragsdatum: null })],
    ['already admitted', modulstand({ ersteszulassungsdatum: '2026-03-01' })],
    ['no module data', {}],
  ])('%s: not applicable', async (_case, stand) => {
    wpBackend({ 'GET /api/zulassung/modul': () => jsonResponse(stand) });
    renderApp('/zulassung/zuruecknehmen', { user: WP_USER });
    expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
  });
});

describe('zulassungeignung/zuruecknehmen', () => {
  it('sends event 13 to /api/modul/ruecknahmeeignung and reloads the aptitude module data', async () => {
    const { calls } = mockBackend({
      'GET /api/eignung/modul': () => jsonResponse(modulstand()),
      'GET /api/eignung': () => jsonResponse({ status: 'submitted', zulassungsblock: '1/2027' }),
      'GET /api/zulassung/zulassungsblock': () => jsonResponse({ zulassungsblock: '1/2027' }),
      'POST /api/modul/ruecknahmeeignung': () => jsonResponse({}),
      'POST /api/modul/ruecknahmeeignung/vorschau': () =>
        vorschauAntwort([
          { posten: 'eignungZulassungsgebuehr', modul: null, gebuehr: 50000, faellig: 25000 },
        ]),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/zulassungeignung/zuruecknehmen', { user: EIGNUNG_USER });
    await screen.findByRole('heading', { level: 2, name: r.schrittErklaerung });
    expect(await screen.findByRole('table', { name: r.gebuehrenTitel })).toBeInTheDocument();
    await user.click(weiter());
    expect(
      screen.getByRole('checkbox', { name: new RegExp(r.bestaetigungEignung) }),
    ).toHaveAccessibleDescription(v.ruecknahmeBestaetigen);
    await user.click(screen.getByRole('checkbox', { name: new RegExp(r.bestaetigungEignung) }));
    await user.click(weiter());
    await user.click(await screen.findByRole('button', { name: r.ibanKorrekt }));
    await user.click(absenden());
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(callsTo(calls, 'POST', '/api/modul/ruecknahmeeignung')[0]!.body).toMatchObject({
      zulassungsblock: '1/2027',
      art: 13,
      bestaetigt: true,
    });
    expect(callsTo(calls, 'GET', '/api/eignung/modul')).toHaveLength(2);
    expect(await screen.findByText(messages.toasts.ruecknahmeErfolg)).toBeInTheDocument();
  });
});

describe('zulassungeignung/ruecktritt', () => {
  function backend(stand: Record<string, unknown>, offen = '1/2027', status?: unknown) {
    return mockBackend({
      ...(status ? { 'GET /api/status': () => jsonResponse(status) } : {}),
      'GET /api/eignung/modul': () => jsonResponse(stand),
      'GET /api/eignung': () => jsonResponse({ status: 'admitted', zulassungsblock: '1/2027' }),
      'GET /api/zulassung/zulassungsblock': () => jsonResponse({ zulassungsblock: offen }),
      'POST /api/modul/pruefungrucktritteignung': () => jsonResponse({}),
      'POST /api/modul/pruefungrucktritteignung/vorschau': () =>
        vorschauAntwort([], [messages.folgen.versuch.eignungRuecktritt]),
    });
  }

  it("two steps: 'Der Rücktritt muss bestätigt werden.', then event 14 and /start", async () => {
    const { calls } = backend(modulstand({ ersteszulassungsdatum: '2025-10-01' }));
    const user = userEvent.setup();
    const { router } = renderApp('/zulassungeignung/ruecktritt', { user: EIGNUNG_USER });
    await screen.findByRole('heading', { level: 2, name: r.schrittErklaerung });
    // The server's consequence, no general rule text that could contradict its amounts.
    expect(await screen.findByText(messages.folgen.versuch.eignungRuecktritt)).toBeInTheDocument();
    expect(screen.queryByText(r.ruecktrittGebuehrHinweis)).toBeNull();
    await user.click(weiter());
    const box = screen.getByRole('checkbox', { name: new RegExp(r.ruecktrittBestaetigung) });
    expect(box).toHaveAccessibleDescription(v.ruecktrittBestaetigen);
    await user.click(box);
    await user.click(weiter());
    // No bank-data question here: straight to the summary.
    await screen.findByRole('heading', { level: 2, name: r.schrittZusammenfassung });
    await user.click(absenden());
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(callsTo(calls, 'POST', '/api/modul/pruefungrucktritteignung')[0]!.body).toMatchObject({
      zulassungsblock: '1/2027',
      art: 14,
      bestaetigt: true,
    });
    expect(await screen.findByText(messages.toasts.gesamtruecktrittErfolg)).toBeInTheDocument();
  });

  it('admitted for an earlier term: the summary names that term, the envelope the open one (R-02)', async () => {
    const { calls } = backend(modulstand({ ersteszulassungsdatum: '2025-10-01' }), '2/2027');
    const user = userEvent.setup();
    renderApp('/zulassungeignung/ruecktritt', { user: EIGNUNG_USER });
    await screen.findByRole('heading', { level: 2, name: r.schrittErklaerung });
    await user.click(screen.getByRole('checkbox', { name: new RegExp(r.ruecktrittBestaetigung) }));
    await user.click(weiter());
    await screen.findByRole('heading', { level: 2, name: r.schrittZusammenfassung });
    const termin = screen.getByText(messages.antrag.zulassungsblock, { selector: 'dt' });
    expect(termin.nextElementSibling).toHaveTextContent('1/2027');
    await user.click(absenden());
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/modul/pruefungrucktritteignung')).toHaveLength(1),
    );
    expect(callsTo(calls, 'POST', '/api/modul/pruefungrucktritteignung')[0]!.body).toMatchObject({
      zulassungsblock: '2/2027',
      art: 14,
    });
  });

  // The day rule is the server's (decision 0020), with its clock and the office's settings.
  it("not applicable within 3 days of the admission: the server's status says so, with its reason", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const status = serverStatus({ geschlossen: { gesamtruecktritt: 'Grund des Servers.' } }, 'EIGNUNG');
    backend(modulstand({ ersteszulassungsdatum: today }), '1/2027', status);
    renderApp('/zulassungeignung/ruecktritt', { user: EIGNUNG_USER });
    expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
    expect(screen.getByText('Grund des Servers.')).toBeInTheDocument();
  });

  it("open when the server's status says so, although the browser's defaults would say 'too early'", async () => {
    const today = new Date().toISOString().slice(0, 10);
    backend(modulstand({ ersteszulassungsdatum: today }), '1/2027', serverStatus({}, 'EIGNUNG'));
    renderApp('/zulassungeignung/ruecktritt', { user: EIGNUNG_USER });
    await screen.findByRole('heading', { level: 2, name: r.schrittErklaerung });
    expect(screen.getByRole('checkbox', { name: new RegExp(r.ruecktrittBestaetigung) })).toBeEnabled();
  });

  it('not applicable without an admission date', async () => {
    backend(modulstand({ ersteszulassungsdatum: null }));
    renderApp('/zulassungeignung/ruecktritt', { user: EIGNUNG_USER });
    expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
  });

  it('already withdrawn (state 1 with the admission date): not applicable, and why – no form', async () => {
    backend(modulstand({ zwischegespeichert: 1, ersteszulassungsdatum: '2025-10-01' }));
    renderApp('/zulassungeignung/ruecktritt', { user: EIGNUNG_USER });
    expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
    expect(await screen.findByText(r.ruecktrittBeendet)).toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: new RegExp(r.ruecktrittBestaetigung) }),
    ).not.toBeInTheDocument();
  });
});
