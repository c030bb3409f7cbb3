import { useLayoutEffect, type ReactNode } from 'react';
import { messages } from '@examensportal/domain/messages';

interface PageProps {
  /** Used for document.title and, unless `heading` is given, as the h1. */
  title: string;
  heading?: ReactNode;
  /** Keep the h1 for screen readers only (pages that show nothing else visibly). */
  headingHidden?: boolean;
  children?: ReactNode;
}

/** One titled page: document.title plus exactly one h1 (focused by the layout after navigation). */
export function Page({ title, heading, headingHidden = false, children }: PageProps) {
  // Set within the commit that shows the page, not in a passive effect: React runs those later, after
  // yielding when a render took long, so the new heading could be on screen under the old tab title
  // (which made a test that reads the title right after finding the heading fail under load).
  useLayoutEffect(() => {
    document.title = messages.seiten.dokumentTitel(title);
  }, [title]);

  return (
    <div className="page">
      <h1 className={headingHidden ? 'kern-sr-only' : 'kern-heading-large page__title'} tabIndex={-1}>
        {heading ?? title}
      </h1>
      {children}
    </div>
  );
}
