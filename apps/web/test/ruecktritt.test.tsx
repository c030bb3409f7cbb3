// Withdrawals (spec §2 ruecktritt/*, §4 availability and the day rule, §5, §8): from module exams
// (events 7/8) and from the whole exam (event 9). Only fetch is mocked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, berlinDate } from '@examensportal/domain/dates';
import { formatDatum } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import {
  gesamtruecktrittPayloadSchema,
  modulruecktrittPayloadSchema,
} from '@examensportal/domain/schemas/modul';
import { callsTo } from './antrag';
import { mockBackend, vorschauAntwort } from './forms';
import { jsonResponse, renderApp, WP_USER } from './helpers';
import { serverStatus } from './serverStatus';

const rt = messages.ruecktritt;
const r = messages.ruecknahme;
const v = messages.validation;
const t = messages.toasts;
const n = messages.antrag.modulNamen;
const ABGESENDET = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

const heute = berlinDate(new Date());

function stand(extra: Record<string, unknown> = {}) {
  return {
    zwischegespeichert: 2,
    antragsdatum: '2025-02-10',
    ersteszulassungsdatum: '2025-06-01',
    kontaktdaten: null,
    modulabmeldungen: {},
    modulgeladenAm: {},
    modulverhindert: {},
    ...extra,
  };
}

function backend(modul: unknown, answers: Record<string, () => Response> = {}) {
  return mockBackend({
    'GET /api/zulassung/modul': () => jsonResponse(modul),
    'GET /api/zulassung/zulassungsblock': () => jsonResponse({ zulassungsblock: '1/2026' }),
    'POST /api/modul/modulruecktritt': () => jsonResponse({}),
    'POST /api/modul/pruefungrucktritt': () => jsonResponse({}),
    // The server's previews (decision 0012).
    'POST /api/modul/modulruecktritt/vorschau': () =>
      vorschauAntwort(
        [{ posten: 'pruefungsgebuehr', modul: 'st', gebuehr: 100000, faellig: 50000 }],
        [messages.folgen.versuch.modulruecktritt],
      ),
    'POST /api/modul/pruefungrucktritt/vorschau': () =>
      vorschauAntwort(
        [
          { posten: 'pruefungsgebuehr', modul: 'wr', gebuehr: 50000, faellig: 25000 },
          { posten: 'pruefungsgebuehr', modul: 'bwl', gebuehr: 100000, faellig: 50000 },
        ],
        [messages.folgen.versuch.gesamtruecktritt],
      ),
    ...answers,
  });
}

async function open(path: string) {
  const result = renderApp(path, { user: WP_USER });
  await screen.findByRole('heading', { level: 2, name: rt.schrittErklaerung });
  return result;
}

const box = (name: string | RegExp) => screen.getByRole('checkbox', { name });
const radio = (name: string) => screen.getByRole('radio', { name });
const weiter = () => screen.getByRole('button', { name: messages.generic.weiter });
const absenden = () => screen.getByRole('button', { name: messages.generic.absenden });

async function gebuehren() {
  const table = await screen.findByRole('table', { name: r.gebuehrenTitel });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ]);
}

describe('ruecktritt/modulpruefung', () => {
  const schriftlichGeladen = stand({
    modulgeladenAm: { bwl: '2026-01-12', st: '2026-01-13' },
    modulverhindert: { bwl: true, st: true },
  });

  it('only invited modules can be chosen, each with its invitation date', async () => {
    backend(schriftlichGeladen);
    await open('/ruecktritt/modulpruefung');
    expect(box(n.bwl)).toBeEnabled();
    expect(box(n.bwl)).toHaveAccessibleDescription(rt.geladenAm('12.01.2026'));
    expect(box(n.st)).toBeEnabled();
    expect(box(n.wp)).toBeDisabled();
    expect(box(n.wp)).toHaveAccessibleDescription(rt.nichtGeladen);
    expect(box(n.wr)).toBeDisabled();
    // Both invitations are to the written papers: that part is preselected.
    expect(radio(rt.teilOptionen.schriftlich)).toBeChecked();
  });

  it('names the term of the invitation on the summary, not the open term (issue 26 point 8)', async () => {
    const basis = serverStatus();
    backend(schriftlichGeladen, {
      'GET /api/status': () =>
        jsonResponse({
          ...basis,
          module: basis.module.map((m) => (m.modul === 'st' ? { ...m, termin: '2/2025' } : m)),
        }),
    });
    const user = userEvent.setup();
    await open('/ruecktritt/modulpruefung');
    await user.click(box(n.st));
    await user.click(radio(rt.teilOptionen.schriftlich));
    await user.click(weiter());
    await screen.findByRole('heading', { level: 2, name: rt.schrittZusammenfassung });
    const termin = screen.getByText(messages.modulpruefung.termin, { selector: 'dt' });
    expect(termin.nextElementSibling).toHaveTextContent('2/2025');
  });

  it("shows the consequence before sending: the attempt on step one, the server's amounts on the summary", async () => {
    const { calls } = backend(schriftlichGeladen);
    const user = userEvent.setup();
    await open('/ruecktritt/modulpruefung');
    expect(screen.getByText(rt.modulFolge)).toBeInTheDocument();
    // No amounts computed in the browser, no general rule text that could contradict them.
    expect(screen.queryByRole('table', { name: r.gebuehrenTitel })).toBeNull();
    expect(screen.queryByText(r.ruecktrittGebuehrHinweis)).toBeNull();
    await user.click(box(n.st));
    await user.click(radio(rt.teilOptionen.muendlich));
    await user.click(weiter());
    await screen.findByRole('heading', { level: 2, name: rt.schrittZusammenfassung });
    expect(await gebuehren()).toEqual([
      [`${messages.gebuehren.pruefungsgebuehr} ${n.st}`, '1.000,00 €', '500,00 €', '500,00 €'],
    ]);
    expect(screen.getByText(messages.folgen.versuch.modulruecktritt)).toBeInTheDocument();
    // Asked with the envelope the send will use: the oral part is event 8.
    expect(callsTo(calls, 'POST', '/api/modul/modulruecktritt/vorschau').at(-1)!.body).toMatchObject({
      art: 8,
      st: true,
      stGeladenAm: '2026-01-13',
    });
    expect(callsTo(calls, 'POST', '/api/modul/modulruecktritt')).toHaveLength(0);
  });

  it('event 7 (written): the chosen module with its invitation date, the others null; toast, /start, reload', async () => {
    const { calls } = backend(schriftlichGeladen);
    const user = userEvent.setup();
    const { router } = await open('/ruecktritt/modulpruefung');
    await user.click(box(n.st));
    await user.click(weiter());
    await screen.findByRole('heading', { level: 2, name: rt.schrittZusammenfassung });
    expect(screen.getByText(`${n.st} – ${rt.geladenAm('13.01.2026')}`)).toBeInTheDocument();
    expect(await screen.findByText(messages.folgen.versuch.modulruecktritt)).toBeInTheDocument();
    const geladen = callsTo(calls, 'GET', '/api/zulassung/modul').length;
    await user.dblClick(absenden());
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(await screen.findByText(t.ruecktrittErfolg)).toBeInTheDocument();
    const posts = callsTo(calls, 'POST', '/api/modul/modulruecktritt');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      zulassungsblock: '1/2026',
      art: 7,
      abgesendetAm: expect.stringMatching(ABGESENDET),
      wp: false,
      wr: false,
      bwl: false,
      st: true,
      wpGeladenAm: null,
      wrGeladenAm: null,
      bwlGeladenAm: null,
      stGeladenAm: '2026-01-13',
    });
    expect(modulruecktrittPayloadSchema.safeParse(posts[0]!.body).success).toBe(true);
    expect(posts[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/zulassung/modul')).toHaveLength(geladen + 1);
  });

  it('event 8 (oral): preselected when the invitation is to the oral exam', async () => {
    const { calls } = backend(
      stand({ modulgeladenAm: { wp: '2026-05-04' }, modulverhindert: { wpmuendlich: true } }),
    );
    const user = userEvent.setup();
    await open('/ruecktritt/modulpruefung');
    expect(radio(rt.teilOptionen.muendlich)).toBeChecked();
    await user.click(box(n.wp));
    await user.click(weiter());
    await user.click(await screen.findByRole('button', { name: messages.generic.absenden }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/modul/modulruecktritt')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/modul/modulruecktritt')[0]!.body).toMatchObject({
      art: 8,
      wp: true,
      wpGeladenAm: '2026-05-04',
    });
  });

  it("mixed invitations: the part must be named; no module: 'Sie haben keine Modulprüfung ausgewählt.'", async () => {
    const { calls } = backend(
      stand({
        modulgeladenAm: { wp: '2026-05-04', wr: '2026-01-14' },
        modulverhindert: { wpmuendlich: true, wr: true },
      }),
    );
    const user = userEvent.setup();
    await open('/ruecktritt/modulpruefung');
    expect(radio(rt.teilOptionen.schriftlich)).not.toBeChecked();
    expect(radio(rt.teilOptionen.muendlich)).not.toBeChecked();
    await user.click(weiter());
    expect(radio(rt.teilOptionen.schriftlich)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radiogroup', { name: new RegExp(rt.teil) })).toHaveAccessibleDescription(
      expect.stringContaining(v.pflichtfeld),
    );
    expect(
      screen.getByRole('group', { name: new RegExp(messages.modulpruefung.module) }),
    ).toHaveAccessibleDescription(expect.stringContaining(v.keineModulpruefung));
    expect(callsTo(calls, 'POST', '/api/modul/modulruecktritt')).toHaveLength(0);
  });

  it("a refusal: 'Der Rücktritt wurde nicht erfolgreich abgesendet.' and the server's text", async () => {
    backend(schriftlichGeladen, {
      'POST /api/modul/modulruecktritt': () =>
        jsonResponse({ message: 'Die Bearbeitungszeit ist abgelaufen.' }, 422),
    });
    const user = userEvent.setup();
    const { router } = await open('/ruecktritt/modulpruefung');
    await user.click(box(n.bwl));
    await user.click(weiter());
    await user.click(await screen.findByRole('button', { name: messages.generic.absenden }));
    expect(
      await screen.findByText(messages.wizard.serverAntwort('Die Bearbeitungszeit ist abgelaufen.')),
    ).toBeInTheDocument();
    expect(screen.getAllByText(t.ruecktrittFehler).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/ruecktritt/modulpruefung');
  });

  it.each([
    ['no invitation', stand()],
    ['a draft', stand({ zwischegespeichert: 1, modulgeladenAm: { wp: '2026-01-12' } })],
    ['a placeholder date only', stand({ modulgeladenAm: { wp: '1900-01-01' } })],
  ])('%s: not applicable', async (_fall, modul) => {
    backend(modul);
    renderApp('/ruecktritt/modulpruefung', { user: WP_USER });
    expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
  });

  it('ruecktritt redirects to ruecktritt/modulpruefung', async () => {
    backend(schriftlichGeladen);
    const { router } = renderApp('/ruecktritt', { user: WP_USER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ruecktritt/modulpruefung'));
  });
});

describe('ruecktritt/gesamtpruefung', () => {
  // The day rule is the server's (decision 0020): its status says closed and names the first day.
  it.each([
    ['admitted today', heute, addDays(heute, 4)],
    ['admitted 3 days ago (on the last day of the period)', addDays(heute, -3), addDays(heute, 1)],
  ])('day rule, %s: not applicable, with the first day the server names', async (_fall, datum, ab) => {
    backend(stand({ ersteszulassungsdatum: datum }), {
      'GET /api/status': () =>
        jsonResponse(
          serverStatus({
            heute,
            gesamtruecktrittAb: ab,
            geschlossen: { gesamtruecktritt: 'Grund des Servers.' },
          }),
        ),
    });
    renderApp('/ruecktritt/gesamtpruefung', { user: WP_USER });
    expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
    expect(await screen.findByText(rt.gesamtZuFrueh(formatDatum(ab)))).toBeInTheDocument();
    expect(screen.getByText('Grund des Servers.')).toBeInTheDocument();
  });

  // The server's clock and settings win over the browser's (PORTAL_NOW, the office's settings).
  it("the server's status closes it although the browser's defaults would open it", async () => {
    backend(stand({ ersteszulassungsdatum: addDays(heute, -30) }), {
      'GET /api/status': () =>
        jsonResponse(
          serverStatus({
            heute: addDays(heute, -30),
            gesamtruecktrittAb: addDays(heute, -26),
            geschlossen: { gesamtruecktritt: 'Grund des Servers.' },
          }),
        ),
    });
    renderApp('/ruecktritt/gesamtpruefung', { user: WP_USER });
    expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
    expect(await screen.findByText('Grund des Servers.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: rt.gesamtBestaetigung })).not.toBeInTheDocument();
  });

  it("the server's status opens it although the browser's defaults would say 'too early'", async () => {
    backend(stand({ ersteszulassungsdatum: heute }), {
      'GET /api/status': () => jsonResponse(serverStatus({ gesamtruecktrittAb: addDays(heute, 1) })),
    });
    await open('/ruecktritt/gesamtpruefung');
    expect(box(new RegExp(rt.gesamtBestaetigung))).toBeEnabled();
    expect(screen.queryByText(messages.generic.nichtAnwendbar)).not.toBeInTheDocument();
  });

  it.each([
    ['no admission date', null, rt.gesamtOhneZulassung],
    ['the placeholder 1900-01-01', '1900-01-01', rt.gesamtOhneZulassung],
    ['a malformed date', '01.06.2025', rt.gesamtOhneZulassung],
  ])('day rule, %s: not applicable, with the reason', async (_fall, datum, grund) => {
    backend(stand({ ersteszulassungsdatum: datum }));
    renderApp('/ruecktritt/gesamtpruefung', { user: WP_USER });
    expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
    expect(await screen.findByText(grund)).toBeInTheDocument();
  });

  it('a draft: not applicable, without a day-rule reason', async () => {
    backend(stand({ zwischegespeichert: 1, ersteszulassungsdatum: null }));
    renderApp('/ruecktritt/gesamtpruefung', { user: WP_USER });
    expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
    expect(screen.queryByText(rt.gesamtOhneZulassung)).not.toBeInTheDocument();
    expect(screen.queryByText(rt.gesamtBeendet)).not.toBeInTheDocument();
  });

  it('already withdrawn (state 1 with the admission date): not applicable, and why – no form', async () => {
    backend(stand({ zwischegespeichert: 1, ersteszulassungsdatum: '2025-06-01' }));
    renderApp('/ruecktritt/gesamtpruefung', { user: WP_USER });
    expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
    expect(await screen.findByText(rt.gesamtBeendet)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: rt.gesamtBestaetigung })).not.toBeInTheDocument();
  });

  it("day rule 'ok' (4 days after): the declaration with its consequence; 'Der Rücktritt muss bestätigt werden.'", async () => {
    const { calls } = backend(
      stand({
        ersteszulassungsdatum: addDays(heute, -4),
        modulgeladenAm: { bwl: '2026-01-12' },
        modulabmeldungen: { wr: true },
      }),
    );
    const user = userEvent.setup();
    const { router } = await open('/ruecktritt/gesamtpruefung');
    expect(screen.getByText(rt.gesamtFolge)).toBeInTheDocument();
    // R-72 for every open registration – invited BWL and WR not yet invited: half back.
    expect(await gebuehren()).toEqual([
      [`${messages.gebuehren.pruefungsgebuehr} ${n.wr}`, '500,00 €', '250,00 €', '250,00 €'],
      [`${messages.gebuehren.pruefungsgebuehr} ${n.bwl}`, '1.000,00 €', '500,00 €', '500,00 €'],
    ]);
    await user.click(weiter());
    const bestaetigung = box(new RegExp(rt.gesamtBestaetigung));
    expect(bestaetigung).toHaveAccessibleDescription(v.ruecktrittBestaetigen);
    await waitFor(() => expect(document.activeElement).toHaveClass('error-summary'));
    await user.click(bestaetigung);
    await user.click(weiter());
    await screen.findByRole('heading', { level: 2, name: rt.schrittZusammenfassung });
    expect(screen.getByText(formatDatum(addDays(heute, -4)))).toBeInTheDocument();
    await user.dblClick(absenden());
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(await screen.findByText(t.gesamtruecktrittErfolg)).toBeInTheDocument();
    const posts = callsTo(calls, 'POST', '/api/modul/pruefungrucktritt');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      zulassungsblock: '1/2026',
      art: 9,
      abgesendetAm: expect.stringMatching(ABGESENDET),
      bestaetigt: true,
    });
    expect(gesamtruecktrittPayloadSchema.safeParse(posts[0]!.body).success).toBe(true);
  });

  it("a failure: 'Die GesamtPrüfungsrücknahme wurde nicht erfolgreich abgesendet.' and the server's text", async () => {
    backend(stand({ ersteszulassungsdatum: '2025-06-01' }), {
      'POST /api/modul/pruefungrucktritt': () =>
        jsonResponse({ message: 'Es ist ein Fehler aufgetreten' }, 500),
    });
    const user = userEvent.setup();
    await open('/ruecktritt/gesamtpruefung');
    await user.click(box(new RegExp(rt.gesamtBestaetigung)));
    await user.click(weiter());
    await user.click(await screen.findByRole('button', { name: messages.generic.absenden }));
    expect(
      await screen.findByText(messages.wizard.serverAntwort('Es ist ein Fehler aufgetreten')),
    ).toBeInTheDocument();
    expect(screen.getAllByText(t.gesamtruecktrittFehler).length).toBeGreaterThan(0);
  });
});
