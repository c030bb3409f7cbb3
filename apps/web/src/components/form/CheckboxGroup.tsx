import type { ReactNode } from 'react';
import { ChoiceFieldset } from './ChoiceFieldset';
import { fieldIds } from './fieldIds';
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
  return (
    <ChoiceFieldset
      ids={fieldIds(formId, errorName)}
      legend={legend}
      error={error}
      hint={hint}
      required={required}
      radio={false}
    >
      {children}
    </ChoiceFieldset>
  );
}
