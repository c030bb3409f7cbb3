// The final check and the submit of the WP application (spec §4 "Application flows", §5, §8).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@examensportal/domain/messages';
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
import { jsonResponse, renderApp, WP_USER } from './helpers';

const s = messages.seiten.schritte;
const BASE = '/zulassung/antragstellen';
const absendenButton = () => screen.getByRole('button', { name: messages.wizard.antragAbschicken });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function openSummary() {
  const result = renderApp(`${BASE}/zusammenfassung`, { user: WP_USER });
  await stepHeading(s.zusammenfassung);
  return result;
}

/** The banner above the error summary (the toast says the same). */
const banner = () => document.querySelector('.wizard-banner');

const vollstaendig = () => jsonResponse(gespeicherterAntrag());

describe('final check (spec §5)', () => {
  it('lists every missing entry of every page, links to each field, and says it in a toast and a banner', async () => {
    const { calls } = zulassungBackend();
    const user = userEvent.setup();
    await openSummary();
    await user.click(absendenButton());

    expect(await screen.findAllByText(t.antragUnvollstaendig)).toHaveLength(2);
    const links = summaryLinks();
    const page = (slug: keyof typeof s, field: string, message: string) => ({
      text: messages.wizard.fehlerAufSeite(s[slug], field, message),
      href: `${BASE}/${slug}#zulassung-${field === a.module ? 'module' : ''}`,
    });
    expect(links.map((link) => link.text)).toEqual([
      page('modulanmeldung', a.lgs, v.pflichtfeld).text,
      page('modulanmeldung', a.module, v.pflichtfeld).text,
      ...[
        a.anrede,
        a.vorname,
        a.nachname,
        a.geburtsdatum,
        a.geburtsort,
        a.strasse,
        a.plz,
        a.ort,
        a.telefon,
        a.iban,
      ].map((field) => messages.wizard.fehlerAufSeite(s.kontaktdaten, field, v.pflichtfeld)),
      messages.wizard.fehlerAufSeite(s.bisherigezulassungsantraege, a.bisherigeZulassungen, v.pflichtfeld),
      messages.wizard.fehlerAufSeite(s.akademischevorbildung, a.vorbildung, v.pflichtfeld),
      messages.wizard.fehlerAufSeite(s.pruefungsverkuerzung, a.verkuerzung, v.pflichtfeld),
      `${a.versicherung1}: ${v.bitteBestaetigen}`,
      `${a.versicherung2}: ${v.bitteBestaetigen}`,
      `${a.versicherung3}: ${v.bitteBestaetigen}`,
    ]);
    expect(links[0]!.href).toBe(`${BASE}/modulanmeldung#zulassung-lgs`);
    expect(links[2]!.href).toBe(`${BASE}/kontaktdaten#zulassung-kontaktdaten-anrede`);
    expect(links.at(-1)!.href).toBe('#zulassung-versicherung3');
    expect(screen.getByRole('checkbox', { name: new RegExp(a.versicherung1.slice(0, 20)) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(callsTo(calls, 'POST', '/api/zulassung/files')).toHaveLength(0);
    expect(callsTo(calls, 'GET', '/api/zulassung/zulassungsblock')).toHaveLength(1);
  });

  it('a link opens the other page with the field marked and focused; the banner stays', async () => {
    zulassungBackend();
    const user = userEvent.setup();
    const { router } = await openSummary();
    await user.click(absendenButton());
    const link = await screen.findByRole('link', {
      name: messages.wizard.fehlerAufSeite(s.kontaktdaten, a.plz, v.pflichtfeld),
    });
    await user.click(link);

    await stepHeading(s.kontaktdaten);
    expect(router.state.location.pathname).toBe(`${BASE}/kontaktdaten`);
    const plz = screen.getByLabelText(/^PLZ/);
    await waitFor(() => expect(plz).toHaveFocus());
    expect(plz).toHaveAttribute('aria-invalid', 'true');
    expect(banner()).toHaveTextContent(t.antragUnvollstaendig);
    // On this page its own fields link within the page.
    expect(summaryLinks().find((l) => l.text === `${a.plz}: ${v.pflichtfeld}`)?.href).toBe(
      '#zulassung-kontaktdaten-plz',
    );
  });

  it('the banner goes once everything is fixed', async () => {
    zulassungBackend({
      'GET /api/zulassung': () => jsonResponse(gespeicherterAntrag({ versicherung2: false })),
    });
    const user = userEvent.setup();
    await openSummary();
    await user.click(absendenButton());
    expect(summaryLinks()).toEqual([
      { text: `${a.versicherung2}: ${v.bitteBestaetigen}`, href: '#zulassung-versicherung2' },
    ]);
    expect(banner()).toHaveTextContent(t.antragUnvollstaendig);
    await user.click(screen.getByRole('checkbox', { name: new RegExp(a.versicherung2.slice(0, 20)) }));
    await waitFor(() => expect(banner()).toBeNull());
  });
});

describe('submit (spec §4, §7, §8)', () => {
  it('posts the checked application with an Idempotency-Key, checks it, and goes to /start', async () => {
    const { calls } = zulassungBackend({ 'GET /api/zulassung': vollstaendig });
    const user = userEvent.setup();
    const { router } = await openSummary();
    await user.click(absendenButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(await screen.findByText(t.antragAbgeschickt)).toBeInTheDocument();
    const [post] = callsTo(calls, 'POST', '/api/zulassung/files');
    expect(post!.headers.get('Idempotency-Key')).toMatch(UUID);
    const { json, lists } = multipart(post, 'zulassung');
    expect(json).toMatchObject({
      zulassungsblock: '2/2026',
      lgs: 3,
      wr: true,
      stVorgezogen: true,
      versicherung1: true,
      kontaktdaten: { iban: 'DE89370400440532013000', nachname: 'Mustermann' },
      bishierigeZulassungen: { art: 2, datumNichtBestanden1: '2021-06-30', datumNichtBestanden2: '' },
    });
    expect(Object.keys(lists)).toHaveLength(8);
    // The term was fetched again before, the check after the upload.
    const order = calls.map((c) => `${c.method} ${c.path}`);
    const postAt = order.indexOf('POST /api/zulassung/files');
    expect(order.lastIndexOf('GET /api/zulassung/zulassungsblock')).toBeLessThan(postAt);
    expect(order.indexOf('GET /api/zulassung/check')).toBeGreaterThan(postAt);
  });

  it('a double click sends once', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = zulassungBackend({
      'GET /api/zulassung': vollstaendig,
      'POST /api/zulassung/files': async () => {
        await answered;
        return jsonResponse({});
      },
    });
    const user = userEvent.setup();
    const { router } = await openSummary();
    await user.dblClick(absendenButton());
    await user.click(absendenButton());
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/zulassung/files')).toHaveLength(1));
    expect(absendenButton()).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(callsTo(calls, 'POST', '/api/zulassung/files')).toHaveLength(1);
  });

  it('an expired term: says the period has ended, takes the new term, sends nothing; the next click sends', async () => {
    let blocks = 0;
    const { calls } = zulassungBackend({
      'GET /api/zulassung': vollstaendig,
      'GET /api/zulassung/zulassungsblock': () =>
        jsonResponse({ zulassungsblock: blocks++ === 0 ? '2/2026' : '1/2027' }),
    });
    const user = userEvent.setup();
    const { router } = await openSummary();
    await user.click(absendenButton());

    const text = t.antragszeitraumBeendet('2/2026');
    expect(await screen.findAllByText(text)).toHaveLength(2);
    expect(callsTo(calls, 'POST', '/api/zulassung/files')).toHaveLength(0);
    expect(router.state.location.pathname).toBe(`${BASE}/zusammenfassung`);
    expect(within(screen.getByRole('main')).getByText('1/2027')).toBeInTheDocument();

    await user.click(absendenButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    const { json } = multipart(callsTo(calls, 'POST', '/api/zulassung/files')[0], 'zulassung');
    // Term 1 has no June slots: the early ST registration went with the old term.
    expect(json).toMatchObject({ zulassungsblock: '1/2027', wr: true, stVorgezogen: false });
  });

  it("the check must answer zugelassen: true, else 'Check war nicht erfolgreich.'", async () => {
    zulassungBackend({
      'GET /api/zulassung': vollstaendig,
      'GET /api/zulassung/check': () => jsonResponse({ zugelassen: false }),
    });
    const user = userEvent.setup();
    const { router } = await openSummary();
    await user.click(absendenButton());
    expect(await screen.findAllByText(t.checkFehler)).toHaveLength(2);
    expect(router.state.location.pathname).toBe(`${BASE}/zusammenfassung`);
  });

  it("a refusal: the failure text and the server's text in a banner, the page scrolled to the top", async () => {
    zulassungBackend({
      'GET /api/zulassung': vollstaendig,
      'POST /api/zulassung/files': () =>
        jsonResponse({ message: 'Für diesen Termin liegt bereits ein Antrag vor.' }, 409),
    });
    const user = userEvent.setup();
    await openSummary();
    vi.mocked(window.scrollTo).mockClear();
    await user.click(absendenButton());
    const banner = (await screen.findAllByText(t.antragNichtAbgeschickt)).find((el) =>
      el.classList.contains('wizard-banner__line'),
    );
    expect(banner).toBeDefined();
    expect(
      screen.getByText(messages.wizard.serverAntwort('Für diesen Termin liegt bereits ein Antrag vor.')),
    ).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(absendenButton()).toBeEnabled();
  });

  it('a retry after a lost answer reuses the key; after a refusal a new sequence gets a new one', async () => {
    let answer = 0;
    const { calls } = zulassungBackend({
      'GET /api/zulassung': vollstaendig,
      'POST /api/zulassung/files': () =>
        answer++ === 0
          ? jsonResponse({ message: 'Dienst nicht verfügbar' }, 503)
          : jsonResponse({ message: 'Nein' }, 422),
    });
    const user = userEvent.setup();
    await openSummary();
    await user.click(absendenButton());
    await screen.findByText(messages.wizard.serverAntwort('Dienst nicht verfügbar'));
    await user.click(absendenButton());
    await screen.findByText(messages.wizard.serverAntwort('Nein'));
    await user.click(absendenButton());
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/zulassung/files')).toHaveLength(3));
    const keys = callsTo(calls, 'POST', '/api/zulassung/files').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
