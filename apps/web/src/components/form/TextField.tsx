import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldIds } from './fieldIds';
import { FieldFrame, controlProps } from './FieldFrame';

export interface TextFieldProps {
  formId: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | readonly string[] | undefined;
  hint?: ReactNode;
  required?: boolean;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
  /** Extra control after the input (e.g. the password visibility button). */
  addon?: ReactNode;
}

/** A KERN UX text input with label, hint, error text, aria-invalid and aria-describedby. */
export function TextField({
  formId,
  label,
  registration,
  error,
  hint,
  required = false,
  type = 'text',
  autoComplete,
  addon,
}: TextFieldProps) {
  const { id, hintId, errorId } = fieldIds(formId, registration.name);
  const input = (
    <input
      {...registration}
      id={id}
      type={type}
      {...controlProps({ hintId, errorId }, error, hint, required)}
      autoComplete={autoComplete}
    />
  );
  return (
    <FieldFrame ids={{ id, hintId, errorId }} label={label} error={error} hint={hint} required={required}>
      {addon ? (
        <div className="password-field">
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}
