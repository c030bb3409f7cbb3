// wapiti findings looked at by a person, with the reason each is not a vulnerability (docs/security.md,
// "DAST"). A finding not listed here fails `npm run scan` until it is fixed or reviewed.
import type { WapitiFinding } from './wapiti';

interface Reviewed {
  category: string;
  /** Matched against the finding's info text. */
  info: RegExp;
  /** Matched against the finding's path (the API route); every path when unset. */
  path?: RegExp;
  reason: string;
}

const reviewed: Reviewed[] = [
  {
    category: 'Cross Site Request Forgery',
    info: /^Lack of anti CSRF token$/,
    reason:
      'The API authenticates with an Authorization bearer header, which a cross-site form cannot set, and ' +
      'no cookie; without it every such route answers 401 (route sweep). A foreign Origin is refused with ' +
      '403 and form content types with 415 (headers-table, content-type tests).',
  },
  {
    category: 'Cross Site Request Forgery',
    info: /^CSRF token 'token' is not properly checked in backend$/,
    path: /\/(login|register|requestnewpassword)$/,
    reason:
      '`token` is the ALTCHA captcha, not a CSRF token, and the scan gateway puts a freshly solved one into ' +
      'every request, so a changed value cannot show. Captcha checks: captcha.test.ts, login.test.ts.',
  },
  {
    category: 'Cross Site Request Forgery',
    info: /^CSRF token 'token' is not properly checked in backend$/,
    path: /\/resetpassword$/,
    reason:
      '`token` is the one-time reset link token; the scan has no valid one, so the original and the changed ' +
      'request are both refused with 400 linkUngueltig (password.test.ts covers valid, used and expired links).',
  },
  {
    category: 'HTTP Secure Headers',
    info: /^X-XSS-Protection is not set$/,
    reason:
      'Sent as `X-XSS-Protection: 0` on purpose (helmet default, OWASP Secure Headers): the XSS auditors it ' +
      'switched on are gone from browsers and could be abused for cross-site leaks; the CSP protects instead.',
  },
];

export function reviewOf(f: WapitiFinding): string | undefined {
  return reviewed.find(
    (r) => r.category === f.category && r.info.test(f.info) && (!r.path || r.path.test(f.path)),
  )?.reason;
}
