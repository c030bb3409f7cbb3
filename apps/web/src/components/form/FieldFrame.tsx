import type { ReactNode } from 'react';
import { describedBy } from './fieldIds';
import { FieldError } from './FieldError';
import { RequiredMark } from './RequiredMark';

type Ids = { id: string; hintId: string; errorId: string };

/** The id of a field's second hint, shown only after something happened (e.g. the read-only e-mail). */
const infoId = (ids: { id: string }) => `${ids.id}-info`;

/** The KERN UX frame of one input: label, hint, error text, then the control itself. */
export function FieldFrame(props: {
  ids: Ids;
  label: ReactNode;
  error?: string | readonly string[] | undefined;
  hint?: ReactNode;
  /** A hint announced when it appears (role=status), below the first. */
  info?: ReactNode;
  required: boolean;
  /** A layout class of the frame (e.g. the back-office's wide search field). */
  className?: string | undefined;
  children: ReactNode;
}) {
  const { ids, label, error, hint, info, required, className, children } = props;
  const frame = error ? 'kern-form-input kern-form-input--error' : 'kern-form-input';
  return (
    <div className={className ? `${frame} ${className}` : frame}>
      <label className="kern-label" htmlFor={ids.id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint !== undefined && (
        <div className="kern-hint" id={ids.hintId}>
          {hint}
        </div>
      )}
      {info !== undefined && (
        <div className="kern-hint" id={infoId(ids)} role="status">
          {info}
        </div>
      )}
      <FieldError id={ids.errorId} message={error} />
      {children}
    </div>
  );
}

/** The attributes every control inside a FieldFrame carries: error style, ARIA state and descriptions. */
export function controlProps(
  ids: Ids,
  error: string | readonly string[] | undefined,
  hint: ReactNode,
  required: boolean,
  info?: ReactNode,
) {
  return {
    className: error ? 'kern-form-input__input kern-form-input__input--error' : 'kern-form-input__input',
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(
      hint !== undefined && ids.hintId,
      info !== undefined && infoId(ids),
      error && ids.errorId,
    ),
  } as const;
}
