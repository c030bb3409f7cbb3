import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { messages } from '@examensportal/domain/messages';
import { zweiterFaktorBuero as t } from '@examensportal/domain/messages-pruefungsstelle-zweiter-faktor';
import {
  zuruecksetzenPayloadSchema,
  type ZuruecksetzenPayload,
} from '@examensportal/domain/schemas/pruefungsstelle-zweiter-faktor';
import { Alert } from '../../components/form/Alert';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { TextareaField } from '../../components/form/TextareaField';
import { StaffApiError, staffSenden } from '../api';
import { useStaff } from '../StaffContext';

// The Kandidat page's reset of a lost second factor (decision 0042): only a leitung, only with a note on
// how the identity was checked; the server audits it and mails the candidate.

const FORM_ID = 'zweiterfaktor';

export function ZweiterFaktorZuruecksetzen({
  kandidatId,
  an,
  onZurueckgesetzt,
}: {
  kandidatId: string;
  an: boolean;
  onZurueckgesetzt: () => void;
}) {
  const leitung = useStaff().sitzung?.rolle === 'leitung';
  const [fehler, setFehler] = useState<string | null>(null);
  const form = useForm<{ notiz: string }, unknown, ZuruecksetzenPayload>({
    resolver: zodResolver(zuruecksetzenPayloadSchema),
    defaultValues: { notiz: '' },
  });
  const { register, formState, handleSubmit, setError } = form;

  const onValid = async (payload: ZuruecksetzenPayload) => {
    setFehler(null);
    try {
      await staffSenden(P.zweiterFaktorZuruecksetzen, payload, { params: { id: kandidatId } });
      onZurueckgesetzt();
    } catch (e) {
      const notiz = e instanceof StaffApiError ? e.fieldErrors.notiz : undefined;
      if (notiz) setError('notiz', { message: notiz });
      else setFehler(e instanceof StaffApiError ? e.message : messages.generic.fehler);
    }
  };

  return (
    <section aria-labelledby="kandidat-zweiterfaktor">
      <h2 id="kandidat-zweiterfaktor" className="kern-heading-medium">
        {t.titel}
      </h2>
      <p className="kern-body">{an ? t.an : t.aus}</p>
      {an && leitung && (
        <>
          <p className="kern-body">{t.hinweis}</p>
          {fehler && <Alert variant="danger">{fehler}</Alert>}
          <FormShell
            formId={FORM_ID}
            fields={['notiz']}
            labels={{ notiz: t.notizLabel }}
            errors={formState.errors}
            submitCount={formState.submitCount}
            onSubmit={handleSubmit(onValid)}
            submitLabel={t.zuruecksetzen}
            submitDisabled={formState.isSubmitting}
          >
            <TextareaField
              formId={FORM_ID}
              label={t.notizLabel}
              required
              registration={register('notiz')}
              error={fieldMessages(formState.errors, 'notiz')}
            />
          </FormShell>
        </>
      )}
    </section>
  );
}
