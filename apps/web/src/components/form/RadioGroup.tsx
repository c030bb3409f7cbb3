import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, fieldIds } from './fieldIds';
import { FieldError } from './FieldError';
import { RequiredMark } from './RequiredMark';

interface RadioGroupProps {
  formId: string;
  legend: string;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  error?: string | readonly string[] | undefined;
  required?: boolean;
}

/** Radios in a KERN fieldset; the first radio carries the field id, so error links land on it. */
export function RadioGroup({
  formId,
  legend,
  registration,
  options,
  error,
  required = false,
}: RadioGroupProps) {
  const { id, errorId } = fieldIds(formId, registration.name);
  return (
    <fieldset
      role="radiogroup"
      className={error ? 'kern-fieldset kern-fieldset--error' : 'kern-fieldset'}
      aria-describedby={describedBy(error && errorId)}
      aria-required={required || undefined}
    >
      <legend className="kern-label">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <FieldError id={errorId} message={error} />
      <div className="kern-fieldset__body">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <div
              className={error ? 'kern-form-check kern-form-check--error' : 'kern-form-check'}
              key={option.value}
            >
              <input
                {...registration}
                className={
                  error ? 'kern-form-check__radio kern-form-check__radio--error' : 'kern-form-check__radio'
                }
                type="radio"
                id={optionId}
                value={option.value}
                aria-invalid={error ? true : undefined}
              />
              <label className="kern-label" htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
