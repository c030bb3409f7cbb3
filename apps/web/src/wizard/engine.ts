import type { FieldErrors, FieldValues } from 'react-hook-form';
import { errorAt } from '../components/form/errorAt';
import type { z } from 'zod';
import type { FieldSpec, Sample, WizardDefinition, WizardStep } from './types';

// The pure part of the engine: page arithmetic, error lists and draft merging. No React, so the
// shared flow test runs every wizard through it directly.

/** The step of a page; an unknown page is the first step (spec §2). */
export function resolveStep<V extends FieldValues, C>(
  wizard: WizardDefinition<V, C>,
  slug: string | undefined,
): { step: WizardStep<V, C>; index: number; known: boolean } {
  const index = wizard.steps.findIndex((step) => step.slug === slug);
  const first = wizard.steps[0];
  if (!first) throw new Error(`Wizard ${wizard.id} has no steps`);
  return index < 0
    ? { step: first, index: 0, known: false }
    : { step: wizard.steps[index]!, index, known: true };
}

/** The page `delta` steps away, or null past either end. */
export function neighbourSlug<V extends FieldValues, C>(
  wizard: WizardDefinition<V, C>,
  index: number,
  delta: 1 | -1,
): string | null {
  return wizard.steps[index + delta]?.slug ?? null;
}

export const pagePath = (wizard: { basePath: string }, slug: string) => `${wizard.basePath}/${slug}`;

/** One line of the error summary. */
export interface ErrorEntry {
  slug: string;
  stepTitle: string;
  name: string;
  label: string;
  message: string;
}

function entry(step: WizardStep<FieldValues, unknown>, field: FieldSpec, message: string): ErrorEntry {
  return { slug: step.slug, stepTitle: step.title, name: field.name, label: field.label, message };
}

/** The form's current errors in page and field order; only one step's when `slug` is given. */
export function errorEntries<V extends FieldValues, C>(
  wizard: WizardDefinition<V, C>,
  errors: FieldErrors<V>,
  slug?: string,
): ErrorEntry[] {
  return wizard.steps
    .filter((step) => slug === undefined || step.slug === slug)
    .flatMap((step) =>
      step.fields.flatMap((field) => {
        const message = errorAt(errors, field.name);
        return message ? [entry(step as WizardStep<FieldValues, unknown>, field, message)] : [];
      }),
    );
}

/** path → first message of every issue a schema reports for the values. */
export function schemaMessages(schema: z.ZodType, values: unknown): Map<string, string> {
  const result = schema.safeParse(values);
  const out = new Map<string, string>();
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!out.has(path)) out.set(path, issue.message);
  }
  return out;
}

/** Which step owns a path: the step that lists it, else the one whose fields share its first part. */
function ownerOf<V extends FieldValues, C>(wizard: WizardDefinition<V, C>, path: string) {
  for (const step of wizard.steps) {
    const field = step.fields.find((f) => f.name === path);
    if (field) return { step, field };
  }
  const head = path.split('.')[0];
  const step = wizard.steps.find((s) => s.fields.some((f) => f.name.split('.')[0] === head));
  return step ? { step, field: { name: path, label: path } } : null;
}

function toEntries<V extends FieldValues, C>(
  wizard: WizardDefinition<V, C>,
  messages: Map<string, string>,
): ErrorEntry[] {
  const order = wizard.steps.flatMap((step) => step.fields.map((field) => field.name));
  const rank = (name: string) => {
    const i = order.indexOf(name);
    return i < 0 ? order.length : i;
  };
  return [...messages.entries()]
    .flatMap(([path, message]) => {
      const owner = ownerOf(wizard, path);
      const last = wizard.steps[wizard.steps.length - 1]!;
      return owner
        ? [entry(owner.step as WizardStep<FieldValues, unknown>, owner.field, message)]
        : [entry(last as WizardStep<FieldValues, unknown>, { name: path, label: path }, message)];
    })
    .sort((a, b) => rank(a.name) - rank(b.name));
}

/** 'Weiter': the step's own schema on the values. */
export const validateStep = <V extends FieldValues, C>(
  wizard: WizardDefinition<V, C>,
  step: WizardStep<V, C>,
  values: V,
): ErrorEntry[] => toEntries(wizard, schemaMessages(step.schema, values));

/** The final check (spec §5): the whole wizard's schema, every error with the page it is on. */
export const finalCheck = <V extends FieldValues, C>(
  wizard: WizardDefinition<V, C>,
  values: V,
): ErrorEntry[] => toEntries(wizard, schemaMessages(wizard.finalSchema, values));

/** A nested object of form values (the form's own data, walked key by key below). */
type FormWerte = { [feld: string]: unknown };

const isPlainObject = (value: unknown): value is FormWerte =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);

/**
 * A stored draft (already read through its schema at the edge, decision 0023) laid into the form's
 * shape: every key the defaults have, and only those, taken from the draft where its type matches.
 */
export function mergeDraft<T>(defaults: T, stored: unknown): T {
  if (isPlainObject(defaults)) {
    if (!isPlainObject(stored)) return defaults;
    const out: FormWerte = {};
    for (const [key, value] of Object.entries(defaults)) out[key] = mergeDraft(value, stored[key]);
    return out as T;
  }
  if (Array.isArray(defaults)) return (Array.isArray(stored) ? stored : defaults) as T;
  return typeof stored === typeof defaults && stored !== null && !Number.isNaN(stored)
    ? (stored as T)
    : defaults;
}

/** The initial values with a sample laid over them (samples are partial). */
export function withSample<T>(base: T, sample: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(sample)) return (sample === undefined ? base : sample) as T;
  const out: FormWerte = { ...base };
  for (const [key, value] of Object.entries(sample)) out[key] = withSample(base[key], value);
  return out as T;
}

/** Every step's sample on the initial values: a complete, valid application. */
export const sampleValues = <V extends FieldValues, C>(wizard: WizardDefinition<V, C>): V =>
  wizard.steps.reduce((values, step) => withSample(values, step.sample as Sample<V>), wizard.initialValues());
