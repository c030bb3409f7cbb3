import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useNavigate } from 'react-router';
import { zweiterFaktor as t } from '@examensportal/domain/messages-zweiter-faktor';
import {
  bestaetigungscodeSchema,
  kandidatWiederherstellungscodeSchema,
  passkeyOptionenSchema,
} from '@examensportal/domain/schemas/zweiter-faktor';
import { API, apiPath } from '@examensportal/domain/api';
import { paths } from '../../app/paths';
import { loginZweiterSchritt } from '../../app/slices/auth';
import { useAppDispatch } from '../../app/store';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { Alert } from '../../components/form/Alert';
import { api, parseAntwort } from '../../lib/api';
import { passkeyFehlerText } from '../../lib/zweiterFaktor';
import { takeLoginRedirect } from '../../lib/session';

// The login's second step (issue 30 point 5, decision 0042): after the spec's login form the server
// answered a step instead of a session; a code from the app (or a recovery code) finishes the login.
// With passkeys (decision 0051) "Passkey verwenden" asks the browser; the WebAuthn library is loaded only
// then. Loaded only when needed, so zod stays out of /login's first load (decision 0021).

const FORM_ID = 'zweiterschritt';
const codeForm = z.object({ code: bestaetigungscodeSchema() });
const wiederherstellungForm = z.object({ wiederherstellungscode: kandidatWiederherstellungscodeSchema() });
type Werte = { code?: string; wiederherstellungscode?: string };

export default function ZweiterSchrittForm({
  schritt,
  verfahren = ['totp'],
  onZurueck,
}: {
  schritt: string;
  verfahren?: readonly ('totp' | 'passkey')[];
  onZurueck: () => void;
}) {
  const [mitWiederherstellung, setMitWiederherstellung] = useState(false);
  const passkey = usePasskeySchritt(schritt);
  const passkeyKnopf = verfahren.includes('passkey') ? (
    <button
      type="button"
      className={`kern-btn kern-btn--${verfahren.includes('totp') ? 'tertiary' : 'primary'}`}
      onClick={() => void passkey.anmelden()}
      disabled={passkey.laeuft}
    >
      <span className="kern-label">{t.passkeyVerwenden}</span>
    </button>
  ) : null;
  if (!verfahren.includes('totp')) {
    // Passkeys only (decision 0051): no code to type, the browser asks the passkey.
    return (
      <section aria-labelledby={`${FORM_ID}-titel`}>
        <h2 className="kern-heading-medium" id={`${FORM_ID}-titel`}>
          {t.schrittTitel}
        </h2>
        <p className="kern-body">{t.schrittHinweisPasskey}</p>
        {passkey.fehler && <Alert variant="danger">{passkey.fehler}</Alert>}
        {passkeyKnopf}
        <ul className="link-list kern-body">
          <li>
            <ZurueckKnopf onZurueck={onZurueck} />
          </li>
        </ul>
      </section>
    );
  }
  return mitWiederherstellung ? (
    <SchrittFormular
      key="wiederherstellung"
      schritt={schritt}
      art="wiederherstellungscode"
      onWechsel={() => setMitWiederherstellung(false)}
      onZurueck={onZurueck}
      passkey={passkeyKnopf}
      passkeyFehler={passkey.fehler}
    />
  ) : (
    <SchrittFormular
      key="code"
      schritt={schritt}
      art="code"
      onWechsel={() => setMitWiederherstellung(true)}
      onZurueck={onZurueck}
      passkey={passkeyKnopf}
      passkeyFehler={passkey.fehler}
    />
  );
}

/** The passkey way of the step: a challenge for the step's account, signed, sent as the step's proof. */
function usePasskeySchritt(schritt: string) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [fehler, setFehler] = useState<string | null>(null);
  const [laeuft, setLaeuft] = useState(false);
  const anmelden = async () => {
    setFehler(null);
    setLaeuft(true);
    try {
      const { passkeySignieren } = await import('../../lib/passkey');
      const optionen = parseAntwort(
        passkeyOptionenSchema,
        await api.post(apiPath(API.loginPasskey), { schritt }, { auth: false }),
      );
      const result = await dispatch(
        loginZweiterSchritt({ schritt, passkey: await passkeySignieren(optionen) }),
      );
      if (loginZweiterSchritt.fulfilled.match(result)) {
        await navigate(takeLoginRedirect() ?? paths.start.href, { replace: true });
        return;
      }
      setFehler(result.payload?.message ?? t.passkeyFalsch);
    } catch (error) {
      setFehler(passkeyFehlerText(error));
    } finally {
      setLaeuft(false);
    }
  };
  return { anmelden, fehler, laeuft };
}

function ZurueckKnopf({ onZurueck }: { onZurueck: () => void }) {
  return (
    <button type="button" className="kern-btn kern-btn--tertiary" onClick={onZurueck}>
      <span className="kern-label">{t.zurueckZurAnmeldung}</span>
    </button>
  );
}

function SchrittFormular({
  schritt,
  art,
  onWechsel,
  onZurueck,
  passkey,
  passkeyFehler,
}: {
  schritt: string;
  art: 'code' | 'wiederherstellungscode';
  onWechsel: () => void;
  onZurueck: () => void;
  passkey: ReactNode;
  passkeyFehler: string | null;
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
        serverError={serverError ?? passkeyFehler}
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
        {passkey && <li>{passkey}</li>}
        <li>
          <ZurueckKnopf onZurueck={onZurueck} />
        </li>
      </ul>
    </section>
  );
}
