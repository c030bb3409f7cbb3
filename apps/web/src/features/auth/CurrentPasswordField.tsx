import type { UseFormReturn } from 'react-hook-form';
import { messages } from '@examensportal/domain/messages';
import { fieldMessages } from '../../components/form/fieldMessages';
import { PasswordField } from '../../components/form/PasswordField';

/** The current password that every access-data change asks for (decision 0006). */
export function CurrentPasswordField({
  formId,
  form,
}: {
  formId: string;
  form: Pick<UseFormReturn<{ passwortAlt: string }>, 'register' | 'formState'>;
}) {
  return (
    <PasswordField
      formId={formId}
      label={messages.web.aktuellesPasswort}
      autoComplete="current-password"
      required
      registration={form.register('passwortAlt')}
      error={fieldMessages(form.formState.errors, 'passwortAlt')}
    />
  );
}
