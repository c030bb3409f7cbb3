// The aptitude-test application (spec §2 zulassungeignung/antragstellen/{page}, §3 Eignung, §4, §5).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import {
  a,
  callsTo,
  eignungBackend,
  gespeicherterEignungsantrag,
  multipart,
  stepHeading,
  summaryLinks,
  t,
  v,
} from './antrag';
import { EIGNUNG_USER, jsonResponse, renderApp } from './helpers';

const s = messages.seiten.schritte;
const BASE = '/zulassungeignung/antragstellen';

async function open(page: keyof typeof s) {
  const result = renderApp(`${BASE}/${page}`, { user: EIGNUNG_USER });
  await stepHeading(s[page]);
  return result;
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('pages', () => {
  it.each([
    ['anmeldung', 1],
    ['kontaktdaten', 2],
    ['erklaerung', 3],
    ['zusammenfassung', 4],
  ] as const)('%s says "Seite %i von 4"', async (page, x) => {
    eignungBackend();
    await open(page);
    expect(screen.getByText(`Seite ${x} von 4`)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: messages.seiten.eignungAntrag }),
    ).toBeInTheDocument();
  });

  it('sends an unknown page to anmeldung', async () => {
    eignungBackend();
    const { router } = renderApp(`${BASE}/gibtesnicht`, { user: EIGNUNG_USER });
    await stepHeading(s.anmeldung);
    expect(router.state.location.pathname).toBe(`${BASE}/anmeldung`);
  });

  it('anmeldung: the term from the server, a European country of qualification, the three electives', async () => {
    const { calls } = eignungBackend();
    const user = userEvent.setup();
    await open('anmeldung');
    expect(screen.getByLabelText(/Prüfungstermin/)).toHaveValue('1/2027');
    const land = screen.getByLabelText(new RegExp(`^${a.eignungLand}`)) as HTMLSelectElement;
    expect(within(land).queryByRole('option', { name: 'Deutschland' })).not.toBeInTheDocument();
    expect(within(land).getByRole('option', { name: 'Schweiz' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.closest('div')?.textContent)).toEqual([
      'Steuerrecht II',
      'Insolvenzrecht',
      'Grundzüge des Kapitalmarktrechts',
    ]);

    await user.click(screen.getByRole('button', { name: messages.generic.weiter }));
    expect(summaryLinks().map((l) => l.text)).toEqual([
      `${a.eignungLand}: ${v.pflichtfeld}`,
      `${a.wahlfach}: ${v.pflichtfeld}`,
    ]);

    await user.selectOptions(land, 'FR');
    await user.click(screen.getByRole('radio', { name: 'Insolvenzrecht' }));
    await user.click(screen.getByRole('button', { name: messages.generic.weiter }));
    await stepHeading(s.kontaktdaten);
    const { json, lists } = multipart(callsTo(calls, 'POST', '/api/eignung/zwischenspeichern')[0], 'eignung');
    expect(json).toMatchObject({ zulassungsblock: '1/2027', land: 'FR', wahlfach: 2 });
    expect(lists).toEqual({ nachweise: ['[]'], zeugnis: ['[]'], wahlfach: ['[]'] });
  });

  it('kontaktdaten: the nationality of 31 European states or "sonstiger Staat"; the place of birth optional', async () => {
    eignungBackend();
    const user = userEvent.setup();
    await open('kontaktdaten');
    const staat = screen.getByLabelText(/^Staatsangehörigkeit/) as HTMLSelectElement;
    // 'Bitte wählen', 31 states, 'sonstiger Staat'
    expect(staat.options).toHaveLength(33);
    expect(within(staat).getByRole('option', { name: a.sonstigerStaat })).toHaveValue('sonst');
    expect(screen.getByLabelText(/^Geburtsort/)).not.toHaveAttribute('aria-required');

    await user.click(screen.getByRole('button', { name: messages.generic.weiter }));
    const texts = summaryLinks().map((l) => l.text);
    expect(texts).toContain(`${a.staatsangehoerigkeit}: ${v.pflichtfeld}`);
    expect(texts.some((text) => text.startsWith(a.geburtsort))).toBe(false);
  });

  it('erklaerung: verkuerzung1 disables the others, 2/3 and 4/5 exclude each other', async () => {
    eignungBackend();
    const user = userEvent.setup();
    await open('erklaerung');
    await user.click(box(a.verkuerzung2));
    expect(box(a.verkuerzung3)).toBeDisabled();
    await user.click(box(a.verkuerzung5));
    expect(box(a.verkuerzung4)).toBeDisabled();
    expect(box(a.verkuerzung1)).toBeEnabled();
    await user.click(box(a.verkuerzung1));
    expect(box(a.verkuerzung2)).not.toBeChecked();
    expect(box(a.verkuerzung5)).not.toBeChecked();
    for (const option of [a.verkuerzung2, a.verkuerzung3, a.verkuerzung4, a.verkuerzung5]) {
      expect(box(option)).toBeDisabled();
    }
    for (const label of [a.nachweise, a.eignungZeugnis, a.wahlfachUnterlagen]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'file');
    }
  });
});

describe('final check and submit', () => {
  it('the empty application: every message of §5 except the place of birth', async () => {
    const { calls } = eignungBackend();
    const user = userEvent.setup();
    await open('zusammenfassung');
    await user.click(screen.getByRole('button', { name: messages.wizard.antragAbschicken }));
    const texts = summaryLinks().map((l) => l.text);
    const w = messages.wizard;
    expect(texts).toEqual(
      expect.arrayContaining([
        w.fehlerAufSeite(s.anmeldung, a.eignungLand, v.pflichtfeld),
        w.fehlerAufSeite(s.anmeldung, a.wahlfach, v.pflichtfeld),
        w.fehlerAufSeite(s.kontaktdaten, a.staatsangehoerigkeit, v.pflichtfeld),
        w.fehlerAufSeite(s.erklaerung, a.bisherigeZulassungenEP, v.pflichtfeld),
        w.fehlerAufSeite(s.erklaerung, a.verkuerzungEP, v.pflichtfeld),
        `${a.versicherung1}: ${v.bitteBestaetigen}`,
      ]),
    );
    expect(texts.some((text) => text.includes(a.geburtsort))).toBe(false);
    expect(screen.getAllByText(t.antragUnvollstaendig).length).toBeGreaterThan(0);
    expect(callsTo(calls, 'POST', '/api/eignung/files')).toHaveLength(0);
  });

  it('sends the application with its lists and an Idempotency-Key, then /start', async () => {
    const { calls } = eignungBackend({
      'GET /api/eignung': () =>
        jsonResponse(
          gespeicherterEignungsantrag({ dateien: { nachweise: [{ originalFileName: 'urkunde.pdf' }] } }),
        ),
    });
    const user = userEvent.setup();
    const { router } = await open('zusammenfassung');
    expect(screen.getByText('urkunde.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.wizard.antragAbschicken }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(await screen.findByText(t.antragAbgeschickt)).toBeInTheDocument();
    const [post] = callsTo(calls, 'POST', '/api/eignung/files');
    expect(post!.headers.get('Idempotency-Key')).toBeTruthy();
    const { json, lists } = multipart(post, 'eignung');
    expect(json).toMatchObject({
      zulassungsblock: '1/2027',
      land: 'AT',
      wahlfach: 2,
      kontaktdaten: { staatsangehoerigkeit: 'AT', geburtsort: '' },
      verkuerzungEP: { verkuerzung2: true, verkuerzung4: true },
      dateien: { nachweise: [{ originalFileName: 'urkunde.pdf' }], zeugnis: [], wahlfach: [] },
    });
    expect(lists).toEqual({ nachweise: ['[]'], zeugnis: ['[]'], wahlfach: ['[]'] });
  });

  it('not applicable once submitted', async () => {
    eignungBackend({ 'GET /api/eignung': () => jsonResponse({ status: 'submitted' }) });
    renderApp(`${BASE}/anmeldung`, { user: EIGNUNG_USER });
    expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
  });
});
