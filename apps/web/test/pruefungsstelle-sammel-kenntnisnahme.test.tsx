// The batch Kenntnisnahme page (issue 28 point 4, decision 0061): choose withdrawals of the Eingang →
// confirm the list → each is acknowledged on its own → the report names the one gone in between with
// the server's German reason; the other queue (new documents) is one link away.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { eingang as e } from '@examensportal/domain/messages-pruefungsstelle-eingang';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import type { EingangSeite } from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import type { SammelBericht } from '@examensportal/domain/schemas/pruefungsstelle-sammel';
import { mockBackend } from './forms';
import { jsonResponse, renderApp } from './helpers';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const R1 = '00000000-0000-4000-8000-0000000000c1';
const R2 = '00000000-0000-4000-8000-0000000000c2';

const eintrag = (key: string, accountId: string, name: string) => ({
  key,
  accountId,
  name,
  email: `${accountId}@example.org`,
  art: 'WP' as const,
  was: 'Rücktritt von Modul WR',
  nachweise: [],
  eingegangenAm: '2026-10-01T08:00:00.000Z',
  link: `/pruefungsstelle/kandidaten/${accountId}`,
  alterTage: 4,
});

const seite: EingangSeite = {
  queue: 'ruecktritte',
  eintraege: [eintrag(`ruecktritt:${R1}`, A, 'Albers, Anna'), eintrag(`ruecktritt:${R2}`, B, 'Berg, Ben')],
  gesamt: 2,
  seite: 1,
  seiten: 1,
};

const GRUND = 'Diesen Eintrag gibt es nicht mehr.';
const bericht: SammelBericht = {
  message: l.berichtText(1, 1),
  erledigt: 1,
  fehlgeschlagen: 1,
  eintraege: [
    {
      id: R1,
      kandidat: A,
      name: 'Albers, Anna',
      aktenzeichen: 'WP-1',
      ok: true,
      meldung: l.kenntnisGenommen,
    },
    { id: R2, kandidat: B, name: 'Berg, Ben', aktenzeichen: 'WP-2', ok: false, meldung: GRUND },
  ],
};

beforeEach(() => {
  sessionStorage.setItem('examensportal.pruefungsstelle.jwt', 'staff.jwt');
});

describe('/pruefungsstelle/sammel/kenntnisnahme/:queue', () => {
  it('confirms the chosen withdrawals, acknowledges them in one batch and reports each', async () => {
    let gesendet = false;
    const { calls } = mockBackend({
      'GET /pruefungsstelle/sitzung': () =>
        jsonResponse({
          id: 's',
          name: 'Sam',
          email: 'sam@pst.example',
          rolle: 'sachbearbeitung',
          stufe: 'angemeldet',
        }),
      // After the batch the queue is read again: the acknowledged one has left it.
      'GET /pruefungsstelle/eingang/ruecktritte': () =>
        jsonResponse(gesendet ? { ...seite, eintraege: seite.eintraege.slice(1), gesamt: 1 } : seite),
      'POST /pruefungsstelle/sammel/kenntnisnahmen': () => {
        gesendet = true;
        return jsonResponse(bericht);
      },
    });
    const user = userEvent.setup();
    renderApp('/pruefungsstelle/sammel/kenntnisnahme/ruecktritte');
    expect(await screen.findByRole('heading', { level: 1, name: l.sammelKenntnisnahme })).toBeVisible();
    expect(screen.getByRole('link', { name: e.queues.dokumente })).toHaveAttribute(
      'href',
      '/pruefungsstelle/sammel/kenntnisnahme/dokumente',
    );
    const vorschau = await screen.findByRole('button', { name: l.vorschau });
    expect(vorschau).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Albers, Anna' }));
    await user.click(screen.getByRole('checkbox', { name: 'Berg, Ben' }));
    expect(screen.getByText(l.ausgewaehlt(2))).toBeVisible();
    // Nothing is sent before the confirmation.
    await user.click(vorschau);
    const liste = await screen.findByRole('region', { name: l.vorschauTitel });
    expect(within(liste).getByText('Albers, Anna')).toBeVisible();
    expect(screen.getByText(l.kenntnisBestaetigen(2))).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // The preview appears above the list: the focus moves to it, not left on the button below.
    expect(screen.getByRole('heading', { name: l.vorschauTitel })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: l.kenntnisnehmen(2) }));
    const report = await screen.findByRole('region', { name: l.bericht });
    expect(within(report).getByText(GRUND)).toBeVisible();
    // The confirm button is gone with the preview: the focus is on the report, not the page body.
    expect(screen.getByRole('heading', { name: l.bericht })).toHaveFocus();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      eintraege: [`ruecktritt:${R1}`, `ruecktritt:${R2}`],
    });
    expect(screen.getAllByText(l.berichtText(1, 1)).length).toBeGreaterThan(0);
  });

  it('sends an unknown queue to the withdrawals', async () => {
    mockBackend({
      'GET /pruefungsstelle/sitzung': () =>
        jsonResponse({
          id: 's',
          name: 'Sam',
          email: 'sam@pst.example',
          rolle: 'leitung',
          stufe: 'angemeldet',
        }),
      'GET /pruefungsstelle/eingang/ruecktritte': () => jsonResponse({ ...seite, eintraege: [], gesamt: 0 }),
    });
    renderApp('/pruefungsstelle/sammel/kenntnisnahme/antraege');
    expect(await screen.findByText(e.leer.ruecktritte)).toBeVisible();
  });
});
