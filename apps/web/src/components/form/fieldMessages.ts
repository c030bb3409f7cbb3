import type { FieldError as RhfFieldError, FieldErrors, FieldValues } from 'react-hook-form';

/** Every message of one field: all broken rules with criteriaMode 'all', else the one message. */
export function fieldMessages<T extends FieldValues>(
  errors: FieldErrors<T>,
  name: string,
): string[] | undefined {
  const error = (errors as Record<string, RhfFieldError | undefined>)[name];
  if (!error) return undefined;
  const all = Object.values(error.types ?? {}).flatMap((value) =>
    Array.isArray(value) ? value : typeof value === 'string' ? [value] : [],
  );
  const unique = [...new Set(all.length > 0 ? all : error.message ? [error.message] : [])];
  return unique.length > 0 ? unique : undefined;
}
