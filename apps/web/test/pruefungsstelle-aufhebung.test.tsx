// A leitung's revocation (§§ 48, 49 VwVfG) and § 42 correction beside a filed decision letter on the
// Kandidat page (issue 26 point 6, decision 0055): the forms only for a leitung and only on letters the
// server marks, the summary, the body the server's schema reads, the server's field error at its field,
// the refusal as a toast, the draft then in the draft panel. Only fetch is replaced.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { freigabe as f } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import {
  aufhebungFormular as t,
  aufhebungTexte as at,
  bescheidBerichtigungTexte as bt,
} from '@examensportal/domain/messages-pruefungsstelle-aufhebung';
import type { StaffSitzung } from '@examensportal/domain/schemas/pruefungsstelle';
import type { Entwurf } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import type {
  WiderspruchBescheid,
  WiderspruecheAntwort,
} from '@examensportal/domain/schemas/pruefungsstelle-widerspruch-liste';
import { Toasts } from '../src/app/layout/Toasts';
import { clearToasts } from '../src/lib/toast';
import { StaffContext } from '../src/pruefungsstelle/StaffContext';
import { WiderspruecheAbschnitt } from '../src/pruefungsstelle/widerspruch/WiderspruecheAbschnitt';
import { mockBackend, summaryLinks } from './forms';
import { jsonResponse } from './helpers';

const ID = '11111111-2222-4333-8444-555555555555';
const BRIEF = '11111111-2222-4333-8444-0000000000b1';
const ABLEHNUNG = '11111111-2222-4333-8444-0000000000b2';
const pfad = `/pruefungsstelle/kandidaten/${ID}`;

const zulassung: WiderspruchBescheid = {
  id: BRIEF,
  dateiname: 'Zulassungsbescheid-2026-10-01.pdf',
  am: '2026-10-01',
  abhilfe: null,
  aufhebbar: true,
  berichtigbar: true,
  entwuerfe: [],
};
const ablehnung: WiderspruchBescheid = {
  ...zulassung,
  id: ABLEHNUNG,
  dateiname: 'Bescheid-Ablehnung-2026-09-01.pdf',
  am: '2026-09-01',
  aufhebbar: false,
  berichtigbar: false,
};
const entwurf: Entwurf = {
  id: '11111111-2222-4333-8444-0000000000d1',
  art: 'aufhebung',
  fallId: BRIEF,
  entscheidung: 'widerrufen',
  datum: null,
  begruendung: 'Auflage nicht erfüllt.',
  entworfenVon: 'Lea',
  entworfenAm: '2026-11-10T09:00:00.000Z',
  nachteilig: true,
  freigabe: { moeglich: false, hinweis: at.hinweisAufhebung },
  verwerfenMoeglich: true,
};
const antwort = (b: WiderspruchBescheid[]): WiderspruecheAntwort => ({ bescheide: b, widersprueche: [] });

const sitzung = (rolle: StaffSitzung['rolle']): StaffSitzung => ({
  id: 's1',
  name: 'Lea',
  email: 'lea@example.org',
  rolle,
  stufe: 'angemeldet',
});
const zeigen = (rolle: StaffSitzung['rolle'] = 'leitung') =>
  render(
    <StaffContext.Provider
      value={{
        sitzung: sitzung(rolle),
        loadSitzung: () => Promise.resolve(null),
        setSitzung: () => {},
        sitzungsende: null,
      }}
    >
      <WiderspruecheAbschnitt kandidatId={ID} oeffnen={() => undefined} />
      <Toasts />
    </StaffContext.Provider>,
  );
const karte = async (datei: string, am: string) =>
  (await screen.findByRole('heading', { level: 3, name: t.bescheidTitel(datei, am) })).closest('article')!;

/** The folded form of a letter, opened. */
const oeffnen = async (user: ReturnType<typeof userEvent.setup>, brief: HTMLElement, titel: string) => {
  const summary = within(brief).getByText(titel);
  await user.click(summary);
  return summary.closest('details')!;
};

beforeEach(() => {
  clearToasts();
  sessionStorage.clear();
  sessionStorage.setItem('examensportal.pruefungsstelle.jwt', 'staff.jwt');
});

describe('revocation and § 42 correction on the Kandidat page', () => {
  it('offers neither form to the Sachbearbeitung, nor on a letter the server does not mark', async () => {
    mockBackend({ [`GET ${pfad}/widersprueche`]: () => jsonResponse(antwort([zulassung, ablehnung])) });
    zeigen('sachbearbeitung');
    await screen.findByRole('button', { name: /Widerspruch erfassen/ });
    expect(screen.queryByText(t.aufhebenTitel)).toBeNull();
    clearToasts();
  });

  it('drafts a Widerruf: the summary, the ground of § 49 (2), the server field error, then the draft panel', async () => {
    const user = userEvent.setup();
    let stand = antwort([zulassung, ablehnung]);
    let versuch = 0;
    const { calls } = mockBackend({
      [`GET ${pfad}/widersprueche`]: () => jsonResponse(stand),
      [`POST ${pfad}/aufhebung/${BRIEF}`]: () => {
        versuch += 1;
        if (versuch === 1)
          return jsonResponse(
            { message: 'Bitte prüfen Sie Ihre Eingaben.', fieldErrors: { kenntnisAm: at.kenntnisZukunft } },
            422,
          );
        stand = antwort([{ ...zulassung, entwuerfe: [entwurf] }, ablehnung]);
        return jsonResponse({ message: f.entwurfGespeichert, entwurf });
      },
    });
    zeigen();
    const brief = await karte(zulassung.dateiname, '01.10.2026');
    // Only the marked letter has the forms.
    expect(
      screen.queryByRole('heading', { name: t.bescheidTitel(ablehnung.dateiname, '01.09.2026') }),
    ).toBeNull();
    const form = await oeffnen(user, brief, t.aufhebenTitel);
    await user.click(within(form).getByRole('button', { name: t.aufhebenEntwerfen }));
    expect(summaryLinks().map((l) => l.text)).toEqual([
      `${t.vorschrift}: ${at.vorschriftFehlt}`,
      `${t.kenntnisAm}: ${at.kenntnisFehlt}`,
      `${t.begruendung}: ${at.grundFehlt}`,
    ]);
    await user.click(within(form).getByLabelText(at.vorschriften.p49!));
    await user.click(within(form).getByRole('button', { name: t.aufhebenEntwerfen }));
    expect(summaryLinks().map((l) => l.text)).toContain(`${t.widerrufsgrund}: ${at.widerrufsgrundFehlt}`);
    await user.click(within(form).getByLabelText(at.widerrufsgruende['2']!));
    await user.type(within(form).getByLabelText(new RegExp(t.kenntnisAm)), '2026-12-01');
    await user.type(within(form).getByLabelText(new RegExp(`^${t.begruendung}`)), 'Auflage nicht erfüllt.');
    await user.click(within(form).getByRole('button', { name: t.aufhebenEntwerfen }));
    // The server's field error at its field and in the summary.
    expect(await within(form).findAllByText(at.kenntnisZukunft)).not.toHaveLength(0);
    expect(summaryLinks().map((l) => l.text)).toEqual([`${t.kenntnisAm}: ${at.kenntnisZukunft}`]);
    await user.clear(within(form).getByLabelText(new RegExp(t.kenntnisAm)));
    await user.type(within(form).getByLabelText(new RegExp(t.kenntnisAm)), '2026-11-01');
    await user.click(within(form).getByRole('button', { name: t.aufhebenEntwerfen }));
    expect(await screen.findByText(f.entwurfGespeichert)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      vorschrift: 'p49',
      widerrufsgrund: '2',
      kenntnisAm: '2026-11-01',
      begruendung: 'Auflage nicht erfüllt.',
    });
    // The draft panel with the letter's preview; the drafter cannot release it.
    const neu = await karte(zulassung.dateiname, '01.10.2026');
    expect(await within(neu).findByRole('heading', { name: f.entwurfTitel })).toBeVisible();
    expect(within(neu).getByRole('button', { name: f.bescheidAnsehen })).toBeVisible();
    expect(within(neu).getByText(at.hinweisAufhebung)).toBeVisible();
    expect(within(neu).queryByText(t.aufhebenTitel)).toBeNull();
  });

  it('drafts a Rücknahme of a decision obtained by deceit (§ 48 (4) sentence 2): the box only with § 48, sent when ticked', async () => {
    const user = userEvent.setup();
    const { calls } = mockBackend({
      [`GET ${pfad}/widersprueche`]: () => jsonResponse(antwort([zulassung])),
      [`POST ${pfad}/aufhebung/${BRIEF}`]: () =>
        jsonResponse({
          message: f.entwurfGespeichert,
          entwurf: { ...entwurf, entscheidung: 'zuruecknehmen' },
        }),
    });
    zeigen();
    const form = await oeffnen(user, await karte(zulassung.dateiname, '01.10.2026'), t.aufhebenTitel);
    expect(within(form).queryByLabelText(new RegExp(t.erschlichen.slice(0, 30)))).toBeNull();
    await user.click(within(form).getByLabelText(at.vorschriften.p49!));
    expect(within(form).queryByLabelText(new RegExp(t.erschlichen.slice(0, 30)))).toBeNull();
    await user.click(within(form).getByLabelText(at.vorschriften.p48!));
    await user.click(within(form).getByLabelText(new RegExp(t.erschlichen.slice(0, 30))));
    await user.type(within(form).getByLabelText(new RegExp(t.kenntnisAm)), '2024-09-01');
    await user.type(within(form).getByLabelText(new RegExp(`^${t.begruendung}`)), 'Gefälschter Nachweis.');
    await user.click(within(form).getByRole('button', { name: t.aufhebenEntwerfen }));
    expect(await screen.findByText(f.entwurfGespeichert)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      vorschrift: 'p48',
      erschlichen: true,
      kenntnisAm: '2024-09-01',
      begruendung: 'Gefälschter Nachweis.',
    });
  });

  it('drafts a § 42 correction; the server’s refusal is a toast', async () => {
    const user = userEvent.setup();
    const { calls } = mockBackend({
      [`GET ${pfad}/widersprueche`]: () => jsonResponse(antwort([zulassung])),
      [`POST ${pfad}/bescheid-berichtigung/${BRIEF}`]: () =>
        jsonResponse({ message: bt.nichtBerichtigungsfaehig }, 409),
    });
    zeigen();
    const brief = await karte(zulassung.dateiname, '01.10.2026');
    const form = await oeffnen(user, brief, t.berichtigenTitel);
    await user.selectOptions(
      within(form).getByLabelText(new RegExp(t.fehlerart)),
      bt.fehlerartNamen.schreibfehler!,
    );
    await user.type(within(form).getByLabelText(new RegExp(t.unrichtig)), 'Herr Muster');
    await user.type(within(form).getByLabelText(new RegExp(`^${t.richtig}`)), 'Frau Muster');
    await user.click(within(form).getByRole('button', { name: t.berichtigenEntwerfen }));
    expect(summaryLinks().map((l) => l.text)).toEqual([`${t.begruendung}: ${at.grundFehlt}`]);
    await user.type(within(form).getByLabelText(new RegExp(`^${t.begruendung}`)), 'Anrede vertauscht.');
    await user.click(within(form).getByRole('button', { name: t.berichtigenEntwerfen }));
    expect(await screen.findByText(bt.nichtBerichtigungsfaehig)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      fehlerart: 'schreibfehler',
      unrichtig: 'Herr Muster',
      richtig: 'Frau Muster',
      begruendung: 'Anrede vertauscht.',
    });
  });

  it('a correction of an admission letter may name the admission date that applies (decision 0066)', async () => {
    const user = userEvent.setup();
    const { calls } = mockBackend({
      [`GET ${pfad}/widersprueche`]: () => jsonResponse(antwort([zulassung])),
      [`POST ${pfad}/bescheid-berichtigung/${BRIEF}`]: () =>
        jsonResponse({ message: bt.zulassungsdatumZukunft }, 409),
    });
    zeigen();
    const brief = await karte(zulassung.dateiname, '01.10.2026');
    const form = await oeffnen(user, brief, t.berichtigenTitel);
    await user.selectOptions(
      within(form).getByLabelText(new RegExp(t.fehlerart)),
      bt.fehlerartNamen.schreibfehler!,
    );
    await user.type(within(form).getByLabelText(new RegExp(t.unrichtig)), 'zugelassen am 20.10.2026');
    await user.type(within(form).getByLabelText(new RegExp(`^${t.richtig}`)), 'zugelassen am 12.10.2026');
    await user.type(within(form).getByLabelText(t.zulassungsdatum, { exact: false }), '2026-10-12');
    await user.type(within(form).getByLabelText(new RegExp(`^${t.begruendung}`)), 'Datum verschrieben.');
    await user.click(within(form).getByRole('button', { name: t.berichtigenEntwerfen }));
    expect(await screen.findByText(bt.zulassungsdatumZukunft)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      fehlerart: 'schreibfehler',
      unrichtig: 'zugelassen am 20.10.2026',
      richtig: 'zugelassen am 12.10.2026',
      zulassungsdatum: '2026-10-12',
      begruendung: 'Datum verschrieben.',
    });
  });
});
