import { useFormContext } from 'react-hook-form';
import { TextField, type TextFieldOptions } from './TextField';
import { TextareaField, type TextareaOptions } from './TextareaField';
import { useFieldError } from './useFieldError';

// The text fields bound by `name` inside a FormProvider (wizards and flows): the same fields as
// TextField and TextareaField, which register themselves and read their message. A module of its own
// so the /login entry, whose forms pass a registration, carries none of it (size budget, decision 0045).

/** The registration and message of a field given by name inside a FormProvider. */
function useByName(name: string) {
  const { register } = useFormContext();
  return { registration: register(name), error: useFieldError(name) };
}

type ByName<T> = T & { name: string };

export function TextFieldByName({ name, ...props }: ByName<TextFieldOptions>) {
  return <TextField {...props} {...useByName(name)} />;
}

/** A date as the browser's date control (ISO value, shown in the user's locale). */
export function DateFieldByName(props: ByName<Omit<TextFieldOptions, 'type' | 'addon' | 'inputMode'>>) {
  return <TextFieldByName {...props} type="date" />;
}

export function TextareaFieldByName({ name, ...props }: ByName<TextareaOptions>) {
  return <TextareaField {...props} {...useByName(name)} />;
}
