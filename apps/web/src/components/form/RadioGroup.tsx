import type { ReactNode } from 'react';
import { useController, useFormContext, type UseFormRegisterReturn } from 'react-hook-form';
import { ChoiceFieldset, optionId, RadioOption, type RadioInput } from './ChoiceFieldset';
import { fieldIds } from './fieldIds';

export interface Option<T extends string | number = string> {
  value: T;
  label: string;
  disabled?: boolean;
}

/** The fieldset and its radios; `inputOf` says how each radio is bound. */
function Radios<T extends string | number>(props: {
  ids: ReturnType<typeof fieldIds>;
  frame: {
    legend: string;
    error: string | readonly string[] | undefined;
    hint: ReactNode;
    required: boolean;
  };
  options: readonly Option<T>[];
  inputOf: (option: Option<T>, index: number) => RadioInput;
}) {
  const { ids, frame, options, inputOf } = props;
  return (
    <ChoiceFieldset ids={ids} {...frame} radio>
      {options.map((option, index) => (
        <RadioOption
          key={option.value}
          id={optionId(ids.id, index, option.value)}
          label={option.label}
          error={Boolean(frame.error)}
          input={inputOf(option, index)}
        />
      ))}
    </ChoiceFieldset>
  );
}

interface RadioGroupProps {
  formId: string;
  legend: string;
  registration: UseFormRegisterReturn;
  options: readonly Option[];
  error?: string | readonly string[] | undefined;
  hint?: ReactNode;
  required?: boolean;
}

/** Radios of text values in a KERN fieldset, bound by `registration` (a page's own form). */
export function RadioGroup({
  formId,
  legend,
  registration,
  options,
  error,
  hint,
  required = false,
}: RadioGroupProps) {
  return (
    <Radios
      ids={fieldIds(formId, registration.name)}
      frame={{ legend, error, hint, required }}
      options={options}
      inputOf={(option) => ({ ...registration, value: option.value, disabled: option.disabled })}
    />
  );
}

interface RadioChoiceProps<T extends string | number> {
  formId: string;
  name: string;
  legend: string;
  options: readonly Option<T>[];
  required?: boolean;
  hint?: ReactNode;
  /** A choice with consequences (spec §4 selection rules) instead of setting the value alone. */
  onSelect?: (value: T) => void;
}

/**
 * Radios bound by `name` inside a FormProvider, holding a typed value (numbers stay numbers). A
 * choice is final when made: a shown message is checked again at once, not only on leaving.
 */
export function RadioChoice<T extends string | number>({
  formId,
  name,
  legend,
  options,
  required = false,
  hint,
  onSelect,
}: RadioChoiceProps<T>) {
  const { control, trigger } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const choose = (value: unknown) => {
    field.onChange(value);
    if (fieldState.error) void trigger(name);
  };
  const error = fieldState.error?.message;
  return (
    <Radios
      ids={fieldIds(formId, name)}
      frame={{ legend, error, hint, required }}
      options={options}
      inputOf={(option, index) => ({
        ref: index === 0 ? field.ref : undefined,
        name: `${formId}-${name}`,
        value: String(option.value),
        checked: field.value === option.value,
        disabled: option.disabled,
        onBlur: field.onBlur,
        onChange: () => (onSelect ? onSelect(option.value) : choose(option.value)),
      })}
    />
  );
}
