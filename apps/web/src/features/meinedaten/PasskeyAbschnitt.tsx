import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { API, apiPath } from '@examensportal/domain/api';
import { formatZeitpunkt } from '@examensportal/domain/format';
import { zweiterFaktor as t } from '@examensportal/domain/messages-zweiter-faktor';
import {
  passkeyOptionenSchema,
  type PasskeyEintrag,
  type ZweiterFaktorStand,
} from '@examensportal/domain/schemas/zweiter-faktor';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { api, parseAntwort, toErrorPayload } from '../../lib/api';
import { toast } from '../../lib/toast';
import { passkeyFehlerText } from '../../lib/zweiterFaktor';
import { FaktorBestaetigen } from './FaktorBestaetigen';

// "Passkeys" in Meine Daten (decision 0051): the registered passkeys with name, set-up and last use;
// a new one named and created by the browser; one removed with a fresh second factor (a code typed, or
// else the browser asks a passkey). The WebAuthn library is loaded only when a passkey is used.

export function PasskeyAbschnitt({
  stand,
  onGeaendert,
}: {
  stand: ZweiterFaktorStand;
  onGeaendert: () => void;
}) {
  const [entfernen, setEntfernen] = useState<PasskeyEintrag | null>(null);
  return (
    <section aria-labelledby="meinedaten-passkeys">
      <h3 className="kern-heading-small" id="meinedaten-passkeys">
        {t.passkeysTitel}
      </h3>
      <p className="kern-body">{t.passkeysEinleitung}</p>
      {stand.passkeys.length === 0 ? (
        <p className="kern-body">{t.passkeysKeine}</p>
      ) : (
        <ul className="kern-list" aria-label={t.passkeysTitel}>
          {stand.passkeys.map((p) => (
            <li key={p.id}>
              <strong>{p.name}</strong>
              {` – ${t.passkeyErstellt} ${formatZeitpunkt(p.erstelltAm)}; ${t.passkeyZuletzt}: `}
              {p.zuletztVerwendetAm ? formatZeitpunkt(p.zuletztVerwendetAm) : t.passkeyNieVerwendet}{' '}
              <button
                type="button"
                className="kern-btn kern-btn--tertiary"
                aria-label={`${t.passkeyEntfernen}: ${p.name}`}
                onClick={() => setEntfernen(p)}
              >
                <span className="kern-label">{t.passkeyEntfernen}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {entfernen && (
        <Entfernen
          key={entfernen.id}
          passkey={entfernen}
          totp={stand.totp}
          onFertig={() => {
            setEntfernen(null);
            onGeaendert();
          }}
        />
      )}
      <Hinzufuegen onHinzugefuegt={onGeaendert} />
    </section>
  );
}

function Hinzufuegen({ onHinzugefuegt }: { onHinzugefuegt: () => void }) {
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const { register, formState, handleSubmit, setError, reset } = form;
  const onValid = async ({ name }: { name: string }) => {
    if (name.trim() === '') {
      setError('name', { message: t.passkeyNameFehlt });
      return;
    }
    try {
      const optionen = parseAntwort(passkeyOptionenSchema, await api.post(apiPath(API.passkeyOptionen)));
      const { passkeyErstellen } = await import('../../lib/passkey');
      const antwort = await passkeyErstellen(optionen);
      await api.post(apiPath(API.passkeyHinzufuegen), { name, antwort });
      toast.success(t.passkeyHinzugefuegt);
      reset();
      onHinzugefuegt();
    } catch (error) {
      const feld = toErrorPayload(error).fieldErrors?.name;
      if (feld) setError('name', { message: feld });
      else toast.error(passkeyFehlerText(error));
    }
  };
  return (
    <FormShell
      formId="passkeyneu"
      fields={['name']}
      labels={{ name: t.passkeyName }}
      errors={formState.errors}
      submitCount={formState.submitCount}
      onSubmit={handleSubmit(onValid)}
      submitLabel={t.passkeyHinzufuegen}
      submitDisabled={formState.isSubmitting}
    >
      <TextField
        formId="passkeyneu"
        label={t.passkeyName}
        hint={t.passkeyNameHinweis}
        required
        registration={register('name')}
        error={fieldMessages(formState.errors, 'name')}
      />
    </FormShell>
  );
}

function Entfernen({
  passkey,
  totp,
  onFertig,
}: {
  passkey: PasskeyEintrag;
  totp: boolean;
  onFertig: () => void;
}) {
  return (
    <FaktorBestaetigen
      formId="passkeyentfernen"
      faktoren={{ totp, passkey: true }}
      hint={t.passkeyZugangsdatenHinweis}
      submitLabel={totp ? `${t.passkeyEntfernen}: ${passkey.name}` : t.mitPasskeyBestaetigen}
      einleitung={
        <p className="kern-body">{`${t.passkeyEntfernen}: ${passkey.name}. ${t.passkeyEntfernenHinweis}`}</p>
      }
      erfolg={t.passkeyEntfernt}
      senden={(beweis) => api.post(apiPath(API.passkeyEntfernen, { id: passkey.id }), beweis)}
      onFertig={onFertig}
    />
  );
}
