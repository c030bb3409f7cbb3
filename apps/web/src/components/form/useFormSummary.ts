import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { FieldErrors as ServerFieldErrors } from '../../lib/api';
import type { SummaryError } from './ErrorSummary';
import { errorAt } from './errorAt';

/**
 * Errors in the order the fields appear, for the summary at the top of the form; each names its
 * field's label where the form gives one (several fields share 'Das Pflichtfeld wurde nicht angegeben').
 */
export function summaryErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly Path<T>[],
  labels: Partial<Record<Path<T>, string>> = {},
): SummaryError[] {
  return order.flatMap((name) => {
    // By path: a field of a nested form ('aufsichtsarbeiten.wp.0') holds its error nested too.
    const message = errorAt(errors, name);
    if (message === undefined) return [];
    const label = labels[name];
    return [{ name, message, ...(label === undefined ? {} : { label }) }];
  });
}

/** Moves focus to the summary after every submit that found errors (screen readers hear it at once). */
export function useSummaryFocus(submitCount: number, errorCount: number) {
  const ref = useRef<HTMLDivElement>(null);
  const lastFocused = useRef(0);
  useEffect(() => {
    if (submitCount > lastFocused.current && errorCount > 0) {
      lastFocused.current = submitCount;
      ref.current?.focus();
    }
  }, [submitCount, errorCount]);
  return ref;
}

/** Puts the server's German field errors (400 fieldErrors) on the fields this form has. */
export function applyServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  fieldErrors: ServerFieldErrors | undefined,
  fields: readonly Path<T>[],
): boolean {
  if (!fieldErrors) return false;
  let applied = false;
  for (const name of fields) {
    const message = fieldErrors[name];
    if (message) {
      form.setError(name, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
