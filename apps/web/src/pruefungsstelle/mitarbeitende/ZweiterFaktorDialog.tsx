// Resetting only a colleague's second factor (decision 0048): a dialog that names the person and asks for
// the note (reason, how the identity was checked) that goes into the Protokoll.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { verwaltungTexte as vt } from '@examensportal/domain/messages-pruefungsstelle-verwaltung';
import {
  zweiterFaktorNotizSchema,
  type ZweiterFaktorNotiz,
} from '@examensportal/domain/schemas/pruefungsstelle-verwaltung';
import { fieldMessages } from '../../components/form/fieldMessages';
import { TextareaField } from '../../components/form/TextareaField';
import { WizardDialog } from '../../wizard/twoStep/WizardDialog';

const FORM_ID = 'mitarbeiter-zweiter-faktor';

export function ZweiterFaktorDialog({
  name,
  onConfirm,
  onCancel,
}: {
  name: string;
  onConfirm: (payload: ZweiterFaktorNotiz) => void;
  onCancel: () => void;
}) {
  const { register, formState, handleSubmit } = useForm<{ notiz: string }, unknown, ZweiterFaktorNotiz>({
    resolver: zodResolver(zweiterFaktorNotizSchema),
    defaultValues: { notiz: '' },
  });
  return (
    <WizardDialog
      title={vt.zweiterFaktor}
      onCancel={onCancel}
      actions={
        <>
          <button type="button" className="kern-btn kern-btn--secondary" onClick={onCancel}>
            <span className="kern-label">{vt.abbrechen}</span>
          </button>
          <button type="submit" form={FORM_ID} className="kern-btn kern-btn--primary">
            <span className="kern-label">{vt.zweiterFaktor}</span>
          </button>
        </>
      }
    >
      <p className="kern-body">{vt.zweiterFaktorFrage(name)}</p>
      <form id={FORM_ID} noValidate onSubmit={(e) => void handleSubmit(onConfirm)(e)}>
        <TextareaField
          formId={FORM_ID}
          label={vt.zweiterFaktorNotiz}
          required
          registration={register('notiz')}
          error={fieldMessages(formState.errors, 'notiz')}
        />
      </form>
    </WizardDialog>
  );
}
