import { forwardRef, type MouseEvent } from 'react';
import { messages } from '@examensportal/domain/messages';
import { fieldIds } from './fieldIds';

export interface SummaryError {
  name: string;
  message: string;
  /** The field's visible label; the link reads 'Label: message' (as in the wizards). */
  label?: string;
}

interface ErrorSummaryProps {
  formId: string;
  errors: readonly SummaryError[];
}

/** The error summary at the top of a form: one link per invalid field, focused after a failed submit. */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { formId, errors },
  ref,
) {
  if (errors.length === 0) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    const field = document.getElementById(fieldIds(formId, name).id);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  };

  return (
    <div className="kern-alert kern-alert--danger error-summary" ref={ref} tabIndex={-1} role="alert">
      <div className="kern-alert__header">
        <span className="kern-icon kern-icon--danger" aria-hidden="true" />
        <h2 className="kern-title">{messages.web.fehlerZusammenfassung}</h2>
      </div>
      <div className="kern-alert__body">
        <ul className="kern-list">
          {errors.map((error) => (
            <li key={error.name}>
              <a
                className="kern-link"
                href={`#${fieldIds(formId, error.name).id}`}
                onClick={(event) => focusField(event, error.name)}
              >
                {error.label === undefined
                  ? error.message
                  : messages.wizard.fehlerImFeld(error.label, error.message)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
});
