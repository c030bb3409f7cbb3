import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@examensportal/domain/messages';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@examensportal/domain/schemas/auth';
import { useAppDispatch } from '../../app/store';
import { useRouteTitle } from '../../app/useRouteTitle';
import { FormShell } from '../../components/form/FormShell';
import { applyServerFieldErrors } from '../../components/form/useFormSummary';
import { Page } from '../../components/Page';
import { toast } from '../../lib/toast';
import { NewPasswordFields } from './NewPasswordFields';
import { resetPassword } from './thunks';
import { paths } from '../../app/paths';

const FORM_ID = 'neuespasswort';
const FIELDS = ['passwort', 'passwort1'] as const;
/** The visible labels, for the error summary's links. */
const LABELS = { passwort: messages.web.neuesPasswort, passwort1: messages.web.neuesPasswortWiederholen };

/** Spec §2 confirmresetpassword/(token): a new password plus repeat; the token comes from the link. */
export default function ResetPasswordPage() {
  const title = useRouteTitle();
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const [done, setDone] = useState(false);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { passwort: '', passwort1: '' },
    criteriaMode: 'all',
  });
  const { formState, handleSubmit } = form;

  const onValid = async ({ passwort }: ResetPasswordForm) => {
    const result = await dispatch(resetPassword({ passwort, token }));
    if (resetPassword.fulfilled.match(result)) {
      setDone(true);
      return;
    }
    applyServerFieldErrors(form, result.payload?.fieldErrors, FIELDS);
    toast.error(messages.auth.passwortNichtZurueckgesetzt);
  };

  if (done) {
    return (
      <Page title={title} heading={messages.auth.passwortErfolgreichGeaendert}>
        <p className="kern-body">
          <Link className="kern-link" to={paths.login.href}>
            {messages.auth.weiterZurLoginSeite}
          </Link>
        </p>
      </Page>
    );
  }

  return (
    <Page title={title}>
      <p className="kern-body">{messages.web.neuesPasswortIntro}</p>
      <div className="narrow">
        <FormShell
          formId={FORM_ID}
          fields={FIELDS}
          labels={LABELS}
          errors={formState.errors}
          submitCount={formState.submitCount}
          onSubmit={handleSubmit(onValid)}
          submitLabel={messages.web.passwortSpeichern}
          submitDisabled={formState.isSubmitting}
        >
          <NewPasswordFields formId={FORM_ID} form={form} />
        </FormShell>
      </div>
    </Page>
  );
}
