import type { InputHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy } from '../../components/form/fieldIds';
import { FieldError } from '../../components/form/FieldError';
import { RequiredMark } from '../../components/form/RequiredMark';
import { wizardFieldIds } from './ids';
import { useFieldError } from './useFieldError';

export interface Option<T extends string | number = string> {
  value: T;
  label: string;
  disabled?: boolean;
}

interface SelectFieldProps {
  formId: string;
  name: string;
  label: string;
  options: readonly Option[];
  required?: boolean;
  /** The empty first choice ('Bitte wählen'); omitted when the field always has a value. */
  placeholder?: string;
  autoComplete?: InputHTMLAttributes<HTMLSelectElement>['autoComplete'];
}

/** A KERN select bound to the wizard form. */
export function SelectField({
  formId,
  name,
  label,
  options,
  required = false,
  placeholder,
  autoComplete,
}: SelectFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const { id, errorId } = wizardFieldIds(formId, name);
  return (
    <div className={error ? 'kern-form-input kern-form-input--error' : 'kern-form-input'}>
      <label className="kern-label" htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldError id={errorId} message={error} />
      <div className="kern-form-input__select-wrapper">
        <select
          {...register(name)}
          id={id}
          className={
            error ? 'kern-form-input__select kern-form-input__select--error' : 'kern-form-input__select'
          }
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(error && errorId)}
          autoComplete={autoComplete}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
