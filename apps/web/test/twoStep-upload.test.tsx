// The two-step factory (src/wizard/twoStep): a declaration that sends files passes the `upload` of
// its send tools to postDeclaration and gets the shared progress bar with 'Abbrechen'.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '@examensportal/domain/messages';
import { formularTexte } from '@examensportal/domain/messages-formular';
import { Toasts } from '../src/app/layout/Toasts';
import { createAppStore } from '../src/app/store';
import { saveUser } from '../src/lib/session';
import { CheckboxField } from '../src/components/form/CheckboxField';
import { postDeclaration } from '../src/wizard/send';
import { createTwoStepFlow } from '../src/wizard/twoStep/createTwoStepFlow';
import { fileOfSize, installFakeXhr, lastXhr } from './fakeXhr';
import { WP_USER } from './helpers';

const Flow = createTwoStepFlow<{ bestaetigt: boolean }, null>({
  id: 'probe',
  stepTitles: ['Erklärung', 'Zusammenfassung'],
  load: () => Promise.resolve(null),
  available: () => true,
  initialValues: () => ({ bestaetigt: false }),
  schema: z.object({ bestaetigt: z.literal(true) }),
  fields: [{ name: 'bestaetigt', label: 'Bestätigt' }],
  Selection: ({ formId }) => <CheckboxField formId={formId} name="bestaetigt" label="Bestätigt" />,
  Summary: () => <p>Alles gut</p>,
  send: (_values, _data, { idempotencyKey, upload }) => {
    const body = new FormData();
    body.append('probe', JSON.stringify({ art: 99 }));
    body.append('zeugnis', fileOfSize('zeugnis.pdf', 4000));
    return postDeclaration('/api/probe', body, idempotencyKey, upload);
  },
  texts: { erfolg: 'Gesendet.', fehler: 'Nicht gesendet.' },
  sample: { bestaetigt: true },
});

function renderFlow() {
  saveUser(WP_USER);
  const router = createMemoryRouter(
    [
      { path: '/probe', element: <Flow />, handle: { title: 'Probe' } },
      { path: '/start', element: <p>Start</p> },
    ],
    { initialEntries: ['/probe'] },
  );
  render(
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
      <Toasts />
    </Provider>,
  );
  return router;
}

describe('two-step flow with files', () => {
  it("shows the progress, 'Abbrechen' keeps the key, the retry sends with the same key", async () => {
    installFakeXhr();
    const user = userEvent.setup();
    const router = renderFlow();
    await user.click(await screen.findByRole('checkbox', { name: 'Bestätigt' }));
    await user.click(screen.getByRole('button', { name: messages.generic.weiter }));
    await screen.findByText('Alles gut');

    await user.click(screen.getByRole('button', { name: messages.generic.absenden }));
    const first = await waitFor(() => lastXhr());
    expect(first.url).toBe('/examensportal/backend/api/probe');
    expect(first.parts()).toContainEqual(['zeugnis', 'file:zeugnis.pdf']);
    const key = first.headers['Idempotency-Key'];
    expect(key).toBeTruthy();
    act(() => first.progress(3000, 4000));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('value', '75');
    await user.click(screen.getByRole('button', { name: messages.files.abbrechen }));
    expect(await screen.findByText(messages.files.abgebrochen)).toBeInTheDocument();
    expect(screen.queryByText('Nicht gesendet.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.generic.absenden }));
    const second = await waitFor(() => {
      const xhr = lastXhr();
      expect(xhr).not.toBe(first);
      return xhr;
    });
    expect(second.headers['Idempotency-Key']).toBe(key);
    act(() => second.respond(200, {}));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
  });
});

describe('two-step flow: the field library behaviour (decision 0045)', () => {
  it("'Weiter' names every error at once and focuses the summary", async () => {
    const user = userEvent.setup();
    renderFlow();
    await screen.findByRole('checkbox', { name: 'Bestätigt' });
    await user.click(screen.getByRole('button', { name: messages.generic.weiter }));
    const summary = await screen.findByRole('link', { name: /^Bestätigt: / });
    await waitFor(() => expect(document.activeElement).toHaveClass('error-summary'));
    expect(document.activeElement).toContainElement(summary);
  });

  it('leaving with an unsaved edit asks first; without an edit it does not', async () => {
    const user = userEvent.setup();
    const router = renderFlow();
    await act(() => router.navigate('/start'));
    expect(await screen.findByText('Start')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => router.navigate('/probe'));
    await user.click(await screen.findByRole('checkbox', { name: 'Bestätigt' }));
    await act(() => router.navigate('/start'));
    const dialog = await screen.findByRole('dialog', { name: formularTexte.verlassenTitel });
    await user.click(within(dialog).getByRole('button', { name: messages.generic.ja }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
  });
});
