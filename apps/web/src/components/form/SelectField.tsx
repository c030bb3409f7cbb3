import type { InputHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { fieldIds } from './fieldIds';
import { controlProps, FieldFrame } from './FieldFrame';
import type { Option } from './RadioGroup';
import { useFieldError } from './useFieldError';

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

/** A KERN select bound by `name` inside a FormProvider. */
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
  const ids = fieldIds(formId, name);
  const control = controlProps(ids, error, undefined, required);
  return (
    <FieldFrame ids={ids} label={label} error={error} required={required}>
      <div className="kern-form-input__select-wrapper">
        <select
          {...register(name)}
          id={ids.id}
          {...control}
          className={
            error ? 'kern-form-input__select kern-form-input__select--error' : 'kern-form-input__select'
          }
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
    </FieldFrame>
  );
}
