import { useCallback } from 'react';
import { useFormContext, type FieldValues, type Path, type PathValue } from 'react-hook-form';

/**
 * Writes the result of a selection rule (spec §4) into the form: every changed key, then checks
 * again the keys that show an error (and the given group keys, e.g. 'module'), so a message goes
 * away as soon as the choice is fixed.
 */
export function useApply<V extends FieldValues>() {
  const form = useFormContext<V>();
  return useCallback(
    (patch: Partial<V>, groupKeys: readonly string[] = []) => {
      const current = form.getValues();
      const changed = Object.keys(patch).filter((key) => patch[key] !== current[key]);
      for (const key of changed) {
        form.setValue(key as Path<V>, patch[key] as PathValue<V, Path<V>>, { shouldDirty: true });
      }
      // getFieldState reads the form's live errors; formState.errors is the snapshot of a render
      // that did not subscribe to them, so it can miss the message 'Weiter' just set.
      const recheck = [...new Set([...changed, ...groupKeys])].filter(
        (key) => form.getFieldState(key as Path<V>).error !== undefined,
      );
      if (recheck.length > 0) void form.trigger(recheck as Path<V>[]);
    },
    [form],
  );
}
