import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { Footer } from '../src/app/layout/Footer';

afterEach(() => {
  vi.unstubAllEnvs();
});

const footer = (
  <MemoryRouter>
    <Footer small={false} />
  </MemoryRouter>
);

// A page pre-rendered in an earlier year (the build's) hydrates without a mismatch and then shows
// the current year.
test('the footer of a page pre-rendered last year hydrates and then shows this year', async () => {
  const diesesJahr = new Date().getFullYear();
  vi.stubEnv('VITE_BAUJAHR', String(diesesJahr - 1));
  const container = document.createElement('div');
  container.innerHTML = renderToString(footer);
  document.body.append(container);
  expect(container.textContent).toContain(messages.layout.copyright(diesesJahr - 1));

  const fehler: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, footer, { onRecoverableError: (error) => fehler.push(error) });
  });
  expect(fehler).toEqual([]);
  expect(container.textContent).toContain(messages.layout.copyright(diesesJahr));
  container.remove();
});
