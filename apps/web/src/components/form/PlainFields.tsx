import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame, controlProps } from './FieldFrame';

// Fields bound to no form: a list's filters, read from the form element on submit (the address keeps
// them, decision 0044), and a choice the page holds in its own state (which term a form edits). No
// check runs on them, so they have no error; their frame, label and hint are the library's.

const plainIds = (id: string) => ({ id, hintId: `${id}-hint`, errorId: `${id}-error` });

interface PlainFieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  /** A layout class of the frame (e.g. the wide search field). */
  frameClass?: string;
}

type PlainInput = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'defaultValue' | 'value' | 'onChange' | 'maxLength' | 'autoComplete'
> & { type?: 'text' | 'search' | 'date' };

/** A KERN text, search or date input of a filter form (read on submit), or held by the page. */
export function PlainTextField({
  id,
  label,
  hint,
  frameClass,
  type = 'text',
  ...input
}: PlainFieldProps & PlainInput) {
  const ids = plainIds(id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={false} className={frameClass}>
      <input id={id} type={type} {...controlProps(ids, undefined, hint, false)} {...input} />
    </FieldFrame>
  );
}

/**
 * A read-only value the user copies (e.g. the calendar's secret address): selected whole on focus,
 * an action (the copy button) after it in the same frame.
 */
export function CopyTextField({
  id,
  label,
  hint,
  value,
  controlClass,
  action,
}: Omit<PlainFieldProps, 'frameClass'> & { value: string; controlClass?: string; action?: ReactNode }) {
  const ids = plainIds(id);
  const control = controlProps(ids, undefined, hint, false);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={false}>
      <input
        id={id}
        type="text"
        readOnly
        value={value}
        {...control}
        className={controlClass ? `${control.className} ${controlClass}` : control.className}
        onFocus={(event) => event.target.select()}
      />
      {action}
    </FieldFrame>
  );
}

/** A choice; its text may come from a message table indexed by value (undefined: shown empty). */
export interface PlainOption {
  value: string;
  label: string | undefined;
}

interface PlainSelectProps extends PlainFieldProps {
  options: readonly PlainOption[];
  name?: string;
  /** Uncontrolled (a filter) … */
  defaultValue?: string;
  /** … or held by the page. */
  value?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** A KERN select of a filter form, or a choice the page holds in its own state. */
export function PlainSelectField({ id, label, hint, frameClass, options, ...select }: PlainSelectProps) {
  const ids = plainIds(id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={false} className={frameClass}>
      <div className="kern-form-input__select-wrapper">
        <select
          id={id}
          {...controlProps(ids, undefined, hint, false)}
          className="kern-form-input__select"
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </FieldFrame>
  );
}
