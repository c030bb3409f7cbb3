// Files of the application (spec §3 upload lists, §5 file checks, §7 multipart): new files go with
// the interim save through the shared upload (progress, cancel); stored ones are kept by name.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { a, callsTo, gespeicherterAntrag, multipart, stepHeading, t, zulassungBackend } from './antrag';
import { fileOfSize, installFakeXhr, lastXhr } from './fakeXhr';
import { jsonResponse, renderApp, WP_USER } from './helpers';

const s = messages.seiten.schritte;
const BASE = '/zulassung/antragstellen';

async function openKontaktdaten(antrag = gespeicherterAntrag()) {
  const backend = zulassungBackend({ 'GET /api/zulassung': () => jsonResponse(antrag) });
  const result = renderApp(`${BASE}/kontaktdaten`, { user: WP_USER });
  await stepHeading(s.kontaktdaten);
  return { ...result, ...backend };
}

const weiter = () => screen.getByRole('button', { name: messages.generic.weiter });

describe('uploads of the application', () => {
  it('sends a new file with the interim save, shows the progress, and keeps it as stored', async () => {
    installFakeXhr();
    const user = userEvent.setup();
    const { calls } = await openKontaktdaten();
    await user.upload(screen.getByLabelText(a.lebenslauf), fileOfSize('lebenslauf.pdf', 4000));
    // Too small files are refused with the text of spec §5, other types dropped silently.
    await user.upload(screen.getByLabelText(a.lebenslauf), fileOfSize('leer.pdf', 10));
    expect(screen.getByText(messages.files.zuKlein('leer.pdf'))).toBeInTheDocument();
    await user.click(weiter());

    const xhr = await waitFor(() => lastXhr());
    expect(xhr.url).toBe('/examensportal/backend/api/zulassung/zwischenspeichern');
    expect(xhr.headers.Authorization).toBe(`Bearer ${WP_USER.jwt}`);
    expect(xhr.parts()).toContainEqual(['lebenslauf', 'file:lebenslauf.pdf']);
    expect(xhr.parts()).toContainEqual(['zeugnis', '[]']);
    act(() => xhr.progress(2000, 4000));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('value', '50');
    act(() => xhr.respond(200, {}));

    await stepHeading(s.bisherigezulassungsantraege);
    expect(screen.getByText(t.zwischengespeichert)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.generic.zurueck }));
    await stepHeading(s.kontaktdaten);
    expect(screen.getByText('lebenslauf.pdf')).toBeInTheDocument();
    expect(screen.getByText(`${a.lebenslauf} – ${messages.wizard.dateiGespeichert}`)).toBeInTheDocument();

    // Stored now: the next save sends no file, only its name in `dateien`.
    await user.click(weiter());
    await stepHeading(s.bisherigezulassungsantraege);
    const { json, lists } = multipart(
      callsTo(calls, 'POST', '/api/zulassung/zwischenspeichern')[0],
      'zulassung',
    );
    expect(lists.lebenslauf).toEqual(['[]']);
    expect(json.dateien).toMatchObject({ lebenslauf: [{ originalFileName: 'lebenslauf.pdf' }] });
  });

  it('cancelling the upload stays on the page and keeps the file chosen', async () => {
    installFakeXhr();
    const user = userEvent.setup();
    const { router } = await openKontaktdaten();
    await user.upload(screen.getByLabelText(a.lebenslauf), fileOfSize('lebenslauf.pdf', 4000));
    await user.click(weiter());
    await user.click(await screen.findByRole('button', { name: messages.files.abbrechen }));
    expect(await screen.findByText(messages.files.abgebrochen)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${BASE}/kontaktdaten`);
    expect(screen.getByText('lebenslauf.pdf')).toBeInTheDocument();
    expect(lastXhr().aborted).toBe(true);
  });

  it('a file the interim save could not store goes with the submit: progress, Idempotency-Key, cancel and retry', async () => {
    installFakeXhr();
    const user = userEvent.setup();
    const { router, calls } = await openKontaktdaten();
    await user.upload(screen.getByLabelText(a.lebenslauf), fileOfSize('lebenslauf.pdf', 4000));
    await user.click(weiter());
    act(() => lastXhr().respond(500, { message: 'kaputt' }));
    expect(
      await screen.findByText(t.nichtZwischengespeichert, { selector: '.wizard-banner__line' }),
    ).toBeInTheDocument();
    // The candidate stays on the step (decision 0045); the file stays in the form, and moving on inside
    // the wizard does not ask about the unsaved edit.
    expect(router.state.location.pathname).toBe(`${BASE}/kontaktdaten`);
    await act(() => router.navigate(`${BASE}/zusammenfassung`));
    await stepHeading(s.zusammenfassung);

    const absenden = () => screen.getByRole('button', { name: messages.wizard.antragAbschicken });
    await user.click(absenden());
    const first = await waitFor(() => {
      const xhr = lastXhr();
      expect(xhr.url).toBe('/examensportal/backend/api/zulassung/files');
      return xhr;
    });
    expect(first.parts()).toContainEqual(['lebenslauf', 'file:lebenslauf.pdf']);
    const key = first.headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    act(() => first.progress(1000, 4000));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('value', '25');
    await user.click(screen.getByRole('button', { name: messages.files.abbrechen }));
    expect(await screen.findByText(messages.files.abgebrochen)).toBeInTheDocument();
    expect(first.aborted).toBe(true);
    expect(router.state.location.pathname).toBe(`${BASE}/zusammenfassung`);
    expect(document.querySelector('.wizard-banner')).toBeNull();

    // The retry may meet a request the server already took: the same key.
    await user.click(absenden());
    const second = await waitFor(() => {
      const xhr = lastXhr();
      expect(xhr).not.toBe(first);
      return xhr;
    });
    expect(second.headers['Idempotency-Key']).toBe(key);
    act(() => second.respond(200, {}));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(callsTo(calls, 'POST', '/api/zulassung/files')).toHaveLength(0);
    expect(callsTo(calls, 'GET', '/api/zulassung/check')).toHaveLength(1);
  });

  it('takes the stored files the server names, and a removed stored file is no longer kept', async () => {
    installFakeXhr();
    const user = userEvent.setup();
    const { calls } = await openKontaktdaten(
      gespeicherterAntrag({ dateien: { lebenslauf: [{ documentId: 3, originalFileName: 'alt.pdf' }] } }),
    );
    expect(screen.getByText('alt.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.wizard.dateiEntfernen('alt.pdf') }));
    expect(screen.queryByText('alt.pdf')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText(a.lebenslauf), fileOfSize('neu.pdf', 4000));
    await user.click(weiter());
    const xhr = await waitFor(() => lastXhr());
    const json = JSON.parse(xhr.parts().find(([name]) => name === 'zulassung')![1]) as { dateien: unknown };
    expect(json.dateien).toMatchObject({ lebenslauf: [] });
    act(() =>
      xhr.respond(200, { dateien: { lebenslauf: [{ documentId: 9, originalFileName: 'neu.pdf' }] } }),
    );
    await stepHeading(s.bisherigezulassungsantraege);

    await user.click(screen.getByRole('button', { name: messages.generic.zurueck }));
    await stepHeading(s.kontaktdaten);
    await user.click(weiter());
    await stepHeading(s.bisherigezulassungsantraege);
    const { json: next } = multipart(
      callsTo(calls, 'POST', '/api/zulassung/zwischenspeichern')[0],
      'zulassung',
    );
    expect(next.dateien).toMatchObject({ lebenslauf: [{ documentId: 9, originalFileName: 'neu.pdf' }] });
  });

  it('the certificate for the compensation of disadvantages is asked for with behinderung and dropped without', async () => {
    installFakeXhr();
    const user = userEvent.setup();
    await openKontaktdaten();
    expect(screen.queryByLabelText(a.attest)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: a.behinderung }));
    await user.upload(screen.getByLabelText(a.attest), fileOfSize('attest.pdf', 3000));
    expect(screen.getByText('attest.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: a.behinderung }));
    await user.click(screen.getByRole('checkbox', { name: a.behinderung }));
    expect(screen.queryByText('attest.pdf')).not.toBeInTheDocument();
  });
});
