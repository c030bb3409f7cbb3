// Second factor set-up: QR code (an image whose text alternative carries the key) and the key as
// text, confirm with the first code, then the recovery codes – shown only here, once.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import {
  totpEinrichtungSchema,
  type TotpEinrichtung,
  wiederherstellungscodesSchema,
} from '@examensportal/domain/schemas/antworten';
import { Alert } from '../../components/form/Alert';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { StaffApiError, staffPost } from '../api';
import { staffPaths } from '../paths';
import { useStaff } from '../StaffContext';
import { StaffPage } from './StaffPage';

const s = pruefungsstelle.seiten;
const FORM_ID = 'staff-totp';

export function ZweiFaktorPage() {
  const { sitzung, loadSitzung } = useStaff();
  const [einrichtung, setEinrichtung] = useState<TotpEinrichtung | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const wartet = sitzung?.stufe === 'einrichtung';

  useEffect(() => {
    if (!wartet) return;
    staffPost(totpEinrichtungSchema, P.totpBeginnen).then(setEinrichtung, (e: unknown) =>
      setServerError(e instanceof StaffApiError ? e.message : messages.generic.fehler),
    );
  }, [wartet]);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setServerError(null);
    try {
      const result = await staffPost(wiederherstellungscodesSchema, P.totpBestaetigen, {
        code,
      });
      setCodes(result.wiederherstellungscodes);
    } catch (e) {
      setServerError(e instanceof StaffApiError ? e.message : messages.generic.fehler);
      form.setValue('code', '');
    }
  });

  if (codes) {
    return (
      <StaffPage title={s.wiederherstellungscodes}>
        <p className="kern-body">{s.wiederherstellungscodesText}</p>
        <ul className="staff__codes" aria-label={s.wiederherstellungscodes}>
          {codes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        <Link
          className="kern-btn kern-btn--primary"
          to={staffPaths.uebersicht.href}
          onClick={() => void loadSitzung()}
        >
          <span className="kern-label">{s.codesGesichert}</span>
        </Link>
      </StaffPage>
    );
  }
  if (!sitzung) return <Navigate to={staffPaths.login.href} replace />;
  if (!wartet) return <Navigate to={staffPaths.uebersicht.href} replace />;

  return (
    <StaffPage title={s.zweiFaktor}>
      <p className="kern-body">{s.zweiFaktorText}</p>
      {einrichtung && (
        <div className="staff__totp">
          <img src={einrichtung.qrCode} alt={s.qrAlt(einrichtung.schluessel)} width="200" height="200" />
          <p className="kern-body">
            {s.schluessel}: <code data-testid="totp-schluessel">{einrichtung.schluessel}</code>
          </p>
        </div>
      )}
      <div className="narrow">
        <FormShell
          labels={{ code: s.sicherheitscode }}
          formId={FORM_ID}
          fields={['code']}
          errors={form.formState.errors}
          submitCount={form.formState.submitCount}
          onSubmit={(e) => void onSubmit(e)}
          submitLabel={s.bestaetigen}
          submitDisabled={form.formState.isSubmitting || !einrichtung}
          serverError={serverError}
        >
          <TextField
            formId={FORM_ID}
            label={s.sicherheitscode}
            hint={s.sicherheitscodeHinweis}
            autoComplete="one-time-code"
            required
            registration={form.register('code')}
          />
        </FormShell>
      </div>
      {!einrichtung && !serverError && <Alert variant="info">{s.laden}</Alert>}
    </StaffPage>
  );
}
