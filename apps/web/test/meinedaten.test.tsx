// meinedaten (spec §2 own data) and meinedaten/kontaktdatenaendern (spec §2 contact change, §4
// availability, §5 checks on key-up, §7 multipart, §8 toasts). Only fetch is mocked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { datenkopieTexte as dk } from '@examensportal/domain/messages-datenkopie';
import {
  kontaktdatenEignungPayloadSchema,
  kontaktdatenPayloadSchema,
} from '@examensportal/domain/schemas/kontaktdatenAenderung';
import { callsTo, multipart } from './antrag';
import { fileOfSize } from './fakeXhr';
import { mockBackend } from './forms';
import { EIGNUNG_USER, jsonResponse, renderApp, WP_USER } from './helpers';

const md = messages.meineDaten;
const a = messages.antrag;
const v = messages.validation;
const t = messages.toasts;
const ABGESENDET = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

const KONTAKTDATEN = {
  anrede: 'Frau',
  vorname: 'Erika',
  name: 'Mustermann',
  weitereVornamen: '',
  geburtsname: 'Gabler',
  geburtsdatum: '1990-04-12',
  geburtsort: 'Köln',
  aktArbeitgeber: 'Muster Prüfungsgesellschaft mbH',
  behinderung: false,
  strasse: 'Heidestraße 17',
  land: 'DE',
  plz: '51147',
  ort: 'Köln',
  email: 'erika@example.org',
  telefon: '0221 1234567',
  bic: 'COBADEFFXXX',
  iban: 'DE89370400440532013000',
};

const stand = (extra: Record<string, unknown> = {}) => ({
  zwischegespeichert: 2,
  antragsdatum: '2025-02-10',
  ersteszulassungsdatum: '2025-06-01',
  kontaktdaten: KONTAKTDATEN,
  ...extra,
});

/** The value of a description-list entry by its term. */
function wert(term: string, scope: HTMLElement = document.body) {
  const dt = within(scope).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

describe('meinedaten', () => {
  it('WP: account, contact data and procedure as description lists, with the three links', async () => {
    mockBackend({ 'GET /api/zulassung/modul': () => jsonResponse(stand()) });
    renderApp('/meinedaten', { user: WP_USER });
    await screen.findByRole('heading', { level: 1, name: messages.seiten.meineDaten });
    const kontakt = (await screen.findByRole('heading', { level: 2, name: md.kontaktdaten })).closest(
      'section',
    )!;
    expect(wert(md.name)).toBe('Erika Mustermann');
    expect(wert(md.pruefung)).toBe(messages.web.artWP);
    expect(wert(md.letzteAnmeldung)).toBe('01.03.2026 10:05');
    expect(wert(a.anrede, kontakt)).toBe('Frau');
    expect(wert(a.nachname, kontakt)).toBe('Mustermann');
    expect(wert(a.geburtsdatum, kontakt)).toBe('12.04.1990');
    expect(wert(a.iban, kontakt)).toBe('DE89 3704 0044 0532 0130 00');
    expect(within(kontakt).queryByText(a.staatsangehoerigkeit)).not.toBeInTheDocument();
    expect(wert(md.antragsdatum)).toBe('10.02.2025');
    expect(wert(md.zulassungsdatum)).toBe('01.06.2025');
    const nav = screen.getByRole('navigation', { name: md.weitere });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [messages.menu.digitaleAkte, '/meinedaten/digitaleakte'],
      [messages.menu.kontaktdatenAendern, '/meinedaten/kontaktdatenaendern'],
      [messages.menu.zugangsdatenAendern, '/meinedaten/zugangsdatenaendern'],
    ]);
  });

  it('EIGNUNG: from the aptitude module state, with the nationality', async () => {
    const { calls } = mockBackend({
      'GET /api/eignung/modul': () =>
        jsonResponse(stand({ kontaktdaten: { ...KONTAKTDATEN, staatsangehoerigkeit: 'AT' } })),
    });
    renderApp('/meinedaten', { user: EIGNUNG_USER });
    const kontakt = (await screen.findByRole('heading', { level: 2, name: md.kontaktdaten })).closest(
      'section',
    )!;
    expect(wert(md.pruefung)).toBe(messages.web.artEIGNUNG);
    expect(wert(md.letzteAnmeldung)).toBe(messages.wizard.keineAngabe);
    expect(wert(a.staatsangehoerigkeit, kontakt)).toBe('Österreich');
    expect(callsTo(calls, 'GET', '/api/zulassung/modul')).toHaveLength(0);
  });

  it('nothing stored yet: says so', async () => {
    mockBackend({ 'GET /api/zulassung/modul': () => jsonResponse({ zwischegespeichert: 0 }) });
    renderApp('/meinedaten', { user: WP_USER });
    expect(await screen.findByText(md.keineKontaktdaten)).toBeInTheDocument();
    expect(wert(md.antragsdatum)).toBe(messages.wizard.keineAngabe);
  });

  it('a failed load: the error box with the server text; account and links stay', async () => {
    mockBackend({
      'GET /api/zulassung/modul': () => jsonResponse({ message: 'Es ist ein Fehler aufgetreten' }, 500),
    });
    renderApp('/meinedaten', { user: WP_USER });
    expect(
      await screen.findByText(`${messages.wizard.nichtGeladen} Es ist ein Fehler aufgetreten`),
    ).toBeInTheDocument();
    expect(wert(md.name)).toBe('Erika Mustermann');
    expect(screen.getByRole('link', { name: messages.menu.kontaktdatenAendern })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: md.kontaktdaten })).not.toBeInTheDocument();
  });
});

describe('meinedaten: Angemeldete Geräte (issue 30 point 6)', () => {
  const hier = {
    aktuell: true,
    browser: 'Firefox 133',
    geraet: 'Computer, Windows 10',
    angemeldetAm: '2026-03-01T09:05:00.000Z',
    zuletztAktiv: '2026-03-01T09:40:00.000Z',
    zweiterFaktor: true,
  };
  const telefon = {
    aktuell: false,
    browser: 'Safari 17',
    geraet: 'Smartphone, iOS 17',
    angemeldetAm: '2026-02-28T18:00:00.000Z',
    zuletztAktiv: '2026-03-01T08:59:00.000Z',
    zweiterFaktor: false,
  };

  it('lists the sessions, the current one marked, and ends all others at once', async () => {
    let sitzungen = [hier, telefon];
    const { calls } = mockBackend({
      'GET /api/zulassung/modul': () => jsonResponse(stand()),
      'GET /api/sitzungen': () => jsonResponse({ sitzungen }),
      'POST /api/sitzungen/andere-beenden': () => {
        sitzungen = [hier];
        return jsonResponse({ beendet: 1 });
      },
    });
    renderApp('/meinedaten', { user: WP_USER });
    const abschnitt = (await screen.findByRole('heading', { level: 2, name: md.sitzungen })).closest(
      'section',
    )!;
    const eintraege = await within(abschnitt).findAllByRole('listitem');
    expect(eintraege.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual([
      `Firefox 133, Computer, Windows 10 ${md.dieseSitzung}`,
      'Safari 17, Smartphone, iOS 17',
    ]);
    expect(wert(md.angemeldetAm, eintraege[1])).toBe('28.02.2026 19:00');
    expect(wert(md.zuletztAktiv, eintraege[1])).toBe('01.03.2026 09:59');

    await userEvent.click(within(abschnitt).getByRole('button', { name: md.andereBeenden }));
    expect(await screen.findByText(md.andereBeendet(1))).toBeInTheDocument();
    expect(await within(abschnitt).findByText(md.keineAnderenSitzungen)).toBeInTheDocument();
    expect(within(abschnitt).getAllByRole('listitem')).toHaveLength(1);
    expect(within(abschnitt).queryByRole('button', { name: md.andereBeenden })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/sitzungen/andere-beenden')).toHaveLength(1);
  });

  it('alone: says so, and offers no button', async () => {
    mockBackend({
      'GET /api/zulassung/modul': () => jsonResponse(stand()),
      'GET /api/sitzungen': () => jsonResponse({ sitzungen: [hier] }),
    });
    renderApp('/meinedaten', { user: WP_USER });
    expect(await screen.findByText(md.keineAnderenSitzungen)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: md.andereBeenden })).not.toBeInTheDocument();
  });
});

describe('meinedaten: Meine Daten herunterladen (issue 30 point 2)', () => {
  it("saves the ZIP under the server's name, says so, and shows the server's refusal", async () => {
    let antwort = () =>
      new Response('PK-Inhalt', {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': "attachment; filename*=UTF-8''datenkopie-2026-03-01.zip",
        },
      });
    const { calls } = mockBackend({
      'GET /api/zulassung/modul': () => jsonResponse(stand()),
      'GET /api/sitzungen': () => jsonResponse({ sitzungen: [] }),
      'GET /api/meinedaten/datenkopie': () => antwort(),
    });
    // jsdom has neither object URLs nor a save dialog: record what the browser would be handed.
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
      renderApp('/meinedaten', { user: WP_USER });
      const abschnitt = (await screen.findByRole('heading', { level: 2, name: dk.datenkopie })).closest(
        'section',
      )!;
      expect(within(abschnitt).getByText(dk.datenkopieEinleitung)).toBeInTheDocument();
      await userEvent.click(within(abschnitt).getByRole('button', { name: dk.datenkopieKnopf }));
      expect(await screen.findByText(dk.datenkopieFertig)).toBeInTheDocument();
      expect(saved).toHaveLength(1);
      expect(saved[0]!.name).toBe('datenkopie-2026-03-01.zip');
      expect(await saved[0]!.text).toBe('PK-Inhalt');
      expect(calls.filter((c) => c.path === '/api/meinedaten/datenkopie')).toHaveLength(1);

      const zuViele = 'Zu viele Anfragen. Bitte versuchen Sie es in 3600 Sekunden erneut.';
      antwort = () => new Response(JSON.stringify({ message: zuViele }), { status: 429 });
      await userEvent.click(within(abschnitt).getByRole('button', { name: dk.datenkopieKnopf }));
      expect(await screen.findByText(zuViele)).toBeInTheDocument();
      expect(saved).toHaveLength(1);
    } finally {
      clicked.mockRestore();
      for (const key of Object.keys(objectUrls)) Reflect.deleteProperty(URL, key);
    }
  });
});

describe('meinedaten: Bekanntgabe von Bescheiden (issue 27 point 4)', () => {
  const bescheid = {
    documentId: 'b1',
    dateiname: 'Bescheid-Zulassung-2026-10-05.pdf',
    abgelegtAm: '2026-10-05T08:00:00.000Z',
  };

  it('shows the wording, sends exactly it with the consent, then offers the revocation with its own', async () => {
    let antwort: Record<string, unknown> = {
      einwilligung: null,
      bescheide: [{ ...bescheid, stand: { stand: 'postversand' } }],
    };
    const { calls } = mockBackend({
      'GET /api/zulassung/modul': () => jsonResponse(stand()),
      'GET /api/sitzungen': () => jsonResponse({ sitzungen: [] }),
      'GET /api/bekanntgabe': () => jsonResponse(antwort),
      'POST /api/bekanntgabe/einwilligung': () => {
        antwort = {
          einwilligung: { erteilt: true, am: '2026-10-05T08:00:00.000Z' },
          bescheide: [{ ...bescheid, stand: { stand: 'bekanntgegeben', am: '2026-10-06', weg: 'abruf' } }],
        };
        return jsonResponse(antwort);
      },
    });
    renderApp('/meinedaten', { user: WP_USER });
    const abschnitt = (await screen.findByRole('heading', { level: 2, name: md.bekanntgabe })).closest(
      'section',
    )!;
    expect(await within(abschnitt).findByText(md.einwilligungFehlt)).toBeInTheDocument();
    expect(within(abschnitt).getByText(md.einwilligungWortlaut)).toBeInTheDocument();
    expect(within(abschnitt).getByRole('listitem').textContent).toBe(
      `${bescheid.dateiname}: ${messages.bekanntgabeStand.postversand}`,
    );

    await userEvent.click(within(abschnitt).getByRole('button', { name: md.einwilligen }));
    expect(await screen.findByText(md.eingewilligt)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/bekanntgabe/einwilligung')?.body).toEqual({
      erteilt: true,
      wortlaut: md.einwilligungWortlaut,
    });
    expect(within(abschnitt).getByText(md.einwilligungErteilt('05.10.2026 10:00'))).toBeInTheDocument();
    expect(within(abschnitt).getByText(md.widerrufWortlaut)).toBeInTheDocument();
    expect(within(abschnitt).getByRole('button', { name: md.widerrufen })).toBeInTheDocument();
    expect(within(abschnitt).getByRole('listitem').textContent).toBe(
      `${bescheid.dateiname}: ${messages.bekanntgabeStand.bekanntgegebenAm('06.10.2026', 'abruf')}`,
    );
    expect(messages.bekanntgabeStand.bekanntgegebenAm('06.10.2026', 'abruf')).toBe(
      'bekanntgegeben am 06.10.2026 (Abruf)',
    );
  });
});

describe('meinedaten/kontaktdatenaendern', () => {
  const weiter = () => screen.getByRole('button', { name: messages.generic.weiter });

  async function open(user = WP_USER) {
    const result = renderApp('/meinedaten/kontaktdatenaendern', { user });
    await screen.findByRole('heading', { level: 2, name: md.kontaktdatenSchritt });
    return result;
  }

  it("'Kontaktdaten ändern' in two steps, prefilled from the stored data; the e-mail is read-only", async () => {
    mockBackend({ 'GET /api/zulassung/modul': () => jsonResponse(stand()) });
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Kontaktdaten ändern' })).toBeInTheDocument();
    expect(screen.getByText('Seite 1 von 2')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue('Erika');
    expect(screen.getByLabelText(/^Nachname/)).toHaveValue('Mustermann');
    expect(screen.getByLabelText(/^PLZ/)).toHaveValue('51147');
    expect(screen.getByLabelText(/^E-Mail-Adresse/)).toHaveAttribute('readonly');
    expect(screen.queryByLabelText(/^Staatsangehörigkeit/)).not.toBeInTheDocument();
  });

  it('checks on key-up (spec §5): PLZ, IBAN, telephone; Weiter stays on the form and focuses the error summary', async () => {
    const { calls } = mockBackend({ 'GET /api/zulassung/modul': () => jsonResponse(stand()) });
    const user = userEvent.setup();
    await open();
    const plz = screen.getByLabelText(/^PLZ/);
    await user.clear(plz);
    await user.type(plz, '00123');
    await user.tab();
    expect(plz).toHaveAccessibleDescription(expect.stringContaining(v.plz));
    // Once shown, the message follows every key.
    await user.clear(plz);
    await user.type(plz, '5');
    expect(plz).toHaveAccessibleDescription(expect.stringContaining(v.plz));
    await user.type(plz, '1147');
    await waitFor(() => expect(plz).not.toHaveAttribute('aria-invalid'));

    const iban = screen.getByLabelText(/^IBAN/);
    await user.clear(iban);
    await user.type(iban, 'DE00 1234');
    await user.tab();
    expect(iban).toHaveAccessibleDescription(expect.stringContaining(v.iban));
    const telefon = screen.getByLabelText(/^Telefon/);
    await user.clear(telefon);
    await user.type(telefon, 'abc');
    await user.click(weiter());
    expect(screen.getByRole('heading', { level: 2, name: md.kontaktdatenSchritt })).toBeInTheDocument();
    expect(telefon).toHaveAccessibleDescription(expect.stringContaining(v.telefon));
    await waitFor(() => expect(document.activeElement).toHaveClass('error-summary'));
    expect(callsTo(calls, 'POST', '/api/modul/kontaktdaten')).toHaveLength(0);
  });

  it("BIC optional but checked when given ('BIC ist nicht korrekt'); an emptied required field: 'Das Pflichtfeld wurde nicht angegeben'", async () => {
    const { calls } = mockBackend({ 'GET /api/zulassung/modul': () => jsonResponse(stand()) });
    const user = userEvent.setup();
    await open();
    const bic = screen.getByLabelText(/^BIC/);
    await user.clear(bic);
    await user.type(bic, 'XYZ');
    await user.tab();
    expect(bic).toHaveAccessibleDescription(expect.stringContaining(v.bic));
    await user.clear(bic);
    await waitFor(() => expect(bic).not.toHaveAttribute('aria-invalid'));

    const ort = screen.getByLabelText(/^Ort/);
    await user.clear(ort);
    await user.tab();
    expect(ort).toHaveAccessibleDescription(expect.stringContaining(v.pflichtfeld));
    await user.click(weiter());
    expect(screen.getByRole('heading', { level: 2, name: md.kontaktdatenSchritt })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveClass('error-summary'));
    expect(callsTo(calls, 'POST', '/api/modul/kontaktdaten')).toHaveLength(0);
  });

  it('WP: event 10 with name (not nachname), the CV and the certificate; toast and /start', async () => {
    const { calls } = mockBackend({
      'GET /api/zulassung/modul': () => jsonResponse(stand()),
      'POST /api/modul/kontaktdaten': () => jsonResponse({}),
    });
    const user = userEvent.setup();
    const { router } = await open();
    const strasse = screen.getByLabelText(/^Straße/);
    await user.clear(strasse);
    await user.type(strasse, 'Domkloster 4');
    await user.upload(screen.getByLabelText(a.lebenslauf), fileOfSize('lebenslauf.pdf', 4000));
    await user.click(screen.getByRole('checkbox', { name: a.behinderung }));
    await user.upload(screen.getByLabelText(a.attest), fileOfSize('attest.pdf', 4000));
    await user.click(weiter());
    await screen.findByRole('heading', { level: 2, name: messages.ruecknahme.schrittZusammenfassung });
    expect(screen.getByText('Domkloster 4')).toBeInTheDocument();
    expect(screen.getByText('lebenslauf.pdf')).toBeInTheDocument();
    expect(screen.getByText('attest.pdf')).toBeInTheDocument();

    await user.dblClick(screen.getByRole('button', { name: messages.generic.absenden }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(await screen.findByText(t.kontaktdatenGeaendert)).toBeInTheDocument();
    const posts = callsTo(calls, 'POST', '/api/modul/kontaktdaten');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    const { json, lists } = multipart(posts[0], 'kontaktdaten');
    expect(json).toEqual({
      ...KONTAKTDATEN,
      strasse: 'Domkloster 4',
      behinderung: true,
      art: 10,
      abgesendetAm: expect.stringMatching(ABGESENDET),
    });
    expect(kontaktdatenPayloadSchema.safeParse(json).success).toBe(true);
    expect(lists).toEqual({ lebenslauf: ['file:lebenslauf.pdf'], attest: ['file:attest.pdf'] });
    expect([...(posts[0]!.body as FormData).keys()]).toEqual(['kontaktdaten', 'lebenslauf', 'attest']);
  });

  it("a failure: 'Ihre Kontaktdaten konnten nicht gespeichert werden.' and the server's text", async () => {
    mockBackend({
      'GET /api/zulassung/modul': () => jsonResponse(stand()),
      'POST /api/modul/kontaktdaten': () =>
        jsonResponse({ message: 'Die Eingaben sind nicht gültig.', fieldErrors: { plz: v.plz } }, 400),
    });
    const user = userEvent.setup();
    const { router } = await open();
    await user.click(weiter());
    await user.click(await screen.findByRole('button', { name: messages.generic.absenden }));
    expect(
      await screen.findByText(messages.wizard.serverAntwort('Die Eingaben sind nicht gültig.')),
    ).toBeInTheDocument();
    expect(screen.getAllByText(t.kontaktdatenNichtGespeichert).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/meinedaten/kontaktdatenaendern');
  });

  it.each([
    [0, false],
    [1, true],
  ])('available whenever the state is not 0 (state %i → %s)', async (zwischegespeichert, verfuegbar) => {
    mockBackend({ 'GET /api/zulassung/modul': () => jsonResponse(stand({ zwischegespeichert })) });
    renderApp('/meinedaten/kontaktdatenaendern', { user: WP_USER });
    if (verfuegbar) {
      expect(
        await screen.findByRole('heading', { level: 2, name: md.kontaktdatenSchritt }),
      ).toBeInTheDocument();
    } else {
      expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
    }
  });

  it('EIGNUNG: event 16 to /api/modul/kontaktdateneignung with the nationality', async () => {
    const { calls } = mockBackend({
      'GET /api/eignung/modul': () =>
        jsonResponse(stand({ kontaktdaten: { ...KONTAKTDATEN, staatsangehoerigkeit: 'AT' } })),
      'POST /api/modul/kontaktdateneignung': () => jsonResponse({}),
    });
    const user = userEvent.setup();
    const { router } = await open(EIGNUNG_USER);
    expect(screen.getByLabelText(/^Staatsangehörigkeit/)).toHaveValue('AT');
    await user.click(weiter());
    await user.click(await screen.findByRole('button', { name: messages.generic.absenden }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    const { json, lists } = multipart(
      callsTo(calls, 'POST', '/api/modul/kontaktdateneignung')[0],
      'kontaktdaten',
    );
    expect(json).toMatchObject({ art: 16, name: 'Mustermann', staatsangehoerigkeit: 'AT' });
    expect(json).not.toHaveProperty('nachname');
    expect(kontaktdatenEignungPayloadSchema.safeParse(json).success).toBe(true);
    expect(lists).toEqual({ lebenslauf: ['[]'], attest: ['[]'] });
    expect(callsTo(calls, 'GET', '/api/eignung/modul')).toHaveLength(2);
  });
});
