import type { InputHTMLAttributes } from 'react';

/** A labelled KERN UX input of the back-office's filters (search, day); uncontrolled, read on submit. */
export function Eingabe({
  id,
  label,
  feldKlasse,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; feldKlasse?: string }) {
  return (
    <div className={feldKlasse ? `kern-form-input ${feldKlasse}` : 'kern-form-input'}>
      <label className="kern-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="kern-form-input__input" {...input} />
    </div>
  );
}
