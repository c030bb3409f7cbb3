import { forwardRef, type MouseEvent } from 'react';
import { messages } from '@examensportal/domain/messages';
import { fieldIds, focusField } from './fieldIds';

export interface SummaryError {
  name: string;
  message: string;
  /** The field's visible label; the link reads 'Label: message' (several fields share one message). */
  label?: string;
  /** A field on another page of a wizard: the page's title, its address, and how to open it there. */
  page?: { title: string; href: string; open: () => void };
}

interface ErrorSummaryProps {
  formId: string;
  errors: readonly SummaryError[];
}

function linkText(error: SummaryError): string {
  if (error.label === undefined) return error.message;
  return error.page
    ? messages.wizard.fehlerAufSeite(error.page.title, error.label, error.message)
    : messages.wizard.fehlerImFeld(error.label, error.message);
}

/**
 * The error summary at the top of every form (GOV.UK error summary): one link per invalid field,
 * every error of the page at once, focused after a failed check. A link focuses its field; a
 * field of another wizard page opens that page.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { formId, errors },
  ref,
) {
  if (errors.length === 0) return null;

  const open = (event: MouseEvent<HTMLAnchorElement>, error: SummaryError) => {
    if (error.page) {
      event.preventDefault();
      error.page.open();
    } else if (focusField(fieldIds(formId, error.name).id)) event.preventDefault();
  };

  return (
    <div className="kern-alert kern-alert--danger error-summary" ref={ref} tabIndex={-1} role="alert">
      <div className="kern-alert__header">
        <span className="kern-icon kern-icon--danger" aria-hidden="true" />
        <h2 className="kern-title">{messages.web.fehlerZusammenfassung}</h2>
      </div>
      <div className="kern-alert__body">
        <ul className="kern-list">
          {errors.map((error) => {
            const anchor = `#${fieldIds(formId, error.name).id}`;
            return (
              <li key={`${error.page?.href ?? ''}:${error.name}`}>
                <a
                  className="kern-link"
                  href={error.page ? `${error.page.href}${anchor}` : anchor}
                  onClick={(event) => open(event, error)}
                >
                  {linkText(error)}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
});
