import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@examensportal/domain/messages';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@examensportal/domain/schemas/auth';
import { useAppDispatch } from '../../app/store';
import { useRouteTitle } from '../../app/useRouteTitle';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { fieldMessages } from '../../components/form/fieldMessages';
import { PasswordField } from '../../components/form/PasswordField';
import { RequiredHint } from '../../components/form/RequiredHint';
import { applyServerFieldErrors, summaryErrors, useSummaryFocus } from '../../components/form/useFormSummary';
import { Page } from '../../components/Page';
import { toast } from '../../lib/toast';
import { resetPassword } from './thunks';

const FORM_ID = 'neuespasswort';
const FIELDS = ['passwort', 'passwort1'] as const;

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
  const { register, formState, handleSubmit } = form;

  const onValid = async ({ passwort }: ResetPasswordForm) => {
    const result = await dispatch(resetPassword({ passwort, token }));
    if (resetPassword.fulfilled.match(result)) {
      setDone(true);
      return;
    }
    applyServerFieldErrors(form, result.payload?.fieldErrors, FIELDS);
    toast.error(messages.auth.passwortNichtZurueckgesetzt);
  };

  const errors = summaryErrors(formState.errors, FIELDS);
  const summaryRef = useSummaryFocus(formState.submitCount, errors.length);

  if (done) {
    return (
      <Page title={title} heading={messages.auth.passwortErfolgreichGeaendert}>
        <p className="kern-body">
          <Link className="kern-link" to="/login">
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
        <ErrorSummary ref={summaryRef} formId={FORM_ID} errors={errors} />
        <RequiredHint />
        <form noValidate onSubmit={handleSubmit(onValid)}>
          <div className="kern-stack">
            <PasswordField
              formId={FORM_ID}
              label={messages.web.neuesPasswort}
              autoComplete="new-password"
              hint={messages.web.passwortRegeln}
              required
              registration={register('passwort')}
              error={fieldMessages(formState.errors, 'passwort')}
            />
            <PasswordField
              formId={FORM_ID}
              label={messages.web.neuesPasswortWiederholen}
              autoComplete="new-password"
              required
              registration={register('passwort1')}
              error={fieldMessages(formState.errors, 'passwort1')}
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="kern-btn kern-btn--primary" disabled={formState.isSubmitting}>
              <span className="kern-label">{messages.web.passwortSpeichern}</span>
            </button>
          </div>
        </form>
      </div>
    </Page>
  );
}
