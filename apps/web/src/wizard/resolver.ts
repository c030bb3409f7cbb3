import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's resolver for a domain schema. The form values are the wizard's own types
 * (with '' and 0 for open choices), the schema checks them: the types meet only here.
 */
export function schemaResolver<V extends FieldValues>(schema: z.ZodType): Resolver<V> {
  return zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<V>;
}
