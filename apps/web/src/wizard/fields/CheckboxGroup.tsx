import type { ReactNode } from 'react';
import { describedBy } from '../../components/form/fieldIds';
import { FieldError } from '../../components/form/FieldError';
import { RequiredMark } from '../../components/form/RequiredMark';
import { wizardFieldIds } from './ids';
import { useFieldError } from './useFieldError';

interface CheckboxGroupProps {
  formId: string;
  /** The key the group's error sits on (e.g. 'module', 'vorbildung.auswahl'); also the link target. */
  errorName: string;
  legend: string;
  required?: boolean;
  hint?: ReactNode;
  children: ReactNode;
}

/** A KERN fieldset of checkboxes with one error for the whole group (e.g. "at least one"). */
export function CheckboxGroup({
  formId,
  errorName,
  legend,
  required = false,
  hint,
  children,
}: CheckboxGroupProps) {
  const error = useFieldError(errorName);
  const { id, hintId, errorId } = wizardFieldIds(formId, errorName);
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={error ? 'kern-fieldset kern-fieldset--error' : 'kern-fieldset'}
      aria-describedby={describedBy(hint !== undefined && hintId, error && errorId)}
    >
      <legend className="kern-label">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint !== undefined && (
        <div className="kern-hint" id={hintId}>
          {hint}
        </div>
      )}
      <FieldError id={errorId} message={error} />
      <div className="kern-fieldset__body">{children}</div>
    </fieldset>
  );
}
