import { useCallback } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useApply } from '../../wizard/useApply';

/**
 * useApply, with the re-check of shown errors read live (getFieldState): in a two-step flow the
 * form's root formState is not subscribed to errors, so the snapshot useApply reads stays empty
 * and a group message ('Sie haben keine Modulprüfung ausgewählt.') would outlive the fix.
 */
export function useSetzen<V extends FieldValues>() {
  const form = useFormContext<V>();
  const apply = useApply<V>();
  return useCallback(
    (patch: Partial<V>, groupKeys: readonly string[] = []) => {
      apply(patch);
      const keys = [...Object.keys(patch), ...groupKeys].filter(
        (key) => form.getFieldState(key as Path<V>).error !== undefined,
      );
      if (keys.length > 0) void form.trigger(keys as Path<V>[]);
    },
    [form, apply],
  );
}
