// The Kandidat page's objections (issue 26 point 6, decisions 0038 and 0050): recording one against a
// decision letter (the body the server's schema reads; a field error lands at its field), the period
// and „verspätet“, what an Abhilfe writes, drafting the outcome, and the open draft with its release
// in the draft panel. Only fetch is replaced.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { abhilfeTexte as a } from '@examensportal/domain/messages-pruefungsstelle-widerspruch-abhilfe';
import { freigabe as f } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import { nachteilsausgleich as n } from '@examensportal/domain/messages-pruefungsstelle-nachteilsausgleich';
import { widerspruchFormular as t } from '@examensportal/domain/messages-pruefungsstelle-widerspruch-formular';
import type { Entwurf } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import type { WiderspruecheAntwort } from '@examensportal/domain/schemas/pruefungsstelle-widerspruch-liste';
import { WiderspruecheAbschnitt } from '../src/pruefungsstelle/widerspruch/WiderspruecheAbschnitt';
import { widerspruchTexte as w } from '@examensportal/domain/messages-pruefungsstelle-widerspruch';
import { Toasts } from '../src/app/layout/Toasts';
import { clearToasts } from '../src/lib/toast';
import { mockBackend, summaryLinks } from './forms';
import { jsonResponse } from './helpers';

const ID = '11111111-2222-4333-8444-555555555555';
const BRIEF = '11111111-2222-4333-8444-0000000000b1';
const WID = '11111111-2222-4333-8444-0000000000c1';
const pfad = `/pruefungsstelle/kandidaten/${ID}`;

const bescheid = {
  id: BRIEF,
  dateiname: 'Bescheid-Ablehnung-2026-10-01.pdf',
  am: '2026-10-01',
  abhilfe: 'zulassung' as const,
  aufhebbar: false,
  berichtigbar: false,
  entwuerfe: [],
};
const widerspruch = {
  id: WID,
  bescheidId: BRIEF,
  bescheidDatei: bescheid.dateiname,
  bescheidVom: '2026-10-01',
  eingegangenAm: '2026-11-10',
  begruendung: 'Die Tätigkeit ist nachgewiesen.',
  bekanntgabeAm: '2026-10-04',
  fristEnde: '2026-11-04',
  verspaetet: true,
  erfasstVon: 'Sara',
  abhilfe: 'zulassung' as const,
  erledigung: null,
  entwurf: null,
};
const entwurf: Entwurf = {
  id: '11111111-2222-4333-8444-0000000000d1',
  art: 'widerspruch',
  fallId: WID,
  entscheidung: 'abgeholfen',
  datum: null,
  begruendung: null,
  entworfenVon: 'Sara',
  entworfenAm: '2026-11-10T09:00:00.000Z',
  nachteilig: false,
  freigabe: { moeglich: true, hinweis: '' },
  verwerfenMoeglich: true,
};
const leer: WiderspruecheAntwort = { bescheide: [bescheid], widersprueche: [] };
const erfasst: WiderspruecheAntwort = { bescheide: [bescheid], widersprueche: [widerspruch] };
const entworfen: WiderspruecheAntwort = {
  bescheide: [bescheid],
  widersprueche: [{ ...widerspruch, entwurf }],
};

const zeigen = () =>
  render(
    <>
      <WiderspruecheAbschnitt kandidatId={ID} oeffnen={() => undefined} />
      <Toasts />
    </>,
  );

beforeEach(() => {
  clearToasts();
  sessionStorage.clear();
  sessionStorage.setItem('examensportal.pruefungsstelle.jwt', 'staff.jwt');
});

describe('objections on the Kandidat page', () => {
  it('records an objection: the summary names every missing field, then the body the server reads', async () => {
    const user = userEvent.setup();
    let stand = leer;
    const { calls } = mockBackend({
      [`GET ${pfad}/widersprueche`]: () => jsonResponse(stand),
      [`POST ${pfad}/widersprueche`]: () => {
        stand = erfasst;
        return jsonResponse({
          message: 'Der Widerspruch vom 10.11.2026 ist erfasst.',
          widerspruch: { id: WID, bekanntgabeAm: '2026-10-04', fristEnde: '2026-11-04', verspaetet: true },
        });
      },
    });
    zeigen();
    expect(await screen.findByText(t.keine)).toBeVisible();
    await user.click(screen.getByRole('button', { name: t.erfassen }));
    expect(summaryLinks().map((l) => l.text)).toEqual([
      `${t.bescheid}: ${w.bescheidFehlt}`,
      `${t.eingegangenAm}: ${w.eingangFehlt}`,
      `${t.begruendung}: ${w.begruendungFehlt}`,
    ]);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.selectOptions(
      screen.getByLabelText(new RegExp(t.bescheid)),
      t.bescheidOption(bescheid.dateiname, '01.10.2026'),
    );
    await user.type(screen.getByLabelText(new RegExp(t.eingegangenAm)), '2026-11-10');
    await user.type(screen.getByLabelText(new RegExp(t.begruendung)), 'Die Tätigkeit ist nachgewiesen.');
    await user.click(screen.getByRole('button', { name: t.erfassen }));
    expect(await screen.findByText('Der Widerspruch vom 10.11.2026 ist erfasst.')).toBeVisible();
    const post = calls.filter((c) => c.method === 'POST').at(-1);
    expect(post?.body).toEqual({
      bescheidId: BRIEF,
      eingegangenAm: '2026-11-10',
      begruendung: 'Die Tätigkeit ist nachgewiesen.',
    });
    // The objection with its period, „verspätet“ and the remedy an Abhilfe writes.
    const karte = (
      await screen.findByRole('heading', {
        level: 3,
        name: t.widerspruchVom('10.11.2026', bescheid.dateiname, '01.10.2026'),
      })
    ).closest('article')!;
    expect(
      within(karte).getByText(`${t.fristText('04.10.2026', '04.11.2026')} – ${t.verspaetet}`),
    ).toBeVisible();
    expect(within(karte).getByText(a.arten.zulassung!)).toBeVisible();
  });

  it('drafts „abgeholfen“ with what the Abhilfebescheid decides; the draft panel releases it', async () => {
    const user = userEvent.setup();
    let stand = erfasst;
    const { calls } = mockBackend({
      [`GET ${pfad}/widersprueche`]: () => jsonResponse(stand),
      [`POST ${pfad}/widerspruch/${WID}`]: () => {
        stand = entworfen;
        return jsonResponse({ message: f.entwurfGespeichert, entwurf });
      },
      [`POST ${pfad}/entwuerfe/${entwurf.id}/freigabe`]: () => {
        stand = {
          bescheide: [bescheid],
          widersprueche: [
            {
              ...widerspruch,
              erledigung: { ergebnis: 'abgeholfen', am: '2026-11-11', bescheidId: 'x' },
            },
          ],
        };
        return jsonResponse({
          message: f.freigegeben('Abhilfebescheid-2026-11-11.pdf'),
          bescheid: { id: 'x', dateiname: 'Abhilfebescheid-2026-11-11.pdf' },
        });
      },
    });
    zeigen();
    await user.click(await screen.findByLabelText(t.ergebnisse.abgeholfen!));
    await user.type(screen.getByLabelText(new RegExp(t.abhilfe)), 'Die Tätigkeit ist nachgewiesen.');
    await user.click(screen.getByRole('button', { name: t.entwerfen }));
    expect(await screen.findByText(f.entwurfGespeichert)).toBeVisible();
    expect(calls.find((c) => c.path.endsWith(`/widerspruch/${WID}`))?.body).toEqual({
      entscheidung: 'abgeholfen',
      abhilfe: 'Die Tätigkeit ist nachgewiesen.',
    });
    // The draft panel: the letter as PDF, and the release.
    await screen.findByRole('heading', { name: f.entwurfTitel });
    expect(screen.getByRole('button', { name: f.bescheidAnsehen })).toBeVisible();
    await user.click(screen.getByRole('button', { name: f.freigeben }));
    expect(await screen.findByText(f.freigegeben('Abhilfebescheid-2026-11-11.pdf'))).toBeVisible();
    expect(await screen.findByText(t.erledigt('11.11.2026', 'abgeholfen'))).toBeVisible();
  });

  it('against a Nachteilsausgleich letter the remedy names its measures: none is an error, then the body', async () => {
    const user = userEvent.setup();
    const naBrief = { ...bescheid, dateiname: 'Bescheid-Nachteilsausgleich-abgelehnt-2026-10-01.pdf' };
    const stand: WiderspruecheAntwort = {
      bescheide: [{ ...naBrief, abhilfe: 'nachteilsausgleich' }],
      widersprueche: [{ ...widerspruch, bescheidDatei: naBrief.dateiname, abhilfe: 'nachteilsausgleich' }],
    };
    const { calls } = mockBackend({
      [`GET ${pfad}/widersprueche`]: () => jsonResponse(stand),
      [`POST ${pfad}/widerspruch/${WID}`]: () => jsonResponse({ message: f.entwurfGespeichert, entwurf }),
    });
    zeigen();
    expect(await screen.findByText(a.arten.nachteilsausgleich!)).toBeVisible();
    // Rejecting asks for no measures.
    await user.click(screen.getByLabelText(t.ergebnisse.zurueckgewiesen!));
    expect(screen.queryByRole('group', { name: t.massnahmenTitel })).toBeNull();

    await user.click(screen.getByLabelText(t.ergebnisse.abgeholfen!));
    const gruppe = screen.getByRole('group', { name: t.massnahmenTitel });
    await user.type(screen.getByLabelText(new RegExp(t.abhilfe)), 'Das Zeugnis liegt vor.');
    await user.click(screen.getByRole('button', { name: t.entwerfen }));
    expect(summaryLinks().map((l) => l.text)).toEqual([`${n.verlaengerung}: ${n.keineMassnahme}`]);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(within(gruppe).getByLabelText(n.verlaengerung, { exact: false }), '25');
    await user.click(within(gruppe).getByLabelText(n.eigenerRaum));
    await user.type(
      within(gruppe).getByLabelText(n.hilfsmittel, { exact: false }),
      'Lupe{Enter}{Enter}Laptop',
    );
    await user.click(screen.getByRole('button', { name: t.entwerfen }));
    expect(await screen.findByText(f.entwurfGespeichert)).toBeVisible();
    expect(calls.find((c) => c.path.endsWith(`/widerspruch/${WID}`))?.body).toEqual({
      entscheidung: 'abgeholfen',
      abhilfe: 'Das Zeugnis liegt vor.',
      massnahmen: { verlaengerungProzent: 25, eigenerRaum: true, hilfsmittel: ['Lupe', 'Laptop'] },
    });
  });
});
