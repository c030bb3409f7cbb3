import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { zulassungWizard } from '../src/features/zulassung/zulassungWizard';
import { eignungWizard } from '../src/features/zulassungeignung/eignungWizard';
import { sampleValues } from '../src/wizard/engine';
import { mockBackend } from './forms';
import { jsonResponse } from './helpers';
import { serverStatus } from './serverStatus';

// Helpers of the application-wizard tests: a backend answering the calls of spec §7 (only fetch is
// replaced) and readers for what the app sent.

/** A complete, valid WP draft as GET /api/zulassung would return it. */
export function gespeicherterAntrag(extra: Record<string, unknown> = {}) {
  const { uploads: _uploads, ...werte } = sampleValues(zulassungWizard);
  return { status: 'zwischegespeichert', ...werte, ...extra };
}

export function gespeicherterEignungsantrag(extra: Record<string, unknown> = {}) {
  const { uploads: _uploads, ...werte } = sampleValues(eignungWizard);
  return { status: 'zwischegespeichert', ...werte, ...extra };
}

type Answer = () => Response | Promise<Response>;

/** GET /api/zulassung, the term, the interim save, the submit and the check – each replaceable. */
export function zulassungBackend(answers: Record<string, Answer> = {}) {
  return mockBackend({
    'GET /api/zulassung': () => jsonResponse({ status: 'none' }),
    'GET /api/zulassung/zulassungsblock': () => jsonResponse({ zulassungsblock: '2/2026' }),
    // The fees on the summary are the server's (decision 0020).
    'GET /api/status': () => jsonResponse(serverStatus()),
    'POST /api/zulassung/zwischenspeichern': () => jsonResponse({}),
    'POST /api/zulassung/files': () => jsonResponse({}),
    'GET /api/zulassung/check': () => jsonResponse({ zugelassen: true }),
    ...(answers as Record<string, () => Response>),
  });
}

export function eignungBackend(answers: Record<string, Answer> = {}) {
  return mockBackend({
    'GET /api/eignung': () => jsonResponse({ status: 'none' }),
    'GET /api/zulassung/zulassungsblock': () => jsonResponse({ zulassungsblock: '1/2027' }),
    'GET /api/status': () => jsonResponse(serverStatus({}, 'EIGNUNG')),
    'POST /api/eignung/zwischenspeichern': () => jsonResponse({}),
    'POST /api/eignung/files': () => jsonResponse({}),
    ...(answers as Record<string, () => Response>),
  });
}

type Call = { method: string; path: string; body: unknown; headers: Headers };

export const callsTo = (calls: Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

/** The JSON part and the file lists of a multipart call. */
export function multipart(call: Call | undefined, jsonPart: string) {
  expect(call?.body).toBeInstanceOf(FormData);
  const form = call!.body as FormData;
  const json = JSON.parse(String(form.get(jsonPart))) as Record<string, unknown>;
  const lists: Record<string, string[]> = {};
  for (const [name, value] of form.entries()) {
    if (name === jsonPart) continue;
    (lists[name] ??= []).push(typeof value === 'string' ? value : `file:${value.name}`);
  }
  return { json, lists };
}

/** The error summary's links, text and href. */
export function summaryLinks() {
  const summary = screen.getAllByRole('alert').find((el) => el.classList.contains('error-summary'));
  expect(summary).toBeDefined();
  return within(summary!)
    .getAllByRole('link')
    .map((link) => ({ text: link.textContent ?? '', href: link.getAttribute('href') ?? '' }));
}

export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

export const t = messages.toasts;
export const a = messages.antrag;
export const v = messages.validation;
