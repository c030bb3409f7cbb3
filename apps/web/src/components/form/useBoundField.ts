import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';
import { useFieldError } from './useFieldError';

/**
 * How a field reaches its form: given a `registration` (and its `error`) by the page, or only a `name`
 * inside a FormProvider (the wizards and flows), where it registers itself and reads its message.
 */
export type Binding =
  | { registration: UseFormRegisterReturn; error?: string | readonly string[] | undefined; name?: never }
  | { name: string; registration?: never; error?: never };

/** The registration and message of a field given by name inside a FormProvider. */
export function useBoundField(name: string) {
  const { register } = useFormContext();
  return { registration: register(name), error: useFieldError(name) };
}

/** The field's form path, whichever way it is bound. */
export const bindingName = (binding: Binding): string =>
  binding.registration ? binding.registration.name : binding.name;
