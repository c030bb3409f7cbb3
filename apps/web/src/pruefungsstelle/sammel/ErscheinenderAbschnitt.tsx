// A section that appears above the list after a click at its end (a batch's preview, its report): the
// focus moves to its heading, so a keyboard or screen-reader user lands on what appeared instead of on
// a button that vanished (the confirm button of a sent preview left the focus on the page body).
import { type ReactNode, useEffect, useRef } from 'react';

export function ErscheinenderAbschnitt({
  id,
  titel,
  children,
}: {
  id: string;
  titel: string;
  children: ReactNode;
}) {
  const ueberschrift = useRef<HTMLHeadingElement>(null);
  useEffect(() => ueberschrift.current?.focus(), []);
  return (
    <section aria-labelledby={id}>
      <h2 id={id} ref={ueberschrift} tabIndex={-1} className="kern-heading-medium">
        {titel}
      </h2>
      {children}
    </section>
  );
}
