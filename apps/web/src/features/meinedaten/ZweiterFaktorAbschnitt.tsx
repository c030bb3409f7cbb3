import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { API, apiPath } from '@examensportal/domain/api';
import { messages } from '@examensportal/domain/messages';
import { zweiterFaktor as t } from '@examensportal/domain/messages-zweiter-faktor';
import {
  bestaetigungscodeSchema,
  totpEinrichtungSchema,
  wiederherstellungscodesSchema,
  zweiterFaktorStandSchema,
  type TotpEinrichtung,
  type ZweiterFaktorStand,
} from '@examensportal/domain/schemas/zweiter-faktor';
import { Alert } from '../../components/form/Alert';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { applyServerFieldErrors } from '../../components/form/useFormSummary';
import { api, parseAntwort, toErrorPayload } from '../../lib/api';
import { toast } from '../../lib/toast';
import { FaktorBestaetigen } from './FaktorBestaetigen';
import { PasskeyAbschnitt } from './PasskeyAbschnitt';

// "Zwei-Faktor-Anmeldung" in Meine Daten (issue 30 point 5, decision 0042): switch TOTP on (QR code and
// key, confirmed by the first code; the ten recovery codes shown once), or off with a code or a
// recovery code; below, the passkeys (PasskeyAbschnitt, decision 0051). Local state like the sessions
// overview: nothing else reads it.

type Phase =
  | { name: 'loading' }
  | { name: 'fehler'; message: string }
  | { name: 'stand'; stand: ZweiterFaktorStand }
  | { name: 'einrichtung'; einrichtung: TotpEinrichtung }
  | { name: 'codes'; codes: string[] };

export function ZweiterFaktorAbschnitt() {
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });

  const load = useCallback(async () => {
    try {
      setPhase({
        name: 'stand',
        stand: parseAntwort(zweiterFaktorStandSchema, await api.get(apiPath(API.zweiterFaktor))),
      });
    } catch (error) {
      setPhase({ name: 'fehler', message: toErrorPayload(error).message });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const beginnen = async () => {
    try {
      const einrichtung = parseAntwort(totpEinrichtungSchema, await api.post(apiPath(API.totpBeginnen)));
      setPhase({ name: 'einrichtung', einrichtung });
    } catch (error) {
      toast.error(toErrorPayload(error).message);
    }
  };

  return (
    <section className="meinedaten-abschnitt" aria-labelledby="meinedaten-zweiterfaktor">
      <h2 className="kern-heading-medium" id="meinedaten-zweiterfaktor">
        {t.titel}
      </h2>
      <p className="kern-body">{t.einleitung}</p>
      {phase.name === 'fehler' && (
        <Alert variant="danger">{`${messages.wizard.nichtGeladen} ${phase.message}`}</Alert>
      )}
      {phase.name === 'stand' && !phase.stand.totp && (
        <>
          <p className="kern-body">{t.statusAus}</p>
          <button type="button" className="kern-btn kern-btn--secondary" onClick={() => void beginnen()}>
            <span className="kern-label">{t.einschalten}</span>
          </button>
        </>
      )}
      {phase.name === 'einrichtung' && (
        <Einrichtung
          einrichtung={phase.einrichtung}
          onCodes={(codes) => setPhase({ name: 'codes', codes })}
          onAbbrechen={() => void load()}
        />
      )}
      {phase.name === 'codes' && (
        <>
          <Alert variant="success">{t.eingeschaltet}</Alert>
          <h3 className="kern-heading-small">{t.codesTitel}</h3>
          <p className="kern-body">{t.codesHinweis}</p>
          <ul className="kern-list meinedaten-codes" aria-label={t.codesTitel}>
            {phase.codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <button type="button" className="kern-btn kern-btn--primary" onClick={() => void load()}>
            <span className="kern-label">{t.codesGesichert}</span>
          </button>
        </>
      )}
      {phase.name === 'stand' && phase.stand.totp && (
        <>
          <p className="kern-body">{t.statusAn}</p>
          <p className="kern-body">{t.restcodes(phase.stand.wiederherstellungscodes)}</p>
          <Ausschalten onAus={() => void load()} />
        </>
      )}
      {phase.name === 'stand' && <PasskeyAbschnitt stand={phase.stand} onGeaendert={() => void load()} />}
    </section>
  );
}

const codeForm = z.object({ code: bestaetigungscodeSchema() });
type CodeWerte = z.input<typeof codeForm>;

function Einrichtung({
  einrichtung,
  onCodes,
  onAbbrechen,
}: {
  einrichtung: TotpEinrichtung;
  onCodes: (codes: string[]) => void;
  onAbbrechen: () => void;
}) {
  const form = useForm<CodeWerte, unknown, z.output<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { code: '' },
  });
  const { register, formState, handleSubmit } = form;
  const onValid = async ({ code }: { code: string }) => {
    try {
      const antwort = await api.post(apiPath(API.totpBestaetigen), { code });
      onCodes(parseAntwort(wiederherstellungscodesSchema, antwort).wiederherstellungscodes);
    } catch (error) {
      const payload = toErrorPayload(error);
      if (!applyServerFieldErrors(form, payload.fieldErrors, ['code'])) toast.error(payload.message);
    }
  };
  return (
    <>
      <p className="kern-body">{t.scanHinweis}</p>
      <img src={einrichtung.qrCode} alt={t.qrAlt} width="200" height="200" />
      <p className="kern-body">
        {`${t.schluessel}: `}
        <code data-testid="totp-schluessel">{einrichtung.schluessel}</code>
      </p>
      <FormShell
        formId="totpbestaetigen"
        fields={['code']}
        labels={{ code: t.codeLabel }}
        errors={formState.errors}
        submitCount={formState.submitCount}
        onSubmit={handleSubmit(onValid)}
        submitLabel={t.bestaetigen}
        submitDisabled={formState.isSubmitting}
        secondaryAction={
          <button type="button" className="kern-btn kern-btn--secondary" onClick={onAbbrechen}>
            <span className="kern-label">{t.abbrechen}</span>
          </button>
        }
      >
        <TextField
          formId="totpbestaetigen"
          label={t.codeLabel}
          hint={t.codeHinweis}
          autoComplete="one-time-code"
          required
          registration={register('code')}
          error={fieldMessages(formState.errors, 'code')}
        />
      </FormShell>
    </>
  );
}

function Ausschalten({ onAus }: { onAus: () => void }) {
  return (
    <FaktorBestaetigen
      formId="zweiterfaktoraus"
      faktoren={{ totp: true, passkey: false }}
      hint={t.ausschaltenHinweis}
      submitLabel={t.ausschalten}
      erfolg={t.ausgeschaltet}
      senden={(beweis) => api.post(apiPath(API.totpAusschalten), beweis)}
      onFertig={onAus}
    />
  );
}
