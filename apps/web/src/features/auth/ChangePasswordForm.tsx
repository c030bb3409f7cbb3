import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@examensportal/domain/messages';
import {
  changePasswordFormSchema,
  type ChangePasswordForm as ChangePasswordValues,
} from '@examensportal/domain/schemas/auth';
import { useAppDispatch } from '../../app/store';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { fieldMessages } from '../../components/form/fieldMessages';
import { PasswordField } from '../../components/form/PasswordField';
import { RequiredHint } from '../../components/form/RequiredHint';
import { applyServerFieldErrors, summaryErrors, useSummaryFocus } from '../../components/form/useFormSummary';
import { toast } from '../../lib/toast';
import { failureText } from './failureText';
import { changePassword } from './thunks';

const FORM_ID = 'passwortaendern';
const FIELDS = ['passwort', 'passwort1'] as const;

export function ChangePasswordForm() {
  const dispatch = useAppDispatch();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { passwort: '', passwort1: '' },
    criteriaMode: 'all',
  });
  const { register, formState, handleSubmit, reset } = form;

  const onValid = async ({ passwort }: ChangePasswordValues) => {
    const result = await dispatch(changePassword({ passwort }));
    if (changePassword.fulfilled.match(result)) {
      toast.success(messages.auth.passwortGeaendert);
      reset();
      return;
    }
    applyServerFieldErrors(form, result.payload?.fieldErrors, FIELDS);
    toast.error(failureText(messages.auth.passwortNichtGeaendert, result.payload));
  };

  const errors = summaryErrors(formState.errors, FIELDS);
  const summaryRef = useSummaryFocus(formState.submitCount, errors.length);
  const headingId = `${FORM_ID}-titel`;

  return (
    <section aria-labelledby={headingId}>
      <h2 className="kern-heading-medium" id={headingId}>
        {messages.web.passwortAendernTitel}
      </h2>
      <ErrorSummary ref={summaryRef} formId={FORM_ID} errors={errors} />
      <RequiredHint />
      <form noValidate onSubmit={handleSubmit(onValid)}>
        <div className="kern-stack">
          <PasswordField
            formId={FORM_ID}
            label={messages.web.neuesPasswort}
            autoComplete="new-password"
            hint={messages.web.passwortRegeln}
            required
            registration={register('passwort')}
            error={fieldMessages(formState.errors, 'passwort')}
          />
          <PasswordField
            formId={FORM_ID}
            label={messages.web.neuesPasswortWiederholen}
            autoComplete="new-password"
            required
            registration={register('passwort1')}
            error={fieldMessages(formState.errors, 'passwort1')}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="kern-btn kern-btn--primary" disabled={formState.isSubmitting}>
            <span className="kern-label">{messages.web.passwortAendern}</span>
          </button>
        </div>
      </form>
    </section>
  );
}
