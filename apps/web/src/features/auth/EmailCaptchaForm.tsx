import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@examensportal/domain/messages';
import {
  requestNewPasswordFormSchema,
  type RequestNewPasswordForm,
  type RequestNewPasswordPayload,
} from '@examensportal/domain/schemas/auth';
import { paths } from '../../app/paths';
import { Captcha } from '../../components/captcha/Captcha';
import { CaptchaStatus } from '../../components/captcha/CaptchaStatus';
import { useCaptchaSubmit } from '../../components/captcha/useCaptchaSubmit';
import { fieldIds } from '../../components/form/fieldIds';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { applyServerFieldErrors } from '../../components/form/useFormSummary';
import type { ApiErrorPayload } from '../../lib/api';

const FIELDS = ['email', 'token'] as const;
/** The visible labels, for the error summary's links. */
const LABELS = { email: messages.web.email };

interface EmailCaptchaFormProps {
  formId: string;
  submitLabel: string;
  /** Sends the address and the captcha solution; the server's refusal, or null when accepted. */
  send: (values: RequestNewPasswordPayload) => Promise<ApiErrorPayload | null>;
  /** After an accepted send; the form is emptied and gets a fresh captcha before this runs. */
  onSent: () => void | Promise<void>;
}

/**
 * An e-mail address and the captcha, the public forms that mail a link (/passwortvergessen,
 * /bestaetigungerneutsenden): one form, so both check and report alike.
 */
export function EmailCaptchaForm({ formId, submitLabel, send, onSent }: EmailCaptchaFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<RequestNewPasswordForm, unknown, RequestNewPasswordPayload>({
    resolver: zodResolver(requestNewPasswordFormSchema),
    defaultValues: { email: '', token: '' },
    criteriaMode: 'all',
  });
  const { register, formState } = form;

  const { captchaRef, onToken, onSubmit, resetCaptcha, waiting } = useCaptchaSubmit(form, async (values) => {
    setServerError(null);
    const refusal = await send(values);
    resetCaptcha();
    if (!refusal) {
      form.reset({ email: '', token: '' });
      await onSent();
      return;
    }
    applyServerFieldErrors(form, refusal.fieldErrors, FIELDS);
    setServerError(refusal.message);
  });

  return (
    <FormShell
      formId={formId}
      fields={FIELDS}
      labels={LABELS}
      errors={formState.errors}
      submitCount={formState.submitCount}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
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
        formId={formId}
        label={messages.web.email}
        type="email"
        autoComplete="email"
        required
        registration={register('email')}
        error={fieldMessages(formState.errors, 'email')}
      />
      <Captcha
        ref={captchaRef}
        id={fieldIds(formId, 'token').id}
        onToken={onToken}
        error={fieldMessages(formState.errors, 'token')?.[0]}
      />
    </FormShell>
  );
}
