// A date (or time, or text) input of the back-office: the browser's date control (ISO value, shown in
// the user's locale), with label, hint and the server's German error, like the portal's other fields.
import { FieldError } from '../../components/form/FieldError';
import { describedBy, fieldIds } from '../../components/form/fieldIds';

export function DatumFeld({
  formId,
  name,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'date',
}: {
  formId: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  type?: 'date' | 'time' | 'text';
}) {
  const { id, hintId, errorId } = fieldIds(formId, name);
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
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={error ? 'kern-form-input__input kern-form-input__input--error' : 'kern-form-input__input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && hintId, error && errorId)}
      />
    </div>
  );
}

/** A text field of the same form (the venue of a regional office). */
export const TextFeld = (props: Omit<Parameters<typeof DatumFeld>[0], 'type'>) => (
  <DatumFeld {...props} type="text" />
);
