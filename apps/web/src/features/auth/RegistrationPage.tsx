import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@examensportal/domain/messages';
import {
  registrierungFormSchema,
  type RegisterPayload,
  type RegistrierungForm,
} from '@examensportal/domain/schemas/auth';
import { useAppDispatch } from '../../app/store';
import { useRouteTitle } from '../../app/useRouteTitle';
import { Captcha } from '../../components/captcha/Captcha';
import { CaptchaStatus } from '../../components/captcha/CaptchaStatus';
import { useCaptchaSubmit } from '../../components/captcha/useCaptchaSubmit';
import { fieldIds } from '../../components/form/fieldIds';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { PasswordField } from '../../components/form/PasswordField';
import { RadioGroup } from '../../components/form/RadioGroup';
import { TextField } from '../../components/form/TextField';
import { applyServerFieldErrors } from '../../components/form/useFormSummary';
import { Page } from '../../components/Page';
import { register as registerAccount } from './thunks';
import { paths } from '../../app/paths';

const FORM_ID = 'registrierung';
const FIELDS = ['vorname', 'nachname', 'email', 'art', 'passwort', 'passwort1', 'token'] as const;
/** The visible labels, for the error summary's links. */
const LABELS = {
  vorname: messages.web.vorname,
  nachname: messages.web.nachname,
  email: messages.web.email,
  art: messages.web.art,
  passwort: messages.web.passwort,
  passwort1: messages.web.passwortWiederholen,
};
const w = messages.web;

export default function RegistrationPage() {
  const title = useRouteTitle();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<RegistrierungForm, unknown, RegisterPayload>({
    resolver: zodResolver(registrierungFormSchema),
    defaultValues: { vorname: '', nachname: '', email: '', passwort: '', passwort1: '', token: '' },
    criteriaMode: 'all',
  });
  const { register, formState } = form;

  const { captchaRef, onToken, onSubmit, resetCaptcha, waiting } = useCaptchaSubmit(form, async (values) => {
    setServerError(null);
    const result = await dispatch(registerAccount(values));
    if (registerAccount.fulfilled.match(result)) {
      await navigate(paths.registriert.href);
      return;
    }
    applyServerFieldErrors(form, result.payload?.fieldErrors, FIELDS);
    setServerError(result.payload?.message ?? messages.generic.fehler);
    resetCaptcha();
  });

  const error = (name: (typeof FIELDS)[number]) => fieldMessages(formState.errors, name);

  return (
    <Page title={title}>
      <p className="kern-body">{w.registrierungIntro}</p>
      <div className="narrow">
        <FormShell
          formId={FORM_ID}
          fields={FIELDS}
          labels={LABELS}
          errors={formState.errors}
          submitCount={formState.submitCount}
          onSubmit={onSubmit}
          submitLabel={w.registrieren}
          submitDisabled={formState.isSubmitting || waiting}
          serverError={serverError}
          afterFields={<CaptchaStatus waiting={waiting} />}
          secondaryAction={
            <Link className="kern-link" to={paths.login.href}>
              {w.zurLoginSeite}
            </Link>
          }
        >
          <TextField
            formId={FORM_ID}
            label={w.vorname}
            autoComplete="given-name"
            required
            registration={register('vorname')}
            error={error('vorname')}
          />
          <TextField
            formId={FORM_ID}
            label={w.nachname}
            autoComplete="family-name"
            required
            registration={register('nachname')}
            error={error('nachname')}
          />
          <TextField
            formId={FORM_ID}
            label={w.email}
            type="email"
            autoComplete="email"
            required
            registration={register('email')}
            error={error('email')}
          />
          <RadioGroup
            formId={FORM_ID}
            legend={w.art}
            required
            registration={register('art')}
            options={[
              { value: 'WP', label: w.artWP },
              { value: 'EIGNUNG', label: w.artEIGNUNG },
            ]}
            error={error('art')}
          />
          <PasswordField
            formId={FORM_ID}
            label={w.passwort}
            autoComplete="new-password"
            hint={w.passwortRegeln}
            required
            registration={register('passwort')}
            error={error('passwort')}
          />
          <PasswordField
            formId={FORM_ID}
            label={w.passwortWiederholen}
            autoComplete="new-password"
            required
            registration={register('passwort1')}
            error={error('passwort1')}
          />
          <Captcha
            ref={captchaRef}
            id={fieldIds(FORM_ID, 'token').id}
            onToken={onToken}
            error={error('token')?.[0]}
          />
        </FormShell>
      </div>
    </Page>
  );
}
