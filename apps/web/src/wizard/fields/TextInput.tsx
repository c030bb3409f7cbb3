import type { FocusEventHandler, InputHTMLAttributes, MouseEventHandler, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy } from '../../components/form/fieldIds';
import { FieldError } from '../../components/form/FieldError';
import { RequiredMark } from '../../components/form/RequiredMark';
import { wizardFieldIds } from './ids';
import { useFieldError } from './useFieldError';

export interface TextInputProps {
  formId: string;
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  type?: 'text' | 'tel' | 'date' | 'email';
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  readOnly?: boolean;
  /** Shown below the label after the field is clicked or focused (e.g. the read-only e-mail). */
  revealedHint?: ReactNode;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onClick?: MouseEventHandler<HTMLInputElement>;
}

/** A KERN text input bound to the wizard form: label, hint, error text, aria-invalid, aria-describedby. */
export function TextInput({
  formId,
  name,
  label,
  required = false,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  readOnly = false,
  revealedHint,
  onFocus,
  onClick,
}: TextInputProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const { id, hintId, errorId } = wizardFieldIds(formId, name);
  const extraHintId = `${id}-info`;
  return (
    <div className={error ? 'kern-form-input kern-form-input--error' : 'kern-form-input'}>
      <label className="kern-label" htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint !== undefined && (
        <div className="kern-hint" id={hintId}>
          {hint}
        </div>
      )}
      {revealedHint !== undefined && (
        <div className="kern-hint" id={extraHintId} role="status">
          {revealedHint}
        </div>
      )}
      <FieldError id={errorId} message={error} />
      <input
        {...register(name)}
        id={id}
        type={type}
        readOnly={readOnly}
        className={error ? 'kern-form-input__input kern-form-input__input--error' : 'kern-form-input__input'}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(
          hint !== undefined && hintId,
          revealedHint !== undefined && extraHintId,
          error && errorId,
        )}
        autoComplete={autoComplete}
        inputMode={inputMode}
        onFocus={onFocus}
        onClick={onClick}
      />
    </div>
  );
}
