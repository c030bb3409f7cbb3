import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { API, apiPath } from '@examensportal/domain/api';
import { zweiterFaktor as t } from '@examensportal/domain/messages-zweiter-faktor';
import { zweiterFaktorStandSchema } from '@examensportal/domain/schemas/zweiter-faktor';
import { fieldMessages } from '../../components/form/fieldMessages';
import { TextField } from '../../components/form/TextField';
import { api, parseAntwort } from '../../lib/api';
import { keineFaktoren, type Faktoren } from '../../lib/zweiterFaktor';

// Access-data changes ask for the second factor when it is on (decision 0042): one field for a code or
// a recovery code beside the current password, or the passkey the browser asks (decision 0051). The server decides; the page only asks whether to show it.

/** Which second factors the account has (none while unknown: the server then says what is missing). */
export function useMitZweitemFaktor(): Faktoren {
  const [faktoren, setFaktoren] = useState(keineFaktoren);
  useEffect(() => {
    let aktiv = true;
    api
      .get(apiPath(API.zweiterFaktor))
      .then((antwort) => {
        const stand = parseAntwort(zweiterFaktorStandSchema, antwort);
        if (aktiv) setFaktoren({ totp: stand.totp, passkey: stand.passkeys.length > 0 });
      })
      .catch(() => undefined);
    return () => {
      aktiv = false;
    };
  }, []);
  return faktoren;
}

export function FaktorNachweisField({
  formId,
  form,
  faktoren,
}: {
  formId: string;
  form: Pick<UseFormReturn<{ nachweis?: string | undefined }>, 'register' | 'formState'>;
  faktoren: Faktoren;
}) {
  if (!faktoren.totp) {
    return faktoren.passkey ? <p className="kern-body">{t.passkeyNurHinweis}</p> : null;
  }
  return (
    <TextField
      formId={formId}
      label={t.nachweisLabel}
      hint={faktoren.passkey ? t.passkeyZugangsdatenHinweis : t.zugangsdatenHinweis}
      autoComplete="one-time-code"
      required={!faktoren.passkey}
      registration={form.register('nachweis')}
      error={fieldMessages(form.formState.errors, 'nachweis')}
    />
  );
}
