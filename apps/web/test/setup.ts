import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setForbiddenHandler } from '../src/lib/api';
import { clearToasts } from '../src/lib/toast';
import { enableAltchaTestMode } from './altchaTestMode';

// findBy*/waitFor give up after 1 s by default; a lazily loaded page takes longer than that when
// every core of the CI machine is busy, and a test should wait for the page, not race the loader.
configure({ asyncUtilTimeout: 8000 });

// jsdom has no layout engine: scrolling is a no-op here, as it would be on a page that fits the screen.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  clearToasts();
  setForbiddenHandler(() => {});
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // The header's unread count is kept in its module (PostfachZaehler.tsx) and the files of a worker share
  // their modules (isolate: false): forget it, as a new page load would, so every test reads it afresh.
  window.dispatchEvent(new CustomEvent('postfach-ungelesen', { detail: null }));
});

// jsdom is no secure context; a browser on https or localhost is. ALTCHA refuses to work otherwise.
Object.defineProperty(globalThis, 'isSecureContext', { value: true, configurable: true });
enableAltchaTestMode();
