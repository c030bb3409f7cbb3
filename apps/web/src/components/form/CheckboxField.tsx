import type { ReactNode, Ref } from 'react';
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

/** The props of one KERN checkbox that is not bound to a form value (e.g. one that opens a group). */
interface CheckboxProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  required?: boolean;
  hint?: ReactNode;
  hintId?: string;
  error?: string | undefined;
  errorId?: string;
  name?: string;
  /** Set where ticking opens more options below it. */
  expands?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  children?: ReactNode;
}

/** One KERN checkbox with label, hint and error; `children` show below it while it is ticked. */
export function Checkbox(props: CheckboxProps) {
  const { id, label, checked, disabled = false, required = false, hint, error, children } = props;
  const hintId = props.hintId ?? `${id}-hint`;
  const errorId = props.errorId ?? `${id}-error`;
  return (
    <div className="wizard-check">
      <FieldError id={errorId} message={error} />
      <div className={error ? 'kern-form-check kern-form-check--error' : 'kern-form-check'}>
        <input
          ref={props.inputRef}
          className={
            error ? 'kern-form-check__checkbox kern-form-check__checkbox--error' : 'kern-form-check__checkbox'
          }
          type="checkbox"
          id={id}
          name={props.name}
          checked={checked}
          disabled={disabled}
          aria-expanded={props.expands ? checked : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(hint !== undefined && hintId, error && errorId)}
          onBlur={props.onBlur}
          onChange={(event) => props.onChange(event.target.checked)}
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

/**
 * A KERN checkbox bound by `name` inside a FormProvider, holding a boolean. A choice is final when
 * made: a shown message is checked again at once, not only on leaving.
 */
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
  const choose = (value: boolean) => {
    field.onChange(value);
    if (fieldState.error) void trigger(name);
  };
  const { id, hintId, errorId } = fieldIds(formId, name);
  return (
    <Checkbox
      id={id}
      hintId={hintId}
      errorId={errorId}
      name={`${formId}-${name}`}
      label={label}
      checked={field.value === true}
      disabled={disabled}
      required={required}
      hint={hint}
      error={ownError ? fieldState.error?.message : undefined}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(checked) => (onToggle ? onToggle(checked) : choose(checked))}
    >
      {children}
    </Checkbox>
  );
}
