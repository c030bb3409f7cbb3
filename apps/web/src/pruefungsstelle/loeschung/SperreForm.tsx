// The hold of one person on the deletion list (issue 30 point 1): its reason, checked by the domain's
// schema before it is sent and by the server again; the form of decision 0044 (react-hook-form, the
// field library, the server's field errors at the field).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { loeschung as t } from '@examensportal/domain/messages-loeschung';
import { sperrePayloadSchema } from '@examensportal/domain/schemas/loeschung';
import type { z } from 'zod';
import { fieldMessages } from '../../components/form/fieldMessages';
import { TextField } from '../../components/form/TextField';
import { staffSenden } from '../api';
import { useStaffAktion } from '../useStaffAktion';

export function SperreForm({
  accountId,
  name,
  onGesperrt,
}: {
  accountId: string;
  /** The person's name, for the label and button read out of the table's context. */
  name: string;
  onGesperrt: () => Promise<unknown>;
}) {
  const { ausfuehren } = useStaffAktion();
  const form = useForm<z.input<typeof sperrePayloadSchema>, unknown, z.output<typeof sperrePayloadSchema>>({
    resolver: zodResolver(sperrePayloadSchema),
    defaultValues: { grund: '' },
  });
  const { formState } = form;
  const onSubmit = form.handleSubmit(async (werte) => {
    const gesperrt = await ausfuehren(
      () => staffSenden(P.loeschungSperren, werte, { params: { id: accountId } }),
      { erfolg: t.sperreGespeichert, form: { form, fields: ['grund'] } },
    );
    if (gesperrt.ok) await onGesperrt();
  });
  const nurVorgelesen = <span className="kern-sr-only"> ({name})</span>;
  return (
    <form noValidate className="staff__actions" onSubmit={(e) => void onSubmit(e)}>
      <TextField
        formId={`sperre-${accountId}`}
        label={
          <>
            {t.sperrenLabel}
            {nurVorgelesen}
          </>
        }
        registration={form.register('grund')}
        error={fieldMessages(formState.errors, 'grund')}
      />
      <button type="submit" className="kern-btn kern-btn--secondary" disabled={formState.isSubmitting}>
        <span className="kern-label">
          {t.sperrenKnopf}
          {nurVorgelesen}
        </span>
      </button>
    </form>
  );
}
