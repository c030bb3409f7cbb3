import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zweiterFaktor as t } from '@examensportal/domain/messages-zweiter-faktor';
import type { FaktorNachweis } from '@examensportal/domain/schemas/zweiter-faktor';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { toErrorPayload } from '../../lib/api';
import { toast } from '../../lib/toast';
import { faktorBeweis, nachweisFehler, type Faktoren } from '../../lib/zweiterFaktor';

// A change in Meine Daten confirmed with a fresh second factor (decisions 0042, 0051; duplicate report
// D3): switching the code app off and removing a passkey. With a code app the form has the one field
// for a code or recovery code (the server's refusal shown at it); with a passkey and the field left
// empty – or no field at all – the browser asks the passkey and a refusal is a toast.

export function FaktorBestaetigen({
  formId,
  faktoren,
  hint,
  submitLabel,
  einleitung,
  erfolg,
  senden,
  onFertig,
}: {
  formId: string;
  /** totp: the field for a code is shown; passkey: an empty field (or none) asks the passkey. */
  faktoren: Faktoren;
  hint: string;
  submitLabel: string;
  einleitung?: ReactNode;
  /** The success toast. */
  erfolg: string;
  /** The change, sent with the proof. */
  senden: (beweis: FaktorNachweis) => Promise<unknown>;
  onFertig: () => void;
}) {
  const form = useForm<{ nachweis: string }>({ defaultValues: { nachweis: '' } });
  const { register, formState, handleSubmit, setError } = form;
  const onValid = async ({ nachweis }: { nachweis: string }) => {
    const beweis = await faktorBeweis(nachweis, faktoren);
    if (!beweis) return;
    try {
      await senden(beweis);
      toast.success(erfolg);
      onFertig();
    } catch (error) {
      const payload = toErrorPayload(error);
      const text = nachweisFehler(payload)?.nachweis ?? payload.message;
      if (faktoren.totp) setError('nachweis', { message: text });
      else toast.error(text);
    }
  };
  return (
    <FormShell
      formId={formId}
      fields={['nachweis']}
      labels={{ nachweis: t.nachweisLabel }}
      errors={formState.errors}
      submitCount={formState.submitCount}
      onSubmit={handleSubmit(onValid)}
      submitLabel={submitLabel}
      submitDisabled={formState.isSubmitting}
    >
      {einleitung}
      {faktoren.totp && (
        <TextField
          formId={formId}
          label={t.nachweisLabel}
          hint={hint}
          autoComplete="one-time-code"
          required={!faktoren.passkey}
          registration={register('nachweis')}
          error={fieldMessages(formState.errors, 'nachweis')}
        />
      )}
    </FormShell>
  );
}
