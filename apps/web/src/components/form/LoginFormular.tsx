import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldMessages } from './fieldMessages';
import { FormShell } from './FormShell';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';

// The sign-in form of both logins (the candidates' /login and the back-office's; duplicate report D8):
// the server's refusal above the form, e-mail and password with the browser's autocomplete, and what
// the page adds – the captcha, or in place of the two fields the code of the second step. Part of the
// /login entry: nothing here loads more than the fields it shows.

interface Zugang {
  email: string;
  passwort: string;
}

export function LoginFormular<T extends FieldValues & Zugang, O extends FieldValues = T>({
  formId,
  form,
  fields,
  labels,
  onSubmit,
  submitLabel,
  submitDisabled,
  serverError,
  zugang = true,
  afterFields,
  children,
}: {
  formId: string;
  form: UseFormReturn<T, unknown, O>;
  fields: readonly Path<T>[];
  /** The labels of e-mail and password (and of the page's own fields, for the error summary). */
  labels: { email: string; passwort: string } & Partial<Record<Path<T>, string>>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitDisabled: boolean;
  serverError: string | null;
  /** false: the step after the password, e-mail and password stay in the form's values only. */
  zugang?: boolean;
  afterFields?: ReactNode;
  children?: ReactNode;
}) {
  const { register, formState } = form;
  const email = 'email' as Path<T>;
  const passwort = 'passwort' as Path<T>;
  return (
    <FormShell
      formId={formId}
      fields={fields}
      labels={labels}
      errors={formState.errors}
      submitCount={formState.submitCount}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      submitDisabled={submitDisabled}
      serverError={serverError}
      afterFields={afterFields}
    >
      {zugang && (
        <>
          <TextField
            formId={formId}
            label={labels.email}
            type="email"
            autoComplete="username"
            required
            registration={register(email)}
            error={fieldMessages(formState.errors, email)}
          />
          <PasswordField
            formId={formId}
            label={labels.passwort}
            autoComplete="current-password"
            required
            registration={register(passwort)}
            error={fieldMessages(formState.errors, passwort)}
          />
        </>
      )}
      {children}
    </FormShell>
  );
}
