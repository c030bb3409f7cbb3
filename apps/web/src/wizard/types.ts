import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { AppDispatch } from '../app/store';
import type { Upload } from '../components/upload/useUpload';

// The wizard engine (architecture §4): an ordered list of steps, not a graph. A wizard is data –
// steps with slug, title, schema, form and sample input – plus the few functions that talk to the
// server (load, interim save, precheck, submit). One route component (WizardRoute) does the rest.

/** A field of a step: its form path and the label the error summary names. */
export interface FieldSpec {
  /** Path in the form values, e.g. 'kontaktdaten.plz'; group errors use their own key ('module'). */
  name: string;
  label: string;
}

/** Deep partial of the form values: what a step's sample fills in. */
export type Sample<V> = { [K in keyof V]?: V[K] extends object ? Sample<V[K]> | V[K] : V[K] };

export interface StepFormProps<C> {
  /** Prefix of every id on the page (error summary links land on `${formId}-${name}`). */
  formId: string;
  /** What the wizard loaded besides the values (term, …). */
  context: C;
}

export interface StepSummaryProps<V, C> {
  values: V;
  context: C;
}

export interface WizardStep<V extends FieldValues, C> {
  /** The page of the route (spec §2), e.g. 'kontaktdaten'. */
  slug: string;
  title: string;
  /** Validates this step's part of the values (checked on 'Weiter'). */
  schema: z.ZodType;
  /** The fields in page order: what the error summary lists and 'Weiter' checks. */
  fields: readonly FieldSpec[];
  Form: ComponentType<StepFormProps<C>>;
  /** The step's part of the summary page; steps without one are not summarised. */
  Summary?: ComponentType<StepSummaryProps<V, C>>;
  /** Valid input for this step – run through the schemas by the shared flow test. */
  sample: Sample<V>;
}

export interface WizardLoaded<V, C> {
  /** The availability rule: false shows 'Diese Funktion ist für Sie zur Zeit nicht anwendbar.' */
  available: boolean;
  /** Why not, in German, shown under that text (e.g. the career's sentences); omitted when unknown. */
  grund?: readonly string[] | undefined;
  values: V;
  context: C;
  /** When the stored draft was saved (ISO 8601, server time); the first page offers to go on. */
  gespeichertAm?: string | null | undefined;
}

interface SaveTools {
  /** The shared upload (progress, cancel) for multipart bodies. */
  upload: Upload;
}

/** What an interim save did: values to merge back (e.g. files now stored), or the user cancelled. */
export type SaveOutcome<V> = { status: 'saved'; patch?: Partial<V> } | { status: 'cancelled' };

/** A precheck that stops the submit, with what to change in the form and the context. */
export interface PrecheckStop<V, C> {
  message: string;
  patch?: Partial<V>;
  context?: C;
}

export interface SubmitTools {
  /** One UUID per submit sequence, sent as the Idempotency-Key header. */
  idempotencyKey: string;
  /**
   * The shared upload (progress, 'Abbrechen'): pass it to postDeclaration so a body with files
   * shows its progress; a cancel rejects with UploadAbgebrochen.
   */
  upload: Upload;
}

interface WizardTexts {
  /** Toast and banner of a failed final check. */
  unvollstaendig: string;
  /** Toast after the submit. */
  gesendet: string;
  /** Toast and banner when the submit failed (the server's text follows in the banner). */
  nichtGesendet: string;
  /** Label of the submit button on the last page. */
  absenden: string;
}

export interface WizardDefinition<V extends FieldValues, C> {
  /** Form id and id prefix, e.g. 'zulassung'. */
  id: string;
  /** The h1 of every page. */
  title: string;
  /** Path of the route without the page, e.g. '/zulassung/antragstellen'. */
  basePath: string;
  steps: readonly WizardStep<V, C>[];
  /** The whole wizard: the final check before the submit (all steps plus cross-step rules). */
  finalSchema: z.ZodType;
  /** Values of a form nobody has filled in yet. */
  initialValues: () => V;
  /** Server data: the availability rule, the values to restore, the context of the steps. */
  load: (dispatch: AppDispatch) => Promise<WizardLoaded<V, C>>;
  /** The interim save on every forward move. */
  save: (values: V, context: C, tools: SaveTools) => Promise<SaveOutcome<V>>;
  /** Checks right before the submit (e.g. the term); a stop shows its message and sends nothing. */
  precheck?: (values: V, context: C, dispatch: AppDispatch) => Promise<PrecheckStop<V, C> | null>;
  /** The submit; rejects with an ApiError (its message goes into the banner). */
  submit: (values: V, context: C, tools: SubmitTools) => Promise<void>;
  texts: WizardTexts;
  /** Where a successful submit goes; '/start' unless given. */
  successPath?: string;
}
