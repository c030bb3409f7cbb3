import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldIds } from './fieldIds';
import { FieldFrame, controlProps } from './FieldFrame';

/** A KERN UX text area with label, hint, error text, aria-invalid and aria-describedby (as TextField). */
export function TextareaField({
  formId,
  label,
  registration,
  error,
  hint,
  required = false,
  rows = 3,
}: {
  formId: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | readonly string[] | undefined;
  hint?: ReactNode;
  required?: boolean;
  rows?: number;
}) {
  const { id, hintId, errorId } = fieldIds(formId, registration.name);
  return (
    <FieldFrame ids={{ id, hintId, errorId }} label={label} error={error} hint={hint} required={required}>
      <textarea
        {...registration}
        id={id}
        rows={rows}
        {...controlProps({ hintId, errorId }, error, hint, required)}
      />
    </FieldFrame>
  );
}
