import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { FakeXhr } from './fakeXhr';

/** The fetch mock: answers per "METHOD path" (path relative to the backend base), records every call. */
export function mockBackend(answers: Record<string, () => Response>) {
  const calls: { method: string; path: string; body: unknown; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input).replace('/examensportal/backend', '');
    calls.push({
      method,
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      headers: new Headers(init?.headers),
    });
    const answer = answers[`${method} ${path}`];
    return answer ? answer() : new Response(JSON.stringify({ message: 'Nicht gefunden' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  // Bodies with files go through XMLHttpRequest (the shared upload with progress): answered alike.
  class AnsweringXhr extends FakeXhr {
    override send(body: unknown): void {
      super.send(body);
      void fetchMock(this.url, { method: this.method, body: body as BodyInit, headers: this.headers }).then(
        async (response) => this.respond(response.status, await response.text()),
      );
    }
  }
  // A test that drives the uploads itself (installFakeXhr) keeps its stand-in.
  if ((globalThis.XMLHttpRequest as unknown) !== FakeXhr) vi.stubGlobal('XMLHttpRequest', AnsweringXhr);
  return { calls, fetchMock };
}

/** The summary at the top: its links, in field order. */
export function summaryLinks() {
  const summary = screen.getAllByRole('alert').find((el) => el.classList.contains('error-summary'));
  expect(summary).toBeDefined();
  return within(summary!)
    .getAllByRole('link')
    .map((link) => ({ text: link.textContent, href: link.getAttribute('href') }));
}

/** Field marked invalid, its error text linked via aria-describedby. */
export function expectFieldError(label: string | RegExp, message: string) {
  const field = screen.getByLabelText(label, { selector: 'input' });
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

export const v = messages.validation;

/** An answer of POST /api/modul/{kind}/vorschau (decision 0012), as the server computes it. */
export const vorschauAntwort = (
  gebuehren: { posten: string; modul: string | null; gebuehr: number; faellig: number }[] = [],
  saetze: string[] = ['Ein Prüfungsversuch wird nicht verbraucht.'],
) =>
  new Response(
    JSON.stringify({
      gebuehren: gebuehren.map((g) => ({
        ...g,
        termin: '2026/2',
        erstattungFallsBezahlt: g.gebuehr - g.faellig,
      })),
      summe: { faellig: 0, erstattungFallsBezahlt: 0 },
      versuch: 'keiner',
      saetze,
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );
