import type { FocusEventHandler, InputHTMLAttributes, MouseEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldIds } from './fieldIds';
import { FieldFrame, controlProps } from './FieldFrame';

export interface TextFieldOptions {
  formId: string;
  label: ReactNode;
  hint?: ReactNode;
  /** A second hint announced when it appears (e.g. why the e-mail cannot be changed here). */
  info?: ReactNode;
  required?: boolean;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date' | 'time' | 'file';
  /** The kinds of file a 'file' field offers (e.g. '.csv,text/csv'). */
  accept?: string;
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  readOnly?: boolean;
  /** The latest date a 'date' field offers (e.g. today for a day that has passed). */
  max?: string;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onClick?: MouseEventHandler<HTMLInputElement>;
  /** Extra control after the input (e.g. the password visibility button). */
  addon?: ReactNode;
}

export type TextFieldProps = TextFieldOptions & {
  registration: UseFormRegisterReturn;
  error?: string | readonly string[] | undefined;
};

/**
 * A KERN UX text input with label, hint, error text, aria-invalid and aria-describedby, bound by the
 * page's `registration`; `TextFieldByName` (byName.tsx) is the same field inside a FormProvider.
 */
export function TextField(props: TextFieldProps) {
  const { formId, label, registration, error, hint, info, required = false, type = 'text', addon } = props;
  const ids = fieldIds(formId, registration.name);
  const input = (
    <input
      {...registration}
      id={ids.id}
      type={type}
      {...controlProps(ids, error, hint, required, info)}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      accept={props.accept}
      readOnly={props.readOnly}
      max={props.max}
      onFocus={props.onFocus}
      onClick={props.onClick}
    />
  );
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} info={info} required={required}>
      {addon ? (
        <div className="password-field">
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}
