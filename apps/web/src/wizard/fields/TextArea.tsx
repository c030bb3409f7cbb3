import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy } from '../../components/form/fieldIds';
import { FieldError } from '../../components/form/FieldError';
import { wizardFieldIds } from './ids';
import { useFieldError } from './useFieldError';

interface TextAreaProps {
  formId: string;
  name: string;
  label: string;
  hint?: ReactNode;
  maxLength?: number;
  rows?: number;
}

/** A multi-line KERN input bound to the wizard form. */
export function TextArea({ formId, name, label, hint, maxLength, rows = 5 }: TextAreaProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const { id, hintId, errorId } = wizardFieldIds(formId, name);
  return (
    <div className={error ? 'kern-form-input kern-form-input--error' : 'kern-form-input'}>
      <label className="kern-label" htmlFor={id}>
        {label}
      </label>
      {hint !== undefined && (
        <div className="kern-hint" id={hintId}>
          {hint}
        </div>
      )}
      <FieldError id={errorId} message={error} />
      <textarea
        {...register(name)}
        id={id}
        rows={rows}
        maxLength={maxLength}
        className={error ? 'kern-form-input__input kern-form-input__input--error' : 'kern-form-input__input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && hintId, error && errorId)}
      />
    </div>
  );
}
