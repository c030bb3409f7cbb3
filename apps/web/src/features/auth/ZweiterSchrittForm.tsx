import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useNavigate } from 'react-router';
import { zweiterFaktor as t } from '@examensportal/domain/messages-zweiter-faktor';
import {
  bestaetigungscodeSchema,
  kandidatWiederherstellungscodeSchema,
} from '@examensportal/domain/schemas/zweiter-faktor';
import { paths } from '../../app/paths';
import { loginZweiterSchritt } from '../../app/slices/auth';
import { useAppDispatch } from '../../app/store';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { takeLoginRedirect } from '../../lib/session';

// The login's second step (issue 30 point 5, decision 0042): after the spec's login form the server
// answered a step instead of a session; a code from the app (or a recovery code) finishes the login.
// Loaded only when needed, so zod stays out of /login's first load (decision 0021).

const FORM_ID = 'zweiterschritt';
const codeForm = z.object({ code: bestaetigungscodeSchema() });
const wiederherstellungForm = z.object({ wiederherstellungscode: kandidatWiederherstellungscodeSchema() });
type Werte = { code?: string; wiederherstellungscode?: string };

export default function ZweiterSchrittForm({
  schritt,
  onZurueck,
}: {
  schritt: string;
  onZurueck: () => void;
}) {
  const [mitWiederherstellung, setMitWiederherstellung] = useState(false);
  return mitWiederherstellung ? (
    <SchrittFormular
      key="wiederherstellung"
      schritt={schritt}
      art="wiederherstellungscode"
      onWechsel={() => setMitWiederherstellung(false)}
      onZurueck={onZurueck}
    />
  ) : (
    <SchrittFormular
      key="code"
      schritt={schritt}
      art="code"
      onWechsel={() => setMitWiederherstellung(true)}
      onZurueck={onZurueck}
    />
  );
}

function SchrittFormular({
  schritt,
  art,
  onWechsel,
  onZurueck,
}: {
  schritt: string;
  art: 'code' | 'wiederherstellungscode';
  onWechsel: () => void;
  onZurueck: () => void;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Werte>({
    resolver: zodResolver<Werte, unknown, Werte>(art === 'code' ? codeForm : wiederherstellungForm),
    defaultValues: { [art]: '' },
  });
  const { register, formState, handleSubmit, reset } = form;
  const label = art === 'code' ? t.codeLabel : t.wiederherstellungscodeLabel;

  const onValid = async (werte: Werte) => {
    setServerError(null);
    const result = await dispatch(loginZweiterSchritt({ schritt, [art]: werte[art] }));
    if (loginZweiterSchritt.fulfilled.match(result)) {
      await navigate(takeLoginRedirect() ?? paths.start.href, { replace: true });
      return;
    }
    setServerError(result.payload?.message ?? t.codeFalsch);
    reset({ [art]: '' });
  };

  return (
    <section aria-labelledby={`${FORM_ID}-titel`}>
      <h2 className="kern-heading-medium" id={`${FORM_ID}-titel`}>
        {t.schrittTitel}
      </h2>
      <p className="kern-body">{art === 'code' ? t.schrittHinweis : t.schrittHinweisWiederherstellung}</p>
      <FormShell
        formId={FORM_ID}
        fields={[art]}
        labels={{ [art]: label }}
        errors={formState.errors}
        submitCount={formState.submitCount}
        onSubmit={handleSubmit(onValid)}
        submitLabel={t.anmelden}
        submitDisabled={formState.isSubmitting}
        serverError={serverError}
      >
        <TextField
          formId={FORM_ID}
          label={label}
          hint={art === 'code' ? t.codeHinweis : undefined}
          autoComplete="one-time-code"
          required
          registration={register(art)}
          error={fieldMessages(formState.errors, art)}
        />
      </FormShell>
      <ul className="link-list kern-body">
        <li>
          <button type="button" className="kern-btn kern-btn--tertiary" onClick={onWechsel}>
            <span className="kern-label">
              {art === 'code' ? t.wiederherstellungscodeVerwenden : t.bestaetigungscodeVerwenden}
            </span>
          </button>
        </li>
        <li>
          <button type="button" className="kern-btn kern-btn--tertiary" onClick={onZurueck}>
            <span className="kern-label">{t.zurueckZurAnmeldung}</span>
          </button>
        </li>
      </ul>
    </section>
  );
}
