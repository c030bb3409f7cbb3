import type { FormEventHandler, ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import { Alert } from './Alert';
import { ErrorSummary } from './ErrorSummary';
import { RequiredHint } from './RequiredHint';
import { summaryErrors, useSummaryFocus } from './useFormSummary';

interface FormShellProps<T extends FieldValues> {
  formId: string;
  /** The fields in the order they appear; the error summary lists them in this order. */
  fields: readonly Path<T>[];
  /** The fields' visible labels: the summary names each wrong field (GOV.UK error summary). */
  labels: Partial<Record<Path<T>, string>>;
  errors: FieldErrors<T>;
  submitCount: number;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitDisabled: boolean;
  /** The server's text for the whole form, shown above the summary. */
  serverError?: string | null;
  /** Shown between the fields and the buttons (e.g. the captcha's status line). */
  afterFields?: ReactNode;
  /** Shown beside the submit button (e.g. the way back to the login page). */
  secondaryAction?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every simple form of the portal shares: server message, error summary (focused after a
 * failed submit), the required-fields hint, the fields and the actions. The pages keep their fields.
 */
export function FormShell<T extends FieldValues>({
  formId,
  fields,
  labels,
  errors,
  submitCount,
  onSubmit,
  submitLabel,
  submitDisabled,
  serverError,
  afterFields,
  secondaryAction,
  children,
}: FormShellProps<T>) {
  const summary = summaryErrors(errors, fields, labels);
  const summaryRef = useSummaryFocus(submitCount, summary.length);
  return (
    <>
      {serverError && <Alert variant="danger">{serverError}</Alert>}
      <ErrorSummary ref={summaryRef} formId={formId} errors={summary} />
      <RequiredHint />
      <form noValidate onSubmit={onSubmit}>
        <div className="kern-stack">{children}</div>
        {afterFields}
        <div className="form-actions">
          <button type="submit" className="kern-btn kern-btn--primary" disabled={submitDisabled}>
            <span className="kern-label">{submitLabel}</span>
          </button>
          {secondaryAction}
        </div>
      </form>
    </>
  );
}
