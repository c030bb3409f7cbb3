// The staff login: e-mail and password, then (on the server's request) the Sicherheitscode – or a
// recovery code. After a session ended (401) it says why, and after the login it leads back to the
// page that was open (decision 0044).
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { staffLoginAntwortSchema } from '@examensportal/domain/schemas/antworten';
import {
  type StaffLoginForm,
  staffLoginFormSchema,
  type StaffLoginSchritt,
} from '@examensportal/domain/schemas/pruefungsstelle';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { Alert } from '../../components/form/Alert';
import { fieldMessages } from '../../components/form/fieldMessages';
import { LoginFormular } from '../../components/form/LoginFormular';
import { TextField } from '../../components/form/TextField';
import { staffFehlertext, staffPost, staffToken } from '../api';
import { type LoginZiel, STAFF_ROOT, staffPaths } from '../paths';
import { useStaff } from '../StaffContext';
import { StaffPage } from './StaffPage';

const s = pruefungsstelle.seiten;
const FORM_ID = 'staff-login';
const FIELDS = ['email', 'passwort', 'code', 'wiederherstellungscode'] as const;
const LABELS = {
  email: s.email,
  passwort: s.passwort,
  code: s.sicherheitscode,
  wiederherstellungscode: s.wiederherstellungscode,
};

/** The page to return to: a back-office page other than the login itself, else the overview. */
export const rueckweg = (from: string | undefined): string =>
  from?.startsWith(STAFF_ROOT) &&
  !from.startsWith(staffPaths.login.href) &&
  !from.startsWith(staffPaths.loginAlt.href)
    ? from
    : staffPaths.uebersicht.href;

export function StaffLoginPage() {
  const { loadSitzung, setSitzung } = useStaff();
  const navigate = useNavigate();
  const location = useLocation();
  const ziel = (location.state as LoginZiel | null) ?? {};
  const abgemeldet = ziel.abgemeldet === true;
  // The session ends here, not in the logout handler: React Router renders its navigation as a
  // transition, so a session cleared at once would still meet the guarded page and its redirect
  // (which drops the 'abgemeldet' notice).
  useEffect(() => {
    if (abgemeldet) setSitzung(null);
  }, [abgemeldet, setSitzung]);
  const [schritt, setSchritt] = useState<StaffLoginSchritt>('passwort');
  const schrittRef = useRef(schritt);
  schrittRef.current = schritt;
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<StaffLoginForm>({
    // The step decides which code is required; the resolver reads the current one at submit.
    resolver: (werte, kontext, optionen) =>
      zodResolver(staffLoginFormSchema(schrittRef.current))(werte, kontext, optionen),
    defaultValues: { email: '', passwort: '', code: '', wiederherstellungscode: '' },
    // The code step follows a successful submit: checking while typing would raise the summary (and
    // move the focus to it) after the first digit.
    reValidateMode: 'onSubmit',
  });
  const { register, formState } = form;

  const onSubmit = form.handleSubmit(async (werte) => {
    setServerError(null);
    const { email, passwort } = werte;
    const body =
      schritt === 'passwort'
        ? { email, passwort }
        : schritt === 'wiederherstellung'
          ? { email, passwort, wiederherstellungscode: werte.wiederherstellungscode }
          : { email, passwort, code: werte.code };
    try {
      const antwort = await staffPost(staffLoginAntwortSchema, P.login, body);
      if (antwort.schritt === 'sicherheitscode') {
        setSchritt('code');
        return;
      }
      staffToken.set(antwort.jwt);
      await loadSitzung();
      await navigate(antwort.schritt === 'einrichtung' ? staffPaths.zweiFaktor.href : rueckweg(ziel.from), {
        replace: true,
      });
    } catch (error) {
      // The sign-in forms show a refusal above the form, as the candidates' login does.
      setServerError(staffFehlertext(error));
      if (schritt !== 'passwort') form.setValue(schritt === 'code' ? 'code' : 'wiederherstellungscode', '');
    }
  });

  return (
    <StaffPage title={s.login}>
      {abgemeldet && <Alert variant="success">{s.abgemeldet}</Alert>}
      {!abgemeldet && ziel.sitzungsende && <Alert variant="info">{ziel.sitzungsende}</Alert>}
      <p className="kern-body">{s.loginText}</p>
      <div className="narrow">
        <LoginFormular
          formId={FORM_ID}
          form={form}
          fields={FIELDS}
          labels={LABELS}
          onSubmit={(e) => void onSubmit(e)}
          submitLabel={schritt === 'passwort' ? s.weiter : s.loginKnopf}
          submitDisabled={formState.isSubmitting}
          serverError={serverError}
          zugang={schritt === 'passwort'}
        >
          {schritt === 'wiederherstellung' ? (
            <TextField
              formId={FORM_ID}
              label={s.wiederherstellungscode}
              autoComplete="off"
              required
              registration={register('wiederherstellungscode')}
              error={fieldMessages(formState.errors, 'wiederherstellungscode')}
            />
          ) : (
            schritt === 'code' && (
              <TextField
                formId={FORM_ID}
                label={s.sicherheitscode}
                hint={s.sicherheitscodeHinweis}
                autoComplete="one-time-code"
                required
                registration={register('code')}
                error={fieldMessages(formState.errors, 'code')}
              />
            )
          )}
        </LoginFormular>
        {schritt === 'code' && (
          <p className="kern-body">
            <button
              type="button"
              className="kern-btn kern-btn--tertiary"
              onClick={() => setSchritt('wiederherstellung')}
            >
              <span className="kern-label">{s.wiederherstellungscodeStatt}</span>
            </button>
          </p>
        )}
      </div>
    </StaffPage>
  );
}
