import { isMyDataPage, signedInPages } from '../support/a11y-pages';

// WCAG 2.2 AA (axe) on the pages behind the login of a WP candidate (the list: support/a11y-pages.ts,
// compared with the route registry in a11y.spec.ts): start, Postfach and the flows; Meine Daten and the
// digital file are in a11y-wp-daten.spec.ts.

signedInPages('WP', (path) => !isMyDataPage(path));
