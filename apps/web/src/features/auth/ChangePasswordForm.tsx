import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@examensportal/domain/messages';
import {
  changePasswordFormSchema,
  type ChangePasswordForm as ChangePasswordValues,
} from '@examensportal/domain/schemas/auth';
import { useAppDispatch } from '../../app/store';
import { FormShell } from '../../components/form/FormShell';
import { applyServerFieldErrors } from '../../components/form/useFormSummary';
import { toast } from '../../lib/toast';
import { failureText } from './failureText';
import { CurrentPasswordField } from './CurrentPasswordField';
import { FaktorNachweisField } from './FaktorNachweisField';
import { faktorBeweis, keineFaktoren, nachweisFehler, type Faktoren } from '../../lib/zweiterFaktor';
import { zweiterFaktor } from '@examensportal/domain/messages-zweiter-faktor';
import { NewPasswordFields } from './NewPasswordFields';
import { changePassword } from './thunks';

const FORM_ID = 'passwortaendern';
const FIELDS = ['passwortAlt', 'nachweis', 'passwort', 'passwort1'] as const;
/** The visible labels, for the error summary's links. */
const LABELS = {
  passwortAlt: messages.web.aktuellesPasswort,
  passwort: messages.web.neuesPasswort,
  passwort1: messages.web.neuesPasswortWiederholen,
  nachweis: zweiterFaktor.nachweisLabel,
};

export function ChangePasswordForm({ faktoren = keineFaktoren }: { faktoren?: Faktoren }) {
  const dispatch = useAppDispatch();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { passwortAlt: '', passwort: '', passwort1: '' },
    criteriaMode: 'all',
  });
  const { formState, handleSubmit, reset } = form;

  const onValid = async ({ passwortAlt, passwort, nachweis }: ChangePasswordValues) => {
    const beweis = await faktorBeweis(nachweis, faktoren);
    if (!beweis) return;
    const result = await dispatch(changePassword({ passwortAlt, passwort, ...beweis }));
    if (changePassword.fulfilled.match(result)) {
      toast.success(messages.auth.passwortGeaendert);
      reset();
      return;
    }
    applyServerFieldErrors(form, nachweisFehler(result.payload), FIELDS);
    toast.error(failureText(messages.auth.passwortNichtGeaendert, result.payload));
  };

  const headingId = `${FORM_ID}-titel`;

  return (
    <section aria-labelledby={headingId}>
      <h2 className="kern-heading-medium" id={headingId}>
        {messages.web.passwortAendernTitel}
      </h2>
      <FormShell
        formId={FORM_ID}
        fields={FIELDS}
        labels={LABELS}
        errors={formState.errors}
        submitCount={formState.submitCount}
        onSubmit={handleSubmit(onValid)}
        submitLabel={messages.web.passwortAendern}
        submitDisabled={formState.isSubmitting}
      >
        <CurrentPasswordField formId={FORM_ID} form={form} />
        <FaktorNachweisField formId={FORM_ID} form={form} faktoren={faktoren} />
        <NewPasswordFields formId={FORM_ID} form={form} />
      </FormShell>
    </section>
  );
}
