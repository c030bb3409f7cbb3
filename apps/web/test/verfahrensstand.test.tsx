// 'Stand Ihres Verfahrens' on /start and the reasons of issue 16 point 2 (decision 0020): the panel
// shows what GET /api/status says, a closed flow page keeps the spec's sentence and adds the reason,
// and a disabled module checkbox is described by its reason. The answers are built with the domain's
// own derivation from facts, so they have the server's shape; only fetch is replaced.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { gesperrtWegen, verfahrensstand as vs } from '@examensportal/domain/messages-verfahrensstand';
import { leereFakten, type Verfahrensfakten } from '@examensportal/domain/rules/facts';
import { STANDARD_EINSTELLUNGEN } from '@examensportal/domain/rules/settings';
import { verfahrensstand } from '@examensportal/domain/rules/verfahrensstand';
import { paths } from '../src/app/paths';
import { stepHeading, zulassungBackend } from './antrag';
import { mockBackend } from './forms';
import { EIGNUNG_USER, jsonResponse, renderApp, WP_USER } from './helpers';

const g = vs.grund;
const HEUTE = '2026-10-05';

const zugelassenFakten = (): Verfahrensfakten => {
  const leer = leereFakten('WP');
  const anmeldung = {
    termin: '2027/2',
    vorgezogen: false,
    angemeldetAm: '2026-09-10',
    abgemeldetAm: null,
    verschiebung: null,
    geladenAm: { schriftlich: null, muendlich: null },
    ruecktrittAm: null,
    triftigeGruende: [],
    ergebnis: null,
  };
  const bestanden = {
    ...anmeldung,
    termin: '2026/1',
    angemeldetAm: '2025-08-01',
    geladenAm: { schriftlich: '2026-01-05', muendlich: '2026-04-20' },
    ergebnis: 'passed' as const,
  };
  return {
    ...leer,
    antrag: {
      ...leer.antrag,
      status: 'admitted',
      zulassungsblock: '2026/1',
      antragsdatum: '2025-08-01',
      ersteszulassungsdatum: '2025-10-01',
    },
    module: {
      ...leer.module,
      wp: { anmeldungen: [anmeldung], anrechnungen: [] },
      wr: { anmeldungen: [bestanden], anrechnungen: [] },
    },
  };
};

const statusVon = (facts: Verfahrensfakten) => verfahrensstand(facts, HEUTE, STANDARD_EINSTELLUNGEN);

describe('start page: Stand Ihres Verfahrens', () => {
  it('a fresh WP account: the application state, the open term and deadline, a reason for every closed flow', async () => {
    const stand = statusVon(leereFakten('WP'));
    mockBackend({ 'GET /api/status': () => jsonResponse(stand) });
    renderApp('/start', { user: WP_USER });
    const region = await screen.findByRole('region', { name: vs.ueberschrift });
    expect(within(region).getByText('Noch kein Antrag')).toBeVisible();
    expect(within(region).getByText('2/2027')).toBeVisible();
    expect(within(region).getByText('28.02.2027')).toBeVisible();
    const geschlossen = stand.funktionen.filter((f) => !f.verfuegbar);
    expect(geschlossen.length).toBeGreaterThan(5);
    const liste = within(region).getAllByRole('list')[0]!;
    for (const f of stand.funktionen) {
      const eintrag = within(liste).getByText(vs.funktion[f.flow]).closest('li')!;
      expect(within(eintrag).getByText(f.verfuegbar ? vs.verfuegbar : vs.nichtVerfuegbar)).toBeVisible();
      if (f.grund) expect(within(eintrag).getByText(f.grund)).toBeVisible();
    }
    expect(within(region).getByText(vs.zeitleisteLeer)).toBeVisible();
    // The spec's links stay, above the panel.
    expect(screen.getByRole('link', { name: messages.menu.modulpruefung })).toBeVisible();
  });

  it('an admitted WP candidate: modules, six years, and the timeline as an ordered list with dd.mm.yyyy', async () => {
    mockBackend({ 'GET /api/status': () => jsonResponse(statusVon(zugelassenFakten())) });
    renderApp('/start', { user: WP_USER });
    const region = await screen.findByRole('region', { name: vs.ueberschrift });
    expect(within(region).getByText('Zugelassen am 01.10.2025')).toBeVisible();
    expect(within(region).getByText('01.10.2031')).toBeVisible();
    expect(
      within(region).getByText(
        `${vs.modulStand.angemeldet('2/2027, Sitzung im August')}. ${vs.modulSpalten.versuche}: ${vs.versucheVon(0, 3)}`,
      ),
    ).toBeVisible();
    const zeitleiste = within(region)
      .getAllByRole('list')
      .find((l) => l.tagName === 'OL')!;
    const eintraege = within(zeitleiste)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(eintraege[0]).toBe('01.08.2025 Zulassungsantrag eingereicht');
    expect(eintraege).toContain('01.10.2025 Zugelassen');
    expect(eintraege.at(-1)).toBe(
      '10.09.2026 Wirtschaftliches Prüfungswesen, Unternehmensbewertung und Berufsrecht: angemeldet für den Prüfungstermin 2/2027',
    );
    expect(within(zeitleiste).getAllByRole('listitem')[0]!.querySelector('time')).toHaveAttribute(
      'datetime',
      '2025-08-01',
    );
  });

  it('says how the admission letter was notified: provided for retrieval (with the way to the file), then "bekanntgegeben am … (Abruf)"', async () => {
    const fakten = zugelassenFakten();
    const mitBrief = (abgerufenAm: Date | null): Verfahrensfakten => ({
      ...fakten,
      antrag: {
        ...fakten.antrag,
        zulassungsbescheid: {
          bereitgestelltAm: new Date('2026-10-05T08:00:00Z'),
          abgerufenAm,
          widerrufenAm: null,
          versandtAm: null,
        },
      },
    });
    const bs = messages.bekanntgabeStand;
    const zeile = async (facts: Verfahrensfakten) => {
      mockBackend({ 'GET /api/status': () => jsonResponse(statusVon(facts)) });
      const { unmount } = renderApp('/start', { user: WP_USER });
      const region = await screen.findByRole('region', { name: vs.ueberschrift });
      const dd = within(region).getByText(vs.schluessel.zulassungBekanntgabe).nextSibling as HTMLElement;
      const wert = dd.textContent;
      // While it waits for retrieval, the row leads to the file that holds it.
      const link = within(dd).queryByRole('link', { name: vs.zurAkte })?.getAttribute('href') ?? null;
      unmount();
      return { wert, link };
    };
    expect(await zeile(mitBrief(null))).toEqual({
      wert: `${bs.bereitgestellt('15.10.2026')}. ${vs.zurAkte}`,
      link: paths.digitaleAkteBereich.href,
    });
    expect(await zeile(mitBrief(new Date('2026-10-05T16:00:00Z')))).toEqual({
      wert: bs.bekanntgegebenAm('06.10.2026', 'abruf'),
      link: null,
    });
    // Without an admission letter filed, no such row.
    mockBackend({ 'GET /api/status': () => jsonResponse(statusVon(fakten)) });
    renderApp('/start', { user: WP_USER });
    const region = await screen.findByRole('region', { name: vs.ueberschrift });
    expect(within(region).queryByText(vs.schluessel.zulassungBekanntgabe)).toBeNull();
  });

  it('EIGNUNG: the attempts of the aptitude test', async () => {
    const leer = leereFakten('EIGNUNG');
    mockBackend({ 'GET /api/status': () => jsonResponse(statusVon(leer)) });
    renderApp('/start', { user: EIGNUNG_USER });
    const region = await screen.findByRole('region', { name: vs.ueberschrift });
    expect(within(region).getByText(vs.versucheVon(0, 3))).toBeVisible();
    expect(within(region).getByText(vs.keinerLaeuft)).toBeVisible();
    expect(within(region).getAllByText(g.keinAntrag).length).toBeGreaterThan(0);
  });

  it('says so when the status cannot be loaded', async () => {
    mockBackend({ 'GET /api/status': () => jsonResponse({ message: 'Es ist ein Fehler aufgetreten' }, 500) });
    renderApp('/start', { user: WP_USER });
    expect(await screen.findByText(vs.nichtGeladen)).toBeVisible();
  });
});

describe('reasons on closed flow pages and disabled options', () => {
  it("a closed flow page keeps the spec's sentence and gives the reason below it", async () => {
    mockBackend({
      'GET /api/zulassung/modul': () => jsonResponse({ zwischegespeichert: 0, modulgeladenAm: {} }),
      'GET /api/zulassung/zulassungsblock': () => jsonResponse({ zulassungsblock: '2/2027' }),
      'GET /api/status': () => jsonResponse(statusVon(leereFakten('WP'))),
    });
    renderApp('/ruecktritt/modulpruefung', { user: WP_USER });
    const satz = await screen.findByText(messages.generic.nichtAnwendbar);
    const grund = await screen.findByText(g.keinAntrag);
    expect(satz.compareDocumentPosition(grund) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a disabled module checkbox is described by its reason', async () => {
    const stand = statusVon(zugelassenFakten());
    const state = {
      zwischegespeichert: 2,
      antragsdatum: '2025-08-01',
      ersteszulassungsdatum: '2025-10-01',
      kontaktdaten: null,
      modulanmeldungen: { bwl: true, bwlVorgezogen: true, st: true },
      modulabmeldungen: { wp: true },
      modulanrechnungen: {},
      modulverschiebungen: {},
      modulgeladenAm: {},
      modulverhindert: {},
    };
    mockBackend({
      'GET /api/zulassung/modul': () => jsonResponse(state),
      'GET /api/zulassung/zulassungsblock': () => jsonResponse({ zulassungsblock: '2/2027' }),
      'GET /api/status': () => jsonResponse(stand),
    });
    renderApp('/modulpruefung/anmeldung', { user: WP_USER });
    await screen.findByRole('heading', { level: 2, name: messages.modulpruefung.schrittAuswahl });
    const n = messages.antrag.modulNamen;
    const wr = await screen.findByRole('checkbox', { name: messages.modulpruefung.modulAugust(n.wr) });
    expect(wr).toBeDisabled();
    expect(wr).toHaveAccessibleDescription(vs.option.bestanden);
    const wp = screen.getByRole('checkbox', { name: messages.modulpruefung.modulAugust(n.wp) });
    expect(wp).toHaveAccessibleDescription(vs.option.schonAngemeldet('2/2027'));
    expect(screen.getByRole('checkbox', { name: messages.modulpruefung.modulAugust(n.bwl) })).toBeEnabled();
  });

  it('a disabled part of the triftiger Grund is described by its reason', async () => {
    const leer = leereFakten('EIGNUNG');
    const facts: Verfahrensfakten = {
      ...leer,
      antrag: {
        ...leer.antrag,
        status: 'admitted',
        antragsdatum: '2026-01-10',
        ersteszulassungsdatum: '2026-04-01',
      },
      eignungVersuche: [
        {
          termin: '2026/2',
          geladenAm: { awr: '2026-09-01', ast: null, mp: null },
          ruecktrittAm: null,
          triftigeGruende: [],
          ergebnis: null,
        },
      ],
    };
    const state = {
      zwischegespeichert: 2,
      antragsdatum: '2026-01-10',
      ersteszulassungsdatum: '2026-04-01',
      kontaktdaten: null,
      modulverhindert: { awr: true, ast: false, mp: false },
    };
    mockBackend({
      'GET /api/eignung/modul': () => jsonResponse(state),
      'GET /api/status': () => jsonResponse(statusVon(facts)),
    });
    renderApp('/triftigergrundeignung', { user: EIGNUNG_USER });
    const q = messages.quittung.eignungTeile;
    const ast = await screen.findByRole('checkbox', { name: q.ast });
    expect(ast).toBeDisabled();
    await expect.poll(() => ast).toHaveAccessibleDescription(vs.option.teilNichtGeladen);
    expect(screen.getByRole('checkbox', { name: q.awr })).toBeEnabled();
  });

  it('a disabled shortening option names the choice that blocks it (spec §4 selection rules)', async () => {
    zulassungBackend();
    const user = userEvent.setup();
    renderApp('/zulassung/antragstellen/pruefungsverkuerzung', { user: WP_USER });
    await stepHeading(messages.seiten.schritte.pruefungsverkuerzung);
    const a = messages.antrag;
    await user.click(screen.getByRole('checkbox', { name: a.par8a }));
    const voll = screen.getByRole('checkbox', { name: a.vollPruefung });
    expect(voll).toBeDisabled();
    expect(voll).toHaveAccessibleDescription(gesperrtWegen(a.par8a));
  });
});
