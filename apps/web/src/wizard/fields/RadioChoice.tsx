import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { describedBy } from '../../components/form/fieldIds';
import { FieldError } from '../../components/form/FieldError';
import { RequiredMark } from '../../components/form/RequiredMark';
import { wizardFieldIds } from './ids';
import type { Option } from './SelectField';

interface RadioChoiceProps<T extends string | number> {
  formId: string;
  name: string;
  legend: string;
  options: readonly Option<T>[];
  required?: boolean;
  hint?: ReactNode;
  /** A choice with consequences (spec §4 selection rules) instead of setting the value alone. */
  onSelect?: (value: T) => void;
}

/**
 * Radios in a KERN fieldset holding a typed value (numbers stay numbers). The first radio carries
 * the field id, so error links land on it.
 */
export function RadioChoice<T extends string | number>({
  formId,
  name,
  legend,
  options,
  required = false,
  hint,
  onSelect,
}: RadioChoiceProps<T>) {
  const { control, trigger } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  // A choice is final when made: a shown message is checked again at once, not only on leaving.
  const choose = (value: unknown) => {
    field.onChange(value);
    if (fieldState.error) void trigger(name);
  };
  const error = fieldState.error?.message;
  const { id, hintId, errorId } = wizardFieldIds(formId, name);
  return (
    <fieldset
      role="radiogroup"
      className={error ? 'kern-fieldset kern-fieldset--error' : 'kern-fieldset'}
      aria-describedby={describedBy(hint !== undefined && hintId, error && errorId)}
      aria-required={required || undefined}
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
      <div className="kern-fieldset__body">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <div
              className={error ? 'kern-form-check kern-form-check--error' : 'kern-form-check'}
              key={option.value}
            >
              <input
                ref={index === 0 ? field.ref : undefined}
                className={
                  error ? 'kern-form-check__radio kern-form-check__radio--error' : 'kern-form-check__radio'
                }
                type="radio"
                id={optionId}
                name={`${formId}-${name}`}
                value={String(option.value)}
                checked={field.value === option.value}
                disabled={option.disabled}
                aria-invalid={error ? true : undefined}
                onBlur={field.onBlur}
                onChange={() => (onSelect ? onSelect(option.value) : choose(option.value))}
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
