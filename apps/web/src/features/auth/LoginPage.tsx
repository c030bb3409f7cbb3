import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import type { LoginForm, LoginPayload } from '@examensportal/domain/schemas/auth';
import logoUrl from '../../assets/logo.svg';
import { paths } from '../../app/paths';
import { login, type ZweiterSchrittNoetig } from '../../app/slices/auth';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { Captcha } from '../../components/captcha/Captcha';
import { LoginFormular } from '../../components/form/LoginFormular';
import { CaptchaStatus } from '../../components/captcha/CaptchaStatus';
import { useCaptchaSubmit } from '../../components/captcha/useCaptchaSubmit';
import { fieldIds } from '../../components/form/fieldIds';
import { fieldMessages } from '../../components/form/fieldMessages';
import { Page } from '../../components/Page';
import { onFirstInteraction } from '../../lib/firstInteraction';
import { takeLoginRedirect } from '../../lib/session';
import { useRouteTitle } from '../../app/useRouteTitle';

const FORM_ID = 'login';
const FIELDS = ['email', 'passwort', 'token'] as const;
/** The visible labels, for the error summary's links. */
const LABELS = { email: messages.web.email, passwort: messages.web.passwort };

const loadValidation = () => import('./loginValidation');
/** The second step (decision 0042), loaded only for accounts with a second factor. */
const ZweiterSchrittForm = lazy(() => import('./ZweiterSchrittForm'));
/** The zod resolver, loaded on first use; the page starts loading it as soon as it is shown. */
const resolver: Resolver<LoginForm, unknown, LoginPayload> = async (...args) =>
  (await loadValidation()).loginResolver(...args);

export default function LoginPage() {
  const title = useRouteTitle();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [schritt, setSchritt] = useState<ZweiterSchrittNoetig | null>(null);
  const form = useForm<LoginForm, unknown, LoginPayload>({
    resolver,
    defaultValues: { email: '', passwort: '', token: '' },
    criteriaMode: 'all',
  });

  // The checks load with the first interaction, not while the page loads (issue 16.5).
  useEffect(() => onFirstInteraction(() => void loadValidation()), []);

  // A visitor who already holds a session (e.g. from another tab's storage) goes straight on to the
  // remembered page. Only the state at mount counts: after a login here the submit handler navigates.
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const redirectAtMount = useRef(loggedIn);
  useEffect(() => {
    if (!redirectAtMount.current) return;
    redirectAtMount.current = false; // StrictMode runs effects twice; the target is read once
    void navigate(takeLoginRedirect() ?? paths.start.href, { replace: true });
  }, [navigate]);

  const { captchaRef, onToken, onSubmit, resetCaptcha, waiting } = useCaptchaSubmit(form, async (values) => {
    setServerError(null);
    const result = await dispatch(login(values));
    if (login.fulfilled.match(result) && 'schritt' in result.payload) {
      setSchritt(result.payload);
      resetCaptcha();
      return;
    }
    if (login.fulfilled.match(result)) {
      await navigate(takeLoginRedirect() ?? paths.start.href, { replace: true });
      return;
    }
    // Spec §4/§8: the server's text above the form and a fresh captcha.
    setServerError(result.payload?.message ?? messages.generic.fehler);
    resetCaptcha();
  });

  return (
    <Page title={title}>
      <img className="login-logo" src={logoUrl} alt="" width="260" height="64" />
      <p className="kern-body">{messages.web.loginIntro}</p>
      <div className="narrow">
        {schritt !== null && (
          <Suspense fallback={null}>
            <ZweiterSchrittForm
              schritt={schritt.schritt}
              verfahren={schritt.verfahren}
              onZurueck={() => setSchritt(null)}
            />
          </Suspense>
        )}
        <div hidden={schritt !== null}>
          <LoginFormular
            formId={FORM_ID}
            form={form}
            fields={FIELDS}
            labels={LABELS}
            onSubmit={onSubmit}
            submitLabel={messages.web.anmelden}
            submitDisabled={form.formState.isSubmitting || waiting}
            serverError={serverError}
            afterFields={<CaptchaStatus waiting={waiting} />}
          >
            <Captcha
              ref={captchaRef}
              id={fieldIds(FORM_ID, 'token').id}
              onToken={onToken}
              error={fieldMessages(form.formState.errors, 'token')?.[0]}
            />
          </LoginFormular>
          <ul className="link-list kern-body">
            <li>
              <Link className="kern-link" to={paths.passwortvergessen.href}>
                {messages.web.passwortVergessenLink}
              </Link>
            </li>
            <li>
              <Link className="kern-link" to={paths.registrierung.href}>
                {messages.web.registrierenLink}
              </Link>
            </li>
            <li>
              <Link className="kern-link" to={paths.bestaetigungerneutsenden.href}>
                {messages.web.bestaetigungErneutLink}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </Page>
  );
}
