import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { describedBy, fieldIds } from './fieldIds';
import { FieldError } from './FieldError';
import { RequiredMark } from './RequiredMark';

interface CheckboxFieldProps {
  formId: string;
  name: string;
  label: ReactNode;
  disabled?: boolean;
  required?: boolean;
  hint?: ReactNode;
  /** A tick with consequences (spec §4 selection rules) instead of setting the value alone. */
  onToggle?: (checked: boolean) => void;
  /** Inside a group the group shows the error; a lone box (a confirmation) shows its own. */
  ownError?: boolean;
  children?: ReactNode;
}

/** A KERN checkbox bound by `name` inside a FormProvider, holding a boolean; `children` show below it while it is ticked. */
export function CheckboxField({
  formId,
  name,
  label,
  disabled = false,
  required = false,
  hint,
  onToggle,
  ownError = true,
  children,
}: CheckboxFieldProps) {
  const { control, trigger } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  // A choice is final when made: a shown message is checked again at once, not only on leaving.
  const choose = (value: unknown) => {
    field.onChange(value);
    if (fieldState.error) void trigger(name);
  };
  const error = ownError ? fieldState.error?.message : undefined;
  const { id, hintId, errorId } = fieldIds(formId, name);
  const checked = field.value === true;
  return (
    <div className="wizard-check">
      <FieldError id={errorId} message={error} />
      <div className={error ? 'kern-form-check kern-form-check--error' : 'kern-form-check'}>
        <input
          ref={field.ref}
          className={
            error ? 'kern-form-check__checkbox kern-form-check__checkbox--error' : 'kern-form-check__checkbox'
          }
          type="checkbox"
          id={id}
          name={`${formId}-${name}`}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(hint !== undefined && hintId, error && errorId)}
          onBlur={field.onBlur}
          onChange={(event) => (onToggle ? onToggle(event.target.checked) : choose(event.target.checked))}
        />
        <label className="kern-label" htmlFor={id}>
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      {hint !== undefined && (
        <div className="kern-hint wizard-check__hint" id={hintId}>
          {hint}
        </div>
      )}
      {checked && children !== undefined && <div className="wizard-check__details">{children}</div>}
    </div>
  );
}
