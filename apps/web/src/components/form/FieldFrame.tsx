import type { ReactNode } from 'react';
import { describedBy } from './fieldIds';
import { FieldError } from './FieldError';
import { RequiredMark } from './RequiredMark';

/** The KERN UX frame of one input: label, hint, error text, then the control itself. */
export function FieldFrame(props: {
  ids: { id: string; hintId: string; errorId: string };
  label: string;
  error?: string | readonly string[] | undefined;
  hint?: ReactNode;
  required: boolean;
  children: ReactNode;
}) {
  const { ids, label, error, hint, required, children } = props;
  return (
    <div className={error ? 'kern-form-input kern-form-input--error' : 'kern-form-input'}>
      <label className="kern-label" htmlFor={ids.id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint !== undefined && (
        <div className="kern-hint" id={ids.hintId}>
          {hint}
        </div>
      )}
      <FieldError id={ids.errorId} message={error} />
      {children}
    </div>
  );
}

/** The attributes every control inside a FieldFrame carries: error style, ARIA state and descriptions. */
export function controlProps(
  ids: { hintId: string; errorId: string },
  error: string | readonly string[] | undefined,
  hint: ReactNode,
  required: boolean,
) {
  return {
    className: error ? 'kern-form-input__input kern-form-input__input--error' : 'kern-form-input__input',
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(hint !== undefined && ids.hintId, error && ids.errorId),
  } as const;
}
