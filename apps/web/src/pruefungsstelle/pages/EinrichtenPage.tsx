// The set-up link: greet the person, set the password (the candidates' rules), then on to the
// second factor. A used or expired link says so in German, with nothing else to do.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@examensportal/domain/messages';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@examensportal/domain/schemas/auth';
import {
  einrichtungPersonSchema,
  einrichtungSitzungSchema,
} from '@examensportal/domain/schemas/pruefungsstelle';
import { AccountHint } from '../../components/form/AccountHint';
import { Alert } from '../../components/form/Alert';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { PasswordField } from '../../components/form/PasswordField';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { staffFehlertext, staffPost, staffToken } from '../api';
import { staffPaths } from '../paths';
import { useStaff } from '../StaffContext';
import { StaffPage } from './StaffPage';

const p = pruefungsstelle;
const s = p.seiten;
const FORM_ID = 'staff-einrichten';

export function EinrichtenPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { loadSitzung } = useStaff();
  const [person, setPerson] = useState<{ name: string; email: string } | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { passwort: '', passwort1: '' },
    criteriaMode: 'all',
  });
  const { register, formState } = form;

  useEffect(() => {
    staffPost(einrichtungPersonSchema, P.einrichtungPruefen, { token }).then(setPerson, (e: unknown) =>
      setFehler(staffFehlertext(e)),
    );
  }, [token]);

  const onSubmit = form.handleSubmit(async ({ passwort }) => {
    setServerError(null);
    try {
      const { jwt } = await staffPost(einrichtungSitzungSchema, P.einrichtungPasswort, { token, passwort });
      staffToken.set(jwt);
      await loadSitzung();
      await navigate(staffPaths.zweiFaktor.href, { replace: true });
    } catch (e) {
      setServerError(staffFehlertext(e));
    }
  });

  return (
    <StaffPage title={s.einrichten}>
      {fehler && <Alert variant="danger">{fehler}</Alert>}
      {!fehler && !person && <p className="kern-body">{s.loading}</p>}
      {person && (
        <div className="narrow">
          <p className="kern-body">{s.einrichtenText(person.name, person.email)}</p>
          <FormShell
            labels={{ passwort: s.passwort, passwort1: s.passwortWiederholen }}
            formId={FORM_ID}
            fields={['passwort', 'passwort1']}
            errors={formState.errors}
            submitCount={formState.submitCount}
            onSubmit={(e) => void onSubmit(e)}
            submitLabel={s.passwortFestlegen}
            submitDisabled={formState.isSubmitting}
            serverError={serverError}
          >
            <AccountHint email={person.email} />
            <PasswordField
              formId={FORM_ID}
              label={s.passwort}
              autoComplete="new-password"
              required
              hint={messages.web.passwortRegeln}
              registration={register('passwort')}
              error={fieldMessages(formState.errors, 'passwort')}
            />
            <PasswordField
              formId={FORM_ID}
              label={s.passwortWiederholen}
              autoComplete="new-password"
              required
              registration={register('passwort1')}
              error={fieldMessages(formState.errors, 'passwort1')}
            />
          </FormShell>
        </div>
      )}
    </StaffPage>
  );
}
