import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { jsonResponse, renderApp } from './helpers';
import { mockBackend } from './forms';

// Issue 17: the 'Das war ich nicht' link of an e-mail change.
describe('/emailzuruecksetzen/:token', () => {
  it('calls nothing on load; the button undoes the change with the link token', async () => {
    const { calls } = mockBackend({ 'POST /revertemail': () => jsonResponse({}) });
    const user = userEvent.setup();
    renderApp('/emailzuruecksetzen/abc-123');
    const button = await screen.findByRole('button', { name: messages.auth.emailZuruecksetzenKnopf });
    expect(screen.getByRole('heading', { level: 1, name: messages.seiten.emailzuruecksetzen })).toBeVisible();
    expect(calls).toEqual([]);
    await user.click(button);
    expect(await screen.findByText(messages.auth.emailZurueckgesetzt)).toBeVisible();
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/revertemail', { token: 'abc-123' }],
    ]);
    expect(screen.getByRole('link', { name: messages.auth.weiterZurLoginSeite })).toBeVisible();
  });

  it('names an invalid or expired link', async () => {
    mockBackend({ 'POST /revertemail': () => jsonResponse({ message: messages.auth.linkUngueltig }, 400) });
    const user = userEvent.setup();
    renderApp('/emailzuruecksetzen/alt');
    await user.click(await screen.findByRole('button', { name: messages.auth.emailZuruecksetzenKnopf }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        `${messages.auth.emailNichtZurueckgesetzt} ${messages.auth.linkUngueltig}`,
      ),
    );
  });
});
