// The ALTCHA v3 widget in its CSP-friendly build: no inline styles, workers as files of our own origin.
// Loaded on demand by Captcha.tsx (loadAltcha), which also brings altcha/altcha.css.
import 'altcha/external';
import 'altcha/i18n/de';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}
