import '../src/components/captcha/altchaSetup';

/**
 * ALTCHA's own test mode (documented option `test`): the widget solves without a challenge request
 * or workers (jsdom has none) and yields a test payload; everything around it is real.
 */
export function enableAltchaTestMode() {
  globalThis.$altcha.defaults.set({ test: true, minDuration: 0 });
}

export const ALTCHA_TEST_TOKEN = btoa(JSON.stringify({ challenge: null, solution: null, test: true }));
