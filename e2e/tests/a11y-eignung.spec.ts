import { signedInPages } from '../support/a11y-pages';

// WCAG 2.2 AA (axe) on every page behind the login of a EIGNUNG candidate (the list: support/a11y-pages.ts,
// compared with the route registry in a11y.spec.ts).

signedInPages('EIGNUNG');
