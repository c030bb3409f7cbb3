// Login: e-mail and password, then (on the server's request) the Sicherheitscode – or a recovery code.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { staffAnmeldenAntwortSchema } from '@examensportal/domain/schemas/antworten';
import { Alert } from '../../components/form/Alert';
import { FormShell } from '../../components/form/FormShell';
import { PasswordField } from '../../components/form/PasswordField';
import { TextField } from '../../components/form/TextField';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { StaffApiError, staffPost, staffToken } from '../api';
import { ROOT } from '../nav';
import { useStaff } from '../StaffContext';
import { StaffPage } from './StaffPage';

const p = pruefungsstelle;
const s = p.seiten;
const FORM_ID = 'staff-login';

interface Werte {
  email: string;
  passwort: string;
  code: string;
  wiederherstellungscode: string;
}

export function AnmeldenPage() {
  const { loadSitzung, setSitzung } = useStaff();
  const navigate = useNavigate();
  const location = useLocation();
  const abgemeldet = (location.state as { abgemeldet?: boolean } | null)?.abgemeldet === true;
  // The session ends here, not in the logout handler: React Router renders its navigation as a
  // transition, so a session cleared at once would still meet the guarded page and its redirect
  // (which drops the 'abgemeldet' notice).
  useEffect(() => {
    if (abgemeldet) setSitzung(null);
  }, [abgemeldet, setSitzung]);
  const [schritt, setSchritt] = useState<'passwort' | 'code'>('passwort');
  const [mitWiederherstellung, setMitWiederherstellung] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Werte>({
    defaultValues: { email: '', passwort: '', code: '', wiederherstellungscode: '' },
  });
  const { register, formState } = form;

  const onSubmit = form.handleSubmit(async (werte) => {
    setServerError(null);
    const body =
      schritt === 'passwort'
        ? { email: werte.email, passwort: werte.passwort }
        : mitWiederherstellung
          ? {
              email: werte.email,
              passwort: werte.passwort,
              wiederherstellungscode: werte.wiederherstellungscode,
            }
          : { email: werte.email, passwort: werte.passwort, code: werte.code };
    try {
      const antwort = await staffPost(staffAnmeldenAntwortSchema, P.anmelden, body);
      if (antwort.schritt === 'sicherheitscode') {
        setSchritt('code');
        return;
      }
      staffToken.set(antwort.jwt);
      await loadSitzung();
      await navigate(antwort.schritt === 'einrichtung' ? `${ROOT}/zwei-faktor` : ROOT, { replace: true });
    } catch (error) {
      setServerError(error instanceof StaffApiError ? error.message : messages.generic.fehler);
      if (schritt === 'code') form.setValue(mitWiederherstellung ? 'wiederherstellungscode' : 'code', '');
    }
  });

  return (
    <StaffPage title={s.anmelden}>
      {abgemeldet && <Alert variant="success">{s.abgemeldet}</Alert>}
      <p className="kern-body">{s.anmeldenText}</p>
      <div className="narrow">
        <FormShell
          labels={{
            email: s.email,
            passwort: s.passwort,
            code: s.sicherheitscode,
            wiederherstellungscode: s.wiederherstellungscode,
          }}
          formId={FORM_ID}
          fields={['email', 'passwort', 'code', 'wiederherstellungscode']}
          errors={formState.errors}
          submitCount={formState.submitCount}
          onSubmit={(e) => void onSubmit(e)}
          submitLabel={schritt === 'passwort' ? s.weiter : s.anmeldenKnopf}
          submitDisabled={formState.isSubmitting}
          serverError={serverError}
        >
          {schritt === 'passwort' ? (
            <>
              <TextField
                formId={FORM_ID}
                label={s.email}
                type="email"
                autoComplete="username"
                required
                registration={register('email')}
              />
              <PasswordField
                formId={FORM_ID}
                label={s.passwort}
                autoComplete="current-password"
                required
                registration={register('passwort')}
              />
            </>
          ) : mitWiederherstellung ? (
            <TextField
              formId={FORM_ID}
              label={s.wiederherstellungscode}
              autoComplete="off"
              required
              registration={register('wiederherstellungscode')}
            />
          ) : (
            <TextField
              formId={FORM_ID}
              label={s.sicherheitscode}
              hint={s.sicherheitscodeHinweis}
              autoComplete="one-time-code"
              required
              registration={register('code')}
            />
          )}
        </FormShell>
        {schritt === 'code' && !mitWiederherstellung && (
          <p className="kern-body">
            <button
              type="button"
              className="kern-btn kern-btn--tertiary"
              onClick={() => setMitWiederherstellung(true)}
            >
              <span className="kern-label">{s.wiederherstellungscodeStatt}</span>
            </button>
          </p>
        )}
      </div>
    </StaffPage>
  );
}
