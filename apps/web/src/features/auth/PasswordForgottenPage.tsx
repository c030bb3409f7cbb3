import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@examensportal/domain/messages';
import {
  requestNewPasswordFormSchema,
  type RequestNewPasswordForm,
  type RequestNewPasswordPayload,
} from '@examensportal/domain/schemas/auth';
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
import { requestNewPassword } from './thunks';
import { paths } from '../../app/paths';

const FORM_ID = 'passwortvergessen';
const FIELDS = ['email', 'token'] as const;
/** The visible labels, for the error summary's links. */
const LABELS = { email: messages.web.email };

/** Spec §2 /passwortvergessen: request a reset link by e-mail. */
export default function PasswordForgottenPage() {
  const title = useRouteTitle();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<RequestNewPasswordForm, unknown, RequestNewPasswordPayload>({
    resolver: zodResolver(requestNewPasswordFormSchema),
    defaultValues: { email: '', token: '' },
    criteriaMode: 'all',
  });
  const { register, formState } = form;

  const { captchaRef, onToken, onSubmit, resetCaptcha, waiting } = useCaptchaSubmit(form, async (values) => {
    setServerError(null);
    const result = await dispatch(requestNewPassword(values));
    if (requestNewPassword.fulfilled.match(result)) {
      await navigate(paths.passwortzurueckgesetzt.href);
      return;
    }
    applyServerFieldErrors(form, result.payload?.fieldErrors, FIELDS);
    setServerError(result.payload?.message ?? messages.generic.fehler);
    resetCaptcha();
  });

  return (
    <Page title={title}>
      <p className="kern-body">{messages.web.passwortVergessenIntro}</p>
      <div className="narrow">
        <FormShell
          formId={FORM_ID}
          fields={FIELDS}
          labels={LABELS}
          errors={formState.errors}
          submitCount={formState.submitCount}
          onSubmit={onSubmit}
          submitLabel={messages.web.linkAnfordern}
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
