import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy } from './fieldIds';
import { FieldError } from './FieldError';
import { RequiredMark } from './RequiredMark';

/**
 * The KERN fieldset of a choice (radios, a checkbox group): legend, hint, the group's one error,
 * then the options. `id` is given where the group itself is the target of an error link.
 */
export function ChoiceFieldset(props: {
  ids: { id: string; hintId: string; errorId: string };
  legend: string;
  error: string | readonly string[] | undefined;
  hint?: ReactNode;
  required: boolean;
  radio: boolean;
  children: ReactNode;
}) {
  const { ids, legend, error, hint, required, radio, children } = props;
  return (
    <fieldset
      id={radio ? undefined : ids.id}
      tabIndex={radio ? undefined : -1}
      role={radio ? 'radiogroup' : undefined}
      className={error ? 'kern-fieldset kern-fieldset--error' : 'kern-fieldset'}
      aria-describedby={describedBy(hint !== undefined && ids.hintId, error && ids.errorId)}
      aria-required={(radio && required) || undefined}
    >
      <legend className="kern-label">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint !== undefined && (
        <div className="kern-hint" id={ids.hintId}>
          {hint}
        </div>
      )}
      <FieldError id={ids.errorId} message={error} />
      <div className="kern-fieldset__body">{children}</div>
    </fieldset>
  );
}

/** What binds one radio to its form (registration or controller). */
export type RadioInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className'> & {
  ref?: Ref<HTMLInputElement> | undefined;
};

/** One radio with its label; the first radio carries the field id, so error links land on it. */
export function RadioOption(props: { id: string; label: string; error: boolean; input: RadioInput }) {
  const { id, label, error, input } = props;
  return (
    <div className={error ? 'kern-form-check kern-form-check--error' : 'kern-form-check'}>
      <input
        {...input}
        className={error ? 'kern-form-check__radio kern-form-check__radio--error' : 'kern-form-check__radio'}
        type="radio"
        id={id}
        aria-invalid={error ? true : undefined}
      />
      <label className="kern-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

/** The id of option `index` of a radio group whose field id is `id`. */
export const optionId = (id: string, index: number, value: string | number) =>
  index === 0 ? id : `${id}-${value}`;
