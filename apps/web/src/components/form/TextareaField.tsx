import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldIds } from './fieldIds';
import { FieldFrame, controlProps } from './FieldFrame';

export interface TextareaOptions {
  formId: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  rows?: number;
  maxLength?: number;
}

/**
 * A KERN UX text area with label, hint, error text, aria-invalid and aria-describedby (as TextField),
 * bound by the page's `registration`; `TextareaFieldByName` (byName.tsx) inside a FormProvider.
 */
export function TextareaField(
  props: TextareaOptions & {
    registration: UseFormRegisterReturn;
    error?: string | readonly string[] | undefined;
  },
) {
  const { formId, label, registration, error, hint, required = false, rows = 3, maxLength } = props;
  const ids = fieldIds(formId, registration.name);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} required={required}>
      <textarea
        {...registration}
        id={ids.id}
        rows={rows}
        maxLength={maxLength}
        {...controlProps(ids, error, hint, required)}
      />
    </FieldFrame>
  );
}
