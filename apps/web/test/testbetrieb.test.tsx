import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TESTBETRIEB_META } from '@examensportal/domain/api';
import { messages } from '@examensportal/domain/messages';
import { renderApp, WP_USER } from './helpers';

// PORTAL_NOW: the server writes its clock into the page; every page then says 'Testbetrieb: Datum …'.
describe('Testbetrieb banner', () => {
  afterEach(() => document.head.querySelector(`meta[name="${TESTBETRIEB_META}"]`)?.remove());

  const setMeta = (iso: string) => {
    const meta = document.createElement('meta');
    meta.name = TESTBETRIEB_META;
    meta.content = iso;
    document.head.append(meta);
  };

  it.each([
    ['/login', undefined],
    ['/start', WP_USER],
    ['/barrierefreiheit', undefined],
  ])('shows the portal clock (Europe/Berlin) on %s', async (path, user) => {
    setMeta('2027-02-28T22:30:00.000Z');
    renderApp(path, { user });
    expect(await screen.findByText(messages.layout.testbetrieb('28.02.2027 23:30'))).toBeVisible();
  });

  it('shows nothing on a live portal', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Testbetrieb/)).toBeNull();
  });
});
