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

export function useStaffAktion() {
  const [sendet, setSendet] = useState(false);

  /** Runs one write; answers its result, or undefined when it failed (already shown). */
  const ausfuehren = async <R, F extends FieldValues = FieldValues>(
    aktion: () => Promise<R>,
    { erfolg, form }: AktionsOptionen<R, F> = {},
  ): Promise<R | undefined> => {
    setSendet(true);
    try {
      const antwort = await aktion();
      if (erfolg) toast.success(typeof erfolg === 'function' ? erfolg(antwort) : erfolg);
      return antwort;
    } catch (error) {
      if (sitzungBeendet(error)) return undefined;
      if (form && error instanceof StaffApiError)
        applyServerFieldErrors(form.form, error.fieldErrors, form.fields);
      toast.error(staffFehlertext(error));
      return undefined;
    } finally {
      setSendet(false);
    }
  };

  return { sendet, ausfuehren };
}
