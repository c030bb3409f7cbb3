import { useFormContext, useFormState } from 'react-hook-form';
import { errorAt } from './errorAt';

/** The current message of a field or group key (e.g. 'module'), re-rendering only for that name. */
export function useFieldError(name: string): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  return errorAt(errors, name);
}
