import { forwardRef, type MouseEvent } from 'react';
import { messages } from '@examensportal/domain/messages';
import type { ErrorEntry } from './engine';
import { wizardFieldIds } from './fields/ids';

interface WizardErrorSummaryProps {
  formId: string;
  /** The page shown now; errors of other pages link to their page. */
  currentSlug: string;
  errors: readonly ErrorEntry[];
  /** Absolute href of a page (with the app's base path), for links to other pages. */
  hrefOf: (slug: string) => string;
  /** Opens another page and focuses the field there. */
  onOtherPage: (entry: ErrorEntry) => void;
}

/** Focuses a field by id and brings it into view. */
export function focusField(id: string): boolean {
  const field = document.getElementById(id);
  if (!field) return false;
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
  return true;
}

/**
 * The error summary at the top of a wizard page: one link per invalid field, named with its label
 * (several fields share 'Das Pflichtfeld wurde nicht angegeben'); fields of other pages name their
 * page and open it.
 */
export const WizardErrorSummary = forwardRef<HTMLDivElement, WizardErrorSummaryProps>(
  function WizardErrorSummary({ formId, currentSlug, errors, hrefOf, onOtherPage }, ref) {
    if (errors.length === 0) return null;
    const w = messages.wizard;

    const open = (event: MouseEvent<HTMLAnchorElement>, entry: ErrorEntry) => {
      event.preventDefault();
      if (entry.slug === currentSlug) focusField(wizardFieldIds(formId, entry.name).id);
      else onOtherPage(entry);
    };

    return (
      <div className="kern-alert kern-alert--danger error-summary" ref={ref} tabIndex={-1} role="alert">
        <div className="kern-alert__header">
          <span className="kern-icon kern-icon--danger" aria-hidden="true" />
          <h2 className="kern-title">{messages.web.fehlerZusammenfassung}</h2>
        </div>
        <div className="kern-alert__body">
          <ul className="kern-list">
            {errors.map((entry) => {
              const anchor = `#${wizardFieldIds(formId, entry.name).id}`;
              const own = entry.slug === currentSlug;
              return (
                <li key={`${entry.slug}:${entry.name}`}>
                  <a
                    className="kern-link"
                    href={own ? anchor : `${hrefOf(entry.slug)}${anchor}`}
                    onClick={(event) => open(event, entry)}
                  >
                    {own
                      ? w.fehlerImFeld(entry.label, entry.message)
                      : w.fehlerAufSeite(entry.stepTitle, entry.label, entry.message)}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    );
  },
);
