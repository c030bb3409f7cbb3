// The start page's 'Ihr Verfahren' (issue 13, decision 0008): the career the server derives is shown
// with the way to a new application; a closed wizard says why instead of a bare dead end; page 4 of
// a repeat admission (§ 22 (2) WiPrPrüfV) needs no Vorbildung. Only fetch is replaced.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import type { LaufbahnAntwort } from '@examensportal/domain/schemas/laufbahn';
import { callsTo, eignungBackend, gespeicherterAntrag, stepHeading, zulassungBackend } from './antrag';
import { EIGNUNG_USER, jsonResponse, renderApp, WP_USER } from './helpers';

const l = messages.laufbahn;

const laufbahn = (extra: Partial<LaufbahnAntwort>): LaufbahnAntwort => ({
  stand: 'keinAntrag',
  versuch: 1,
  versucheMoeglich: 2,
  wiederholung: false,
  antragMoeglich: true,
  hinweise: [l.keinAntrag.WP],
  ...extra,
});

const panel = () => screen.findByRole('region', { name: l.ueberschrift });

/** The WP start page with this application status and career. */
async function wpStart(status: string, extra: Partial<LaufbahnAntwort>) {
  zulassungBackend({ 'GET /api/zulassung': () => jsonResponse({ status, laufbahn: laufbahn(extra) }) });
  const result = renderApp('/start', { user: WP_USER });
  return { ...result, region: await panel() };
}

describe("start page: 'Ihr Verfahren'", () => {
  it('WP after a lost overall attempt: the sentences and the way to the second attempt', async () => {
    const user = userEvent.setup();
    const { router, region } = await wpStart('none', {
      stand: 'versuchVerloren',
      versuch: 2,
      wiederholung: true,
      hinweise: [l.versuchVerloren.WP],
    });
    expect(within(region).getByText(l.versuchVerloren.WP)).toBeVisible();
    await user.click(within(region).getByRole('link', { name: l.antragLink.WP }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/zulassung/antragstellen/modulanmeldung'),
    );
  });

  it('WP with both overall attempts used: the reason, no link', async () => {
    const { region } = await wpStart('admitted', {
      stand: 'keineVersucheMehr',
      versuch: 2,
      antragMoeglich: false,
      hinweise: [l.keineVersucheMehr.WP],
    });
    expect(within(region).getByText(l.keineVersucheMehr.WP)).toBeVisible();
    expect(within(region).queryByRole('link')).toBeNull();
  });

  it('EIGNUNG after a Rücknahme: the term it can be applied for and when its window opens', async () => {
    const saetze = [l.zurueckgenommen('1/2028'), l.moeglichAb('01.03.2027')];
    const stand = laufbahn({ stand: 'zurueckgenommen', versucheMoeglich: 3, hinweise: saetze });
    const { calls } = eignungBackend({
      'GET /api/eignung': () => jsonResponse({ status: 'none', laufbahn: stand }),
    });
    renderApp('/start', { user: EIGNUNG_USER });
    const region = await panel();
    for (const satz of saetze) expect(within(region).getByText(satz)).toBeVisible();
    expect(within(region).getByRole('link', { name: l.antragLink.EIGNUNG })).toHaveAttribute(
      'href',
      '/zulassungeignung',
    );
    expect(callsTo(calls, 'GET', '/api/zulassung')).toHaveLength(0);
  });

  it('shows nothing when the server sends no career (the links still lead everywhere)', async () => {
    zulassungBackend({ 'GET /api/zulassung': () => jsonResponse({ status: 'none' }) });
    renderApp('/start', { user: WP_USER });
    await screen.findAllByRole('heading', { level: 1 });
    expect(await screen.findByRole('link', { name: messages.menu.modulpruefung })).toBeVisible();
    expect(screen.queryByRole('region', { name: l.ueberschrift })).toBeNull();
  });
});

describe('the application wizard after the last attempt', () => {
  it("says 'nicht anwendbar' and why", async () => {
    const stand = laufbahn({
      stand: 'keineVersucheMehr',
      antragMoeglich: false,
      hinweise: [l.keineVersucheMehr.WP],
    });
    zulassungBackend({ 'GET /api/zulassung': () => jsonResponse({ status: 'admitted', laufbahn: stand }) });
    renderApp('/zulassung/antragstellen/modulanmeldung', { user: WP_USER });
    expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeVisible();
    expect(screen.getByText(l.keineVersucheMehr.WP)).toBeVisible();
  });
});

describe('page 4 of a repeat admission (§ 22 (2) WiPrPrüfV)', () => {
  const ohneVorbildung = {
    hochschulstudium: false,
    zehnjaehrigeTaetigkeit: false,
    fuenfjaehrigeBerufserfahrung: false,
    fuenfjaehrigeBerufserfahrungArt: 0,
  };

  it.each([
    ['admitted before (art 2): optional, with the hint', 2, true],
    ['never admitted (art 1): required', 1, false],
  ])('%s', async (_name, art, wiederholung) => {
    const antrag = gespeicherterAntrag({
      bishierigeZulassungen: {
        art,
        datumNichtBestanden1: art === 2 ? '2026-06-30' : '',
        datumNichtBestanden2: '',
      },
      vorbildung: ohneVorbildung,
    });
    const { calls } = zulassungBackend({ 'GET /api/zulassung': () => jsonResponse(antrag) });
    const user = userEvent.setup();
    const { router } = renderApp('/zulassung/antragstellen/akademischevorbildung', { user: WP_USER });
    await stepHeading(messages.seiten.schritte.akademischevorbildung);
    expect(screen.queryByText(l.wiederholungHinweis) !== null).toBe(wiederholung);
    await user.click(screen.getByRole('button', { name: messages.generic.weiter }));
    if (wiederholung) {
      await stepHeading(messages.seiten.schritte.praktischevorbildung);
      expect(router.state.location.pathname).toBe('/zulassung/antragstellen/praktischevorbildung');
      expect(callsTo(calls, 'POST', '/api/zulassung/zwischenspeichern')).toHaveLength(1);
    } else {
      expect(
        await screen.findByRole('link', {
          name: `${messages.antrag.vorbildung}: ${messages.validation.pflichtfeld}`,
        }),
      ).toBeVisible();
      expect(router.state.location.pathname).toBe('/zulassung/antragstellen/akademischevorbildung');
    }
  });
});
