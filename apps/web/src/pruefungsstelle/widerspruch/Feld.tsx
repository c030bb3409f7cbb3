// A labelled field of the objection forms with its hint and the server's field error (German).
import type { ReactElement } from 'react';
import { FieldError } from '../../components/form/FieldError';

export function Feld({
  id,
  label,
  hinweis,
  fehler,
  children,
}: {
  id: string;
  label: string;
  hinweis?: string;
  fehler?: string | undefined;
  /** The control; it gets id, aria-describedby and aria-invalid from here. */
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactElement;
}) {
  const beschrieben = [hinweis ? `${id}-hinweis` : '', fehler ? `${id}-fehler` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={fehler ? 'kern-form-input kern-form-input--error' : 'kern-form-input'}>
      <label className="kern-label" htmlFor={id}>
        {label}
      </label>
      {hinweis && (
        <div className="kern-hint" id={`${id}-hinweis`}>
          {hinweis}
        </div>
      )}
      <FieldError id={`${id}-fehler`} message={fehler} />
      {children({
        id,
        ...(beschrieben ? { 'aria-describedby': beschrieben } : {}),
        ...(fehler ? { 'aria-invalid': true as const } : {}),
      })}
    </div>
  );
}
