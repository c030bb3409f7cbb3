import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { API, apiPath } from '@examensportal/domain/api';
import { zweiterFaktor as t } from '@examensportal/domain/messages-zweiter-faktor';
import { zweiterFaktorStandSchema } from '@examensportal/domain/schemas/zweiter-faktor';
import { fieldMessages } from '../../components/form/fieldMessages';
import { TextField } from '../../components/form/TextField';
import { api, parseAntwort, type ApiErrorPayload } from '../../lib/api';

// Access-data changes ask for the second factor when it is on (decision 0042): one field for a code or
// a recovery code beside the current password. The server decides; the page only asks whether to show it.

/** Whether the account has a second factor (false while unknown: the server then says what is missing). */
export function useMitZweitemFaktor(): boolean {
  const [mit, setMit] = useState(false);
  useEffect(() => {
    let aktiv = true;
    api
      .get(apiPath(API.zweiterFaktor))
      .then((antwort) => aktiv && setMit(parseAntwort(zweiterFaktorStandSchema, antwort).totp))
      .catch(() => undefined);
    return () => {
      aktiv = false;
    };
  }, []);
  return mit;
}

/** The server names the field 'code' or 'wiederherstellungscode'; the form has one field for both. */
export const nachweisFehler = (payload: ApiErrorPayload | undefined) => {
  const fehler = payload?.fieldErrors;
  const text = fehler?.code ?? fehler?.wiederherstellungscode;
  return text && fehler ? { ...fehler, nachweis: text } : fehler;
};

export function FaktorNachweisField({
  formId,
  form,
}: {
  formId: string;
  form: Pick<UseFormReturn<{ nachweis?: string | undefined }>, 'register' | 'formState'>;
}) {
  return (
    <TextField
      formId={formId}
      label={t.nachweisLabel}
      hint={t.zugangsdatenHinweis}
      autoComplete="one-time-code"
      required
      registration={form.register('nachweis')}
      error={fieldMessages(form.formState.errors, 'nachweis')}
    />
  );
}
