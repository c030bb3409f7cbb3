// A decision form's answer from the server: field errors go to their fields (focus on the first),
// anything else is the form's message.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { StaffApiError } from '../api';

export function applyServerFehler<T extends FieldValues>(
  error: unknown,
  felder: readonly string[],
  form: UseFormReturn<T>,
  setServerError: (text: string) => void,
  /** Wire keys the form names otherwise (a correction sends its radio group as `ergebnis`). */
  umbenannt: Readonly<Record<string, string>> = {},
): void {
  if (!(error instanceof StaffApiError)) {
    setServerError(String(error));
    return;
  }
  const eigene = Object.entries(error.fieldErrors)
    .map(([feld, text]) => [umbenannt[feld] ?? feld, text] as const)
    .filter(([feld]) => felder.includes(feld));
  for (const [feld, text] of eigene) form.setError(feld as Path<T>, { message: text }, { shouldFocus: true });
  if (eigene.length === 0) setServerError(error.message);
}
