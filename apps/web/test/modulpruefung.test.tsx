// Module flows (spec §2 modulpruefung/*, §4 availability and selection rules, §5 messages, §8
// toasts): registration (3), deregistration (4), postponement (5), credit (6). Only fetch is mocked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { verfahrensstand as vs } from '@examensportal/domain/messages-verfahrensstand';
import {
  abmeldungPayloadSchema,
  anmeldungPayloadSchema,
  anrechnungPayloadSchema,
  verschiebungPayloadSchema,
} from '@examensportal/domain/schemas/modul';
import { callsTo, multipart } from './antrag';
import { fileOfSize } from './fakeXhr';
import { mockBackend, vorschauAntwort } from './forms';
import { jsonResponse, renderApp, WP_USER } from './helpers';
import { serverStatus } from './serverStatus';

const mp = messages.modulpruefung;
const v = messages.validation;
const t = messages.toasts;
const r = messages.ruecknahme;
const n = messages.antrag.modulNamen;
const IBAN = 'DE89370400440532013000';
const ABGESENDET = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A complete, admitted WP candidate; every flag off unless the row sets it. */
function stand(extra: Record<string, unknown> = {}) {
  return {
    zwischegespeichert: 2,
    antragsdatum: '2025-02-10',
    ersteszulassungsdatum: '2025-06-01',
    kontaktdaten: { anrede: 'Frau', vorname: 'Erika', name: 'Mustermann', iban: IBAN },
    modulanmeldungen: {},
    modulabmeldungen: {},
    modulanrechnungen: {},
    modulverschiebungen: {},
    modulgeladenAm: {},
    modulverhindert: {},
    ...extra,
  };
}

function backend(modul: unknown, termin = '2/2026', answers: Record<string, () => Response> = {}) {
  return mockBackend({
    'GET /api/zulassung/modul': () => jsonResponse(modul),
    'GET /api/zulassung/zulassungsblock': () => jsonResponse({ zulassungsblock: termin }),
    'POST /api/modul/anmeldung': () => jsonResponse({}),
    'POST /api/modul/abmeldung': () => jsonResponse({}),
    'POST /api/modul/verschiebung': () => jsonResponse({}),
    'POST /api/modul/anrechnung': () => jsonResponse({}),
    // The server's previews (decision 0012): the amounts the tests below expect on the summary.
    'POST /api/modul/anmeldung/vorschau': () =>
      vorschauAntwort([
        { posten: 'pruefungsgebuehr', modul: 'wr', gebuehr: 50000, faellig: 50000 },
        { posten: 'pruefungsgebuehr', modul: 'st', gebuehr: 100000, faellig: 100000 },
      ]),
    'POST /api/modul/abmeldung/vorschau': () =>
      vorschauAntwort([{ posten: 'pruefungsgebuehr', modul: 'bwl', gebuehr: 100000, faellig: 20000 }]),
    'POST /api/modul/verschiebung/vorschau': () =>
      vorschauAntwort([{ posten: 'pruefungsgebuehr', modul: 'wr', gebuehr: 50000, faellig: 50000 }]),
    ...answers,
  });
}

async function open(path: string) {
  const result = renderApp(path, { user: WP_USER });
  await screen.findByRole('heading', { level: 2, name: mp.schrittAuswahl });
  return result;
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const weiter = () => screen.getByRole('button', { name: messages.generic.weiter });
const absenden = () => screen.getByRole('button', { name: messages.generic.absenden });
const juni = (modul: keyof typeof n) => messages.antrag.modulVorgezogen(n[modul]);
const august = (modul: keyof typeof n) => mp.modulAugust(n[modul]);

/** The fee table's rows: item, fee, due, refund. */
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

describe('modulpruefung/anmeldung', () => {
  const erlaubt = { wr: true, wrVorgezogen: true, bwl: true, bwlVorgezogen: true, st: true };

  it('term 2: a June and an August box per module, disabled where the server does not allow it', async () => {
    backend(stand({ modulanmeldungen: erlaubt }));
    await open('/modulpruefung/anmeldung');
    expect(screen.getByText('Seite 1 von 2')).toBeInTheDocument();
    expect(screen.getByText(mp.einleitungAnmeldung('2/2026'))).toBeInTheDocument();
    for (const name of [juni('wr'), august('wr'), juni('bwl'), august('bwl'), august('st')]) {
      expect(box(name)).toBeEnabled();
    }
    for (const name of [juni('wp'), august('wp'), juni('st')]) {
      expect(box(name)).toBeDisabled();
      expect(box(name)).toHaveAccessibleDescription(mp.nichtWaehlbar);
    }
  });

  it("ticking one slot of a module clears the other and says why: 'Sie können nicht gleichzeitig …'", async () => {
    backend(stand({ modulanmeldungen: erlaubt }));
    const user = userEvent.setup();
    await open('/modulpruefung/anmeldung');
    const status = screen.getAllByRole('status').find((el) => el.classList.contains('modul-status'))!;
    await user.click(box(juni('wr')));
    expect(status).toHaveTextContent('');
    await user.click(box(august('wr')));
    expect(box(august('wr'))).toBeChecked();
    expect(box(juni('wr'))).not.toBeChecked();
    expect(status).toHaveTextContent(v.zweiModuleGleicherArt);
    await user.click(box(juni('wr')));
    expect(box(august('wr'))).not.toBeChecked();
    expect(box(juni('wr'))).toBeChecked();
    // Another module does not touch the first.
    await user.click(box(august('bwl')));
    expect(box(juni('wr'))).toBeChecked();
    expect(status).toHaveTextContent('');
  });

  it("'Weiter' with nothing ticked: 'Sie haben keine Modulprüfung ausgewählt.' – gone once a box is ticked", async () => {
    const { calls } = backend(stand({ modulanmeldungen: erlaubt }));
    const user = userEvent.setup();
    await open('/modulpruefung/anmeldung');
    await user.click(weiter());
    const gruppe = screen.getByRole('group', { name: new RegExp(mp.module) });
    expect(gruppe).toHaveAccessibleDescription(expect.stringContaining(v.keineModulpruefung));
    await waitFor(() => expect(document.activeElement).toHaveClass('error-summary'));
    expect(screen.getByRole('heading', { level: 2, name: mp.schrittAuswahl })).toBeInTheDocument();
    await user.click(box(august('st')));
    await waitFor(() =>
      expect(gruppe).not.toHaveAccessibleDescription(expect.stringContaining(v.keineModulpruefung)),
    );
    expect(callsTo(calls, 'POST', '/api/modul/anmeldung')).toHaveLength(0);
  });

  it('summary with the fee consequence, then sends the envelope of §3 once, toasts and reloads', async () => {
    const { calls } = backend(stand({ modulanmeldungen: erlaubt }));
    const user = userEvent.setup();
    const { router } = await open('/modulpruefung/anmeldung');
    await user.click(box(juni('wr')));
    await user.click(box(august('st')));
    await user.click(weiter());
    await screen.findByRole('heading', { level: 2, name: mp.schrittZusammenfassung });
    expect(screen.getByText('Seite 2 von 2')).toBeInTheDocument();
    expect(screen.getByText('2/2026')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(juni('wr')))).toBeInTheDocument();
    // 500 € per written paper: WR one, ST two (spec §9).
    expect(await gebuehren()).toEqual([
      [`${messages.gebuehren.pruefungsgebuehr} ${n.wr}`, '500,00 €', '500,00 €', '0,00 €'],
      [`${messages.gebuehren.pruefungsgebuehr} ${n.st}`, '1.000,00 €', '1.000,00 €', '0,00 €'],
    ]);
    expect(callsTo(calls, 'POST', '/api/modul/anmeldung')).toHaveLength(0);

    const geladen = callsTo(calls, 'GET', '/api/zulassung/modul').length;
    await user.dblClick(absenden());
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(await screen.findByText(t.anmeldungErfolg)).toBeInTheDocument();
    const posts = callsTo(calls, 'POST', '/api/modul/anmeldung');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      zulassungsblock: '2/2026',
      art: 3,
      abgesendetAm: expect.stringMatching(ABGESENDET),
      wp: false,
      wr: false,
      bwl: false,
      st: true,
      wpVorgezogen: false,
      wrVorgezogen: true,
      bwlVorgezogen: false,
      stVorgezogen: false,
    });
    expect(anmeldungPayloadSchema.safeParse(posts[0]!.body).success).toBe(true);
    expect(posts[0]!.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(posts[0]!.headers.get('Authorization')).toBe(`Bearer ${WP_USER.jwt}`);
    expect(callsTo(calls, 'GET', '/api/zulassung/modul')).toHaveLength(geladen + 1);
  });

  it("a refusal: the failure toast and the server's text; the user stays and may send again with a new key", async () => {
    const { calls } = backend(stand({ modulanmeldungen: erlaubt }), '2/2026', {
      'POST /api/modul/anmeldung': () =>
        jsonResponse({ message: 'Der Anmeldeschluss ist überschritten.' }, 422),
    });
    const user = userEvent.setup();
    const { router } = await open('/modulpruefung/anmeldung');
    await user.click(box(august('bwl')));
    await user.click(weiter());
    await user.click(await screen.findByRole('button', { name: messages.generic.absenden }));
    expect(
      await screen.findByText(messages.wizard.serverAntwort('Der Anmeldeschluss ist überschritten.')),
    ).toBeInTheDocument();
    expect(screen.getAllByText(t.anmeldungFehler).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/modulpruefung/anmeldung');
    await user.click(absenden());
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/modul/anmeldung')).toHaveLength(2));
    const [erste, zweite] = callsTo(calls, 'POST', '/api/modul/anmeldung');
    expect(erste!.headers.get('Idempotency-Key')).not.toBe(zweite!.headers.get('Idempotency-Key'));
  });

  it('term 1: four boxes, no June sitting', async () => {
    backend(stand({ modulanmeldungen: { wp: true, wr: true } }), '1/2027');
    await open('/modulpruefung/anmeldung');
    const gruppe = screen.getByRole('group', { name: new RegExp(mp.module) });
    expect(
      within(gruppe)
        .getAllByRole('checkbox')
        .map((el) => el.closest('.kern-form-check')?.textContent),
    ).toEqual([n.wp, n.wr, n.bwl, n.st]);
    expect(box(n.wp)).toBeEnabled();
    expect(box(n.st)).toBeDisabled();
  });

  it.each([
    ['a draft (1)', stand({ zwischegespeichert: 1, modulanmeldungen: { wr: true } }), '2/2026'],
    ['no module allowed', stand(), '2/2026'],
    ['term 1 with only a June flag', stand({ modulanmeldungen: { wrVorgezogen: true } }), '1/2027'],
    ['an unreadable term', stand({ modulanmeldungen: { wr: true } }), 'SEM'],
    ['no module data', {}, '2/2026'],
  ])('%s: not applicable', async (_fall, modul, termin) => {
    backend(modul, termin);
    renderApp('/modulpruefung/anmeldung', { user: WP_USER });
    expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
    expect(screen.queryByText(mp.papierverfahren)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.generic.weiter })).not.toBeInTheDocument();
  });

  // The server's status says so (papierverfahren, decision 0020), with its settings.
  it('a procedure begun before term I/2023 is told to use the paper form (spec §1)', async () => {
    backend(stand({ antragsdatum: '2022-02-28', modulanmeldungen: { wr: true } }), '2/2026', {
      'GET /api/status': () =>
        jsonResponse(
          serverStatus({ papierverfahren: true, geschlossen: { anmeldung: vs.grund.papierverfahren } }),
        ),
    });
    renderApp('/modulpruefung/anmeldung', { user: WP_USER });
    expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
    expect(await screen.findByText(mp.papierverfahren)).toBeInTheDocument();
  });

  it('an application from 1 March 2022 (term I/2023) registers online', async () => {
    backend(stand({ antragsdatum: '2022-03-01', modulanmeldungen: { wr: true } }));
    await open('/modulpruefung/anmeldung');
    expect(box(august('wr'))).toBeEnabled();
  });

  it('modulpruefung redirects to anmeldung', async () => {
    backend(stand({ modulanmeldungen: erlaubt }));
    const { router } = renderApp('/modulpruefung/gibtesnicht', { user: WP_USER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/modulpruefung/anmeldung'));
  });
});

describe('modulpruefung/abmeldung', () => {
  it('the four modules, enabled by modulabmeldungen; the IBAN question once; event 4 without June keys', async () => {
    const { calls } = backend(stand({ modulabmeldungen: { bwl: true, st: true } }));
    const user = userEvent.setup();
    const { router } = await open('/modulpruefung/abmeldung');
    expect(screen.getByRole('group', { name: new RegExp(mp.module) }).querySelectorAll('input')).toHaveLength(
      4,
    );
    expect(box(n.bwl)).toBeEnabled();
    expect(box(n.wp)).toBeDisabled();
    expect(box(n.wr)).toBeDisabled();

    await user.click(box(n.bwl));
    await user.click(weiter());
    const dialog = await screen.findByRole('dialog', { name: r.ibanTitel });
    expect(within(dialog).getByText(/DE89 3704 0044 0532 0130 00/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: r.ibanKorrekt })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: r.ibanAendern })).toHaveAttribute(
      'href',
      '/meinedaten/kontaktdatenaendern',
    );
    await user.click(within(dialog).getByRole('button', { name: r.ibanKorrekt }));
    await screen.findByRole('heading', { level: 2, name: mp.schrittZusammenfassung });
    // Refund minus 20 % processing fee from term 2/2024.
    expect(await gebuehren()).toEqual([
      [`${messages.gebuehren.pruefungsgebuehr} ${n.bwl}`, '1.000,00 €', '200,00 €', '800,00 €'],
    ]);
    expect(screen.getByText('DE89 3704 0044 0532 0130 00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.generic.zurueck }));
    await screen.findByRole('heading', { level: 2, name: mp.schrittAuswahl });
    expect(box(n.bwl)).toBeChecked();
    await user.click(weiter());
    await screen.findByRole('heading', { level: 2, name: mp.schrittZusammenfassung });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(absenden());
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(await screen.findByText(t.abmeldungErfolg)).toBeInTheDocument();
    const [post] = callsTo(calls, 'POST', '/api/modul/abmeldung');
    expect(post!.body).toEqual({
      zulassungsblock: '2/2026',
      art: 4,
      abgesendetAm: expect.stringMatching(ABGESENDET),
      wp: false,
      wr: false,
      bwl: true,
      st: false,
    });
    expect(abmeldungPayloadSchema.safeParse(post!.body).success).toBe(true);
  });

  it('Escape answers the IBAN question with no: the selection stays', async () => {
    backend(stand({ modulabmeldungen: { st: true } }));
    const user = userEvent.setup();
    await open('/modulpruefung/abmeldung');
    await user.click(box(n.st));
    await user.click(weiter());
    await screen.findByRole('dialog', { name: r.ibanTitel });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: mp.schrittAuswahl })).toBeInTheDocument();
    expect(box(n.st)).toBeChecked();
  });

  it('a failure shows the server text and the failure toast', async () => {
    backend(stand({ modulabmeldungen: { st: true } }), '2/2026', {
      'POST /api/modul/abmeldung': () => jsonResponse({ message: 'Sie sind bereits geladen.' }, 409),
    });
    const user = userEvent.setup();
    await open('/modulpruefung/abmeldung');
    await user.click(box(n.st));
    await user.click(weiter());
    await user.click(await screen.findByRole('button', { name: r.ibanKorrekt }));
    await user.click(await screen.findByRole('button', { name: messages.generic.absenden }));
    expect(
      await screen.findByText(messages.wizard.serverAntwort('Sie sind bereits geladen.')),
    ).toBeInTheDocument();
    expect(screen.getAllByText(t.abmeldungFehler).length).toBeGreaterThan(0);
  });

  it.each([
    ['nothing deregistrable', stand()],
    ['a draft', stand({ zwischegespeichert: 1, modulabmeldungen: { st: true } })],
  ])('%s: not applicable', async (_fall, modul) => {
    backend(modul);
    renderApp('/modulpruefung/abmeldung', { user: WP_USER });
    expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
  });
});

describe('modulpruefung/verschiebung', () => {
  it('term 2/2026 moves to 1/2027 (one half-year), shown before sending and sent as verschobenSemester', async () => {
    const { calls } = backend(stand({ modulverschiebungen: { wrVorgezogen: true, st: true } }));
    const user = userEvent.setup();
    const { router } = await open('/modulpruefung/verschiebung');
    expect(screen.getByText(mp.einleitungVerschiebung('2/2026', '1/2027'))).toBeInTheDocument();
    expect(box(juni('wr'))).toBeEnabled();
    expect(box(august('wr'))).toBeDisabled();
    await user.click(box(juni('wr')));
    await user.click(weiter());
    await screen.findByRole('heading', { level: 2, name: mp.schrittZusammenfassung });
    const neu = screen.getByText(mp.neuerTermin).closest('div')!;
    expect(within(neu).getByText('1/2027')).toBeInTheDocument();
    // The fee carries over.
    expect(await gebuehren()).toEqual([
      [`${messages.gebuehren.pruefungsgebuehr} ${n.wr}`, '500,00 €', '500,00 €', '0,00 €'],
    ]);
    await user.click(absenden());
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(await screen.findByText(t.verschiebungErfolg)).toBeInTheDocument();
    const [post] = callsTo(calls, 'POST', '/api/modul/verschiebung');
    expect(post!.body).toEqual({
      zulassungsblock: '2/2026',
      art: 5,
      abgesendetAm: expect.stringMatching(ABGESENDET),
      wp: false,
      wr: false,
      bwl: false,
      st: false,
      wpVorgezogen: false,
      wrVorgezogen: true,
      bwlVorgezogen: false,
      stVorgezogen: false,
      verschobenSemester: '2027/1',
    });
    expect(verschiebungPayloadSchema.safeParse(post!.body).success).toBe(true);
  });

  // Which modules term 1 postpones is the office's setting: the server's status closes BWL with a reason.
  it('term 1/2027 → 2/2027; only WP or WR may be postponed in term 1', async () => {
    const grund = vs.option.nichtImTermin1('WP und WR');
    const { calls } = backend(stand({ modulverschiebungen: { wp: true, bwl: true } }), '1/2027', {
      'GET /api/status': () =>
        jsonResponse(
          serverStatus({ optionen: { ...serverStatus().optionen, verschiebung: { bwl: grund } } }),
        ),
    });
    const user = userEvent.setup();
    await open('/modulpruefung/verschiebung');
    expect(screen.getByText(mp.einleitungVerschiebung('1/2027', '2/2027'))).toBeInTheDocument();
    expect(box(n.wp)).toBeEnabled();
    expect(box(n.bwl)).toBeDisabled();
    expect(box(n.bwl)).toHaveAccessibleDescription(grund);
    await user.click(box(n.wp));
    await user.click(weiter());
    await user.click(await screen.findByRole('button', { name: messages.generic.absenden }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/modul/verschiebung')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/modul/verschiebung')[0]!.body).toMatchObject({
      zulassungsblock: '1/2027',
      wp: true,
      verschobenSemester: '2027/2',
    });
  });

  // The answer the server gives a second postponement (apps/server/test/declarations-json.test.ts).
  it("a refused postponement: 'Die Verschiebung wurde nicht erfolgreich abgesendet.' and the server's text", async () => {
    const { calls } = backend(stand({ modulverschiebungen: { wp: true } }), '2/2026', {
      'POST /api/modul/verschiebung': () => jsonResponse({ message: messages.generic.nichtAnwendbar }, 422),
    });
    const user = userEvent.setup();
    const { router } = await open('/modulpruefung/verschiebung');
    await user.click(box(august('wp')));
    await user.click(weiter());
    await user.click(await screen.findByRole('button', { name: messages.generic.absenden }));
    expect(
      await screen.findByText(messages.wizard.serverAntwort(messages.generic.nichtAnwendbar)),
    ).toBeInTheDocument();
    expect(screen.getAllByText(t.verschiebungFehler).length).toBeGreaterThan(0);
    expect(screen.queryByText(t.verschiebungErfolg)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/modulpruefung/verschiebung');
    expect(callsTo(calls, 'POST', '/api/modul/verschiebung')).toHaveLength(1);
  });

  it.each([
    ['term 1 with only BWL postponable', stand({ modulverschiebungen: { bwl: true } }), '1/2027'],
    ['already postponed (no flag left)', stand(), '2/2026'],
  ])('%s: not applicable', async (_fall, modul, termin) => {
    // The server's status closes a term-1 postponement of BWL (its settings); the flags decide the rest.
    backend(modul, termin, {
      'GET /api/status': () =>
        jsonResponse(serverStatus({ geschlossen: { verschiebung: vs.grund.keineVerschiebbar(termin) } })),
    });
    renderApp('/modulpruefung/verschiebung', { user: WP_USER });
    expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
  });
});

describe('modulpruefung/anrechnung', () => {
  it('WR, BWL, ST only; proof required; multipart with anrechnung (wp false) and both lists', async () => {
    // The cancellation's price is the server's (its status, decision 0020), for each module it may hit.
    const storno = (modul: 'wr' | 'bwl') => ({
      posten: 'pruefungsgebuehr' as const,
      modul,
      termin: '2026/2',
      gebuehr: 50000,
      faellig: 10000,
      erstattungFallsBezahlt: 40000,
    });
    const { calls } = backend(
      stand({ modulanrechnungen: { wr: true, bwl: true }, modulabmeldungen: { wr: true } }),
      '2/2026',
      {
        'GET /api/status': () =>
          jsonResponse(
            serverStatus({ gebuehren: { antrag: [], anrechnung: [storno('wr'), storno('bwl')] } }),
          ),
      },
    );
    const user = userEvent.setup();
    const { router } = await open('/modulpruefung/anrechnung');
    const gruppe = screen.getByRole('group', { name: new RegExp(mp.module) });
    expect(within(gruppe).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.queryByRole('checkbox', { name: n.wp })).not.toBeInTheDocument();
    expect(box(n.st)).toBeDisabled();

    await user.click(box(n.wr));
    await user.click(weiter());
    const nachweise = screen.getByRole('group', { name: new RegExp(`^${mp.nachweise}`) });
    expect(nachweise).toHaveAccessibleDescription(expect.stringContaining(v.mindestensEinNachweis));
    await waitFor(() => expect(document.activeElement).toHaveClass('error-summary'));

    await user.upload(screen.getByLabelText(mp.masterzeugnis), fileOfSize('master.pdf', 4000));
    await user.click(weiter());
    await screen.findByRole('heading', { level: 2, name: mp.schrittZusammenfassung });
    expect(screen.getByText('master.pdf')).toBeInTheDocument();
    // The running WR registration is cancelled like a deregistration (R-57 [I]).
    expect(await gebuehren()).toEqual([
      [`${messages.gebuehren.pruefungsgebuehr} ${n.wr}`, '500,00 €', '100,00 €', '400,00 €'],
    ]);
    await user.click(absenden());
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(await screen.findByText(t.anrechnungErfolg)).toBeInTheDocument();

    const [post] = callsTo(calls, 'POST', '/api/modul/anrechnung');
    expect(post!.headers.get('Content-Type')).toBeNull();
    expect(post!.headers.get('Idempotency-Key')).toMatch(UUID);
    const { json, lists } = multipart(post, 'anrechnung');
    expect(json).toEqual({
      zulassungsblock: '2/2026',
      art: 6,
      abgesendetAm: expect.stringMatching(ABGESENDET),
      wp: false,
      wr: true,
      bwl: false,
      st: false,
    });
    expect(anrechnungPayloadSchema.safeParse(json).success).toBe(true);
    expect(lists).toEqual({ masterzeugnis: ['file:master.pdf'], pruefungsbescheinigung: ['[]'] });
    expect([...(post!.body as FormData).keys()]).toEqual([
      'anrechnung',
      'masterzeugnis',
      'pruefungsbescheinigung',
    ]);
  });

  // The answer the server gives a credit without a proof document (declarations-multipart.test.ts).
  it("a refused credit: 'Die Anrechnung wurde nicht erfolgreich abgesendet.' and the server's text", async () => {
    backend(stand({ modulanrechnungen: { bwl: true } }), '2/2026', {
      'POST /api/modul/anrechnung': () =>
        jsonResponse({ message: messages.validation.mindestensEinNachweis }, 422),
    });
    const user = userEvent.setup();
    const { router } = await open('/modulpruefung/anrechnung');
    await user.click(box(n.bwl));
    await user.upload(screen.getByLabelText(mp.masterzeugnis), fileOfSize('master.pdf', 4000));
    await user.click(weiter());
    await user.click(await screen.findByRole('button', { name: messages.generic.absenden }));
    expect(
      await screen.findByText(messages.wizard.serverAntwort(messages.validation.mindestensEinNachweis)),
    ).toBeInTheDocument();
    expect(screen.getAllByText(t.anrechnungFehler).length).toBeGreaterThan(0);
    expect(screen.queryByText(t.anrechnungErfolg)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/modulpruefung/anrechnung');
  });

  it('not applicable without a creditable module', async () => {
    backend(stand({ modulanmeldungen: { wr: true } }));
    renderApp('/modulpruefung/anrechnung', { user: WP_USER });
    expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
  });
});
