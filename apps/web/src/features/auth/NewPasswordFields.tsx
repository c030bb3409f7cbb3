import type { UseFormReturn } from 'react-hook-form';
import { messages } from '@examensportal/domain/messages';
import { fieldMessages } from '../../components/form/fieldMessages';
import { PasswordField } from '../../components/form/PasswordField';

type NewPasswordValues = { passwort: string; passwort1: string };

/** A new password with its rules and the repeat: the same pair when resetting and when changing it. */
export function NewPasswordFields({
  formId,
  form,
}: {
  formId: string;
  form: Pick<UseFormReturn<NewPasswordValues>, 'register' | 'formState'>;
}) {
  const { register, formState } = form;
  return (
    <>
      <PasswordField
        formId={formId}
        label={messages.web.neuesPasswort}
        autoComplete="new-password"
        hint={messages.web.passwortRegeln}
        required
        registration={register('passwort')}
        error={fieldMessages(formState.errors, 'passwort')}
      />
      <PasswordField
        formId={formId}
        label={messages.web.neuesPasswortWiederholen}
        autoComplete="new-password"
        required
        registration={register('passwort1')}
        error={fieldMessages(formState.errors, 'passwort1')}
      />
    </>
  );
}
