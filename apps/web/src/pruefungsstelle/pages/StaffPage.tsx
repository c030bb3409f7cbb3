import { useEffect, type ReactNode } from 'react';
import { messages } from '@examensportal/domain/messages';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';

/** One back-office page: document title and exactly one h1 (focused by the layout). */
export function StaffPage({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = messages.seiten.dokumentTitel(`${title} – ${pruefungsstelle.titel}`);
  }, [title]);
  return (
    <div className="page">
      <h1 className="kern-heading-large page__title" tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}
