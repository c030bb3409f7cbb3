import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@examensportal/domain/messages';
import {
  resendConfirmationFormSchema,
  type ResendConfirmationForm,
  type ResendConfirmationPayload,
} from '@examensportal/domain/schemas/auth';
import { paths } from '../../app/paths';
import { useAppDispatch } from '../../app/store';
import { useRouteTitle } from '../../app/useRouteTitle';
import { Captcha } from '../../components/captcha/Captcha';
import { CaptchaStatus } from '../../components/captcha/CaptchaStatus';
import { useCaptchaSubmit } from '../../components/captcha/useCaptchaSubmit';
import { fieldIds } from '../../components/form/fieldIds';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { applyServerFieldErrors } from '../../components/form/useFormSummary';
import { Page } from '../../components/Page';
import { Alert } from '../../components/form/Alert';
import { resendConfirmation } from './thunks';

const FORM_ID = 'bestaetigungerneutsenden';
const FIELDS = ['email', 'token'] as const;
/** The visible labels, for the error summary's links. */
const LABELS = { email: messages.web.email };

/**
 * /bestaetigungerneutsenden (ours, issue 16): a new registration confirmation mail, with the captcha
 * of the other public forms. The answer is the same for every address (no account enumeration), so
 * the page says what happens if the address has an unconfirmed registration.
 */
export default function ResendConfirmationPage() {
  const title = useRouteTitle();
  const dispatch = useAppDispatch();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm<ResendConfirmationForm, unknown, ResendConfirmationPayload>({
    resolver: zodResolver(resendConfirmationFormSchema),
    defaultValues: { email: '', token: '' },
    criteriaMode: 'all',
  });
  const { register, formState } = form;

  const { captchaRef, onToken, onSubmit, resetCaptcha, waiting } = useCaptchaSubmit(form, async (values) => {
    setServerError(null);
    setSent(false);
    const result = await dispatch(resendConfirmation(values));
    if (resendConfirmation.fulfilled.match(result)) {
      setSent(true);
      form.reset({ email: '', token: '' });
      resetCaptcha();
      return;
    }
    applyServerFieldErrors(form, result.payload?.fieldErrors, FIELDS);
    setServerError(result.payload?.message ?? messages.generic.fehler);
    resetCaptcha();
  });

  return (
    <Page title={title}>
      <p className="kern-body">{messages.web.bestaetigungErneutIntro}</p>
      {sent && <Alert variant="success">{messages.web.bestaetigungErneutGesendet}</Alert>}
      <div className="narrow">
        <FormShell
          formId={FORM_ID}
          fields={FIELDS}
          labels={LABELS}
          errors={formState.errors}
          submitCount={formState.submitCount}
          onSubmit={onSubmit}
          submitLabel={messages.web.bestaetigungErneutSenden}
          submitDisabled={formState.isSubmitting || waiting}
          serverError={serverError}
          afterFields={<CaptchaStatus waiting={waiting} />}
          secondaryAction={
            <Link className="kern-link" to={paths.login.href}>
              {messages.web.zurLoginSeite}
            </Link>
          }
        >
          <TextField
            formId={FORM_ID}
            label={messages.web.email}
            type="email"
            autoComplete="email"
            required
            registration={register('email')}
            error={fieldMessages(formState.errors, 'email')}
          />
          <Captcha
            ref={captchaRef}
            id={fieldIds(FORM_ID, 'token').id}
            onToken={onToken}
            error={fieldMessages(formState.errors, 'token')?.[0]}
          />
        </FormShell>
      </div>
    </Page>
  );
}
