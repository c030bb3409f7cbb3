import { isMyDataPage, signedInPages } from '../support/a11y-pages';

// WCAG 2.2 AA (axe) on Meine Daten and the digital file of a WP candidate (the other WP pages:
// a11y-wp.spec.ts; the list: support/a11y-pages.ts).

signedInPages('WP', isMyDataPage);
