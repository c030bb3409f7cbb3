import type { ReactNode } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { Link } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { useWizard } from './context';
import { pagePath } from './engine';

export type SummaryItem = readonly [label: string, value: ReactNode];

/** Label–value pairs of a summary as a KERN description list; empty values read 'Keine Angabe'. */
export function SummaryList({ items }: { items: readonly SummaryItem[] }) {
  return (
    <dl className="kern-description-list">
      {items.map(([label, value]) => (
        <div className="kern-description-list-item" key={label}>
          <dt className="kern-description-list-item__key">{label}</dt>
          <dd className="kern-description-list-item__value">
            {value === '' || value === null || value === undefined ? messages.wizard.keineAngabe : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Ja' / 'Nein' for a flag. */
export const jaNein = (value: boolean) => (value ? messages.generic.ja : messages.generic.nein);

/** Every page of the wizard that has a summary, readable, each with a link to change it. */
export function WizardSummaries() {
  const { wizard, context } = useWizard<FieldValues, unknown>();
  const values = useWatch() as FieldValues;
  return (
    <>
      {wizard.steps.map((step) => {
        const { Summary } = step;
        if (!Summary) return null;
        const headingId = `${wizard.id}-zusammenfassung-${step.slug}`;
        return (
          <section className="wizard-summary" key={step.slug} aria-labelledby={headingId}>
            <div className="wizard-summary__header">
              <h3 className="kern-heading-small" id={headingId}>
                {step.title}
              </h3>
              <Link className="kern-link" to={pagePath(wizard, step.slug)}>
                {messages.antrag.abschnittAendern(step.title)}
              </Link>
            </div>
            <Summary values={values} context={context} />
          </section>
        );
      })}
    </>
  );
}
