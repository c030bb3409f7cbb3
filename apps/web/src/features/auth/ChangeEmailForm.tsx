import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@examensportal/domain/messages';
import {
  changeEmailFormSchema,
  type ChangeEmailForm as ChangeEmailValues,
} from '@examensportal/domain/schemas/auth';
import { useAppDispatch } from '../../app/store';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { applyServerFieldErrors } from '../../components/form/useFormSummary';
import { toast } from '../../lib/toast';
import { CurrentPasswordField } from './CurrentPasswordField';
import { FaktorNachweisField } from './FaktorNachweisField';
import { faktorBeweis, keineFaktoren, nachweisFehler, type Faktoren } from '../../lib/zweiterFaktor';
import { zweiterFaktor } from '@examensportal/domain/messages-zweiter-faktor';
import { failureText } from './failureText';
import { changeEmail } from './thunks';
import { paths } from '../../app/paths';

const FORM_ID = 'emailaendern';
const FIELDS = ['passwortAlt', 'nachweis', 'email', 'email1'] as const;
/** The visible labels, for the error summary's links. */
const LABELS = {
  passwortAlt: messages.web.aktuellesPasswort,
  email: messages.web.neueEmail,
  email1: messages.web.neueEmailWiederholen,
  nachweis: zweiterFaktor.nachweisLabel,
};

type ChangeEmailOutput = {
  passwortAlt: string;
  email: string;
  email1: string;
  nachweis?: string | undefined;
};

export function ChangeEmailForm({ faktoren = keineFaktoren }: { faktoren?: Faktoren }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useForm<ChangeEmailValues, unknown, ChangeEmailOutput>({
    resolver: zodResolver(changeEmailFormSchema),
    defaultValues: { passwortAlt: '', email: '', email1: '' },
    criteriaMode: 'all',
  });
  const { register, formState, handleSubmit } = form;

  const onValid = async ({ passwortAlt, email, nachweis }: ChangeEmailOutput) => {
    const beweis = await faktorBeweis(nachweis, faktoren);
    if (!beweis) return;
    const result = await dispatch(changeEmail({ passwortAlt, email, ...beweis }));
    if (changeEmail.fulfilled.match(result)) {
      // Spec §8: the new address is the login from now on, so the session ends here.
      toast.success(messages.auth.emailGeaendert);
      await navigate(paths.logout.href);
      return;
    }
    applyServerFieldErrors(form, nachweisFehler(result.payload), FIELDS);
    toast.error(failureText(messages.auth.emailNichtGeaendert, result.payload));
  };

  const headingId = `${FORM_ID}-titel`;

  return (
    <section aria-labelledby={headingId}>
      <h2 className="kern-heading-medium" id={headingId}>
        {messages.web.emailAendernTitel}
      </h2>
      <FormShell
        formId={FORM_ID}
        fields={FIELDS}
        labels={LABELS}
        errors={formState.errors}
        submitCount={formState.submitCount}
        onSubmit={handleSubmit(onValid)}
        submitLabel={messages.web.emailAendern}
        submitDisabled={formState.isSubmitting}
      >
        <CurrentPasswordField formId={FORM_ID} form={form} />
        <FaktorNachweisField formId={FORM_ID} form={form} faktoren={faktoren} />
        <TextField
          formId={FORM_ID}
          label={messages.web.neueEmail}
          type="email"
          autoComplete="email"
          required
          registration={register('email')}
          error={fieldMessages(formState.errors, 'email')}
        />
        <TextField
          formId={FORM_ID}
          label={messages.web.neueEmailWiederholen}
          type="email"
          autoComplete="email"
          required
          registration={register('email1')}
          error={fieldMessages(formState.errors, 'email1')}
        />
      </FormShell>
    </section>
  );
}
