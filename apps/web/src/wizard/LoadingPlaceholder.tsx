// Its rule (.wizard-platzhalter) is in styles/app.css: the route guard holds the room with it too.

/**
 * Holds the room of the form while the draft loads (and instead of it when the form is not
 * available): the form is taller than a screen, and without this the footer would first show at the
 * bottom and then jump away when the form appears (a layout shift of about 0.14 on a phone,
 * PERF-FE-4). Nothing to read, so hidden from assistive tech.
 */
export function LoadingPlaceholder() {
  return <div className="wizard-platzhalter" aria-hidden="true" />;
}
