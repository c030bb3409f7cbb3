// The one way the back-office writes (decision 0044), with the candidate side's error rules: the
// outcome of an action is a toast (success or the server's German text); the server's field errors go
// on the fields and the error summary of the form (react-hook-form); a 401 ends the session and
// shows nothing here (the login page says it).
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerFieldErrors } from '../components/form/useFormSummary';
import { toast } from '../lib/toast';
import { sitzungBeendet, StaffApiError, staffFehlertext } from './api';

export interface AktionsOptionen<R, F extends FieldValues> {
  /** The success toast; a function reads the answer. Without it no toast (the page shows the result). */
  erfolg?: string | ((antwort: R) => string);
  /** The form whose fields take the server's field errors (400 `fieldErrors`). */
  form?: { form: Pick<UseFormReturn<F>, 'setError'>; fields: readonly Path<F>[] };
}

/** How a write ended: its answer, or failed (and already shown). */
export type AktionsErgebnis<R> = { ok: true; antwort: R } | { ok: false };

export function useStaffAktion() {
  const [sendet, setSendet] = useState(false);

  /** Runs one write; answers `{ ok: true, antwort }`, or `{ ok: false }` when it failed (already shown). */
  const ausfuehren = async <R, F extends FieldValues = FieldValues>(
    aktion: () => Promise<R>,
    { erfolg, form }: AktionsOptionen<R, F> = {},
  ): Promise<AktionsErgebnis<R>> => {
    setSendet(true);
    try {
      const antwort = await aktion();
      if (erfolg) toast.success(typeof erfolg === 'function' ? erfolg(antwort) : erfolg);
      return { ok: true, antwort };
    } catch (error) {
      if (sitzungBeendet(error)) return { ok: false };
      if (form && error instanceof StaffApiError)
        applyServerFieldErrors(form.form, error.fieldErrors, form.fields);
      toast.error(staffFehlertext(error));
      return { ok: false };
    } finally {
      setSendet(false);
    }
  };

  return { sendet, ausfuehren };
}
